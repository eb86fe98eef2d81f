package trace

// Pikes with a knocked-out bed. A plate-style pike is printed as two thin
// lines, or a cased line, over a bed knocked out to paper. Across a tint
// (woods, a town) the bed is lighter than the strip's shoulders, so the
// strip's line (roadstrip.go) is the road ink less the tint the bed
// lacks, and its hue comes out near the contour ink's or opposite the
// road ink's: on a sharp scan the contour veto (vetoRoad) took such
// pike steps for contour lines, though the samples had read road ink at
// every place along the step. A contour line or a row of crowns the
// samples take for road ink on a sharp scan shows it at only some of the
// places: on plate seeds 21-25 at 300 dpi light the hued steps the veto
// rightly removed read a sample share of 0.51-0.86, on printed seeds
// 21-30 0.51-0.91, while all six pike steps it wrongly removed on plate
// 21-25 read 1.00. So a step read at wholeStep's share is not vetoed for
// its hue.

// wholeStep reports whether a sample share f (roadSamples: dashes joined)
// covers the whole step: at least roadWhole.
func wholeStep(f float64) bool {
	return f >= roadWhole
}

// roadWhole is the least sample share of a step wholeStep counts as read
// along the whole step (see above).
const roadWhole = 0.95
