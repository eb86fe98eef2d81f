package game

import (
	"slices"
	"testing"
)

// choice returns the table choice of that id, if offered.
func choice(g *Game, id string) (TableChoice, bool) {
	for _, c := range g.TableChoices() {
		if c.ID == id {
			return c, true
		}
	}
	return TableChoice{}, false
}

// The Alert Schedule's rolls by turn in Scenario 1 (ITW IT L4361-4457):
// at 6 AM only 1/6/T rolls (IT L4382-4384); at 7 AM 3/5/T, the rest of
// 5/T and 6/T roll (IT L4392-4412); at 8 AM two divisions of the Army of
// the Tennessee (IT L4416), at 9 AM every command is alerted (IT L4420).
// The random events chart is only reached from the random events side roll
// (EN L814-870) and is never offered on its own; the rally table always is.
func TestTableChoicesS1(t *testing.T) {
	g := newGame(t, s1Path)
	if _, ok := choice(g, "rally"); !ok {
		t.Error("no rally table offered")
	}
	if _, ok := choice(g, "random-event-chart"); ok {
		t.Error("the chart a side roll leads to is offered on its own")
	}
	c, ok := choice(g, "alert-schedule")
	if !ok || !slices.Equal(c.Formations, []string{"1/6/T"}) {
		t.Fatalf("6 AM alert rolls %v (%v), want 1/6/T only", c.Formations, ok)
	}
	apply(t, g, Action{Action: ActAlert, Formation: "1/6/T", Result: []int{4}})
	if c, ok := choice(g, "alert-schedule"); ok {
		t.Errorf("1/6/T, alerted, is offered again: %v", c.Formations)
	}
	apply(t, g, Action{Action: ActNextTurn})
	c, _ = choice(g, "alert-schedule")
	for _, f := range []string{"3/5/T", "5/T", "6/T"} {
		if !slices.Contains(c.Formations, f) {
			t.Errorf("7 AM alert rolls %v lack %s", c.Formations, f)
		}
	}
}

// Roar of Battle (IT L4472-4473): each brigade of McClernand's (1/T),
// W. Wallace's (2/T) and Hurlbut's (4/T) divisions rolls its own mission,
// and no other formation does; the game's OOB gives each of the three
// divisions three brigades.
func TestTableChoicesMissions(t *testing.T) {
	g := newGame(t, s1Path)
	c, ok := choice(g, "roar-of-battle")
	if !ok {
		t.Fatal("Roar of Battle not offered")
	}
	got := slices.Sorted(slices.Values(c.Formations))
	want := []string{"1/1/T", "1/2/T", "1/4/T", "2/1/T", "2/2/T", "2/4/T", "3/1/T", "3/2/T", "3/4/T"}
	if !slices.Equal(got, want) {
		t.Errorf("missions for %v, want %v", got, want)
	}
}
