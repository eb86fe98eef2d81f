package trace

// A marsh's cyan tint ending at a hexside reads, on a coarse scan, as
// water along the side: the blur spreads the tint over the dark grid line
// and into the next hex, and a sample there, unmixed over that hex's own
// paler background, is grid ink plus a share of water ink. A stream
// printed along the side is water ink over either hex's background, the
// tinted one too; a tint's edge over the tint itself is grid ink alone.
//
// wetTintCut re-reads a side read wet (f >= 0.5) between a wet tint and
// another background, every sample over the wet tint's background, and
// keeps the smaller of the two fractions. A background is a wet tint when,
// over the other hex's background, it shows the water ink's hue (wetOver).

// waterTintRule switches wetTintCut (the water tests compare).
var waterTintRule = true

// wetTintCut returns f, or the fraction of waterTs read as water over the
// side's wet tint where that is smaller (see above); at maps (t, off) to a
// hex-local point.
func (s *sideReader) wetTintCut(f float64, at func(t, off float64) (float64, float64)) float64 {
	if !waterTintRule || f < 0.5 {
		return f
	}
	bg, ok := s.wetTint()
	if !ok {
		return f
	}
	s.oneBg = &bg
	g := s.fraction(waterTs, waterReach, inkWater, at)
	s.oneBg = nil
	return min(f, g)
}

// wetTint returns the background of the side's two hexes that is a wet
// tint over the other's (wetOver); false when neither or both are.
func (s *sideReader) wetTint() ([3]float64, bool) {
	a, b := s.ink.wetOver(s.bgA, s.bgB), s.ink.wetOver(s.bgB, s.bgA)
	switch {
	case a && !b:
		return s.bgA, true
	case b && !a:
		return s.bgB, true
	}
	return [3]float64{}, false
}

// wetOver reports whether background t, over background bg, shows the
// water ink's hue: denser than bg in the channel the water ink absorbs
// most, and denser there than in the channel it absorbs least by
// contrastShare of the ink's own difference, and itself densest over the
// paper in that channel (a marsh's cyan over a field's buff is; a woods'
// green over it is not, nor a thicket's yellow-green over a woods' green
// where the thicket holds less yellow: both are densest in blue).
func (k *inks) wetOver(t, bg [3]float64) bool {
	u, w := k.densities(t, bg)
	hi, lo := strongest(w), weakest(w)
	if hi < 0 || lo < 0 {
		return false
	}
	if u[hi] <= 0 || u[hi]-u[lo] < contrastShare*(w[hi]-w[lo]) {
		return false
	}
	paper := [3]float64{inkPaper, inkPaper, inkPaper}
	v, _ := k.densities(t, paper)
	return strongest(v) == hi
}
