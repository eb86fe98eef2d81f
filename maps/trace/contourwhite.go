package trace

// A dark symbol can unmix as contour ink: the dark green outline of a tree
// crown over a woods tint, a halftone dot of a process ink, lies near
// enough to an olive or brown contour ink for unmix to take it as a faint
// contour line. The lanes reader therefore also asks the ink evidence the
// line map uses (contourWeights: the contour ink's density whitened
// against the taught hexes' own texture, symbols and screens included): a
// lane sample is contour ink only where that evidence against its
// background is at least whiteGate times the share unmix gave it. A line
// of the picked ink printed over a tint has evidence about equal to its
// share; a crown outline or a screen dot, whose colour the taught hexes
// show all over, has little.

// whiteGate is the least ratio of whitened contour evidence to the
// unmixed contour share of a lane sample that is taken as contour ink
// (see above); 0 turns the gate off. Plate-style seed 21, 150 dpi light
// (TestDiagContourReads): counts right 12.4% without the gate, 22.8% at
// 0.4, 31.7% at 0.5, 22.5% at 0.6 (below, screens and crowns pass; above,
// real lines are lost). Weighing the evidence against what the picked ink
// would give at that share, rather than against the share, passed nearly
// everything (13.1% at 0.5, 11.4% at 0.9).
var whiteGate = 0.5

// whiteEvidence returns the whitened contour-ink evidence of colour c over
// background bg: sum over channels of w[ch] times the density difference.
func whiteEvidence(w [3]float64, c, bg [3]float64) float64 {
	e := 0.0
	for ch := range 3 {
		e += w[ch] * (density(c[ch]) - density(bg[ch]))
	}
	return e
}

// whiteShare returns contour share a of colour c over bg, or 0 when the
// whitened evidence does not bear it out (whiteGate); a as it is when the
// reader has no weights.
func (s *sideReader) whiteShare(c, bg [3]float64, a float64) float64 {
	if a <= 0 || !s.hasWhite || whiteGate <= 0 || s.noWhite {
		return a
	}
	if whiteEvidence(s.white, c, bg) < whiteGate*a {
		return 0
	}
	return a
}

// whiteDoubt is the confidence at most of a lane count the whitened gate
// changed (the count without it differs): flagged either way, but not so
// low that the line map's differing count wins unflagged by
// combineMargin (at 0.1, plate seed 21 at 300 dpi light had 45 counts
// wrong and not flagged, at 0.3 28, and 9 once a count both readers
// agree on only thanks to the gate is flagged too).
const whiteDoubt = 0.3

// chooseGate keeps, per sheet (of n), the lanes' gated counts only where
// the lanes read without the gate see two or more lines on at least
// whiteMulti of the sides: there they are reading crown outlines and the
// halftone screen as lines (plate-style seeds 21-23, 150 dpi light: 53-71%
// of the sides), which the gate takes out. On a sheet whose lines the
// lanes read well (printed-style seeds 21-23: 2-3% of the sides) the gate
// would only take faint real lines away, the more so on a coarse scan
// whose JPEG blurs the colour (the whitened evidence leans on hue), so
// there the ungated reads are put back. It returns per sheet whether the
// gated counts were kept (the lanes read the sheet's art as lines).
func chooseGate(sides []SideProposal, n int) []bool {
	kept := artSheets(sides, n)
	for i := range sides {
		s := &sides[i]
		if s.sheet >= n || s.ungated.Reader == "" || kept[s.sheet] {
			if s.sheet < n && kept[s.sheet] {
				s.shareRead = false // the gated count stands (shareRates)
			}
			continue
		}
		s.ContourReads[0] = s.ungated
		s.Contours, s.ContourConf = s.ungated.Count, s.ungated.Conf
	}
	return kept
}

// gateFlag: on a sheet the lanes read alone (coarser than 7 px/mm), a
// count the whitened gate changed is flagged whatever it is
// (combineContours); whiteDoubt alone, being over the usual review
// threshold, left the gate's zeros unflagged where it had taken a real line
// away with the crowns beside it (12 of the 14 counts wrong and not
// flagged on plate-style seeds 21-22 at 150 dpi light). Plate-style seeds
// 21-24, 150 dpi light (TestDiagGateFlag): wrong and not flagged 17 of
// 1,295 sides with lines -> 3 of 1,309, right 28.2 -> 28.3%, review 249 ->
// 256 items per 100 hexes.
var gateFlag = true

// whiteMulti is the least share of a sheet's sides the ungated lanes read
// two or more lines on for the sheet to keep the gated counts (chooseGate).
var whiteMulti = 0.2

// artSheets reports, for each of n sheets, whether the lanes without the
// whitened gate read two lines or more on whiteMulti of its sides or more:
// a sheet whose printed art (ringed tree crowns, a screened tint) the
// lanes take for lines. chooseGate keeps the gate there.
func artSheets(sides []SideProposal, n int) []bool {
	multi, all := make([]int, n), make([]int, n)
	for _, s := range sides {
		if s.sheet >= n || s.ungated.Reader == "" {
			continue
		}
		all[s.sheet]++
		if s.artMulti {
			multi[s.sheet]++
		}
	}
	art := make([]bool, n)
	for i := range art {
		art[i] = all[i] > 0 && float64(multi[i]) >= whiteMulti*float64(all[i])
	}
	return art
}
