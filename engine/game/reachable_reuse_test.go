package game

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// Reachable reuses its search memory from call to call, also between boards
// of different sizes. Over random families of units of three games (ITW S2,
// classic Shiloh at its ferry turn, HSN S2), asked in a random interleaving,
// each answer equals the answer to the same question asked again later, and
// every path it gives walks adjacent hexes from the unit to its end, each
// hex on the way costing no more than the end (ferry hexes, where no unit
// stops, are not listed in MP).
func TestReachableReusesItsMemorySafely(t *testing.T) {
	itw := newGame(t, s2Path)
	classic := newGame(t, classicPath)
	toTurn3Union(t, classic)
	hsn := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, hsn, Action{Action: ActNextTurn, Side: "union"})
	type ask struct {
		g    *Game
		unit string
	}
	var asks []ask
	for _, g := range []*Game{itw, classic, hsn} {
		for _, u := range g.st.Units.All() {
			if u.InPlay() {
				asks = append(asks, ask{g, u.ID})
			}
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewPCG(seed, 28))
		rng.Shuffle(len(asks), func(i, j int) { asks[i], asks[j] = asks[j], asks[i] })
		picked := asks[:min(len(asks), 24)]
		first := make([]Reachability, len(picked))
		for i, a := range picked {
			r, err := a.g.Reachable(a.unit, nil)
			if err != nil {
				t.Fatal(err)
			}
			first[i] = r
		}
		moved := 0
		for _, i := range rng.Perm(len(picked)) {
			a := picked[i]
			again, err := a.g.Reachable(a.unit, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !maps.Equal(first[i].MP, again.MP) {
				t.Fatalf("seed %d: %s reaches %d hexes, then %d", seed, a.unit, len(first[i].MP), len(again.MP))
			}
			for dest := range again.MP {
				if !slices.Equal(first[i].Path(dest), again.Path(dest)) {
					t.Fatalf("seed %d: %s's path to %s changed", seed, a.unit, a.g.Name(dest))
				}
			}
			if len(again.MP) >= 3 {
				pathsWalkToTheirEnd(t, a.g, a.unit, again)
				moved++
			}
		}
		if moved < 3 {
			t.Fatalf("seed %d: only %d picked units could move", seed, moved)
		}
	}
}

// pathsWalkToTheirEnd checks each reachable hex's path step by step.
func pathsWalkToTheirEnd(t *testing.T, g *Game, unit string, r Reachability) {
	t.Helper()
	start := g.unit(unit).Hex
	for dest, mp := range r.MP {
		steps := r.Path(dest)
		if steps == nil || (len(steps) == 0) != (dest == start) {
			t.Fatalf("%s: path to %s is %v", unit, g.Name(dest), steps)
		}
		prev := start
		for _, o := range steps {
			if !g.Board.Geo.Grid.Adjacent(prev, o) {
				t.Fatalf("%s: path to %s: %s does not touch %s", unit, g.Name(dest), g.Name(o), g.Name(prev))
			}
			if on, ok := r.MP[o]; ok && on > mp+mpEpsilon {
				t.Fatalf("%s: path to %s (%g MP) passes %s at %g MP", unit, g.Name(dest), mp, g.Name(o), on)
			}
			prev = o
		}
		if prev != dest {
			t.Fatalf("%s: path to %s ends in %s", unit, g.Name(dest), g.Name(prev))
		}
	}
}
