package engine

import "math"

// SatAdd returns a + b, held at math.MaxInt or math.MinInt when the sum
// would overflow, so a total of strengths, guns or VP that no int can hold
// still compares as over every limit instead of wrapping to a small or
// negative number (two units of 2^62 SP must overstack, not sum to
// -2^63).
func SatAdd(a, b int) int {
	switch {
	case b > 0 && a > math.MaxInt-b:
		return math.MaxInt
	case b < 0 && a < math.MinInt-b:
		return math.MinInt
	}
	return a + b
}
