package validate

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// TestDatedAsStrengthByDate holds gameProfile.dated, built once a game and
// patched for the scenario checked, to strengthByDate of the profile's
// other scenarios (gameProfile.others), built per scenario as before: for
// every scenario of every built-in game, and for random profiles with
// copies of a scenario (id and a "\x00" suffix), scenarios without a date
// and units only the scenario left out gives a strength.
func TestDatedAsStrengthByDate(t *testing.T) {
	root, err := newRepoRooted()
	if err != nil {
		t.Fatal(err)
	}
	games, _ := filepath.Glob("../scenarios/*")
	n := 0
	for _, dir := range games {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		s := NewSession(root)
		if _, err := s.Game(dir); err != nil {
			t.Fatal(err)
		}
		for _, e := range s.profiles.entries {
			g := e.val
			if g == nil {
				continue
			}
			for _, p := range g.scenarios {
				n += compareDated(t, dir, g, p.id)
			}
			compareDated(t, dir, g, "no such scenario")
		}
	}
	if n < 500 {
		t.Fatalf("only %d units compared on the built-in games", n)
	}
	rng := rand.New(rand.NewPCG(29, 2))
	ids := []string{"a", "a\x00copy", "b", "c", "ab"}
	dates := []string{"", "1862-04-06", "1862-04-07", "1863-11-24"}
	for round := range 300 {
		g := &gameProfile{}
		for range 1 + rng.IntN(8) {
			p := profiled{id: ids[rng.IntN(len(ids))], date: dates[rng.IntN(len(dates))], strength: map[string]int{}}
			for range rng.IntN(6) {
				p.strength[fmt.Sprintf("u%d", rng.IntN(8))] = rng.IntN(9)
			}
			g.scenarios = append(g.scenarios, p)
		}
		for _, id := range ids {
			compareDated(t, fmt.Sprintf("round %d", round), g, id)
		}
	}
}

func compareDated(t *testing.T, name string, g *gameProfile, id string) int {
	t.Helper()
	want := strengthByDate(g.others(id))
	got := g.dated(id)
	units := map[string]bool{}
	for u := range want {
		units[u] = true
	}
	for u := range got.all {
		units[u] = true
	}
	for u := range units {
		w, d := want[u], got.of(u)
		if len(w) == 0 && len(d) == 0 {
			continue
		}
		if !maps.Equal(w, d) {
			t.Errorf("%s: scenario %q: unit %s: dated gives %v, strengthByDate of the others %v", name, id, u, d, w)
		}
	}
	return len(units)
}
