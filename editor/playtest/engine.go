package playtest

import "github.com/sandtable/sandtable/engine/game"

// EngineCalls counts the play-test's calls into the engine that search or
// change the game (for tests and profiling): a move is one Apply, its path
// taken from the Reachable that showed the unit's reach.
type EngineCalls struct {
	Apply, Reachable, Undo int
}

// apply applies a to the game, through the one seam that counts it.
func (p *PlayTest) apply(a game.Action) (game.Entry, error) {
	p.Calls.Apply++
	p.reachOK = false
	return p.Game.Apply(a)
}

// undo takes back the game's last action, counted.
func (p *PlayTest) undo() error {
	p.Calls.Undo++
	p.reachOK = false
	return p.Game.Undo()
}

// reachable returns the hexes unit can reach in the present state, and
// their cheapest paths: the one kept since the last search for that unit
// when the game has not changed since, else a new search, counted.
func (p *PlayTest) reachable(unit string) (game.Reachability, error) {
	if p.reachOK && p.reachUnit == unit {
		return p.reach, nil
	}
	p.Calls.Reachable++
	r, err := p.Game.Reachable(unit, nil)
	if err != nil {
		p.reachOK = false
		return r, err
	}
	p.reach, p.reachUnit, p.reachOK = r, unit, true
	return r, nil
}
