package trace

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The contour readers behind SideProposal.ContourReads.
const (
	ReaderLanes   = "lanes"
	ReaderLineMap = "line map"
)

// combineContours settles the count of every side two readers read
// (ContourReads): where they agree the count is as sure as the surer of
// the two; where they differ it takes the count of the reader whose own
// confidence is higher, as sure as that confidence exceeds the other's,
// and is flagged (under unsure) unless it exceeds it by combineMargin. A
// count the lanes read alone (lanes: single counts are the lanes', on a
// scan too coarse for the line map) is flagged when it has lines and is not
// fully sure. A count of two or more lines is flagged whoever read it
// (multiLines).
func combineContours(sides []SideProposal, unsure float64, lanes bool) {
	for i := range sides {
		s := &sides[i]
		if lanes && s.ContourReads[1].Reader == "" && s.Contours > 0 && s.ContourConf < 1 {
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
		if rs := s.ContourReads; rs[1].Reader != "" {
			a, b := rs[0], rs[1]
			switch {
			case a.Count == b.Count:
				s.Contours, s.ContourConf = a.Count, max(a.Conf, b.Conf)
			default:
				if b.Conf >= a.Conf {
					a, b = b, a
				}
				s.Contours, s.ContourConf = a.Count, a.Conf-b.Conf
				if s.ContourConf < combineMargin {
					s.ContourConf = min(s.ContourConf, unsure/2)
				}
			}
		}
		if s.Contours >= multiLines {
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// combineMargin is how much surer than the other reader the one whose
// count is taken must be for the count to stand unflagged. Calibrated on
// printed-style seeds 21-30 (printgen, 16 x 12 hexes, 300 dpi, light to
// heavy): at 0.5 a third of the sides the readers disagree on that were
// not flagged were wrong, at 0.9 under one in twenty.
const combineMargin = 0.9

// multiLines: a count of this many lines or more is flagged. Neither
// reader tells two lines close together from one wide one or from texture
// beside a line (printed-style seeds 21-37, 150 dpi moderate: 6 of 36
// sure counts of two or more were right).
const multiLines = 2

// A lane count with lines is fully sure only when its chain crossed every
// lane and no near-chain was left over; on printed-style seeds 21-40 at
// 150 dpi (lanes alone), counts of one line read less sure were wrong 115
// times in 528 at the heavy level, 69 in 611 at light.

// flagMisfits solves levels over all the traced hexes from the counts as
// read (misfitLevels), and flags every count that disagrees with the
// solved levels: a misread side breaks the loops of sides around it, and
// the levels that fit the most counts point at it.
func flagMisfits(g hexgrid.Grid, hexes []hexgrid.Offset, sides []SideProposal, unsure float64) {
	l := misfitLevels(g, hexes, sides, unsure)
	bad := make(map[hexgrid.Hexside]bool, len(l.Inconsistent))
	for _, s := range l.Inconsistent {
		bad[s] = true
	}
	for i := range sides {
		if bad[sides[i].Side] {
			sides[i].ContourConf = min(sides[i].ContourConf, unsure/2)
		}
	}
}

// misfitSeed is the level the first hex is seeded with when levels are
// solved from the counts alone; the solve may go misfitSeed levels up or
// down from it.
const misfitSeed = 6

// misfitLevels solves levels from the sides' counts alone (SolveLevels,
// each count weighed by its confidence, unsure ones under unsure), the
// first hex seeded at misfitSeed: only the differences between levels
// matter.
func misfitLevels(g hexgrid.Grid, hexes []hexgrid.Offset, sides []SideProposal, unsure float64) Levels {
	if len(hexes) == 0 {
		return Levels{}
	}
	c := Counts{Lines: make(map[hexgrid.Hexside]int, len(sides)), Unsure: make(map[hexgrid.Hexside]bool, len(sides)),
		Conf: make(map[hexgrid.Hexside]float64, len(sides))}
	for _, s := range sides {
		c.Lines[s.Side] = s.Contours
		c.Unsure[s.Side] = s.ContourConf < unsure
		c.Conf[s.Side] = s.ContourConf
	}
	return SolveLevels(g, hexes, c, map[hexgrid.Offset]int{hexes[0]: misfitSeed}, LevelRange{Lo: 0, Hi: 2 * misfitSeed})
}
