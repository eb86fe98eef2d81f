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
// flagged (suspect), but dropped, flagged, where its strip lacks the line
// along a third of the step; a step read at 0.35 beside the road's end
// but with no road at its other hex is left alone; the sure chain steps
// stay sure.
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
	add(hexgrid.Offset{Col: 8, Row: 10}, d, 0.9)  // lone, strong, the line broken
	sides[len(sides)-1].roadLine = hueTrace
	reconcileRoads(g, sides, shares, 0.25)
	want := []bool{true, true, true, true, false, true, false, false}
	flagged := []bool{false, true, false, false, true, true, false, true}
	for i, s := range sides {
		if s.Road != want[i] {
			t.Errorf("step %d %v: road %v, want %v", i, s.Side, s.Road, want[i])
		}
		if got := s.RoadConf < 0.25; got != flagged[i] {
			t.Errorf("step %d %v: flagged %v (conf %.2f), want %v", i, s.Side, got, s.RoadConf, flagged[i])
		}
	}
}

// TestGrowRoadPath works path growth by hand on a flat-top grid. A road
// runs east-south-east from (2,4) over eight steps; steps 0-1 and 6-7
// were read, steps 2-3 were not but their strips show a line (a lane
// through woods), step 4 shows nothing and step 5 shows a line. Growing
// from the road's end at the third hex adds steps 2 and 3; from the
// other end it adds step 5; step 4 is then a one-step gap between two
// road ends and is added too, all flagged. Away from the road a chain of
// three line steps (a contour line along the steps) stays out, and at the
// far end of a second road two line steps leave the same end hex (a
// fork): neither is added. A lone step read weakly, which alone would be
// dropped, is kept where a line step goes on from it, and grown over it.
func TestGrowRoadPath(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	var sides []SideProposal
	var shares []float64
	add := func(o hexgrid.Offset, dir hexgrid.Direction, road, line bool) hexgrid.Offset {
		s := SideProposal{Side: g.Side(o, dir)}
		f := 0.1
		if line || road {
			s.roadLine = lineTrace
		}
		if road {
			s.Road, s.RoadConf, f = true, 0.9, 0.95
		}
		sides = append(sides, s)
		shares = append(shares, f)
		return g.Neighbor(o, dir)
	}
	o := hexgrid.Offset{Col: 2, Row: 4}
	for k := range 8 {
		road := k <= 1 || k >= 6
		o = add(o, dirs[1], road, k == 2 || k == 3 || k == 5)
	}
	c := hexgrid.Offset{Col: 3, Row: 10} // a contour line, no road near
	for range 3 {
		c = add(c, dirs[0], false, true)
	}
	r := hexgrid.Offset{Col: 12, Row: 1} // a second road ending in a fork
	for range 2 {
		r = add(r, dirs[2], true, false)
	}
	add(r, dirs[1], false, true)
	add(r, dirs[3], false, true)
	// a lone step read weakly (share 0.55, dropped alone) with a line
	// step going on from it: kept, and the path grows over the line
	w := hexgrid.Offset{Col: 14, Row: 9}
	w = add(w, dirs[0], true, false)
	shares[len(shares)-1], sides[len(sides)-1].RoadConf = 0.55, 0.1
	add(w, dirs[0], false, true)
	reconcileRoads(g, sides, shares, 0.25)
	want := []bool{true, true, true, true, true, true, true, true, false, false, false, true, true, false, false, true, true}
	flagged := []bool{false, false, true, true, true, true, false, false, false, false, false, false, false, false, false, true, true}
	for i, s := range sides {
		if s.Road != want[i] {
			t.Errorf("step %d %v: road %v, want %v", i, s.Side, s.Road, want[i])
		}
		if got := s.RoadConf < 0.25 && s.Road; got != flagged[i] {
			t.Errorf("step %d %v: flagged %v (conf %.2f), want %v", i, s.Side, got, s.RoadConf, flagged[i])
		}
	}
}

// TestBridgeRoadGap works the two-step gap by hand on a flat-top grid: a
// road of two read steps runs east-south-east to (4,4), and another goes
// on from (6,4)... two steps later; the two steps between them, through
// (5,4)... which no road meets, show only a trace of road-hued ink: both
// are added, flagged. The same layout with one of the two steps showing
// nothing stays as it is.
func TestBridgeRoadGap(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	d := g.Directions()[1]
	for _, second := range []roadTrace{hueTrace, noTrace} {
		var sides []SideProposal
		var shares []float64
		o := hexgrid.Offset{Col: 2, Row: 4}
		for k := range 6 {
			s := SideProposal{Side: g.Side(o, d)}
			switch k {
			case 2:
				s.roadLine = hueTrace
			case 3:
				s.roadLine = second
			default:
				s.Road, s.RoadConf, s.roadLine = true, 0.9, lineTrace
			}
			sides = append(sides, s)
			shares = append(shares, 0.9)
			o = g.Neighbor(o, d)
		}
		reconcileRoads(g, sides, shares, 0.25)
		for i, s := range sides {
			want := second != noTrace || i != 2 && i != 3
			if s.Road != want {
				t.Errorf("second step %v: step %d road %v, want %v", second, i, s.Road, want)
			}
			if flagged := s.Road && s.RoadConf < 0.25; flagged != (want && (i == 2 || i == 3)) {
				t.Errorf("second step %v: step %d flagged %v", second, i, flagged)
			}
		}
	}
}

// TestRoadGapNotLoop works a road round a hex by hand: five steps from
// neighbour to neighbour of (6,6), so its two ends are neighbours too.
// They are two ends of one road, not a gap between two: the step between
// them is not added.
func TestRoadGapNotLoop(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	c := hexgrid.Offset{Col: 6, Row: 6}
	var ring []hexgrid.Offset
	for _, d := range dirs {
		ring = append(ring, g.Neighbor(c, d))
	}
	var sides []SideProposal
	var shares []float64
	step := func(a, b hexgrid.Offset, road bool) {
		for _, d := range dirs {
			if g.Neighbor(a, d) == b {
				s := SideProposal{Side: g.Side(a, d), roadLine: hueTrace}
				if road {
					s.Road, s.RoadConf, s.roadLine = true, 0.9, lineTrace
				}
				sides = append(sides, s)
				shares = append(shares, 0.9)
				return
			}
		}
		t.Fatalf("%v and %v are not neighbours", a, b)
	}
	for k := 1; k < 6; k++ {
		step(ring[k-1], ring[k], true)
	}
	step(ring[5], ring[0], false)
	reconcileRoads(g, sides, shares, 0.25)
	if sides[5].Road {
		t.Errorf("step %v closing the road's loop added", sides[5].Side)
	}
	for i, s := range sides[:5] {
		if !s.Road {
			t.Errorf("road step %d %v dropped", i, s.Side)
		}
	}
}

// TestRoadGapNotBetweenBrokenLines works the fill by hand: two steps
// read at 0.65 whose strips each lack the line along a third of the step
// (hueTrace), with a step read at 0.45 between them, are two pieces of
// something that is not shown to be a road (on printed-style seed 99 at
// 150 dpi light, a contour line along three steps over woods): the gap is
// not filled and both steps, lone, are dropped, flagged. The same three
// steps where one of the two shows its line along the whole step are a
// road with a gap: it is filled, flagged, and all three kept.
func TestRoadGapNotBetweenBrokenLines(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	d := g.Directions()[1]
	for _, whole := range []bool{false, true} {
		var sides []SideProposal
		var shares []float64
		o := hexgrid.Offset{Col: 3, Row: 5}
		for k, f := range []float64{0.65, 0.45, 0.65} {
			road, conf := decide(f)
			sp := SideProposal{Side: g.Side(o, d), Road: road, RoadConf: conf, roadLine: hueTrace}
			if k == 0 && whole {
				sp.roadLine = lineTrace
			}
			sides = append(sides, sp)
			shares = append(shares, f)
			o = g.Neighbor(o, d)
		}
		reconcileRoads(g, sides, shares, 0.25)
		for i, s := range sides {
			if s.Road != whole {
				t.Errorf("one step whole %v: step %d road %v, want %v", whole, i, s.Road, whole)
			}
		}
		if !(sides[1].RoadConf < 0.25) {
			t.Errorf("one step whole %v: the gap step not flagged (conf %.2f)", whole, sides[1].RoadConf)
		}
	}
}
