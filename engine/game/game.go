package game

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Options are the choices made when a game starts.
type Options struct {
	// Seed seeds the dice (math/rand/v2 PCG); it is stored in the game file.
	Seed uint64
	// ScenarioPath is the scenario's path as the game file will record it
	// (relative to the game file).
	ScenarioPath string
}

// Game is a scenario being played: the static board, the current state,
// and the log of actions with the state before each (undo drops back to
// it). A Game is
// not safe for concurrent use; its Board is.
type Game struct {
	Board    *Board
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB
	Regions  *engine.Regions
	Options  Options

	st      *State
	index   map[string]int
	log     []Entry
	history []*State // the state before each logged action, for Undo
	areas   map[string]engine.HexSet
	edge    []hexgrid.Offset
}

// New starts a game at the scenario's first turn from its setup position
// (see [LoadScenario] or validate.Session.Position to get one).
// Errors: the map does not resolve, or a setup row names a hex that is not
// on the map.
func New(p *engine.Position, opt Options) (*Game, error) {
	if p == nil || p.Scenario == nil || p.OOB == nil || p.Map == nil || p.Ruleset == nil {
		return nil, fmt.Errorf("new game: incomplete position")
	}
	b, err := NewBoard(p.Map, p.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("new game %s: %w", p.Scenario.ID, err)
	}
	g := &Game{
		Board: b, Scenario: p.Scenario, OOB: p.OOB, Regions: engine.NewRegions(p.Map, b.Geo),
		Options: opt, st: newState(opt.Seed), index: map[string]int{}, areas: map[string]engine.HexSet{},
	}
	if err := g.setup(); err != nil {
		return nil, fmt.Errorf("new game %s: %w", p.Scenario.ID, err)
	}
	return g, nil
}

// Unit returns a copy of a unit's state; false when the game has no such unit.
func (g *Game) Unit(id string) (Unit, bool) {
	i, ok := g.index[id]
	if !ok {
		return Unit{}, false
	}
	return g.st.Units.At(i).clone(), true
}

// Units returns a copy of every unit's state, in scenario order.
func (g *Game) Units() []Unit {
	out := make([]Unit, g.st.Units.Len())
	for i, u := range g.st.Units.All() {
		out[i] = u.clone()
	}
	return out
}

// unit returns the current state of a unit for reading, or nil; [Game.edit]
// gives it for changing.
func (g *Game) unit(id string) *Unit {
	if i, ok := g.index[id]; ok {
		return g.st.Units.At(i)
	}
	return nil
}

// Name returns the canonical id of a hex.
func (g *Game) Name(o hexgrid.Offset) string { return g.Board.Name(o) }

// unitName returns the unit's printed name, or its id.
func (g *Game) unitName(id string) string {
	if u := g.OOB.Unit(id); u != nil {
		return u.Name
	}
	return id
}

// Log returns the log entries, oldest first.
func (g *Game) Log() []Entry {
	out := make([]Entry, len(g.log))
	copy(out, g.log)
	return out
}

// Flags returns a copy of the manual objective flags.
func (g *Game) Flags() map[string]bool {
	out := map[string]bool{}
	for k, v := range g.st.Flags.All() {
		out[k] = v
	}
	return out
}

// region evaluates a scenario region once and caches it by key.
func (g *Game) region(key string, r scenarios.Region) (engine.HexSet, error) {
	if hs, ok := g.areas[key]; ok {
		return hs, nil
	}
	hs, err := g.Regions.Eval(r)
	if err != nil {
		return nil, fmt.Errorf("region %s: %w", key, err)
	}
	g.areas[key] = hs
	return hs, nil
}
