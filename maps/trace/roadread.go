package trace

// roadDecide turns a step's sample share f (roadSamples) into whether a
// road runs along it, a confidence, the share reconcileRoads works from,
// and for a step it does not read as road whether the strip along it
// shows a line that could be one (roadLineShows). A step the samples read
// is vetoed where its strip shows contour ink (roadveto.go); with
// overprinted inks a step they miss is read again as a strip along the
// step (roadstrip.go).
func (s *sideReader) roadDecide(f float64) (bool, float64, float64, roadTrace) {
	yes, conf := decide(f)
	if yes {
		veto, line := s.vetoRoad(f)
		if veto {
			return false, 0, f, line
		}
		return yes, conf, f, line
	}
	if !s.ink.overprint || !(s.mm > 0) {
		return yes, conf, f, noTrace
	}
	r := s.roadStrip(s.mm)
	ok, c, h := s.ink.stripRoad(r)
	if ok {
		// a strip read with the line absent from a third of the step
		// is not kept alone (reconcileRoads)
		whole := hueTrace
		if r.least >= 0 {
			whole = lineTrace
		}
		return true, c, 0.5 + c/2, whole
	}
	return yes, conf, f, traceOf(h, s.hueSharp())
}

// roadTrace is how much of a road a step's strip shows where the step is
// not read as road: nothing, a trace of road-hued ink, or a line that
// could be a road (roadLineShows). On a step read as road it tells
// whether the line shows along the whole step (lineTrace: read by the
// samples, or by a strip with the line in every third of it).
type roadTrace uint8

const (
	noTrace roadTrace = iota
	hueTrace
	lineTrace
)

// hueSharp reports whether the sheet's measured blur is under
// roadHueSharp: sharp enough that a road's strip keeps the road ink's hue.
func (s *sideReader) hueSharp() bool {
	return s.blurMM > 0 && s.blurMM < roadHueSharp
}

// roadHueSharp is the measured blur (sigma, mm) under which a candidate
// line must have the road ink's hue (nearer it than the contour ink's by
// lineFaintApart). The lanes whose strips read as near contour as road
// were on heavy scans (measured 0.145 mm at 150 dpi; 0.103-0.105 mm at
// 300 and 600 dpi, seed 1), and the lines paths grew over wrongly were on
// light and moderate 150 dpi scans (fresh seeds 61-77). The measured blur
// does not part those at 150 dpi (light 0.118-0.120 mm, moderate 0.130,
// heavy 0.145: there half a pixel and the JPEG's chroma blocks weigh more
// than the scanner's blur), so the gate acts only on the sharp 300 and
// 600 dpi scans, where a road's hue holds (printgen FIGURES.md, "Roads
// grown along their paths").
const roadHueSharp = 0.1

// traceOf grades a strip's measures h (see roadTrace); on a sharp scan
// a line must have the road ink's hue to be a candidate.
func traceOf(h stripHues, sharp bool) roadTrace {
	if h.grey {
		return greyTrace(h)
	}
	hued := h.road >= h.contour+lineFaintApart
	switch {
	case roadLineShows(h) && (hued || !sharp):
		return lineTrace
	case h.ink > 0 && h.road >= lineFaintHue && hued:
		return hueTrace
	}
	return noTrace
}

// A step's strip can show a line the strip reader does not take for a
// road (stripRoad) and yet be one: a dashed lane through woods whose hue,
// blurred and washed by the JPEG's chroma blocks, comes out as near the
// contour ink's as the road ink's, or a thin line too faint for its
// thresholds. Such a step is only a candidate: reconcileRoads adds it
// where it continues a road path (roadpath.go). roadLineShows holds for a
// strong line whose hue is not water's (at least lineMinInk mm of ink,
// lineSNR times the noise, its hue within lineHue of the road ink's) or a
// faint one whose hue is the road ink's more than the contour ink's
// (lineFaintInk, lineFaintSNR, lineFaintHue, nearer it by
// lineFaintApart). Either must keep lineSat of the road ink's
// saturation: a grey line (tree crowns, a town's blocks, black ink) has
// no hue, and its cosines to the inks' hues are noise.
func roadLineShows(h stripHues) bool {
	strong := h.ink >= lineMinInk && h.snr >= lineSNR && h.road >= lineHue && h.road > h.water
	faint := h.ink >= lineFaintInk && h.snr >= lineFaintSNR && h.road >= lineFaintHue && h.road >= h.contour+lineFaintApart
	return (strong || faint) && h.sat >= lineSat
}

// Candidate line thresholds (see roadLineShows); cosines of hues. Chosen
// on printed-style seeds 21-30, 1-5 and 41-44 at 150 dpi heavy, where
// every missed lane step through woods the path rule reaches read ink
// 0.61-0.82 mm at an SNR of 7-15 with hue cosines to the road ink of
// 0.67-0.97, or 0.21-0.28 mm at 2.3-4.1 with cosines 0.97-1.00 against
// 0.81-0.92 to the contour ink; the results hardly move across 0.2-0.4
// mm, SNR 3-5 and cosine 0.6-0.85 (printgen FIGURES.md, "Roads grown
// along their paths").
const (
	lineMinInk     = 0.3
	lineSNR        = 4.0
	lineHue        = 0.6
	lineFaintInk   = 0.2
	lineFaintSNR   = 2.0
	lineFaintHue   = 0.9
	lineFaintApart = 0.05
	// lineSat: on printed-style seeds 1-5, 21-50 and 101-110 at 150 dpi
	// the lane steps the path rules grew kept 0.29-2.0 of the road ink's
	// saturation, the steps they grew wrongly past a road's end (tree
	// crowns, a town's blocks) 0.03-0.07; on fresh seeds 91-100 (light) a
	// lane step through woods kept only 0.17 (printgen FIGURES.md, "Road
	// precision at 150 dpi"). Any floor from 0.1 to 0.25 gives the same
	// figures on the tuning seeds.
	lineSat = 0.12
)
