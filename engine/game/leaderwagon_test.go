package game

import (
	"strings"
	"testing"
)

const hsnS2Path = "../../scenarios/hsn/02-the-race-for-columbia.scenario.json"

// A leader may not stand in a hex with just a wagon: a unit of his command
// must be there too (HSN L131, "a leader may not stack in a hex with just a
// wagon"). In HSN S2 a Union leader moves one hex; with wagon A put in the
// hex first the same move is refused naming the rule, and without it the
// move stands, so the refusal is the wagon's.
func TestLeaderMayNotStandWithJustAWagon(t *testing.T) {
	g := newGame(t, hsnS2Path)
	apply(t, g, Action{Action: ActNextTurn})
	for range 4 {
		if g.st.Clock.Side == "union" {
			break
		}
		apply(t, g, Action{Action: ActEndActivation})
	}
	occupied := map[string]bool{}
	for _, u := range g.st.Units.All() {
		if u.InPlay() {
			occupied[g.Name(u.Hex)] = true
		}
	}
	tried := 0
	for _, l := range g.st.Units.All() {
		if l.Side != "union" || !l.InPlay() || !g.Board.Ruleset.IsLeader(l.Class) {
			continue
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(l.Hex) {
			to := g.Name(n)
			if to == "" || occupied[to] {
				continue
			}
			if _, err := g.Apply(Action{Unit: l.ID, Path: []string{to}}); err != nil {
				continue // not this hex (terrain, ZOC, activation): try another
			}
			tried++
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			w := g.edit("u-wagon-a")
			w.Hex, w.Where = n, OnMap
			_, err := g.Apply(Action{Unit: l.ID, Path: []string{to}})
			if err == nil || !strings.Contains(err.Error(), "HSN L131") {
				t.Fatalf("%s onto %s beside wagon A alone: %v, want a refusal citing HSN L131", l.ID, to, err)
			}
			return
		}
	}
	t.Fatalf("no Union leader could move to an empty neighbour (%d tried)", tried)
}
