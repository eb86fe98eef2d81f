package tiles

import "math"

// How far a counter stack reaches from its hex centre, in hex radii (as
// maps/draw's counters): each counter sits stackStep up and right of the
// one below, up to stackShown deep. See Scene.HexBounds.
const (
	stackStep  = 0.12
	stackShown = 4
)

// floor returns v rounded down to an integer (int() rounds towards zero,
// which is wrong left of or above an image).
func floor(v float64) int { return int(math.Floor(v)) }

// sqrt3 is the square root of 3 (hex geometry).
var sqrt3 = math.Sqrt(3)
