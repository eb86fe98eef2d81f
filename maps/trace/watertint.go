package trace

// Each hex's background is the median colour of its own samples, and a
// water sample is unmixed against the background of the hex whose half of
// the side it lies in. Where one hex's tint spills over the side into its
// neighbour — a woods blob that crosses the hexside, or a marsh tint whose
// cyan plate is printed off register — the spilled tint, unmixed against
// the paler neighbour's background, reads as a blue-green ink and the side
// reads wet. A stream's ink is darker than either tint and reads as ink
// over both backgrounds.
//
// waterAt therefore counts a sample as water only where it also shows some
// ink over the other hex's background: a sample that shows none there is
// that hex's tint (crossTint). Only with overprinted inks (printed maps)
// and where the two backgrounds differ.

// crossTintRule switches the rule (the water diagnostics compare).
var crossTintRule = true

// waterAt reports whether hex-local point (x, y), off across the side
// (off > 0 inside A), shows water ink (kindAt) that is not the other hex's
// tint (see above).
func (s *sideReader) waterAt(x, y, off float64) bool {
	if s.kindAt(x, y, off) != inkWater {
		return false
	}
	if !crossTintRule || !s.ink.overprint || s.bgA == s.bgB {
		return true
	}
	other := s.bgB
	if off < 0 {
		other = s.bgA
	}
	px, py := s.h.px(x, y)
	return s.ink.kind(s.p.at(px, py), other, false) != inkNone
}

// inkAt reports whether hex-local point (x, y) shows ink want: waterAt for
// water, else kindAt.
func (s *sideReader) inkAt(x, y, off float64, want int) bool {
	if want == inkWater {
		return s.waterAt(x, y, off)
	}
	return s.kindAt(x, y, off) == want
}
