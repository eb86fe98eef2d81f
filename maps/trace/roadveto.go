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
// (printgen FIGURES.md, "Roads read along the step"), so they are left
// as read.

// vetoRoad reports whether a step the samples read as road is, by its
// strip, a contour line (see above), and if so how much of a road the
// strip still shows (roadTrace: reconcileRoads restores it where it
// continues a road path); if not, whether the strip shows the line along
// the whole step (lineTrace; hueTrace where a third of the step lacks
// it: reconcileRoads does not keep such a step alone).
func (s *sideReader) vetoRoad() (bool, roadTrace) {
	if s.wideGap > 0 || !s.ink.overprint || !(s.mm > 0) {
		return false, lineTrace
	}
	r := s.roadStrip(s.mm)
	if !r.ok {
		return false, lineTrace
	}
	_, _, h := s.ink.stripRoad(r)
	if h.ink > 0 && h.contour > h.road+roadVetoApart {
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
