package maps

import (
	"io/fs"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"testing"
)

// TestHSNCumberlandBoundsTheNorthBank: the book puts two hexes across the
// Cumberland, 5805 and 5806, joins them to Nashville by three permanent
// bridges and gives the river no ford (HSN L188-190). So every side between
// those two hexes and a hex on the map's south bank is the major river, and
// exactly three of them are bridged.
func TestHSNCumberlandBoundsTheNorthBank(t *testing.T) {
	data, err := fs.ReadFile(Builtin(), "hsn.map.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	north := m.Area("cumberland-north-bank")
	if north == nil || len(north.Hexes) != 2 {
		t.Fatalf("north bank area: %+v, want 5805 and 5806", north)
	}
	bridges, river := 0, 0
	for _, id := range north.Hexes {
		o, err := geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range geo.Grid.Directions() {
			n := geo.Grid.Neighbor(o, d)
			if !geo.Numbering.Contains(n) {
				continue
			}
			nid, _ := geo.Numbering.Format(n)
			if slices.Contains(north.Hexes, nid) {
				continue
			}
			sid, err := geo.FormatHexside(hexgrid.Hexside{Hex: o, Dir: d})
			if err != nil {
				t.Fatal(err)
			}
			s, ok := m.Hexsides[sid]
			if !ok || s.Type != "major-river" {
				t.Errorf("%s (%s to %s) is %+v, want the major river", sid, id, nid, s)
				continue
			}
			river++
			if s.Bridge {
				bridges++
			}
		}
	}
	if bridges != 3 {
		t.Errorf("%d bridged sides across the Cumberland, want 3 (L190)", bridges)
	}
	if river < 4 {
		t.Errorf("only %d sides between the banks", river)
	}
}
