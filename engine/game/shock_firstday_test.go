package game

import (
	"strings"
	"testing"
)

// The first-day Union modifier in the shock procedure. "Union units add
// +1 to all UDDs, Rally rolls, Pre-Shock Cohesion Checks, Rout Checks, and
// Green Commitment Checks until the end of the 9 AM turn for any first day
// scenario" (ITW EN L1235-1240; the S1 special rules repeat it, L1330-1333).
// A UDD passes when the modified roll is at or below the unit's cohesion
// (EN L824-833), so the +1 is against the Union.

// preShockAt shocks 25 MO (Union, rated 4 in good order, alone in S3514 in
// S1's set-up) with 2 AR (Confederate, given 8 SP, placed in a free hex next
// to it) at the game's current turn, the player's pre-shock die 4, and
// returns 25 MO's check.
func preShockAt(t *testing.T, g *Game) Event {
	t.Helper()
	mo := g.unit("u-25-mo")
	free := ""
	for _, n := range g.Board.Geo.Grid.Neighbors(mo.Hex) {
		if len(g.occupancy()[n]) == 0 {
			free = g.Name(n)
			break
		}
	}
	if free == "" {
		t.Fatalf("no free hex next to 25 MO in %s", g.Name(mo.Hex))
	}
	eight := 8
	apply(t, g, Action{Action: ActAdjust, Unit: "c-2-ar", Hex: free, Strength: &eight})
	e := apply(t, g, Action{Action: ActShock, Units: []string{"c-2-ar"}, Target: g.Name(mo.Hex), Result: []int{4}, PreShock: []string{"4"}, UDD: []string{"pass"}})
	for _, ev := range eventsOf(e, "udd-required") {
		if ev.Unit == "u-25-mo" && strings.Contains(ev.Message, "pre-shock") {
			return ev
		}
	}
	t.Fatalf("%s: no pre-shock check of 25 MO: %+v", g.TurnID(), e.Events)
	return Event{}
}

// The same shock in S1 (first day, April 6) through the turns: the die 4
// against cohesion 4 at 9 AM is at +1, "until the end of the 9 AM turn"
// (EN L1238): 4 + 1 = 5 > 4 fails; at 10 AM the +1 is gone and 4 <= 4
// passes; on April 7 of the extended game (the second day, EN L1235 speaks
// of first-day scenarios only) too.
func TestShockFirstDayBoundary(t *testing.T) {
	g := newGame(t, s1Path)
	g.Scenario.Length.Last = g.Scenario.Length.ExtendedLast // the players extend the game
	rate(t, g, "u-25-mo", ip(4), ip(2))
	for _, c := range []struct {
		turn, want string
		plus       bool
	}{
		{"apr6-0900", "fail", true},
		{"apr6-1000", "pass", false},
		{"apr7-0600", "pass", false},
	} {
		toTurn(t, g, c.turn)
		ev := preShockAt(t, g)
		if ev.Result != c.want || strings.Contains(ev.Message, "union-first-day +1") != c.plus {
			t.Errorf("S1 %s: pre-shock check %q (%s), want %s with the first-day +1 %v", c.turn, ev.Result, ev.Message, c.want, c.plus)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
}

// The Confederates take no first-day modifier ("Union units", EN L1236):
// in S2 at 8 AM, the first-day turn of TestShockPreShockCheck, 25 MO
// shocks 2 AR (8 SP, in good order, rated 4 here) in S3218 in the Union's
// activation; 2 AR's check at DRM 0 passes on a 4 (4 <= 4), where 25 MO's
// fails on the same die (4 + 1 = 5 > 4).
func TestShockFirstDayNotForConfederates(t *testing.T) {
	g, _ := shockGame(t)
	apply(t, g, Action{Action: ActEndActivation})
	rate(t, g, "c-2-ar", ip(4), ip(2))
	e := apply(t, g, Action{Action: ActShock, Units: []string{"u-25-mo"}, Target: "S3218", Result: []int{4}, PreShock: []string{"4"}, UDD: []string{"pass"}})
	pre := eventsOf(e, "udd-required")
	if len(pre) == 0 || pre[0].Unit != "c-2-ar" || pre[0].Result != "pass" || !strings.Contains(pre[0].Message, "modified 4 against cohesion 4") || strings.Contains(pre[0].Message, "first-day") {
		t.Errorf("2 AR's pre-shock check: %+v, want a pass at DRM 0", pre)
	}
}

// Every UDD of a Union unit takes the +1, not only the pre-shock check
// (EN L1236 "all UDDs"): the UDD after retreating from a shock, here 25
// MO's in S2 at 8 AM. A die of 4 at +1 (the shock DRM of
// TestShockAttackersDisorderAfterwards), modified 5, is "Il Difensore si
// Ritira" (IT L4684): 25 MO, already Disordered, retreats and takes the
// Second Disorder table's shock row UDD (IT L4589-4596); rated 5
// Disordered, the player's 5 fails at +1 (6 > 5) and 25 MO routs.
func TestShockFirstDaySecondDisorderUDD(t *testing.T) {
	g, shock := shockGame(t)
	rate(t, g, "u-25-mo", ip(7), ip(5))
	apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}})
	shock.Result, shock.PreShock, shock.UDD = []int{3}, []string{"pass"}, []string{"5"}
	e := apply(t, g, shock)
	found := false
	for _, ev := range eventsOf(e, "udd-required") {
		if strings.Contains(ev.Message, "second Disorder") {
			found = true
			if ev.Result != "fail" || !strings.Contains(ev.Message, "modified 6 against cohesion 5") {
				t.Errorf("second-Disorder UDD: %s, want 5 + 1 = 6 > 5: fail", ev.Message)
			}
		}
	}
	if !found || !g.unit("u-25-mo").HasStatus("routed") {
		t.Errorf("25 MO %v; UDD events %+v", g.unit("u-25-mo").Status, eventsOf(e, "udd-required"))
	}
}

// The pre-shock check's fatigue modifier, "+? Affaticamento" (IT L4769):
// the aid prints no number, and the seeds give start levels (S4: Peabody's
// brigade is Fatigue 1, EN L2743) but not the modifier of a level nor how
// it grows (series rules 17.x), so the player enters the unit's fatigue
// modifier. 25 MO at fatigue 1 in S2 at 8 AM, rated 4: the die 3 is
// modified 3 + 1 (first day) + 1 (fatigue) = 5 > 4, a failure, where
// without fatigue it passes (TestShockPreShockCheck); back at fatigue 0 it
// passes again. Fatigue 2 with a die of 2: 2 + 1 + 2 = 5 > 4 fails.
func TestShockPreShockFatigue(t *testing.T) {
	for _, c := range []struct {
		fatigue int
		die     string
		want    string
		drm     string
	}{
		{1, "3", "fail", "DRM +2 (fatigue +1, union-first-day +1)"},
		{0, "3", "pass", "DRM +1 (union-first-day +1)"},
		{2, "2", "fail", "DRM +3 (fatigue +2, union-first-day +1)"},
	} {
		g, shock := shockGame(t)
		rate(t, g, "u-25-mo", ip(4), ip(2))
		f := c.fatigue
		if f > 0 {
			apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", Fatigue: &f})
		}
		shock.Result, shock.PreShock, shock.UDD = []int{3}, []string{c.die}, []string{"pass"}
		e := apply(t, g, shock)
		pre := eventsOf(e, "udd-required")
		if len(pre) == 0 || pre[0].Unit != "u-25-mo" || pre[0].Result != c.want || !strings.Contains(pre[0].Message, c.drm) {
			t.Errorf("fatigue %d, die %s: %+v, want %s at %s", c.fatigue, c.die, pre, c.want, c.drm)
		}
	}
}
