package tiled

import (
	"slices"
	"testing"
)

// TestImportObjectsByPosition: objects drawn in Tiled without Sandtable's
// id properties (only a type) are read from where they lie: a hexside
// polyline gives the sides under its segments, a path the hexes under its
// points, a place or label the hex under it, an area polygon the hex under
// its centre. The export of the enriched ITW map, its hex and hexside ids
// removed, must give the same hexsides, path hexes, places and area hexes.
func TestImportObjectsByPosition(t *testing.T) {
	m := builtinMap(t, "itw-shiloh.map.json")
	enrichITW(t, m)
	out, err := Export(m, ExportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := decode(out.TMX, TMX)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range d.Objects {
		for _, p := range []string{"hexside", "hexes", "hex"} {
			delete(o.Props, p)
		}
	}
	back, err := d.toMap(out.Mapping)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Hexsides) != len(m.Hexsides) {
		t.Errorf("%d hexsides, want %d", len(back.Hexsides), len(m.Hexsides))
	}
	for id, s := range m.Hexsides {
		if got, ok := back.Hexsides[id]; !ok || got.Type != s.Type || got.Ford != s.Ford {
			t.Errorf("hexside %s: %+v (found %v), want %+v", id, got, ok, s)
		}
	}
	for i, p := range m.Paths {
		if !slices.Equal(back.Paths[i].Hexes, p.Hexes) {
			t.Errorf("path %s: %v, want %v", p.ID, back.Paths[i].Hexes, p.Hexes)
		}
	}
	for i, p := range m.Places {
		if back.Places[i].Hex != p.Hex {
			t.Errorf("place %s: %s, want %s", p.ID, back.Places[i].Hex, p.Hex)
		}
	}
	for i, a := range m.Areas {
		if !slices.Equal(back.Areas[i].Hexes, a.Hexes) || !slices.Equal(back.Areas[i].BoundaryHexes, a.BoundaryHexes) {
			t.Errorf("area %s: %v | %v, want %v | %v", a.ID, back.Areas[i].Hexes, back.Areas[i].BoundaryHexes, a.Hexes, a.BoundaryHexes)
		}
	}
	for id, h := range m.Hexes {
		if back.Hexes[id].Label != h.Label {
			t.Errorf("hex %s: label %q, want %q", id, back.Hexes[id].Label, h.Label)
		}
	}
}

// TestSanitizeID: file and display names become ids of the map schema's
// slug pattern.
func TestSanitizeID(t *testing.T) {
	for in, want := range map[string]string{
		"my_map file":       "my-map-file",
		"My_Map  File":      "my-map-file",
		"__itw.shiloh__":    "itw-shiloh",
		"Hood Strikes N. 2": "hood-strikes-n-2",
		"Città di Shiloh":   "citt-di-shiloh",
		"___":               "tiled-map",
		"":                  "tiled-map",
		"hsn":               "hsn",
	} {
		if got := SanitizeID(in); got != want {
			t.Errorf("SanitizeID(%q) = %q, want %q", in, got, want)
		}
	}
}
