package game

import (
	"reflect"
	"runtime"
	"testing"
)

// Undoing every action of the recorded Scenario 2 game, one by one, walks
// back through exactly the states the game passed through (units, control,
// flags, reinforcement rows, dice), down to the state at set-up.
func TestUndoWalksBackThroughEveryState(t *testing.T) {
	mv, newGame := s2Game(t)
	g := newGame()
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
