package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestReconcileRoadPath works a road by hand on a flat-top grid: it runs
// east-south-east from (2,4) through (3,4), (4,4) and (5,4)... as four steps
// each from a hex to its neighbour in one direction, so consecutive steps
// share a hex. The second step was read short (a share of 0.35) with a road
// ending at both its hexes: it is filled, flagged. A lone step far away
// read at 0.55 is dropped, flagged; a lone step read at 0.9 is kept,
// flagged (suspect); a step read at 0.35 beside the road's end but with
// no road at its other hex is left alone; the sure chain steps stay sure.
func TestReconcileRoadPath(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	d := dirs[1]
	var sides []SideProposal
	var shares []float64
	add := func(o hexgrid.Offset, dir hexgrid.Direction, f float64) hexgrid.Offset {
		s := g.Side(o, dir)
		road, conf := decide(f)
		sides = append(sides, SideProposal{Side: s, Road: road, RoadConf: conf})
		shares = append(shares, f)
		return g.Neighbor(o, dir)
	}
	o := hexgrid.Offset{Col: 2, Row: 4}
	o = add(o, d, 0.9)
	o = add(o, d, 0.35) // the gap
	o = add(o, d, 0.95)
	end := add(o, d, 0.9)
	add(hexgrid.Offset{Col: 14, Row: 2}, d, 0.55) // lone, weak
	add(hexgrid.Offset{Col: 14, Row: 10}, d, 0.9) // lone, strong
	add(end, dirs[3], 0.35)                       // beside the end, nothing beyond
	reconcileRoads(g, sides, shares, 0.25)
	want := []bool{true, true, true, true, false, true, false}
	flagged := []bool{false, true, false, false, true, true, false}
	for i, s := range sides {
		if s.Road != want[i] {
			t.Errorf("step %d %v: road %v, want %v", i, s.Side, s.Road, want[i])
		}
		if got := s.RoadConf < 0.25; got != flagged[i] {
			t.Errorf("step %d %v: flagged %v (conf %.2f), want %v", i, s.Side, got, s.RoadConf, flagged[i])
		}
	}
}
