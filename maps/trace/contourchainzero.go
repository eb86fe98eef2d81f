package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// The lanes' sure zeros inside textured art (woods crowns, scribbles,
// screens) can hide a thin contour line: the lanes see its peaks on a few
// lanes but reject them as art, and where the line is missed along its whole
// run through the art its corners fit and no settle step doubts it. Such a
// zero is listed for review only (reviewChainZeros) when both the scan and
// its neighbours speak for a line:
//   - the lanes left over a chain of peaks across at least chainZeroLanes
//     lanes (LeftChain) whose contour ink shows between the peaks against
//     each hex's own colour at a share of at least chainZeroBoth of the
//     points (LeftChain.Both: the line continuing through the art, not
//     separate crowns), and
//   - at least chainZeroFlagged of the four sides at its two corners are
//     flagged once the settle is done (a line near that the readers doubt).
//
// Printed-style tuning seeds 21-50 at 150 dpi, replayed
// (TestTallyContourFlags): see FIGURES.md, session 41 s41-woods150.
var (
	chainZeroLanes   = 2
	chainZeroBoth    = 0.02
	chainZeroFlagged = 2 // 0: off
)

// reviewChainZeros lists for review only (markForReview: the level solve
// weighs them as read) the lanes' zeros on coarse scans (n sheets) still
// sure once the settle is done that have a continuing chain left over and
// flagged sides beside (see chainZeroFlagged). The flagged sides are
// counted before any is listed, so one listing does not lead to another.
func reviewChainZeros(g hexgrid.Grid, sides []SideProposal, n int, unsure float64) {
	if chainZeroFlagged <= 0 {
		return
	}
	idx := sideIndex(sides)
	var list []int
	for i := range sides {
		s := &sides[i]
		if !laneZero(s, n) || s.ContourConf < unsure {
			continue
		}
		if l := s.LeftChain; l.Lanes < chainZeroLanes || l.Both < chainZeroBoth {
			continue
		}
		if flaggedBeside(g, sides, idx, s.Side, unsure) >= chainZeroFlagged {
			list = append(list, i)
		}
	}
	for _, i := range list {
		markForReview(&sides[i], unsure)
	}
}

// flaggedBeside counts the sides at side's two corners (up to four) whose
// contour count is under confidence unsure.
func flaggedBeside(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, side hexgrid.Hexside, unsure float64) int {
	flagged := 0
	for _, pair := range corners(g, side) {
		for _, o := range pair {
			if j, ok := idx[o]; ok && sides[j].ContourConf < unsure {
				flagged++
			}
		}
	}
	return flagged
}
