package trace

// On a scan fine enough to show a line's colour (at least coarsePxPerMM,
// where coarseGap is 0), a step the samples read as road is read again as
// a strip along the step (roadstrip.go): where the strip's line is nearer
// the contour ink's hue than the road ink's, the samples read a contour
// line running along the step over a dark tint (or tree crowns in a row)
// as road ink, and the step is vetoed, flagged. Its share stays as read,
// so reconcileRoads still fills it where it is a gap between two road
// ends. On coarser scans a thin line's colour is spread by the JPEG's
// chroma blocks and true dashed lanes read nearer contour too
// (printgen FIGURES.md, "Roads read along the step"), so there only a
// strip whose hue is plainly not the road ink's vetoes (coarseVeto).
// A step whose strip shows a pike's knocked-out bed is not vetoed
// (roadbed.go).

// vetoRoad reports whether a step the samples read as road is, by its
// strip, a contour line (see above), and if so how much of a road the
// strip still shows (roadTrace: reconcileRoads restores it where it
// continues a road path); if not, whether the strip shows the line along
// the whole step (lineTrace; hueTrace where a third of the step lacks
// it: reconcileRoads does not keep such a step alone).
func (s *sideReader) vetoRoad(f float64) (bool, roadTrace) {
	if !s.ink.overprint || !(s.mm > 0) {
		return false, lineTrace
	}
	r := s.roadStrip(s.mm)
	if !r.ok {
		return false, lineTrace
	}
	_, _, h := s.ink.stripRoad(r)
	if h.grey {
		if greyVeto(h, s.wideGap > 0) && !s.bedKeeps() && !s.blackDotted() {
			if s.curveKeeps() {
				// a road only where it goes on: reconcileRoads
				// drops it alone
				return false, hueTrace
			}
			return true, greyTrace(h)
		}
		return false, lineTrace
	}
	if (s.wideGap > 0 && coarseVeto(h) || s.wideGap == 0 && h.ink > 0 && h.contour > h.road+roadVetoApart && !wholeStep(f)) && !s.bedKeeps() {
		return true, traceOf(h, s.hueSharp())
	}
	if r.least < 0 {
		return false, hueTrace
	}
	return false, lineTrace
}

// roadVetoApart is the least margin of the strip hue's cosine to the
// contour ink's over the road ink's for a veto. Measured on printed-style
// seeds 1-5 (dashed lanes through woods) and 21-30: at 0 road recall at
// 300 and 600 dpi on seeds 1-5 fell 100 -> 89-93%, at 0.05 to 93-96%;
// precision at 300 dpi light on seeds 21-30 91.8 -> 97.1% at 0.05.
const roadVetoApart = 0.05

// coarseVeto reports whether a strip read on a scan coarser than
// coarsePxPerMM shows a line that is plainly not road ink: its hue is
// off the road ink's (cosine under coarseVetoHue) and nearer the contour
// ink's by coarseVetoApart. There blur and the JPEG's chroma blocks pull
// a true road's hue toward the contour ink's but not past it: on
// printed-style seeds 1-5, 21-45 and 101-110 at 150 dpi (333 steps the
// samples read on roads) every road step's strip kept a cosine of 0.74
// or more to the road ink and at most 0.23 more to the contour ink,
// while 7 of the 11 false steps the samples read (a contour line or
// crowns along the step over woods) read cosines of -0.57-0.67 to the
// road ink and 0.28-0.42 more to the contour ink's (printgen FIGURES.md,
// "Road precision at 150 dpi").
func coarseVeto(h stripHues) bool {
	return h.ink > 0 && h.road < coarseVetoHue && h.contour > h.road+coarseVetoApart
}

// Coarse veto thresholds (cosines, see coarseVeto).
const (
	coarseVetoHue   = 0.7
	coarseVetoApart = 0.25
)
