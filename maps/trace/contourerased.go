package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A line the lanes read that the corner reconciliation then took away (its
// count lowered to no line: the sure zeros around it did not carry it on)
// is either texture read as a line or a real line the readers lost on the
// sides beyond. If it is real it goes on through one of the two other
// sides of each of its corners, and those sides' zeros are misses.
// flagErasedLines, after the reconciliation, flags the sure zeros that no
// reader read a line on at the corners of such an erased line.
//
// Only lines the lanes read count: on a scan of 7 px/mm or more, where the
// line map counts too, lines only the line map read and the reconciliation
// erased are mostly texture (printed-style seeds 21-40 at 300 dpi heavy,
// TestReplayContours: wrong and not flagged 2.5 -> 2.0% of the sides with
// lines for 8 more review items per 100 hexes with the lanes' lines alone,
// 1.8% for 17 more with either reader's). And there only on a blurred
// sheet (blurredKeep): on sharp 300 dpi sheets it flagged 3-16 more items
// per 100 hexes for at most 0.8 points less wrong and not flagged, and the
// elevation from three seeds fell by 3.9-7.0 points (printed seeds 1-5 at
// 300 moderate, plate seeds 1-5 at 300 light and moderate; printed 1-5 at
// light 0.1, 21-26 at moderate unchanged); on blurred ones (300 heavy) it
// is 2.5 -> 2.1% on seeds 21-40 for 6 more, elevation 87.5 -> 90.5%.
//
// Printed-style seeds 21-45 at 150 dpi (TestDiagnoseCoarseZeros): of the
// lanes' sure zeros beside such a line 14% (heavy) and 4% (moderate) hid
// a line, of the others 2.2% and 0.7% (seeds 21-30); wrong and not flagged
// 8.1 -> 5.9% (heavy) and 3.9 -> 3.0% (moderate) for 10 and 8 more review
// items per 100 hexes.
//
// It returns the indices of every zero at such a corner no reader read a
// line on, flagged now or before (settleFromCorners leaves them flagged).
func flagErasedLines(g hexgrid.Grid, sides []SideProposal, blurred []bool, unsure float64) []int {
	if !erasedLines {
		return nil
	}
	// on a sharp sheet both readers read (7 px/mm or more, not blurred)
	// the rule waits
	waits := func(s *SideProposal) bool {
		return erasedBlurredOnly && s.ContourReads[1].Reader != "" && !(s.sheet < len(blurred) && blurred[s.sheet])
	}
	idx := sideIndex(sides)
	var flag []int
	for i := range sides {
		s := &sides[i]
		if r := s.ContourReads[0]; r.Reader != ReaderLanes || r.Count == 0 || s.Contours != 0 || waits(s) {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			for _, o := range pair {
				if j, ok := idx[o]; ok && noLineRead(&sides[j]) && sides[j].Contours == 0 {
					flag = append(flag, j)
				}
			}
		}
	}
	for _, j := range flag {
		if sides[j].ContourConf >= unsure {
			sides[j].ContourConf = min(sides[j].ContourConf, unsure*doubtFlag)
		}
	}
	return flag
}

// noLineRead reports whether a contour reader read s and none counted a
// line on it.
func noLineRead(s *SideProposal) bool {
	read := false
	for _, r := range s.ContourReads {
		if r.Reader == "" {
			continue
		}
		if r.Count > 0 {
			return false
		}
		read = true
	}
	return read
}

// erasedLines turns flagErasedLines on (off: for before-and-after figures).
var erasedLines = true

// erasedBlurredOnly: on a sheet both readers read, flagErasedLines waits
// unless the sheet is blurred (off: it reads every sheet; diagnostics).
var erasedBlurredOnly = true
