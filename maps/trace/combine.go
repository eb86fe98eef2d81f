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
// (ContourReads). A line map count of no line is at most as sure as
// zero[sheet] (mapZeroConfs: the map's measured recall there; nil: fully).
// Where the readers agree the count is as sure as the surer of the two
// (a zero flagged where zero[sheet] is 0 and the lanes are not fully
// sure); where the line map's zero is not fully sure it does not contest
// the lanes' count, flagged under blindLaneSure; otherwise where they
// differ it takes the count of the reader whose own confidence is higher
// (on a tie the line map's, the lanes' on a blurred[sheet] sheet), as sure
// as that confidence exceeds the other's,
// and is flagged (under unsure) unless it exceeds it by combineMargin. On
// a sheet where the lanes' counts fit the corners far worse than the line
// map's (laneFitGap: the lanes are reading texture), the lanes do not
// contest a line map count of one line or more. A count the lanes read
// alone (lanes: single counts are the lanes', on a scan too coarse for the
// line map) is flagged when it has lines and is not fully sure, and when
// the whitened gate changed it (a zero included: gateFlag). A count of
// two or more lines is flagged whoever read it (multiLines).
func combineContours(g hexgrid.Grid, sides []SideProposal, unsure float64, lanes bool, zero []float64, blurred []bool) {
	lanesOff := readerFit(g, sides, 0) < readerFit(g, sides, 1)-laneFitGap
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if s.sheet < len(zero) && rs[1].Reader != "" && rs[1].Count == 0 {
			// a zero only as sure as a thin line would show on this scan
			rs[1].Conf = min(rs[1].Conf, zero[s.sheet])
		}
		switch {
		case rs[1].Reader == "":
			if lanes && s.Contours > 0 && s.ContourConf < 1 {
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
			if gateFlag && rs[0].gated {
				// the whitened gate changed the lanes' count, to no
				// line too: flagged (gateFlag)
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
		case rs[0].Count == rs[1].Count:
			s.Contours, s.ContourConf = rs[0].Count, max(rs[0].Conf, rs[1].Conf)
			if s.Contours == 0 && s.sheet < len(zero) && zero[s.sheet] == 0 && rs[0].Conf < 1 {
				// the line map is blind here and the lanes are not sure
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
			if rs[0].gated {
				// the lanes agree only once the whitened gate took a
				// chain away or added one (whiteGate): flagged
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
		case rs[1].Count == 0 && s.sheet < len(zero) && zero[s.sheet] < 1:
			// The line map misses lines on this sheet: its zero does not
			// contest the lanes' count, which stands as sure as the lanes
			// are of it (flagged under blindLaneSure).
			s.Contours, s.ContourConf = rs[0].Count, rs[0].Conf
			if s.ContourConf < blindLaneSure {
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
		case lanesOff && rs[1].Count > 0:
			s.Contours, s.ContourConf = rs[1].Count, rs[1].Conf
		default:
			a, b := rs[0], rs[1]
			if b.Conf > a.Conf || b.Conf == a.Conf && !(s.sheet < len(blurred) && blurred[s.sheet]) {
				a, b = b, a // the line map's count (on a tie, unless blurred)
			}
			s.Contours, s.ContourConf = a.Count, a.Conf-b.Conf
			if s.ContourConf < combineMargin {
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
		}
		if s.Contours >= multiLines {
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// readerFit returns the share of corners whose three sides reader k
// (ContourReads[k]) read where its counts fit levels (cornerFits), 1 when
// it read no whole corner. Printed-style seeds 21-31 at 300 dpi: 0.81-0.95
// for the line map on every scan; for the lanes 0.24-0.60 on the scans
// where they were right on 7-41% of the sides with lines (tree crowns and
// screens read as lines), 0.69-0.93 where right on 49-91%.
func readerFit(g hexgrid.Grid, sides []SideProposal, k int) float64 {
	f, _ := cornerFit(g, sides, k, false)
	return f
}

// cornerFit returns the share of the corners whose three sides reader k
// (ContourReads[k]) read where its counts fit levels (cornerFits), and the
// number of such corners; with lines, only the corners where it read a
// line on at least one side. The share is 1 when there is no such corner.
func cornerFit(g hexgrid.Grid, sides []SideProposal, k int, lines bool) (float64, int) {
	idx := sideIndex(sides)
	n, fit := 0, 0
	for _, s := range sides {
		r := s.ContourReads[k]
		if r.Reader == "" {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ {
				continue
			}
			ri, rj := sides[i].ContourReads[k], sides[j].ContourReads[k]
			if ri.Reader == "" || rj.Reader == "" || (lines && r.Count+ri.Count+rj.Count == 0) {
				continue
			}
			n++
			if cornerFits(r.Count, ri.Count, rj.Count) {
				fit++
			}
		}
	}
	if n == 0 {
		return 1, 0
	}
	return float64(fit) / float64(n), n
}

// laneFitGap: when the lanes' counts fit this much less often at the
// corners than the line map's (readerFit), the lanes do not contest the
// line map's counts of lines. Printed-style seeds 21-31, 300 dpi: wrong
// and not flagged 1.4-2.5% -> 0.7-2.2% of the sides with lines, right
// 64.6-82.0% -> 67.2-83.8%.
const laneFitGap = 0.3

// combineMargin is how much surer than the other reader the one whose
// count is taken must be for the count to stand unflagged. Calibrated on
// printed-style seeds 21-30 (printgen, 16 x 12 hexes, 300 dpi, light to
// heavy): at 0.5 a third of the sides the readers disagree on that were
// not flagged were wrong, at 0.9 under one in twenty.
const combineMargin = 0.9

// blindLaneSure is the least confidence of a lane count of lines that a
// line map zero does not contest (mapZeroConfs under 1) to stand
// unflagged. Printed-style seeds 1-5, heavy (replayed from cached traces,
// TestReplayContours): lane counts of one line against such zeros were
// right 96 times in 99 at 300 dpi and 121 in 122 at 600 dpi at
// confidence 0.5 and more, 33 in 37 and 44 in 46 at 0.3.
const blindLaneSure = 0.5

// multiLines: a count of this many lines or more is flagged. Neither
// reader tells two lines close together from one wide one or from texture
// beside a line (printed-style seeds 21-37, 150 dpi moderate: 6 of 36
// sure counts of two or more were right).
const multiLines = 2

// A lane count with lines is fully sure only when its chain crossed every
// lane and no near-chain was left over; on printed-style seeds 21-40 at
// 150 dpi (lanes alone), counts of one line read less sure were wrong 115
// times in 528 at the heavy level, 69 in 611 at light.
