package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestDropCrowded works a town by hand on a flat-top grid: a road runs
// through hex (6,6), read whole on both its steps, and the hex's four
// other steps read as road too, two of them over most of the step (0.8,
// 0.85: town blocks) and two whole (0.95, 1.0). The steps read in part
// are dropped, flagged; the whole ones stay. A junction of three steps
// elsewhere, one read at 0.6, is left alone.
func TestDropCrowded(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	var sides []SideProposal
	var shares []float64
	add := func(o hexgrid.Offset, dir hexgrid.Direction, f float64) {
		road, conf := decide(f)
		sides = append(sides, SideProposal{Side: g.Side(o, dir), Road: road, RoadConf: conf, roadLine: lineTrace})
		shares = append(shares, f)
	}
	town := hexgrid.Offset{Col: 6, Row: 6}
	for i, f := range []float64{1, 1, 0.8, 0.85, 0.95, 1} {
		add(town, dirs[i], f)
	}
	// the road on beyond the town, so no step of it is lone
	add(g.Neighbor(town, dirs[0]), dirs[0], 1)
	add(g.Neighbor(town, dirs[1]), dirs[1], 1)
	add(g.Neighbor(town, dirs[2]), dirs[2], 1)
	add(g.Neighbor(town, dirs[3]), dirs[3], 1)
	add(g.Neighbor(town, dirs[4]), dirs[4], 1)
	add(g.Neighbor(town, dirs[5]), dirs[5], 1)
	junction := hexgrid.Offset{Col: 14, Row: 3}
	for i, f := range []float64{1, 0.6, 1} {
		add(junction, dirs[2*i], f)
		add(g.Neighbor(junction, dirs[2*i]), dirs[2*i], 1)
	}
	reconcileRoads(g, sides, shares, 0.25)
	for i, s := range sides {
		want := shares[i] >= 0.9 || shares[i] == 0.6
		if s.Road != want {
			t.Errorf("step %d %v (share %.2f): road %v, want %v", i, s.Side, shares[i], s.Road, want)
		}
		if flagged := s.RoadConf < 0.25; !want && !flagged {
			t.Errorf("step %d %v dropped but not flagged (conf %.2f)", i, s.Side, s.RoadConf)
		}
	}
}
