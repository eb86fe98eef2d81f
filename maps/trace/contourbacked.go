package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// On a scan both contour readers read (7 px/mm or more), many counts the
// settle flags are right and their neighbours already say so: every other
// side at both of the count's corners is sure and the count fits both
// corners (the largest of three counts the sum of the other two,
// cornerFits). releaseBackedCounts, last in the contour settle, takes such
// counts off the review list without changing how the level solve weighs
// them: each keeps the confidence it had in ContourSettledFrom (as
// settleFromCorners's settled counts do), so the solve reads it as flagged
// still and only the review list shrinks. It does not chain: whether a
// neighbour is sure is read before any count is released (chaining, tried,
// released next to nothing more).
//
// Printed-style seeds 21-30 (replayed, TestReplayContours): contour review
// items per 100 hexes 62 -> 56 at 300 dpi heavy, 44 -> 37 moderate, 33 ->
// 26 light, 65 -> 61 at 600 dpi heavy, every released count right; on
// seeds 41-50 at 300 dpi heavy 94 -> 92 and moderate 51 -> 45, one wrong
// released in each. A count the reconcile made up (no reader read it) or
// one on the sheet's edge (one corner known) is not released: on seeds
// 41-50 at 300 dpi moderate those were two of the three wrong ones. Zeros
// flagErasedLines flagged with at most two flagged sides at their corners
// were right 116 times in 116 on seeds 21-30 at 300 dpi heavy but 62 in 70
// on 41-50: not released. Figures in maps/trace/printgen/FIGURES.md.

// releaseBacked turns releaseBackedCounts on (off: for before-and-after
// figures).
var releaseBacked = true

// releaseBackedCounts takes off the review list the flagged counts of
// sides read by both contour readers, one of them reading that count
// (bothRead), the line map not averaged along the line (mapAlong: a sheet
// with the overprint mark, where 1 of the 19 it released on plate-style
// seeds 21-25 at 300 dpi light was wrong), whose two corners (backed) have
// every other side sure and fit the count.
// A released count stays as it is, at confidence unsure, the level solve
// weighing it by the confidence it had (ContourSettledFrom, unless it
// already has one or a ContourSolveConf).
func releaseBackedCounts(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if !releaseBacked {
		return
	}
	idx := sideIndex(sides)
	var out []int
	for i := range sides {
		if s := &sides[i]; s.ContourConf < unsure && bothRead(s) && !s.mapAlong && backed(g, sides, idx, i, unsure) {
			out = append(out, i)
		}
	}
	for _, i := range out {
		s := &sides[i]
		if s.ContourSettledFrom == 0 && s.ContourSolveConf == 0 {
			// the least positive float: a weight the solve cannot tell from 0
			s.ContourSettledFrom = max(s.ContourConf, math.SmallestNonzeroFloat64)
		}
		s.ContourConf = unsure
	}
}

// bothRead reports whether both contour readers read s and one of them
// read its count (not one the corner reconcile made up).
func bothRead(s *SideProposal) bool {
	r := s.ContourReads
	return r[0].Reader != "" && r[1].Reader != "" && (s.Contours == r[0].Count || s.Contours == r[1].Count)
}

// backed reports whether both of side i's corners are known (both other
// sides traced, idx: sideIndex), and at each both other sides are sure
// (confidence unsure or more) and fit its count.
func backed(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int, unsure float64) bool {
	known := 0
	for _, pair := range corners(g, sides[i].Side) {
		j0, ok0 := idx[pair[0]]
		j1, ok1 := idx[pair[1]]
		if !ok0 || !ok1 {
			continue
		}
		known++
		a, b := &sides[j0], &sides[j1]
		if a.ContourConf < unsure || b.ContourConf < unsure || !cornerFits(sides[i].Contours, a.Contours, b.Contours) {
			return false
		}
	}
	return known == 2
}
