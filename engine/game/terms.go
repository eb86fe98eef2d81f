package game

import (
	"math"

	"github.com/sandtable/sandtable/engine"
)

// Unlimited is the movement allowance of units that may move any number of
// hexes (a class with unlimitedMove in the ruleset: gunboats, ITW BB 14.73,
// SH L10).
var Unlimited = math.Inf(1)

// defaultMA returns the ruleset's allowance for a class (0 when none is
// set).
func defaultMA(rs *engine.Ruleset, class string) float64 {
	c := rs.Class(class)
	switch {
	case c == nil:
		return 0
	case c.UnlimitedMove:
		return Unlimited
	case c.MA != nil:
		return *c.MA
	}
	return 0
}
