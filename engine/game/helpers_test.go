package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Paths of the test scenarios, relative to this package.
const (
	s1Path      = "../../scenarios/itw-shiloh/01-bloody-april.scenario.json"
	s2Path      = "../../scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"
	s2Moves     = "testdata/s2-sound-the-long-roll.moves.json"
	tecPath     = "testdata/itw-tec.scenario.json"
	classicPath = "testdata/classic-test.scenario.json"
)

// newGame starts the scenario at path with seed 1 (its files decoded once
// per test binary, each game on its own copy: loadCached).
func newGame(t testing.TB, path string) *Game {
	t.Helper()
	g, err := New(loadCached(t, path), Options{Seed: 1, ScenarioPath: path})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// apply applies an action that must be allowed.
func apply(t testing.TB, g *Game, a Action) Entry {
	t.Helper()
	e, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%+v: %v", a, err)
	}
	return e
}

// refuse applies an action that must be refused with a reason containing want.
func refuse(t testing.TB, g *Game, a Action, want string) {
	t.Helper()
	before := len(g.Log())
	_, err := g.Apply(a)
	var r *Refusal
	if !errors.As(err, &r) || !errors.Is(err, ErrRefused) {
		t.Fatalf("%+v: want a refusal containing %q, got %v", a, want, err)
	}
	if !strings.Contains(r.Reason, want) {
		t.Fatalf("%+v: refusal %q does not say %q", a, r.Reason, want)
	}
	if len(g.Log()) != before {
		t.Fatalf("a refused action changed the log")
	}
}

// hex parses a hex id of the game's map.
func hex(t testing.TB, g *Game, id string) hexgrid.Offset {
	t.Helper()
	o, err := g.Board.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// at returns the canonical hex of a unit.
func at(t testing.TB, g *Game, unit string) string {
	t.Helper()
	u, ok := g.Unit(unit)
	if !ok {
		t.Fatalf("no unit %s", unit)
	}
	return g.Name(u.Hex)
}

func mpp(v float64) *float64 { return &v }

func ip(v int) *int { return &v }

// events returns the events of a kind in an entry.
func events(e Entry, kind string) []Event {
	var out []Event
	for _, ev := range e.Events {
		if ev.Kind == kind {
			out = append(out, ev)
		}
	}
	return out
}
