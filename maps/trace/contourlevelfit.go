package trace

// The overprint model fits a sample's loss of light as a share of its
// background, u = 1 - p/bg per channel. Where a channel of the background
// is dark (the blue of a woods tint, darker still on yellowed paper) the
// scanner's noise and the JPEG's colour blocks, the same in levels on
// every channel, are that many times larger in u: a dark green crown
// outline with noise in its blue then fits the brown contour ink, which
// absorbs the blue most, and crowns line up as chains of lines. Fitted to
// the loss in levels, bg - p (each channel weighed by its background), the
// noise weighs the same on every channel, but the blue that tells brown ink
// from green crowns weighs little in a woods tint, so crowns pass there
// too. The lanes therefore take a sample as contour ink only where both
// fits take it, at the lesser of the two shares (laneLevelFit).

// laneLevelFit: the lanes' contour share is the lesser of the overprint
// fit to the loss as a share of the background and to the loss in levels
// (see above). Printed-style seeds 21-24, 150 dpi heavy
// (TestDiagnoseYellowing): contours right 39.4 -> 50.7% (of the sides
// with a line known or read; those read with too many lines 372 -> 163).
var laneLevelFit = true

// laneLevelFine: the fit in levels is also used on sheets of
// coarsePxPerMM or finer (levelFitSheet). Off: there the halftone is
// descreened and the line map reads beside the lanes, and with the fit the
// lanes lost true lines over the plate style's woods (plate seeds 21 and
// 22, 300 dpi light: lines read on 10 -> 1 of 58 and 65 -> 49 of 111
// woods sides with a line), so that the map-type rule (contourmaptypes.go)
// no longer found the line map blind inside woods on seed 22 and its
// zeros there went unflagged (TestMapTypesPlate: wrong and not flagged
// with the rule 16 -> 79).
var laneLevelFine = false

// laneLevelUnmarked: the fit in levels is also used on sheets of
// coarsePxPerMM or finer that lack the overprint mark (t.overprint,
// linemapscreened.go: a screen spectrum at several angles, set on the
// plate style's sheets read at their own resolution). The woods that
// laneLevelFine cost are the plate style's, whose sheets carry the mark;
// printed sheets do not, and there the fit takes the crowns' false lines
// off heavy scans as it does at 150 dpi (printed seeds 21-30, 300 dpi
// heavy: contours right 82.2 -> 84.2%, review 62 -> 52 per 100 hexes;
// seeds 41-45: 77.1 -> 76.0%, all of it seed 45). A heavy blur hides the
// plate style's screens too, so its heavy scans read with the fit (plate
// 21-25, 300 dpi heavy: 42.1 -> 46.6%). Off: it also raised wrong and not
// flagged (printed 21-30 heavy 1.7 -> 1.9%, plate 21-25 heavy 1.6 -> 2.1%)
// and lowered elevation from three seeds on the seeds kept to confirm
// (41-45 heavy 79.5 -> 74.3%, seed 45 98.4 -> 50.0%) and at 600 dpi heavy
// (97.1 -> 93.2%). TestLevelFitUnmarked sets it.
var laneLevelUnmarked = false

// levelFitSheet reports whether the lanes use the fit in levels on a sheet
// of ppm pixels per mm, marked with the overprint mark or not: with
// laneLevelFit, on a scan coarser than coarsePxPerMM, on an unmarked one
// with laneLevelUnmarked, or on any with laneLevelFine.
func levelFitSheet(ppm float64, marked bool) bool {
	return laneLevelFit && (laneLevelFine || ppm < coarsePxPerMM || (laneLevelUnmarked && !marked))
}

// laneShare returns the contour ink's share of lane sample c over its
// background bg: share's, or with s.levelFit the lesser of share's and
// the fit in levels (0 when either fit does not take the sample).
func (s *sideReader) laneShare(c, bg [3]float64) float64 {
	a, _ := s.laneShares(c, bg)
	return a
}

// laneShares returns laneShare and share's share alone.
func (s *sideReader) laneShares(c, bg [3]float64) (float64, float64) {
	a := s.ink.shareFit(inkContour, c, bg, 0.05, chainFit, false)
	if a == 0 || !s.levelFit {
		return a, a
	}
	return min(a, s.ink.shareFit(inkContour, c, bg, 0.05, chainFit, true)), a
}

// artLanes: artSheets (which sheets keep the whitened gate, and on which
// the water shape rules run) counts the sides the ungated lanes read two
// lines or more on as the share fit alone reads them, peaks and the line
// between them (SideProposal.artMulti): with the fit in levels the plate
// style's crown rings read as lines less often, its sheets stopped
// counting as art sheets and the water shape rules stopped there (plate
// 1-5, 150 dpi: water precision 52.7 / 55.9 / 63.1 -> 30.2 / 32.0 / 50.8%
// light / moderate / heavy).

// shareRates: the rules that judge the lanes by how often they read lines
// inside a terrain type (flagBlindTypes, flagMapTypes) count a side's
// lines as the share fit alone reads them (SideProposal.laneLines). Their
// ratios were set on those reads, and the fit in levels, by taking false
// lines off the woods' edges and thickets, lowered the rate they compare
// a type with: on printed seed 5 at 150 dpi moderate the lanes read lines
// on 58 of 335 woods sides (105 have one), 0.85 of the rate elsewhere
// against 0.66 before, over blindTypeRatio, so the woods' zeros stopped
// being flagged (26 of them held a line: wrong and not flagged 0.2 ->
// 4.7% on printed 1-5 moderate).
var shareRates = true

// laneLines returns the lanes' count of side s for the rules comparing
// rates (shareRates): the ungated lanes' count by the share fit alone
// where it was read and the ungated count stands, else ContourReads[0].
func (s *SideProposal) laneLines() int {
	if shareRates && s.shareRead {
		return s.shareCount
	}
	return s.ContourReads[0].Count
}
