package game

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// Result is the outcome of the game as it stands (Final once the last turn
// has ended): the winning side ("" for a draw or no result), the level, a
// summary in plain words and, for scenarios won by objectives, which goals
// each side met.
type Result struct {
	Final   bool
	Winner  string
	Level   string
	Summary string
	Goals   map[string][]GoalStatus
}

// GoalStatus says whether a side met one of its goals.
type GoalStatus struct {
	ID   string
	Met  bool
	Note string
}

// Result decides the game from the score: by the scenario's terms when it
// has some (victory.terms in the scenario file), else by the level the net
// score falls in.
func (g *Game) Result() Result {
	sc := g.Score()
	var r Result
	var t scenarios.Terms
	if v := g.Scenario.Victory; v != nil && v.Terms != nil {
		t = *v.Terms
	}
	switch {
	case t.Mode == "objectives":
		r = g.objectivesResult(t, sc)
	case t.Mode == "ratio":
		r = ratioResult(t, sc)
	case sc.Level != "":
		r = Result{Winner: sc.LevelSide, Level: sc.Level, Summary: fmt.Sprintf("%s (net %d, %s)", sc.Level, sc.Net, sc.NetOf)}
	default:
		r = Result{Summary: "no victory level applies to the score (the scenario's levels may be prose only)"}
	}
	r.Final = g.st.Over
	return r
}

// objectivesResult applies a "win by objectives" rule (ITW BB 30.2, EN
// L2036-2049): a side that meets all its goals while the other does not, or
// the only side that meets any, wins; if no side meets any, a side meeting
// a draw goal draws (ITW BB 30.7), else the terms' default side wins;
// otherwise it is a draw.
func (g *Game) objectivesResult(t scenarios.Terms, sc Score) Result {
	r := Result{Goals: map[string][]GoalStatus{}}
	var all, some, draw []string
	for _, side := range sortedKeys(t.Goals) {
		n, goals := 0, 0
		for _, goal := range t.Goals[side] {
			met := g.goalMet(goal, side, sc)
			r.Goals[side] = append(r.Goals[side], GoalStatus{ID: goal.ID, Met: met, Note: goal.Note})
			switch {
			case goal.Draw && met:
				draw = append(draw, side)
			case goal.Draw:
			case met:
				n++
				goals++
			default:
				goals++
			}
		}
		if n == goals && n > 0 {
			all = append(all, side)
		}
		if n > 0 {
			some = append(some, side)
		}
	}
	switch {
	case len(all) == 1:
		r.Winner = all[0]
		r.Summary = all[0] + " wins: it meets all its objectives"
	case len(all) == 0 && len(some) == 1:
		r.Winner = some[0]
		r.Summary = some[0] + " wins: the only side to meet an objective"
	case len(some) == 0 && len(draw) > 0:
		r.Summary = "draw: " + strings.Join(draw, " and ") + " meet a draw condition"
	case len(some) == 0:
		r.Winner = t.Default
		r.Summary = orWord(t.Default, "nobody") + " wins: no side meets an objective"
	default:
		r.Summary = "draw: " + strings.Join(some, " and ") + " each meet an objective"
	}
	r.Level = r.Summary
	return r
}

// goalMet evaluates one goal of a side.
func (g *Game) goalMet(goal scenarios.Goal, side string, sc Score) bool {
	for _, id := range goal.Objectives {
		if o, ok := sc.objective(id); !ok || !o.Met {
			return false
		}
	}
	if goal.MaxLoss != nil && sc.Losses[side] > *goal.MaxLoss {
		return false
	}
	if goal.MinVP != nil && sc.VP[side] < *goal.MinVP {
		return false
	}
	if goal.Flag != "" && !g.st.Flags.At(goal.Flag) {
		return false
	}
	if len(goal.CI) > 0 && !slices.ContainsFunc(goal.CI, g.isCI) {
		return false
	}
	return len(goal.Objectives) > 0 || goal.MaxLoss != nil || goal.MinVP != nil || goal.Flag != "" || len(goal.CI) > 0
}

// ratioResult applies classic Shiloh's levels (SH L12-18): each side's VP
// total is compared with the other's (at least twice, at least as many, more
// than half) together with who holds the key hex; a side gets its highest
// level; when levels of both sides apply, or none does, it is a draw
// (errata sh-victory-precedence, -zero-zero, -csa-landing-behind,
// -landing-unheld).
func ratioResult(t scenarios.Terms, sc Score) Result {
	c, u := total(t, sc, "csa"), total(t, sc, "union")
	csaHold, unionHold := held(t, sc, "csa"), held(t, sc, "union")
	var levels []Result
	switch {
	case c >= 2*u && csaHold:
		levels = append(levels, Result{Winner: "csa", Level: "Confederate Decisive Victory"})
	case c >= u && csaHold:
		levels = append(levels, Result{Winner: "csa", Level: "Confederate Substantive Victory"})
	case c >= 2*u:
		levels = append(levels, Result{Winner: "csa", Level: "Confederate Marginal Victory"})
	}
	switch {
	case u >= 2*c && unionHold:
		levels = append(levels, Result{Winner: "union", Level: "Union Decisive Victory"})
	case u >= c && unionHold:
		levels = append(levels, Result{Winner: "union", Level: "Union Substantive Victory"})
	case 2*u > c && unionHold:
		levels = append(levels, Result{Winner: "union", Level: "Union Marginal Victory"})
	}
	tally := fmt.Sprintf("CSA %d VP, Union %d VP", c, u)
	switch len(levels) {
	case 1:
		r := levels[0]
		r.Summary = r.Level + " (" + tally + ")"
		return r
	case 2:
		return Result{Summary: "draw: levels of both sides apply (" + tally + ")"}
	}
	return Result{Summary: "draw: no level applies (" + tally + ")"}
}

func total(t scenarios.Terms, sc Score, side string) int {
	n := 0
	for _, id := range t.Totals[side] {
		if o, ok := sc.objective(id); ok {
			n = engine.SatAdd(n, o.VP)
		}
	}
	return n
}

func held(t scenarios.Terms, sc Score, side string) bool {
	o, ok := sc.objective(t.Hold[side])
	return ok && o.Met
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// isCI reports whether the formation is marked combat-ineffective.
func (g *Game) isCI(formation string) bool {
	return slices.Contains(g.st.CI, formation)
}
