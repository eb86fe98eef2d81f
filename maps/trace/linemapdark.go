package trace

import "sort"

// Line map weights over dark tints.
//
// The sheet-wide contour weights (contourWeights) are whitened against the
// whole sheet's texture, so they read the contour ink mostly by the
// channel in which it differs most from the paper: on plate sheets its
// blue density, less red. A dark screened tint (plate woods: cyan and
// yellow screens under crown outlines) already holds the blue channel at
// the scanner's black point, so a contour printed over it adds no blue but
// does add red and green density, which those weights count against it: a
// 0.45 mm index line plain to the eye over woods reads weaker than the
// tint around it and the line filter finds nothing along it (plate 21 at
// 300 dpi light, descreened: the tint about [140 186 28], the line [29 81
// 12]). darkTintWeights keeps the sheet-wide weights on every taught type
// but such tints, and reads blocks nearest a tint that holds a channel at
// the black point (pinned) by the contour ink's own density over that
// tint in the channels left free, unwhitened: crown outlines there read as
// lines too, and the curve scores and the averaging along the line
// (linemapalong.go) are left to tell them from contours.

// darkTintWeights returns per-type weights for newLineMap: global (the
// sheet-wide weights) for each taught type, but the ink's density over the
// type's median in its free channels for types whose median holds a
// channel under pinnedLevel; nil when no taught type does (the map then
// reads as with global alone). ink is the picked contour colour, hexes the
// taught hexes' interior samples and types their terrain names.
func darkTintWeights(ink, global [3]float64, hexes [][][3]float64, types []string) *typedWeights {
	return tintWeights(ink, global, hexes, types, [3]float64{}, 0)
}

// tintWeights is darkTintWeights with weights hue in place of global on
// the types not pinned whose median blue is under hueLevel (0..255; 0:
// none), returning the weights per type even where no type is pinned
// when hueLevel is above 0.
func tintWeights(ink, global [3]float64, hexes [][][3]float64, types []string, hue [3]float64, hueLevel float64) *typedWeights {
	always := hueLevel > 0
	byType := map[string][][3]float64{}
	for k, tp := range types {
		if k < len(hexes) {
			byType[tp] = append(byType[tp], hexes[k]...)
		}
	}
	names := make([]string, 0, len(byType))
	for tp, cols := range byType {
		if len(cols) > 0 {
			names = append(names, tp)
		}
	}
	sort.Strings(names)
	out := &typedWeights{}
	dark := false
	buf := make([]float64, 0, 512)
	for _, tp := range names {
		all := byType[tp]
		med := medianColour(all, buf)
		var mean [3]float64
		for _, col := range all {
			for c := range 3 {
				mean[c] += density(col[c]) / float64(len(all))
			}
		}
		w := global
		if med[2] < hueLevel {
			w = hue
		}
		if wk, ok := pinnedWeights(ink, med); ok {
			w, dark = wk, true
		}
		out.mean = append(out.mean, mean)
		out.w = append(out.w, w)
	}
	if !dark && !always {
		return nil
	}
	return out
}

// pinnedWeights returns the contour ink's weights over a tint of median
// colour med (0..255 per channel) that holds a channel under pinnedLevel:
// the ink's density over the tint in each channel above pinnedLevel (the
// ink's light share of the paper's, times the tint's), 0 in the pinned
// ones, scaled so the ink over the tint gives 1. Not ok when no channel is
// pinned or the ink adds no density in the free ones.
func pinnedWeights(ink, med [3]float64) ([3]float64, bool) {
	var d [3]float64
	pinned := false
	for c := range 3 {
		if med[c] < pinnedLevel {
			pinned = true
			continue
		}
		line := max(scanBlack, med[c]*min(1, ink[c]/inkPaper))
		d[c] = max(0, density(line)-density(med[c]))
	}
	s := d[0]*d[0] + d[1]*d[1] + d[2]*d[2]
	if !pinned || !(s > 1e-9) {
		return [3]float64{}, false
	}
	return [3]float64{d[0] / s, d[1] / s, d[2] / s}, true
}

// pinnedLevel is the channel value (0..255) under which a tint's median
// holds that channel at the scanner's black point for the contour ink:
// twice scanBlack.
var pinnedLevel = 2 * scanBlack

// lineMapDark is Options.LineMapDark's default: on, read on the sheets
// with the overprint mark (darkMarked) with the averaged map where that is
// kept (alongByCorners; see lineAlongMM). Read on every sheet,
// plate seeds 21-25 at 300 dpi light read 40.2 -> 44.9% of contour counts
// right but with more counts wrong and not flagged (2.5 -> 2.9%; heavy,
// where the blur hides the screen and no sheet is marked, 1.6 -> 2.8% with
// the averaged map): the woods flags (flagMapTypes, flagMapRecall) fire
// less once the plain map reads the woods' lines (FIGURES.md,
// s42-platecont); hence darkMarked. With the averaged map (and on the
// same sheets) see lineAlongMM.
var lineMapDark = true

// darkMarked: the dark-tint weights read only the sheets with the
// overprint mark (linemapscreened.go: the sheets the averaged map is built
// for, whether their map is averaged or fell back to the plain one,
// plainFallback); every other sheet keeps the sheet-wide weights. Read on
// an unmarked plain map, the weights let in crown fragments over the woods
// that only the averaging takes back.
var darkMarked = true

// typedFor returns the per-type weights sheet si's line map reads with:
// the per-type whitened weights (lineMapTyped) on every sheet, the
// dark-tint weights on the sheets with the overprint mark only while
// darkMarked is set.
func (t *tracer) typedFor(si int) *typedWeights {
	if !lineMapTyped && darkMarked && (si >= len(t.overprint) || !t.overprint[si]) {
		return nil
	}
	return t.lineTyped
}
