package draw

import (
	"image/color"
	"testing"
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

// The table's colour is the fill; a terrain it lacks gets the unknown
// colour, reported as not known, whatever its id says ("woods" included).
func TestTerrainFill(t *testing.T) {
	st := &Styles{Terrain: map[string]color.NRGBA{"woods": rgb(0x10, 0x20, 0x30)}}
	for _, tc := range []struct {
		st    *Styles
		id    string
		want  color.NRGBA
		known bool
	}{
		{st, "woods", rgb(0x10, 0x20, 0x30), true},
		{st, "field", UnknownTerrainColor, false},
		{st, "dense-woods", UnknownTerrainColor, false},
		{nil, "woods", UnknownTerrainColor, false},
		{nil, "", UnknownTerrainColor, false},
	} {
		if got, known := tc.st.TerrainFill(tc.id); got != tc.want || known != tc.known {
			t.Errorf("TerrainFill(%q) = %v %v, want %v %v", tc.id, got, known, tc.want, tc.known)
		}
	}
}

// A table's line is the look; a type it lacks, even one named like a
// river, is drawn in the unknown style.
func TestHexsideAndPathStyles(t *testing.T) {
	own := LineStyle{Color: rgb(1, 2, 3), Width: 0.3}
	st := &Styles{Hexsides: map[string]LineStyle{"stream": own}, Paths: map[string]LineStyle{"canal": own}}
	if l := st.Hexside("stream"); !l.Known || !l.Draw || l.Line.Color != own.Color {
		t.Errorf("stream: %+v", l)
	}
	if l := st.Hexside("major-river"); l.Known || !l.Draw || l.Line.Color != UnknownHexside.Color {
		t.Errorf("major-river: %+v", l)
	}
	if l, known := st.Path("canal"); !known || l.Color != own.Color {
		t.Errorf("canal: %+v %v", l, known)
	}
	if l, known := st.Path("road"); known || l.Color != UnknownPath.Color {
		t.Errorf("road: %+v %v", l, known)
	}
	if _, known := (*Styles)(nil).Path("canal"); known {
		t.Error("canal known without a table")
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
