package engine

import (
	"fmt"
	"github.com/sandtable/sandtable/scenarios"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// stackingCheck: each hex's stack is within the ruleset's stacking limits for
// the orders its units are under (March when any unit is, else Advance), and
// no unit of a class that may not stack shares a hex (ITW detachments, BB
// 14.41). Leaders do not count; classes confined to special terrain
// (gunboats) are left to the terrain check. Strength limits are checked only
// where every strength in the hex is known. Units named by a scenario's
// stacking-exception constraint are exempt while it holds. One error per hex.
var stackingCheck = Check{
	Name: "stack.limit",
	Doc:  "The units in one hex exceed the stacking limit, or a unit that may not stack shares a hex.",
	Rule: "ITW stacking chart (IT L4649-4668); ITW BB 14.41",
	Run: func(p *Position) []Violation {
		exempt := p.stackingExempt()
		var out []Violation
		stacks := p.checkStacks()
		for _, h := range sortedHexes(stacks) {
			units := p.countedUnits(stacks[h], exempt)
			if len(units) < 2 {
				continue
			}
			if reasons := p.stackProblems(units); len(reasons) > 0 {
				v := p.at(units[0], "stack in %s is over the limit: %s", p.Name(h), strings.Join(reasons, "; "))
				out = append(out, v)
			} else if doubt := p.stackDoubt(units); doubt != "" {
				v := p.at(units[0], "stack in %s: %s", p.Name(h), doubt)
				v.Code, v.Warning = "stack.guns-unknown", true
				out = append(out, v)
			}
		}
		return out
	},
}

func sortedHexes(m map[hexgrid.Offset][]string) []hexgrid.Offset {
	hs := HexSet{}
	for h := range m {
		hs.add(h)
	}
	return hs.Sorted()
}

// countedUnits drops leaders, exempt units and terrain-confined classes.
func (p *Position) countedUnits(ids []string, exempt map[string]bool) []string {
	var out []string
	for _, id := range ids {
		u := p.OOB.Unit(id)
		if u == nil || p.Ruleset.IsLeader(u.Class) || exempt[id] || p.Ruleset.IsMarker(u.Class) {
			continue
		}
		if c := p.Ruleset.Class(u.Class); c != nil && len(c.OnlyTerrain) > 0 {
			continue
		}
		out = append(out, id)
	}
	return out
}

// stackingExempt returns the units of stacking-exception constraints that
// hold at the current turn.
func (p *Position) stackingExempt() map[string]bool {
	out := map[string]bool{}
	for _, c := range p.constraintsOf(scenarios.ConstraintStackingException) {
		if c.Until != "" && !p.TurnBefore(p.Turn, c.Until) {
			continue
		}
		for _, id := range p.constraintUnits(c.Units, c.Formations) {
			out[id] = true
		}
	}
	return out
}

// stackProblems lists why a stack of two or more counted units is illegal.
func (p *Position) stackProblems(units []string) []string {
	return p.stackProblemsAs(units, p.stackOrders(units))
}

// stackProblemsAs is stackProblems with the stack's orders given.
func (p *Position) stackProblemsAs(units []string, orders string) []string {
	var reasons []string
	byClass := map[string][]string{}
	for _, id := range units {
		cl := p.OOB.Unit(id).Class
		byClass[cl] = append(byClass[cl], id)
		if c := p.Ruleset.Class(cl); c != nil && c.NoStacking {
			reasons = append(reasons, fmt.Sprintf("%s may not stack with any other unit", p.unitName(id)))
		}
	}
	// Every class present, in the ruleset's order: a class in guns by the
	// rows for the classes it shares the hex with, any other by its own row.
	for _, c := range p.Ruleset.UnitClasses {
		ids := byClass[c.ID]
		if len(ids) == 0 {
			continue
		}
		if c.Guns {
			reasons = append(reasons, p.gunProblems(c.ID, ids, units, byClass, orders)...)
			continue
		}
		if r := p.stackRow(c.ID, orders, nil); r != nil {
			reasons = append(reasons, p.combatStackProblems(c.ID, ids, units, orders, r)...)
		}
	}
	return reasons
}

// stackOrders is "march" when any unit in the stack is under March orders:
// its orders in play for a live placement, else its set-up row's.
func (p *Position) stackOrders(units []string) string {
	for _, id := range units {
		if p.ordersOf(id) == "march" {
			return "march"
		}
	}
	return "advance"
}

// ordersOf returns a unit's orders: in play for a live placement, else its
// set-up row's.
func (p *Position) ordersOf(id string) string {
	if pl, ok := p.At[id]; ok && pl.Live {
		return pl.Orders
	}
	if i, ok := p.SetupIndex[id]; ok {
		return p.Scenario.Setup[i].Orders
	}
	return ""
}

// stackRow finds the stacking row for the class and orders; with set, the
// row whose StackedWith includes a class present (or, if none present, a row
// that applies alone).
func (p *Position) stackRow(class, orders string, present map[string]bool) *StackingLimit {
	var alone *StackingLimit
	for i := range p.Ruleset.Stacking {
		r := &p.Ruleset.Stacking[i]
		if r.Class != class || (len(r.Orders) > 0 && !slices.Contains(r.Orders, orders)) {
			continue
		}
		if len(r.StackedWith) == 0 {
			alone = r
			continue
		}
		for _, w := range r.StackedWith {
			if present[w] {
				return r
			}
		}
	}
	return alone
}

func (p *Position) combatStackProblems(class string, ids, units []string, orders string, r *StackingLimit) []string {
	var reasons []string
	if r.NoOtherUnits && len(units) > len(ids) {
		reasons = append(reasons, fmt.Sprintf("%s under %s orders may not share a hex with other units", class, orders))
	}
	if len(ids) < 2 {
		return reasons
	}
	if r.SameBrigade && !p.sameCommand(ids) {
		reasons = append(reasons, fmt.Sprintf("%d %s units of more than one brigade", len(ids), class))
	}
	if r.MaxSP != nil {
		if sp, known := p.totalStrength(ids); known && sp > *r.MaxSP {
			reasons = append(reasons, fmt.Sprintf("%d %s SP, the limit is %d", sp, class, *r.MaxSP))
		}
	}
	return reasons
}

// gunProblems checks the batteries of a class in guns against its row for
// the classes present.
func (p *Position) gunProblems(class string, arty, units []string, byClass map[string][]string, orders string) []string {
	present := map[string]bool{}
	for cl := range byClass {
		present[cl] = true
	}
	r := p.stackRow(class, orders, present)
	if r == nil {
		return nil
	}
	var reasons []string
	if r.NoOtherUnits && len(units) > len(arty) {
		reasons = append(reasons, fmt.Sprintf("%s under %s orders may not share a hex with other units", class, orders))
	}
	if r.MaxBatteries != nil && len(arty) > *r.MaxBatteries {
		guns, known := p.totalStrength(arty)
		// Over the battery count the stack is legal only within the gun
		// limit; with guns unknown, stackDoubt reports it as undecided.
		if r.MaxGuns == nil || (known && guns > *r.MaxGuns) {
			reasons = append(reasons, fmt.Sprintf("%d batteries, the limit is %d", len(arty), *r.MaxBatteries))
		}
	}
	return reasons
}

// stackDoubt says why a stack that breaks no known limit cannot be judged:
// more batteries than the count allows, whose guns (which could keep them
// within the gun limit) the source does not give.
func (p *Position) stackDoubt(units []string) string {
	return p.stackDoubtAs(units, p.stackOrders(units))
}

// stackDoubtAs is stackDoubt with the stack's orders given.
func (p *Position) stackDoubtAs(units []string, orders string) string {
	var arty []string
	present := map[string]bool{}
	gunClass := ""
	for _, id := range units {
		cl := p.OOB.Unit(id).Class
		present[cl] = true
		if p.Ruleset.HasGuns(cl) {
			arty, gunClass = append(arty, id), cl
		}
	}
	if gunClass == "" {
		return ""
	}
	r := p.stackRow(gunClass, orders, present)
	if r == nil || r.MaxBatteries == nil || r.MaxGuns == nil || len(arty) <= *r.MaxBatteries {
		return ""
	}
	if _, known := p.totalStrength(arty); known {
		return ""
	}
	return fmt.Sprintf("%d batteries where %d are allowed unless they have %d guns or fewer, and their guns are not known", len(arty), *r.MaxBatteries, *r.MaxGuns)
}

func (p *Position) sameCommand(ids []string) bool {
	cmd := p.OOB.Unit(ids[0]).Command
	for _, id := range ids[1:] {
		if p.OOB.Unit(id).Command != cmd {
			return false
		}
	}
	if len(ids) < 2 {
		return true
	}
	// Units share a brigade when their command is a brigade (ITW IT L4651,
	// L4659: "of one brigade"), or when they are a division's unbrigaded
	// cavalry, which activates as a separate brigade (ITW BB 4.24, EN
	// L183-185; the set-ups stack such battalions, EN L1582-1583). Unassigned
	// units under an army or corps are no brigade: two of them do not
	// share one.
	f := p.OOB.Formation(cmd)
	switch {
	case f == nil || f.Echelon == "brigade":
		return true
	case f.Echelon == "division":
		return !slices.ContainsFunc(ids, func(id string) bool {
			c := p.Ruleset.Class(p.OOB.Unit(id).Class)
			return c == nil || !c.DivisionBrigade
		})
	}
	return false
}

// strength returns a unit's current strength: in play for a live placement
// (false when not known), else its setup strength, else its printed
// strength.
func (p *Position) strength(id string) (int, bool) {
	if pl, ok := p.At[id]; ok && pl.Live {
		if pl.Strength == nil {
			return 0, false
		}
		return *pl.Strength, true
	}
	if i, ok := p.SetupIndex[id]; ok && p.Scenario.Setup[i].Strength != nil {
		return *p.Scenario.Setup[i].Strength, true
	}
	if u := p.OOB.Unit(id); u != nil && u.Strength != nil {
		return *u.Strength, true
	}
	return 0, false
}

func (p *Position) totalStrength(ids []string) (int, bool) {
	sum := 0
	for _, id := range ids {
		s, ok := p.strength(id)
		if !ok {
			return 0, false
		}
		sum = SatAdd(sum, s)
	}
	return sum, true
}
