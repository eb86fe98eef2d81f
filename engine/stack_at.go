package engine

import (
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// StackAt returns the units in hex h, an extended unit counting in both of
// its hexes (its second hex too), sorted by id.
func (p *Position) StackAt(h hexgrid.Offset) []string {
	var out []string
	for id, pl := range p.At {
		if pl.Hex == h || (pl.Extended != nil && *pl.Extended == h) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

// OverStack returns why the stack in hex h breaks the ruleset's stacking
// limits (empty when it does not, or when the ruleset sets none), with the
// same exemptions as the set-up check: leaders, terrain-confined classes and
// units under a scenario stacking exception do not count.
func (p *Position) OverStack(h hexgrid.Offset) []string {
	units := p.countedUnits(p.StackAt(h), p.stackingExempt())
	if len(units) < 2 {
		return nil
	}
	return p.stackProblems(units)
}

// OverStackInPlay is OverStack for a stack formed in play. Orders, when not
// empty, stand for the stack's orders (units disembarking stack up to
// Advance limits, ITW EN L1733-1734). More batteries than a row allows,
// whose guns are not known, count as over the limit: the player shows they
// are within the gun limit by recording their guns (an adjust of their
// strength), which the set-up check can only warn about.
func (p *Position) OverStackInPlay(h hexgrid.Offset, orders string) []string {
	units := p.countedUnits(p.StackAt(h), p.stackingExempt())
	if len(units) < 2 {
		return nil
	}
	if orders == "" {
		orders = p.stackOrders(units)
	}
	why := p.stackProblemsAs(units, orders)
	if doubt := p.stackDoubtAs(units, orders); len(why) == 0 && doubt != "" {
		why = append(why, doubt+": record their guns to stack them")
	}
	return why
}

// StackingRule names the source of the ruleset's stacking limits: the
// ruleset's name and the distinct sources of its stacking rows.
func (r *Ruleset) StackingRule() string {
	var srcs []string
	for _, s := range r.Stacking {
		if s.Source != "" && !slices.Contains(srcs, s.Source) {
			srcs = append(srcs, s.Source)
		}
	}
	if len(srcs) == 0 {
		return r.Name + " stacking"
	}
	return r.Name + " stacking: " + strings.Join(srcs, ", ")
}
