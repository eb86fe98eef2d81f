package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestFlagEdgeLanes: a line the lanes alone read against an averaged
// map's zero is flagged on a side between two traced types (a woods edge
// taken for a line), not inside one type, nor on a plain map's sheet.
func TestFlagEdgeLanes(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	a := hexgrid.Offset{Col: 1, Row: 1}
	d := g.Directions()[0]
	b := g.Neighbor(a, d)
	side := hexgrid.Hexside{Hex: a, Dir: d}
	for _, c := range []struct {
		name        string
		tb          string
		along, flag bool
	}{
		{"edge, averaged map", "field", true, true},
		{"inside woods", "woods", true, false},
		{"edge, plain map", "field", false, false},
	} {
		s := []SideProposal{{Side: side, Contours: 1, ContourConf: 1, mapAlong: c.along,
			ContourReads: [2]ContourRead{{Reader: ReaderLanes, Count: 1, Conf: 1}, {Reader: ReaderLineMap, Count: 0, Conf: 1}}}}
		hexes := []HexProposal{{Hex: a, Terrain: "woods"}, {Hex: b, Terrain: c.tb}}
		flagEdgeLanes(g, s, hexes, 0.25)
		if got := s[0].ContourConf < 0.25; got != c.flag {
			t.Errorf("%s: flagged %v, want %v", c.name, got, c.flag)
		}
	}
}
