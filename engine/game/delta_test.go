package game

import (
	"os"
	"reflect"
	"runtime"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Undoing every action of the recorded Scenario 2 game, one by one, walks
// back through exactly the states the game passed through (units, control,
// flags, reinforcement rows, dice), down to the state at set-up.
func TestUndoWalksBackThroughEveryState(t *testing.T) {
	data, err := os.ReadFile(s2Moves)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := DecodeMoves(data)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(pos, Options{Seed: *mv.Seed, ScenarioPath: s2Path})
	if err != nil {
		t.Fatal(err)
	}
	states := []*State{g.st.clone()}
	for i, a := range mv.Actions {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d refused: %v", i, err)
		}
		states = append(states, g.st.clone())
	}
	for i := len(mv.Actions); i > 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g.st, states[i-1]) {
			t.Fatalf("after undoing action %d (%s) the state differs from the one before it", i, mv.Actions[i-1].Kind())
		}
	}
	if err := g.Undo(); err == nil {
		t.Error("undo past the start succeeded")
	}
}

// BenchmarkPlayMemoryPerAction replays the Scenario 2 game's actions and
// reports the heap the game keeps per action (log entry and undo delta).
func BenchmarkPlayMemoryPerAction(b *testing.B) {
	data, err := os.ReadFile(s2Moves)
	if err != nil {
		b.Fatal(err)
	}
	mv, err := DecodeMoves(data)
	if err != nil {
		b.Fatal(err)
	}
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		b.Fatal(err)
	}
	var perAction float64
	for b.Loop() {
		g, err := New(pos, Options{Seed: *mv.Seed, ScenarioPath: s2Path})
		if err != nil {
			b.Fatal(err)
		}
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
