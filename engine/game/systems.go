package game

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ForcedMove is the ruleset's forced move (engine.ForcedMove) with its
// directions read against the map's grid.
type ForcedMove struct {
	Side  string
	Turns int
	Dirs  []hexgrid.Direction
	Rule  string
}

// forcedMove reads the ruleset's forced move, if any, against the grid.
// Errors: a direction the grid does not have.
func forcedMove(f *engine.ForcedMove, g hexgrid.Grid) (*ForcedMove, error) {
	if f == nil {
		return nil, nil
	}
	out := &ForcedMove{Side: f.Side, Turns: f.Turns, Rule: f.Rule}
	for _, s := range f.Directions {
		d, err := hexgrid.ParseDirection(g, s)
		if err != nil {
			return nil, fmt.Errorf("ruleset play.forcedMove: %w", err)
		}
		out.Dirs = append(out.Dirs, d)
	}
	return out, nil
}
