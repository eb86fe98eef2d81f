package game

import (
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// SH L11 worked by hand: from 0704 with 5 MP u-inf-1 reaches the far bank
// 0404 only through the bank hex 0604 (1 MP), the ferry 0504 (3 MP) and
// 0404 (1 MP): 5 MP, so the path is 0604, 0504, 0404 with the ferry hex
// listed before the far bank.
func TestReachablePathCrossesTheFerry(t *testing.T) {
	g := newGame(t, classicPath)
	toTurn3Union(t, g)
	r, err := g.Reachable("u-inf-1", mpp(5))
	if err != nil {
		t.Fatal(err)
	}
	got := names(g, r.Path(hex(t, g, "0404")))
	if want := "0604 0504 0404"; got != want {
		t.Errorf("path to 0404 = %q, want %q", got, want)
	}
	if p := r.Path(hex(t, g, "0704")); p == nil || len(p) != 0 {
		t.Errorf("path to the unit's own hex = %v, want empty", p)
	}
	if p := r.Path(hex(t, g, "0202")); p != nil {
		t.Errorf("path to an unreachable hex = %v, want nil", p)
	}
}

// HSN L137 worked by hand (see TestWagonPaysOnceLeavingThePike): a wagon
// off the pike pays 1 MP a hex and the once-only 1 MP, whose cheapest paths
// come from the second search; each path given costs its MP when moved.
func TestReachablePathWithOnceOnlyPenalty(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	u := g.unit("u-wagon-a")
	r, err := g.Reachable(u.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	everyPathCostsItsMP(t, g, u.ID, nil, r)
}

// Every reachable hex's path, moved by the engine's move walker (a second
// code path from the search), costs the MP Reachable gives, step after
// adjacent step: a regiment in the Woods of ITW S2, a ferry crossing of
// classic Shiloh, and a Union unit of ITW S1.
func TestEveryReachablePathCostsItsMP(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S3010"})
	r, err := g.Reachable("c-7-ar", mpp(6))
	if err != nil {
		t.Fatal(err)
	}
	everyPathCostsItsMP(t, g, "c-7-ar", mpp(6), r)

	g = newGame(t, classicPath)
	toTurn3Union(t, g)
	r, err = g.Reachable("u-inf-1", mpp(5))
	if err != nil {
		t.Fatal(err)
	}
	everyPathCostsItsMP(t, g, "u-inf-1", mpp(5), r)
}

// everyPathCostsItsMP moves the unit along each path and undoes the move.
func everyPathCostsItsMP(t *testing.T, g *Game, unit string, ma *float64, r Reachability) {
	t.Helper()
	if len(r.MP) < 3 {
		t.Fatalf("%s reaches only %d hexes", unit, len(r.MP))
	}
	start := g.unit(unit).Hex
	for dest, mp := range r.MP {
		if dest == start {
			continue
		}
		steps := r.Path(dest)
		prev := start
		for _, o := range steps {
			if !g.Board.Geo.Grid.Adjacent(prev, o) {
				t.Fatalf("path to %s: %s does not touch %s", g.Name(dest), g.Name(o), g.Name(prev))
			}
			prev = o
		}
		if prev != dest {
			t.Fatalf("path to %s ends in %s", g.Name(dest), g.Name(prev))
		}
		path := make([]string, len(steps))
		for i, o := range steps {
			path[i] = g.Name(o)
		}
		e, err := g.Apply(Action{Unit: unit, Path: path, MA: ma, UDD: []string{"pass", "pass", "pass", "pass", "pass", "pass"}, Override: "test"})
		if err != nil {
			t.Errorf("path %v to %s refused: %v", path, g.Name(dest), err)
			continue
		}
		if math.Abs(e.MP-mp) > 1e-9 {
			t.Errorf("path %v to %s cost %g MP, Reachable says %g", path, g.Name(dest), e.MP, mp)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
}

// names joins hex ids with spaces.
func names(g *Game, hs []hexgrid.Offset) string {
	s := ""
	for i, o := range hs {
		if i > 0 {
			s += " "
		}
		s += g.Name(o)
	}
	return s
}
