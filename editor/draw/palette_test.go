package draw

import (
	"image/color"
	"testing"

	"github.com/sandtable/sandtable/engine"
)

func TestParseColor(t *testing.T) {
	for s, want := range map[string]color.NRGBA{"#a0B1c2": rgb(0xa0, 0xb1, 0xc2), "#fff": rgb(255, 255, 255), "#123": rgb(0x11, 0x22, 0x33)} {
		if got, ok := ParseColor(s); !ok || got != want {
			t.Errorf("ParseColor(%q) = %v, %v", s, got, ok)
		}
	}
	for _, s := range []string{"", "red", "#12345", "#gggggg", "123456", "#1234567"} {
		if _, ok := ParseColor(s); ok {
			t.Errorf("ParseColor(%q) accepted", s)
		}
	}
	if hexString(rgb(0x0a, 0xbc, 0xff)) != "#0abcff" {
		t.Error(hexString(rgb(0x0a, 0xbc, 0xff)))
	}
}

// The ruleset's colour wins, then the table, then a word of the id.
func TestTerrainColor(t *testing.T) {
	rs := &engine.Ruleset{Terrain: []engine.TerrainType{{ID: "woods", Color: "#102030"}, {ID: "field", Color: "bad"}}}
	for _, tc := range []struct {
		rs   *engine.Ruleset
		id   string
		want color.NRGBA
	}{
		{rs, "woods", rgb(0x10, 0x20, 0x30)},
		{rs, "field", defaultTerrain["field"]},
		{nil, "marsh-stream", defaultTerrain["marsh-stream"]},
		{nil, "dense-woods", defaultTerrain["woods"]},
		{nil, "cypress-swamp", defaultTerrain["marsh"]},
		{nil, "lava", UnknownTerrainColor},
		{nil, "", UnknownTerrainColor},
	} {
		if got := TerrainColor(tc.rs, tc.id); got != tc.want {
			t.Errorf("TerrainColor(%q) = %v, want %v", tc.id, got, tc.want)
		}
	}
	// Every terrain of the built-in rulesets has a colour of its own.
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		r, err := engine.BuiltinRuleset(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range r.Terrain {
			if TerrainColor(r, tt.ID) == UnknownTerrainColor {
				t.Errorf("%s terrain %s has no colour", id, tt.ID)
			}
		}
	}
}

func TestSideColor(t *testing.T) {
	if SideColor("union") != UnionColor || SideColor("CSA") != ConfederateColor {
		t.Error("the ACW sides")
	}
	a, b := SideColor("prussia"), SideColor("prussia")
	if a != b || a == UnionColor || SideColor("") == (color.NRGBA{}) {
		t.Error("other sides must get a stable colour of their own")
	}
	if textOn(UnionColor) != rgb(255, 255, 255) || textOn(ConfederateColor) != rgb(0x10, 0x10, 0x10) {
		t.Error("counter text: white on blue, black on grey")
	}
}
