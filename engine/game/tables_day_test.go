package game

import (
	"strings"
	"testing"
)

const s10Path = "../../scenarios/itw-shiloh/10-johnston-has-his-way.scenario.json"

// toTurn plays next-turn actions until the game stands at turn id.
func toTurn(t *testing.T, g *Game, id string) {
	t.Helper()
	for g.TurnID() != id {
		if g.Over() {
			t.Fatalf("the game ended before %s", id)
		}
		apply(t, g, Action{Action: ActNextTurn})
	}
}

// firstDayDRM rallies 25 MO (Union, alone in S3514 in S1 and in S10, which
// uses the S1 Union set-up, EN L5031) at the current turn with a die of 4
// against a given rating of 4 and reports whether the Union's first-day +1
// was added: 4 +1 = 5 > 4 stays Disordered (IT L4788-4790), 4 <= 4 rallies
// (IT L4784-4786).
func firstDayDRM(t *testing.T, g *Game) bool {
	t.Helper()
	apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}})
	e := apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(4), Result: []int{4}})
	ev := events(e, "table")
	if len(ev) != 1 {
		t.Fatalf("%s: table events %+v", g.TurnID(), ev)
	}
	plus := strings.Contains(ev[0].Message, "union-first-day +1")
	want := "rally/all/rallied"
	if plus {
		want = "rally/all/stays"
	}
	if ev[0].Code != want {
		t.Fatalf("%s: row %s with the DRM %v (%s)", g.TurnID(), ev[0].Code, plus, ev[0].Message)
	}
	apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", RemoveStatus: []string{"disordered"}})
	return plus
}

// The Union's +1 to Rally rolls "until the end of the 9 AM turn" of any
// first-day scenario (BB 30.0, EN L1235-1240; S1 special rules, EN
// L1330-1333). S10 keeps every S1 special rule (EN L4815-4816) and is
// fought on April 5 (EN L4801-4806), so its first day is April 5: the +1
// holds from 7 AM through 9 AM April 5, and not after, nor on the April 6
// of its extended game (EN L4949-4950), which is the second day.
func TestFirstDayRallyDRMInS10(t *testing.T) {
	g := newGame(t, s10Path)
	g.Scenario.Length.Last = g.Scenario.Length.ExtendedLast // the players extend the game
	for _, c := range []struct {
		turn string
		plus bool
	}{
		{"apr5-0700", true},
		{"apr5-0900", true},
		{"apr5-1000", false},
		{"apr5-1800", false},
		{"apr6-0600", false},
		{"apr6-0900", false},
	} {
		toTurn(t, g, c.turn)
		if got := firstDayDRM(t, g); got != c.plus {
			t.Errorf("S10 %s: first-day +1 %v, want %v", c.turn, got, c.plus)
		}
	}
}

// In S1 (April 6, the first day) the +1 holds through 9 AM and not at
// 10 AM; S8 is fought on April 7, the second day (EN L1235: first-day
// scenarios only), so it never applies there.
func TestFirstDayRallyDRMInS1AndS8(t *testing.T) {
	g := newGame(t, s1Path)
	for _, c := range []struct {
		turn string
		plus bool
	}{{"apr6-0600", true}, {"apr6-0900", true}, {"apr6-1000", false}} {
		toTurn(t, g, c.turn)
		if got := firstDayDRM(t, g); got != c.plus {
			t.Errorf("S1 %s: first-day +1 %v, want %v", c.turn, got, c.plus)
		}
	}
	g = newGame(t, "../../scenarios/itw-shiloh/08-the-second-day.scenario.json")
	if day, ok := g.Scenario.BattleDay(0); !ok || day != 2 {
		t.Fatalf("S8 opens on day %d (%v), want the second day", day, ok)
	}
}

// Battle events by day (IT L5075-5108): a 76 is Looting at 8 AM-1 PM of
// the first day (IT L5087) and No Effect on the second day, which reads
// the 2 PM-6 PM ranges (58-99) and ignores Looting (IT L5105-5108). In the
// extended S10 April 6 is the second day: at 8 AM April 6 a 76 is no
// effect, where at 8 AM April 5 it was Looting.
func TestBattleEventsSecondDayOfS10(t *testing.T) {
	g := newGame(t, s10Path)
	g.Scenario.Length.Last = g.Scenario.Length.ExtendedLast
	toTurn(t, g, "apr5-0800")
	e := apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{7, 6}})
	wantCodes(t, e, "battle-events/day-one-8am-1pm/looting")
	toTurn(t, g, "apr6-0800")
	e = apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{7, 6}})
	wantCodes(t, e, "battle-events/day-two/no-effect")
	// 22-39 is Mistaken Fire USA on the second day (IT L5097), where the
	// first day's 8 AM-1 PM range would read a 25 as Mistaken Fire CSA
	// (00-39, IT L5081).
	e = apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{2, 5}})
	wantCodes(t, e, "battle-events/day-two/mistaken-fire-usa")
}
