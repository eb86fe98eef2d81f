package game

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// reachScenarios are the built-in ITW and HSN scenarios the property runs
// on, and the classic one of the test data.
var reachScenarios = []string{
	s1Path, s2Path, s9Path,
	"../../scenarios/itw-shiloh/04-the-hornets-nest.scenario.json",
	hsnS1Path,
	"../../scenarios/hsn/02-the-race-for-columbia.scenario.json",
	"../../scenarios/hsn/06-the-battle-of-nashville.scenario.json",
	classicPath,
}

// TestReachableAgreesWithApply: Reachable and Apply answer the same
// question ("where may this unit end its move now?") by two code paths, so
// on states we did not choose they must agree. For random states of ITW,
// HSN and classic scenarios (a random number of random moves along paths
// the engine accepts, random activations and turns, PCG seeds 1..n), and
// random units of both sides:
//   - every hex Reachable returns is accepted when the unit moves along
//     the path Reachable gives (a refusal a designer's override lifts, an
//     area constraint of the scenario, counts as accepted: the play-test
//     asks for the override);
//   - every neighbouring hex that a one-step move enters is in Reachable.
//
// The book's rule the two must agree on: units end their move within the
// stacking limits (ITW stacking table, IT L4649-4668: the limits say what
// "may occupy a hex"; a stack is checked where it ends, so moving through a
// full friendly hex is allowed), a unit moves only in its side's
// activation (ITW BB 4.24, EN L202-203; HSN 1.0, L1132-1136; SH L2, L4),
// and a leader does not end alone with a wagon (HSN L131).
func TestReachableAgreesWithApply(t *testing.T) {
	seeds := 6
	if testing.Short() {
		seeds = 3
	}
	var n reachTrials
	for _, path := range reachScenarios {
		for seed := 1; seed <= seeds; seed++ {
			g := newGame(t, path)
			rng := rand.New(rand.NewPCG(uint64(seed), 23))
			randomState(t, g, rng, 6+rng.IntN(20))
			units := candidates(g)
			rng.Shuffle(len(units), func(i, j int) { units[i], units[j] = units[j], units[i] })
			for _, id := range units[:min(4, len(units))] {
				checkReachApply(t, g, path, seed, id, rng, &n)
			}
		}
	}
	t.Logf("%d paths of Reachable applied, %d one-step moves tried (%d accepted), %d units with no move now", n.paths, n.steps, n.accepted, n.still)
	// Not vacuous: the random states give moving units and still ones.
	if n.paths < 100 || n.accepted < 50 || n.still < 10 {
		t.Errorf("too few trials: %+v", n)
	}
}

// reachTrials counts what the property checked.
type reachTrials struct{ paths, steps, accepted, still int }

// candidates lists the units on the map, of either side.
func candidates(g *Game) []string {
	var out []string
	for _, u := range g.st.Units.All() {
		if u.InPlay() {
			out = append(out, u.ID)
		}
	}
	return out
}

// randomState plays n random actions: mostly a random phasing unit moved
// to a random hex of its reach (UDDs passed), sometimes the end of the
// activation or of the turn. Refused actions are dropped.
func randomState(t *testing.T, g *Game, rng *rand.Rand, n int) {
	t.Helper()
	for range n {
		switch k := rng.IntN(10); {
		case k == 0:
			_, _ = g.Apply(Action{Action: ActNextTurn})
			continue
		case k <= 2:
			_, _ = g.Apply(Action{Action: ActEndActivation})
			continue
		}
		var mine []string
		for _, u := range g.st.Units.All() {
			if u.InPlay() && u.Side == g.st.Clock.Side {
				mine = append(mine, u.ID)
			}
		}
		if len(mine) == 0 {
			continue
		}
		id := mine[rng.IntN(len(mine))]
		r, err := g.Reachable(id, nil)
		if err != nil || len(r.MP) < 2 {
			continue
		}
		dests := sortedHexes(r.MP)
		d := dests[rng.IntN(len(dests))]
		_, _ = g.Apply(Action{Unit: id, Path: hexNames(g, r.Path(d)), UDD: passes(), Override: "random state"})
	}
}

// checkReachApply checks both directions for one unit and undoes every
// trial move.
func checkReachApply(t *testing.T, g *Game, path string, seed int, id string, rng *rand.Rand, tr *reachTrials) {
	t.Helper()
	u := g.unit(id)
	r, err := g.Reachable(id, nil)
	if err != nil {
		t.Fatalf("%s seed %d: Reachable(%s): %v", path, seed, id, err)
	}
	if len(r.MP) == 1 {
		tr.still++
	}
	dests := sortedHexes(r.MP)
	rng.Shuffle(len(dests), func(i, j int) { dests[i], dests[j] = dests[j], dests[i] })
	for _, d := range dests[:min(12, len(dests))] {
		if d == u.Hex {
			continue
		}
		tr.paths++
		steps := hexNames(g, r.Path(d))
		if err := tryMove(g, id, steps); err != nil {
			t.Errorf("%s seed %d, %s %s: Reachable offers %s by %v, Apply refuses: %v", path, seed, g.TurnLabel(), id, g.Name(d), steps, err)
		}
	}
	for _, n := range g.Board.Geo.Grid.Neighbors(u.Hex) {
		if !g.Board.OnMap(n) {
			continue
		}
		tr.steps++
		if tryMove(g, id, []string{g.Name(n)}) != nil {
			continue
		}
		tr.accepted++
		if _, ok := r.MP[n]; !ok {
			t.Errorf("%s seed %d, %s %s: Apply accepts the step to %s, Reachable leaves it out", path, seed, g.TurnLabel(), id, g.Name(n))
		}
	}
}

// tryMove applies the move and undoes it; a refusal an override lifts
// counts as accepted.
func tryMove(g *Game, id string, steps []string) error {
	a := Action{Unit: id, Path: steps, UDD: passes()}
	_, err := g.Apply(a)
	var r *Refusal
	if errors.As(err, &r) && r.Overridable {
		a.Override = "property test"
		_, err = g.Apply(a)
	}
	if err != nil {
		return err
	}
	return g.Undo()
}

func passes() []string { return slices.Repeat([]string{"pass"}, 12) }

func sortedHexes(m map[hexgrid.Offset]float64) []hexgrid.Offset {
	out := make([]hexgrid.Offset, 0, len(m))
	for o := range m {
		out = append(out, o)
	}
	slices.SortFunc(out, func(a, b hexgrid.Offset) int {
		if a.Col != b.Col {
			return a.Col - b.Col
		}
		return a.Row - b.Row
	})
	return out
}

func hexNames(g *Game, hs []hexgrid.Offset) []string {
	out := make([]string, len(hs))
	for i, o := range hs {
		out[i] = g.Name(o)
	}
	return out
}
