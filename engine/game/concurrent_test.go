package game

import (
	"maps"
	"sync"
	"testing"
)

// The engine under concurrent use, as the editor runs it: its background
// analysis and several play-tests search and move at once, each on its own
// game, while sharing what the engine caches between games (the search
// memory pool, parsed rulesets and regions). Four goroutines each load ITW
// S2 and ask every unit's reachable hexes twice; the two answers must agree
// and match the answers of a game searched alone. The race detector stage
// runs this test (scripts/test.sh).
func TestConcurrentGamesAgreeWithOneAlone(t *testing.T) {
	alone := newGame(t, s2Path)
	want := map[string]map[string]float64{}
	for _, u := range alone.st.Units.All() {
		if !u.InPlay() {
			continue
		}
		r, err := alone.Reachable(u.ID, nil)
		if err != nil {
			t.Fatal(err)
		}
		want[u.ID] = named(alone, r)
	}
	if len(want) < 40 {
		t.Fatalf("ITW S2 has %d units in play; want its whole set-up", len(want))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(want))
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := newGame(t, s2Path)
			for range 2 {
				for id, mp := range want {
					r, err := g.Reachable(id, nil)
					if err != nil {
						errs <- err.Error()
						return
					}
					if got := named(g, r); !maps.Equal(got, mp) {
						errs <- id + ": reachable hexes differ from the game searched alone"
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// named keys a reachability's MP by hex id, so games loaded apart compare.
func named(g *Game, r Reachability) map[string]float64 {
	out := make(map[string]float64, len(r.MP))
	for h, mp := range r.MP {
		out[g.Name(h)] = float64(mp)
	}
	return out
}
