package trace

import "slices"

// The profile reader (contourprofile.go) as a second opinion on the
// counts of a sheet the lanes read alone (coarser than 7 px/mm): where the
// settled count is one line, flagged, and the profile reader reads one line
// too, strong and of the sheet's contour ink amount, with nothing else like
// a line between the centres, the count is unflagged.
//
// A line's ink amount is judged against the sheet's own: a low quantile of the
// areas of the strong lines (z over profSheetZ) between the centres, over the
// whole sheet (profAreaQuantile; at least profSheetMin of them, else the rule stays off
// there): tree crowns, scribbles and screens fit as short weak lines of a
// small area, contour lines as lines of the sheet's printed width.
var (
	profSheetZ   = 20.0 // lines this strong set the sheet's contour area
	profSheetMin = 10   // strong lines a sheet needs for the rules
	// the sheet's typical line area is this quantile of its strong lines'
	// (under the median: index lines are two to three times as wide)
	profAreaQuantile = 0.5
	profEnd          = 0.06 // lines this near a centre (roads, dots) are not counted
	// an agreeing line lies this far from both centres: labels and
	// symbols printed across the hex near its centre read as strong lines
	// square to the way there (4 of 40 agreeing counts at 0.06, seeds
	// 21-30 150 dpi moderate, all at 0.13-0.14 of the way from a centre)
	profAgreeEnd = 0.15
	// agreeing counts: each counted line at least profAgreeZ strong and
	// profAgreeArea of the sheet's area; no other line between the
	// centres over profOtherZ and profOtherArea
	profAgreeZ    = 20.0
	profAgreeArea = 0.7
	profOtherZ    = 6.0
	profOtherArea = 0.3
	profAgreeConf = 0.5   // an agreed count is this share of the threshold over it
	profOn        = false // off: on fresh seeds 91-100 it cost elevation 3-4 points (FIGURES.md)
)

// profileCount returns how many of r's lines between the centres (away
// from them by end, a share of the way) are at least z strong and area of
// ink (mm).
func profileCount(r ProfileRead, z, area, end float64) int {
	n := 0
	for _, l := range r.Lines[:r.N] {
		if l.At > end && l.At < 1-end && l.Z >= z && l.Area >= area {
			n++
		}
	}
	return n
}

// profileAreas returns per sheet (of n) the contour lines' typical ink
// area as the profile reader fits it (0: too few strong lines).
func profileAreas(sides []SideProposal, n int) []float64 {
	areas := make([][]float64, n)
	for _, s := range sides {
		if s.sheet >= n || !profiled(&s) {
			continue
		}
		for _, l := range s.Profile.Lines[:s.Profile.N] {
			if l.At > 0 && l.At < 1 && l.Z > profSheetZ {
				areas[s.sheet] = append(areas[s.sheet], l.Area)
			}
		}
	}
	out := make([]float64, n)
	for i, a := range areas {
		if len(a) >= profSheetMin {
			slices.Sort(a)
			out[i] = a[int(profAreaQuantile*float64(len(a)-1))]
		}
	}
	return out
}

// settleProfiles applies the profile reader's second opinion (see above)
// to the settled counts of sides on n sheets, threshold unsure.
func settleProfiles(sides []SideProposal, n int, unsure float64) {
	if !profOn {
		return
	}
	ac := profileAreas(sides, n)
	for i := range sides {
		s := &sides[i]
		if s.sheet >= n || ac[s.sheet] == 0 || !profiled(s) {
			continue
		}
		a := ac[s.sheet]
		r := s.Profile
		if s.ContourConf < unsure && s.Contours > 0 && s.Contours <= maxProfileAgree &&
			profileCount(r, profAgreeZ, profAgreeArea*a, profAgreeEnd) == s.Contours &&
			profileCount(r, profOtherZ, profOtherArea*a, profEnd) == s.Contours {
			s.ContourConf = unsure * (1 + profAgreeConf)
		}
	}
}

// profiled reports whether side s is read by the profile reader: read by
// the lanes alone (a coarse scan), which counted one line there (the only
// count settleProfiles may unflag; reading every side would cost twice a
// coarse trace's other work). The lanes' count without the whitened gate
// counts too: a sheet that keeps the ungated counts (chooseGate, decided
// after every side is read) needs its one-line sides profiled.
func profiled(s *SideProposal) bool {
	r := s.ContourReads
	if r[0].Reader == "" || r[1].Reader != "" {
		return false
	}
	return r[0].Count == 1 || (s.ungated.Reader != "" && s.ungated.Count == 1)
}

// profileAll: the profile reader reads every side of every sheet (a
// diagnostic, for measuring it alone; settleProfiles still acts only on
// the sides profiled names).
var profileAll = false

// maxProfileAgree: counts over this are never unflagged by the profile
// reader (two lines on a side are rare and read badly).
const maxProfileAgree = 1
