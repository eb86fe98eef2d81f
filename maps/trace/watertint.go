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
// over the other hex's background, it unmixes as water ink.

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

// wetTint returns the background of the side's two hexes that unmixes as
// water ink over the other's; false when neither or both do.
func (s *sideReader) wetTint() ([3]float64, bool) {
	a := s.ink.kind(s.bgA, s.bgB, false) == inkWater
	b := s.ink.kind(s.bgB, s.bgA, false) == inkWater
	switch {
	case a && !b:
		return s.bgA, true
	case b && !a:
		return s.bgB, true
	}
	return [3]float64{}, false
}
