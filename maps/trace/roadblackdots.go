package trace

import "math"

// Black dotted trails. A map whose roads are black (greyRoadInk) draws
// its trails as rows of black dots (0.3-0.45 mm every 0.7-1.1 mm on the
// plate style). The strip of such a step shows black ink over only part
// of its length, so greyVeto takes it for a blob (a hex number, a block)
// and vetoes it. At 300 dpi and finer the dots are resolved: each is a
// solid spot nearly as dark as the road ink, of one size, on one track at
// one spacing. A halftone screen's dots are smaller (at most about 0.3 mm
// apart on the plate style's 85-150 lines per inch) and not that dark
// once the scan's blur spreads them; a tree symbol's outline is thinner
// and runs on. blackDotted reads the step for dot cores (isBlackDot: a
// solid core, a clear rim) on one track at one spacing (dotShare); where
// they cover half the step the veto does not hold.

// blackDotted reports whether a step on a map with a grey road ink shows
// a black dotted trail on one track over at least half its length (see
// above). It reads only fine scans (no wide gap: 300 dpi and up).
func (s *sideReader) blackDotted() bool {
	if !blackTrails || !s.ink.greyRoad || s.wideGap > 0 || !(s.mm > 0) {
		return false
	}
	return s.blackDotShare() >= 0.5
}

// blackDotShare returns the share of the step black dots on one track
// cover (dotShare on a grid one sampling step apart both ways).
func (s *sideReader) blackDotShare() float64 {
	d := s.step / (2 * Apothem)
	return s.dotShare(s.isBlackDot, d, s.step)
}

// isBlackDot reports whether the sample at hex-local (x, y), at along from
// the hexside towards A's centre (hex radii, negative in B), is the core
// of a solid round dot: it and every place blackDotCoreMM around it are
// dark (isBlack), and at most blackDotRimDark of blackDotRimN places
// blackDotClearMM around it are. A tree symbol's outline (0.12 mm) is
// too thin for the core, a line or a symbol runs on through the rim, a
// halftone dot is not that dark.
func (s *sideReader) isBlackDot(x, y, along float64) bool {
	bg := s.bgAt(along)
	if !s.isBlack(x, y, bg) {
		return false
	}
	for k := range blackDotCoreN {
		a := 2 * math.Pi * float64(k) / blackDotCoreN
		r := blackDotCoreMM / s.mm
		if !s.isBlack(x+r*math.Cos(a), y+r*math.Sin(a), bg) {
			return false
		}
	}
	dark := 0
	for k := range blackDotRimN {
		a := 2 * math.Pi * float64(k) / blackDotRimN
		r := blackDotClearMM / s.mm
		if s.isBlack(x+r*math.Cos(a), y+r*math.Sin(a), bg) {
			dark++
		}
	}
	return dark <= blackDotRimDark
}

// isBlack reports whether the sample at hex-local (x, y) lies
// blackDotNear of the way from background bg to the road ink, summed over
// the channels.
func (s *sideReader) isBlack(x, y float64, bg [3]float64) bool {
	p := s.p.at(s.h.px(x, y))
	ink := s.ink.c[inkRoad]
	var sp, sb, si float64
	for c := range 3 {
		sp, sb, si = sp+p[c], sb+bg[c], si+ink[c]
	}
	return sb-si >= blackDotContrast && sp <= sb-blackDotNear*(sb-si)
}

// Black dot thresholds: how near the road ink a dark sample is (a share
// of the way from the background), the least contrast (0..255, summed
// over the channels) of the background to the road ink for a dot to be
// told there, the core's radius (mm) and places, the clear rim's radius
// (mm) and places, and how many of those may be dark.
const (
	blackDotNear     = 0.6
	blackDotContrast = 90
	blackDotCoreMM   = 0.1
	blackDotCoreN    = 6
	blackDotClearMM  = 0.4
	blackDotRimN     = 20
	blackDotRimDark  = 1
)

// blackTrails lifts greyVeto on black dotted trails (blackDotted; a
// switch for diagnostics and tests).
var blackTrails = true
