package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// hillSides returns the canonical sides of a 7 x 7 block of hexes around a
// hill hex of level 1 in a 0 plain, each with the true count (1 on the
// hill's six sides, else 0) and the hill.
func hillSides() (hexgrid.Grid, []SideProposal, hexgrid.Offset) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	hill := hexgrid.Offset{Col: 5, Row: 5}
	var sides []SideProposal
	dirs := g.Directions()
	for c := 2; c <= 8; c++ {
		for r := 2; r <= 8; r++ {
			o := hexgrid.Offset{Col: c, Row: r}
			for _, d := range dirs[:3] {
				nb := g.Neighbor(o, d)
				if nb.Col < 2 || nb.Col > 8 || nb.Row < 2 || nb.Row > 8 {
					continue
				}
				n := 0
				if o == hill || nb == hill {
					n = 1
				}
				sides = append(sides, SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d}, Contours: n})
			}
		}
	}
	return g, sides, hill
}

// TestCombineContours works the combining rules by hand on single sides of
// the hill: both readers read the hill's true counts everywhere except the
// side under test, so the sheet's readers fit every corner alike.
func TestCombineContours(t *testing.T) {
	const unsure = 0.25
	cases := []struct {
		name        string
		lanes, lm   ContourRead
		want        int
		wantFlagged bool
	}{
		{"agree, the surer counts", ContourRead{Count: 1, Conf: 0.5}, ContourRead{Count: 1, Conf: 1}, 1, false},
		{"agree, both unsure", ContourRead{Count: 1, Conf: 0.1}, ContourRead{Count: 1, Conf: 0.2}, 1, true},
		// lanes 1 at 1.0 against the line map's 0 at 1.0: a margin of 0, a
		// tie goes to the line map
		{"disagree, both sure", ContourRead{Count: 1, Conf: 1}, ContourRead{Count: 0, Conf: 1}, 0, true},
		// lanes 0 at 0.1 against 1 at 1.0: the line map's 1, by 0.9
		{"disagree, far surer", ContourRead{Count: 0, Conf: 0.1}, ContourRead{Count: 1, Conf: 1}, 1, false},
		// 0.5 against 1.0: a margin of 0.5 is under 0.9
		{"disagree, a little surer", ContourRead{Count: 0, Conf: 0.5}, ContourRead{Count: 1, Conf: 1}, 1, true},
		{"two lines agreed", ContourRead{Count: 2, Conf: 1}, ContourRead{Count: 2, Conf: 1}, 2, true},
	}
	for _, c := range cases {
		g, sides, hill := hillSides()
		test := g.Side(hill, g.Directions()[1])
		for i := range sides {
			n := sides[i].Contours
			sides[i].ContourReads = [2]ContourRead{{Reader: ReaderLanes, Count: n, Conf: 1}, {Reader: ReaderLineMap, Count: n, Conf: 1}}
			if sides[i].Side == test {
				c.lanes.Reader, c.lm.Reader = ReaderLanes, ReaderLineMap
				sides[i].ContourReads = [2]ContourRead{c.lanes, c.lm}
				sides[i].Contours, sides[i].ContourConf = c.lanes.Count, c.lanes.Conf
			}
		}
		combineContours(g, sides, unsure, true, nil, nil)
		for _, s := range sides {
			if s.Side != test {
				if s.ContourConf != 1 {
					t.Errorf("%s: side %v: confidence %g, want 1", c.name, s.Side, s.ContourConf)
				}
				continue
			}
			if s.Contours != c.want || (s.ContourConf < unsure) != c.wantFlagged {
				t.Errorf("%s: %d lines at %g, want %d flagged %v", c.name, s.Contours, s.ContourConf, c.want, c.wantFlagged)
			}
		}
	}
}

// TestCombineLanesOff: lanes that read texture, two lines on the hill's
// sides and one on every other side of the block, fit no corner ((1, 1, 1)
// on the plain, (2, 2, 1) at the hill's corners), the line map reading the
// hill fits every one; the lanes then do not contest the line map's lines,
// but still contest its zeros.
func TestCombineLanesOff(t *testing.T) {
	g, sides, hill := hillSides()
	for i := range sides {
		n := sides[i].Contours
		sides[i].ContourReads = [2]ContourRead{{Reader: ReaderLanes, Count: n + 1, Conf: 1}, {Reader: ReaderLineMap, Count: n, Conf: 0.8}}
		sides[i].Contours, sides[i].ContourConf = n+1, 1
	}
	if l, m := readerFit(g, sides, 0), readerFit(g, sides, 1); l != 0 || m != 1 {
		t.Fatalf("corner fit: lanes %g, line map %g; want 0 and 1", l, m)
	}
	combineContours(g, sides, 0.25, true, nil, nil)
	for _, s := range sides {
		a, b := g.SideHexes(s.Side)
		onHill := a == hill || b == hill
		switch {
		case onHill && (s.Contours != 1 || s.ContourConf != 0.8):
			t.Errorf("hill side %v: %d lines at %g, want the line map's 1 at 0.8", s.Side, s.Contours, s.ContourConf)
		case !onHill && s.ContourConf >= 0.25:
			// lanes 1 at 1.0 against the line map's 0 at 0.8
			t.Errorf("plain side %v: %d lines at %g, want flagged", s.Side, s.Contours, s.ContourConf)
		}
	}
}

// TestCombineLanesAlone: on a scan too coarse for the line map, a lane
// count with lines is sure only at full confidence.
func TestCombineLanesAlone(t *testing.T) {
	g, sides, _ := hillSides()
	for i := range sides {
		sides[i].ContourReads[0] = ContourRead{Reader: ReaderLanes, Count: sides[i].Contours, Conf: 1}
		sides[i].ContourConf = 1
	}
	sides[0].Contours, sides[0].ContourConf = 1, 0.5
	sides[1].Contours, sides[1].ContourConf = 0, 0.3
	combineContours(g, sides, 0.25, true, nil, nil)
	if sides[0].ContourConf >= 0.25 || sides[1].ContourConf != 0.3 || sides[2].ContourConf != 1 {
		t.Errorf("confidences %g, %g, %g: want flagged, 0.3, 1", sides[0].ContourConf, sides[1].ContourConf, sides[2].ContourConf)
	}
}

// TestCombineGatedZero: on a sheet the lanes read alone, a count of no
// line the whitened gate made (the lanes read lines without it) carries
// whiteDoubt, over the review threshold; it is flagged (gateFlag), while
// a zero the gate left as it was keeps its confidence.
func TestCombineGatedZero(t *testing.T) {
	g, sides, _ := hillSides()
	for i := range sides {
		sides[i].ContourReads[0] = ContourRead{Reader: ReaderLanes, Count: sides[i].Contours, Conf: 1}
		sides[i].ContourConf = 1
	}
	sides[0].Contours, sides[0].ContourConf = 0, whiteDoubt
	sides[0].ContourReads[0] = ContourRead{Reader: ReaderLanes, Count: 0, Conf: whiteDoubt, gated: true}
	sides[1].Contours, sides[1].ContourConf = 0, whiteDoubt
	sides[1].ContourReads[0] = ContourRead{Reader: ReaderLanes, Count: 0, Conf: whiteDoubt}
	combineContours(g, sides, 0.25, true, nil, nil)
	if sides[0].ContourConf >= 0.25 || sides[1].ContourConf != whiteDoubt {
		t.Errorf("confidences %g, %g: want flagged, %g", sides[0].ContourConf, sides[1].ContourConf, whiteDoubt)
	}
}
