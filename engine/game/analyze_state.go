package game

import (
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// analyzer holds one dry run ([Analyze]) of a game at its set-up.
type analyzer struct {
	g *Game
	// first and last are the turn indexes analysed (last: the extended
	// last turn when the scenario has one).
	first, last int
	// areas is the playing area at each turn index up to last (nil: the
	// whole map).
	areas []engine.HexSet
	// occ is who stands where at set-up; enemy units never leave it.
	occ occupancy
	// sources are, per reinforcement unit, the entry hexes it can come on
	// at, with the turn and the MP the entry costs.
	sources map[string][]source
	// reach is, per side, the earliest arrival of the side's units in
	// each hex; control is the same for the units of the classes that take
	// control of hexes (the system's controlClasses; every unit when it
	// names none), which the objectives use.
	reach, control map[string]map[hexgrid.Offset]tlabel
}

// source is where and when a unit starts to move: a hex, a turn index and
// the MP already spent in that turn; entering when the unit comes on the
// map there (a reinforcement's entry hex on its entry turn).
type source struct {
	hex      hexgrid.Offset
	turn     int
	mp       float64
	entering bool
}

func newAnalyzer(g *Game) *analyzer {
	an := &analyzer{g: g, first: firstTurn(g.Scenario), last: g.lastTurn(), occ: g.occupancy(),
		sources: map[string][]source{}, reach: map[string]map[hexgrid.Offset]tlabel{},
		control: map[string]map[hexgrid.Offset]tlabel{}}
	if i := g.Scenario.TurnIndex(g.Scenario.Length.ExtendedLast); i > an.last {
		an.last = i
	}
	an.areas = make([]engine.HexSet, an.last+1)
	for i := range an.areas {
		an.areas[i] = g.playAreaAt(i)
	}
	return an
}

// ref names the turn with index i.
func (an *analyzer) ref(i int) TurnRef {
	t := an.g.turn(i)
	return TurnRef{N: i - an.first + 1, ID: t.ID, Label: t.Label}
}

// sides lists the scenario's sides.
func (an *analyzer) sides() []string { return an.g.Scenario.Sides }

// inArea reports whether hex o is on the map and in the playing area at
// turn index t.
func (an *analyzer) inArea(t int, o hexgrid.Offset) bool {
	return t >= 0 && t <= an.last && an.g.inPlayArea(an.areas[t], o)
}

// openFrom returns the first turn index from t on at which hex o is in the
// playing area, or -1 when it never is up to the last turn.
func (an *analyzer) openFrom(o hexgrid.Offset, t int) int {
	for ; t <= an.last; t++ {
		if an.inArea(t, o) {
			return t
		}
	}
	return -1
}

// controls reports whether units of the class take control of hexes.
func (an *analyzer) controls(class string) bool {
	cc := an.g.Board.Sys.ControlClasses
	return len(cc) == 0 || slices.Contains(cc, class)
}

// unitName returns a unit's printed name, or its id.
func (an *analyzer) unitName(id string) string { return an.g.unitName(id) }
