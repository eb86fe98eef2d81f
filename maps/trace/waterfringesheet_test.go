package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// fringeSheetFixture returns a field of 24x16 hexes with twelve lone woods
// hexes, each of whose sides facing dirs[0] reads water at hit fraction
// hit (a one-sided fringe), on sheet 0, and the hexes' types.
func fringeSheetFixture(g hexgrid.Grid, hit float64) ([]SideProposal, map[hexgrid.Offset]string) {
	terrain := map[hexgrid.Offset]string{}
	for c := range 24 {
		for r := range 16 {
			terrain[hexgrid.Offset{Col: c, Row: r}] = "field"
		}
	}
	d := g.Directions()[0]
	var sides []SideProposal
	for _, c := range []int{2, 6, 10, 14} {
		for _, r := range []int{3, 7, 11} {
			o := hexgrid.Offset{Col: c, Row: r}
			terrain[o] = "woods"
			sides = append(sides, SideProposal{Side: g.Side(o, d), Water: true, WaterConf: 0.1, waterHit: hit})
		}
	}
	return sides, terrain
}

// TestFringeSheets: a sheet whose weakly read water lies on the woods'
// edges facing one way is plate-like; the same sides read whole (a stream
// printed on each) leave the fringe rule nothing to drop, and the sheet
// is not.
func TestFringeSheets(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	sides, terrain := fringeSheetFixture(g, 0.6)
	if got := fringeSheets(sides, fringeDrops(g, sides, terrain), 1); !got[0] {
		t.Errorf("weak one-sided fringe: plate-like %v, want true", got[0])
	}
	sides, terrain = fringeSheetFixture(g, 1)
	if got := fringeSheets(sides, fringeDrops(g, sides, terrain), 1); got[0] {
		t.Errorf("sides read whole: plate-like %v, want false", got[0])
	}
}
