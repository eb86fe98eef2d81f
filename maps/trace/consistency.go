package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Contour counts must fit some elevation levels: at every corner where three
// hexes meet, the level differences across the three sides sum to zero, so
// the largest count is the sum of the other two (a lone line ending at a
// corner, 1-0-0, or three 1s, cannot be). reconcileContours uses this to
// settle the counts the profiles were unsure of.

// corners returns, for canonical side s, the two other sides of each of its
// two end corners.
func corners(g hexgrid.Grid, s hexgrid.Hexside) [2][2]hexgrid.Hexside {
	dirs := g.Directions()
	k := slices.Index(dirs[:], s.Dir)
	d := func(i int) hexgrid.Direction { return dirs[(i%6+6)%6] }
	o := s.Hex
	return [2][2]hexgrid.Hexside{
		{g.Side(o, d(k+1)), g.Side(g.Neighbor(o, d(k)), d(k+2))},
		{g.Side(o, d(k-1)), g.Side(g.Neighbor(o, d(k-1)), d(k+1))},
	}
}

// cornerFits reports whether counts x, y, z of one corner's sides fit levels.
func cornerFits(x, y, z int) bool { return 2*max(x, y, z) == x+y+z }

// reconcileRounds bounds the passes of reconcileContours.
const reconcileRounds = 8

// reconcileContours revisits the contour counts of sides: a count under
// confidence unsure, or a sure one that fits neither of its corners, takes
// the value within one of it that fits the most of its two corners (ties
// keep it), least sure first, until nothing changes. A changed count stays
// under unsure (it is to review); a sure count that fits neither corner is
// lowered under unsure too, and so is one under confidence lone that fits
// only one of its two corners (a reading not fully sure that its
// neighbours do not back up). Corners with a side not traced do not count.
func reconcileContours(g hexgrid.Grid, sides []SideProposal, unsure, lone float64) {
	idx := sideIndex(sides)
	type cornerSides [2][2]int
	cs := make([]cornerSides, len(sides))
	for i, s := range sides {
		for c, pair := range corners(g, s.Side) {
			for k, os := range pair {
				j, ok := idx[os]
				if !ok {
					j = -1
				}
				cs[i][c][k] = j
			}
		}
	}
	fits := func(i, v int) (n, known int) {
		for _, pair := range cs[i] {
			if pair[0] < 0 || pair[1] < 0 {
				continue
			}
			known++
			if cornerFits(v, sides[pair[0]].Contours, sides[pair[1]].Contours) {
				n++
			}
		}
		return n, known
	}
	var open []int
	for i, s := range sides {
		if n, known := fits(i, s.Contours); s.ContourConf < unsure || known == 2 && n == 0 {
			open = append(open, i)
		}
	}
	slices.SortStableFunc(open, func(a, b int) int {
		switch ca, cb := sides[a].ContourConf, sides[b].ContourConf; {
		case ca < cb:
			return -1
		case ca > cb:
			return 1
		}
		return 0
	})
	orig := make([]int, len(open))
	for k, i := range open {
		orig[k] = sides[i].Contours
	}
	for range reconcileRounds {
		changed := false
		for _, i := range open {
			cur := sides[i].Contours
			best, bestN := cur, -1
			for _, v := range []int{cur, cur - 1, cur + 1} {
				if v < 0 || v > maxContours {
					continue
				}
				if n, _ := fits(i, v); n > bestN {
					best, bestN = v, n
				}
			}
			if best != cur {
				sides[i].Contours, changed = best, true
			}
		}
		if !changed {
			break
		}
	}
	for k, i := range open {
		if n, known := fits(i, sides[i].Contours); known == 2 && n == 0 || sides[i].Contours != orig[k] {
			sides[i].ContourConf = min(sides[i].ContourConf, unsure/2)
		}
	}
	for i := range sides {
		if c := sides[i].ContourConf; c >= unsure && c < lone {
			if n, known := fits(i, sides[i].Contours); known == 2 && n < 2 {
				sides[i].ContourConf = min(c, unsure/2)
			}
		}
	}
}
