package game

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
)

// Undoing every action of a game, one by one, walks back through exactly the
// states the game passed through (units, control, flags, reinforcement
// rows, dice, and any field added later: the comparison walks the whole
// State by reflection), down to the state at set-up; a refused action
// leaves the state as it was. Games: the recorded ITW Scenario 2 game and
// seeded random games of ITW S2 and HSN S2, S4 and S9 (moves along the
// engine's own paths, entries, rolls, adjustments, activations and turns):
// three seeds a game, one with -short.
func TestUndoWalksBackThroughEveryState(t *testing.T) {
	mv, newS2 := s2Game(t)
	walkBack(t, "ITW S2 recorded", newS2(), func(g *Game, i int) (Action, bool) {
		if i >= len(mv.Actions) {
			return Action{}, false
		}
		return mv.Actions[i], true
	})
	games := []string{s2Path,
		"../../scenarios/hsn/02-the-race-for-columbia.scenario.json",
		"../../scenarios/hsn/04-we-will-make-the-fight.scenario.json",
		"../../scenarios/hsn/09-hood-strikes-north.scenario.json"}
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	for _, path := range games {
		for seed := range seeds {
			rng := rand.New(rand.NewPCG(seed, 11))
			g := newGame(t, path)
			walkBack(t, fmt.Sprintf("%s seed %d", path, seed), g, func(g *Game, i int) (Action, bool) {
				return randomAction(g, rng), i < 120
			})
		}
	}
}

// walkBack applies the actions next gives, keeping a dump of the state after
// each, then undoes them all and compares.
func walkBack(t *testing.T, name string, g *Game, next func(*Game, int) (Action, bool)) {
	t.Helper()
	states := []string{dump(g.st)}
	applied := 0
	for i := 0; ; i++ {
		a, ok := next(g, i)
		if !ok {
			break
		}
		if _, err := g.Apply(a); err != nil {
			if got := dump(g.st); got != states[len(states)-1] {
				t.Fatalf("%s: refused action %d (%+v) changed the state", name, i, a)
			}
			continue
		}
		applied++
		states = append(states, dump(g.st))
	}
	if applied < 10 {
		t.Fatalf("%s: only %d actions applied", name, applied)
	}
	for i := len(states) - 1; i > 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if got := dump(g.st); got != states[i-1] {
			t.Fatalf("%s: after undoing action %d the state differs from the one before it:\n%s", name, i, firstDiff(got, states[i-1]))
		}
	}
	if err := g.Undo(); err == nil {
		t.Errorf("%s: undo past the start succeeded", name)
	}
}

// randomAction picks an action for the game's current side.
func randomAction(g *Game, rng *rand.Rand) Action {
	var mine []string
	for _, u := range g.Units() {
		if u.InPlay() && u.Side == g.Clock().Side && !u.Finished {
			mine = append(mine, u.ID)
		}
	}
	switch n := rng.IntN(20); {
	case n < 10 && len(mine) > 0:
		u := mine[rng.IntN(len(mine))]
		r, err := g.Reachable(u, nil)
		if err != nil {
			return Action{Unit: u}
		}
		hexes := make([]string, 0, len(r.MP))
		for o := range r.MP {
			hexes = append(hexes, g.Name(o))
		}
		sort.Strings(hexes)
		dest, _ := g.Board.Parse(hexes[rng.IntN(len(hexes))])
		var path []string
		for _, o := range r.Path(dest) {
			path = append(path, g.Name(o))
		}
		udd := []string{"pass", "fail", "pass", "pass"}[rng.IntN(4):]
		return Action{Unit: u, Path: path, UDD: udd}
	case n < 12:
		if as := g.Arrivals(); len(as) > 0 {
			row := as[rng.IntN(len(as))].Row
			return Action{Action: ActEnter, Row: &row, Delay: rng.IntN(3) == 0}
		}
		return Action{Action: ActRoll, Dice: "2d6", Reason: "test"}
	case n < 13:
		return Action{Action: ActRoll, Dice: "1d10", Reason: "test"}
	case n < 15 && len(mine) > 0:
		u := mine[rng.IntN(len(mine))]
		loss := 1
		return Action{Action: ActAdjust, Unit: u, Loss: &loss, AddStatus: []string{"disordered"}}
	case n < 16:
		return Action{Action: ActAdjust, Flags: map[string]bool{fmt.Sprint("f", rng.IntN(3)): rng.IntN(2) == 0}}
	case n < 17 && len(mine) > 0:
		u, _ := g.Unit(mine[rng.IntN(len(mine))])
		return Action{Action: ActAdjust, Control: map[string]string{g.Name(u.Hex): []string{"", u.Side}[rng.IntN(2)]}}
	case n < 19:
		return Action{Action: ActEndActivation}
	}
	return Action{Action: ActNextTurn}
}

// dump writes a value out in full, following pointers and reading
// unexported fields, maps in key order.
func dump(v any) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(v))
	return b.String()
}

func dumpValue(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		dumpValue(b, v.Elem())
	case reflect.Struct:
		b.WriteString("{")
		for i := range v.NumField() {
			fmt.Fprintf(b, "%s:", v.Type().Field(i).Name)
			dumpValue(b, v.Field(i))
			b.WriteString(" ")
		}
		b.WriteString("}\n")
	case reflect.Slice, reflect.Array:
		b.WriteString("[")
		for i := range v.Len() {
			dumpValue(b, v.Index(i))
			b.WriteString(",")
		}
		b.WriteString("]")
	case reflect.Map:
		var ks []string
		for it := v.MapRange(); it.Next(); {
			var kb, vb strings.Builder
			dumpValue(&kb, it.Key())
			dumpValue(&vb, it.Value())
			ks = append(ks, kb.String()+"="+vb.String())
		}
		slices.Sort(ks)
		fmt.Fprint(b, ks)
	case reflect.String:
		fmt.Fprintf(b, "%q", v.String())
	case reflect.Bool:
		fmt.Fprint(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		fmt.Fprint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		fmt.Fprint(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		fmt.Fprint(b, v.Float())
	default:
		fmt.Fprintf(b, "<%s>", v.Kind())
	}
}

// firstDiff shows where two dumps part.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "got  " + al[i] + "\nwant " + bl[i]
		}
	}
	return "lengths differ"
}

// BenchmarkPlayMemoryPerAction replays the Scenario 2 game's actions and
// reports the heap the game keeps per action (log entry and kept state).
func BenchmarkPlayMemoryPerAction(b *testing.B) {
	mv, newGame := s2Game(b)
	var perAction float64
	for b.Loop() {
		g := newGame()
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		if _, err := g.Replay(mv.Actions); err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&m1)
		perAction = float64(int64(m1.HeapAlloc)-int64(m0.HeapAlloc)) / float64(len(mv.Actions))
		runtime.KeepAlive(g)
	}
	b.ReportMetric(perAction, "heap-B/action")
}
