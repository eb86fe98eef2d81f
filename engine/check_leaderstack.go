package engine

import (
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// leaderStackCheck: a leader sets up stacked with a unit of his own command
// when he shares a hex with units of his side at all. A leader may activate
// any unit of his formation but may not stand with just a wagon: a unit of
// his command must be in the hex (HSN L131). A unit of another formation in
// the hex of a leader with none of his own there is the sign of a command
// cell printed for the wrong row (HSN L269: Coon printed Cav-1 beside Hatch,
// the Cav-5 leader). One violation per such unit, naming the leader.
var leaderStackCheck = Check{
	Name: "leader.stack",
	Doc:  "A leader shares a hex with units of his side (a wagon included), none of them of his command.",
	Rule: "a unit of the leader's command must be in his hex (HSN L131)",
	Run: func(p *Position) []Violation {
		if p.Ruleset == nil || !p.Ruleset.LeaderWithCommand {
			return nil
		}
		var out []Violation
		stacks := p.checkStacks()
		for _, st := range p.Scenario.Setup {
			pl, ok := p.At[st.Unit]
			if !ok {
				continue
			}
			out = append(out, p.leaderStackProblems(st.Unit, stacks[pl.Hex])...)
		}
		return out
	},
}

// LeaderStackProblems is leaderStackProblems for the play-test: the
// violations of the leader's rule in stack (the units in one hex).
func (p *Position) LeaderStackProblems(leader string, stack []string) []Violation {
	if p.Ruleset == nil || !p.Ruleset.LeaderWithCommand {
		return nil
	}
	return p.leaderStackProblems(leader, stack)
}

// LeaderStackRule names the leader's rule, for refusals.
func LeaderStackRule() string { return leaderStackCheck.Rule }

// leaderStackProblems returns a violation for each unit of the leader's side
// in his stack when none of them is under the formation he leads (a wagon
// counts among them: he may not stand with just a wagon, HSN L131).
func (p *Position) leaderStackProblems(leader string, stack []string) []Violation {
	l := p.OOB.Unit(leader)
	if l == nil || !p.Ruleset.IsLeader(l.Class) {
		return nil
	}
	led := p.ledFormation(leader)
	if led == "" {
		return nil
	}
	var others []*scenarios.Unit
	for _, id := range stack {
		u := p.OOB.Unit(id)
		if u == nil || id == leader || u.Side != l.Side || p.Ruleset.IsLeader(u.Class) {
			continue
		}
		if p.noCompany(u.Class) {
			// A wagon keeps him no company, and he may not stand with
			// it alone (HSN L131): it needs a unit of his command too.
			others = append(others, u)
			continue
		}
		if slices.Contains(p.OOB.CommandPath(u.Command), led) || p.ruleLetsLead(id, led) {
			return nil
		}
		others = append(others, u)
	}
	var out []Violation
	for _, u := range others {
		out = append(out, p.at(u.ID, "%s (command %s) stands with %s, leader of %s, and no unit of %s's command is in %s",
			u.Name, u.Command, l.Name, led, l.Name, p.Name(p.At[u.ID].Hex)))
	}
	return out
}

// ledFormation returns the formation the unit leads ("" when none).
func (p *Position) ledFormation(unit string) string {
	for _, f := range p.OOB.Formations {
		if f.Leader == unit {
			return f.ID
		}
	}
	return ""
}

// ruleLetsLead reports whether an other-command constraint lets the leader
// of formation take the unit along (HSN S1 L208: Hatch and Croxton).
func (p *Position) ruleLetsLead(unit, formation string) bool {
	for _, c := range p.constraintsOf(scenarios.ConstraintOtherCommand) {
		if slices.Contains(c.Units, unit) && slices.Contains(c.Formations, formation) {
			return true
		}
	}
	return false
}

// noCompany reports whether counters of the class keep a leader no company
// (UnitClass.NoCompany).
func (p *Position) noCompany(class string) bool {
	c := p.Ruleset.Class(class)
	return c != nil && c.NoCompany
}
