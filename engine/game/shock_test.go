package game

import (
	"os"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// shockGame replays testdata/s2-shock.moves.json up to (not including) its
// last action, the shock, and returns the game and that action.
func shockGame(t *testing.T) (*Game, Action) {
	t.Helper()
	data, err := os.ReadFile("testdata/s2-shock.moves.json")
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
	n := len(mv.Actions) - 1
	if _, err := g.Replay(mv.Actions[:n]); err != nil {
		t.Fatal(err)
	}
	return g, mv.Actions[n]
}

// shockEvent returns the "shock" event's message of an entry.
func shockEvent(t *testing.T, e Entry) (string, []int) {
	t.Helper()
	for _, ev := range e.Events {
		if ev.Kind == "shock" {
			return ev.Message, ev.Rolls
		}
	}
	t.Fatalf("no shock event in %+v", e.Events)
	return "", nil
}

// The move file's shock, worked by hand from the Italian player aids (ITW
// IT L4669-4779): 7 AR (13 SP, Disordered at set-up) and 2 AR (8 SP, set by
// the file) of Shaver's brigade, in S3117 and S3218, shock 25 MO (9 SP) in
// S3217, all in Woods with no hexside between them.
//   - odds 21 to 9 = 2.33: the largest column at or below is 2-1, +2 (L4777);
//   - one attacker Disordered: -1 (L4709); Shaver's brigade is under Attack
//     orders, so no Advance-orders -1 (L4713); 25 MO is in good order;
//   - Woods: shock modifier 0 into the hex (TEC, IT L4172-4175), no shockOut;
//     front position 0.
//
// DRM +1. The procedure (IT L4747-4763) first has 25 MO take its
// pre-shock cohesion check (step 4, L4754): no leader, not in March, in
// good order, attacked from the front, so DRM 0; the OOB gives no
// cohesion, so the seeded die (a 4) is logged for the player and the check
// has no effect. The seed's next die is a 6 on the book's d10, whose faces
// read 0-9 (EN L763, L768, L3937; IT L816, L4794), modified 7: row 5-7,
// "the defender retreats one hex and Disorders" (L4684). 25 MO leaves
// S3217 straight away from 7 AR in S3117 (south-west of it), so north-east,
// into S3316, and is Disordered. Step 6e (L4763) then Disorders the
// attackers: 2 AR goes into Disorder; 7 AR, Disordered already, takes the
// Second Disorder table's post-shock row for infantry, "loses 1 SP"
// (L4616-4617, attackers only L4626-4627): 13 -> 12.
func TestShockMoveFile(t *testing.T) {
	g, shock := shockGame(t)
	e := apply(t, g, shock)
	msg, rolls := shockEvent(t, e)
	if len(rolls) != 1 || rolls[0] != 6 {
		t.Fatalf("seed 20260406 rolled %v, the hand working assumes 6: %s", rolls, msg)
	}
	if pre := eventsOf(e, "udd-required"); len(pre) != 1 || pre[0].Unit != "u-25-mo" || len(pre[0].Rolls) != 1 || pre[0].Rolls[0] != 4 || !strings.Contains(pre[0].Message, "pre-shock") {
		t.Errorf("pre-shock check: %+v, want 25 MO's, rolled 4", pre)
	}
	for _, want := range []string{"column 2-1 +2", "attacker-disordered -1", "modified 7: defender-retreats", "IT L4684"} {
		if !strings.Contains(msg, want) {
			t.Errorf("shock event %q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "attacker-advance-orders") {
		t.Errorf("Attack orders took the Advance-orders DRM: %s", msg)
	}
	mo := g.unit("u-25-mo")
	if got := g.Name(mo.Hex); got != "S3316" || !mo.HasStatus("disordered") || *mo.Strength != 9 {
		t.Errorf("25 MO after the shock: %s %v %d SP, want S3316 disordered 9 SP", got, mo.Status, *mo.Strength)
	}
	if ar := g.unit("c-7-ar"); *ar.Strength != 12 || g.Name(ar.Hex) != "S3117" {
		t.Errorf("7 AR after the shock: %s %d SP, want S3117 12 SP", g.Name(ar.Hex), *ar.Strength)
	}
	if two := g.unit("c-2-ar"); *two.Strength != 8 || !two.HasStatus("disordered") {
		t.Errorf("2 AR after the shock: %d SP %v, want 8 SP Disordered", *two.Strength, two.Status)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if mo := g.unit("u-25-mo"); g.Name(mo.Hex) != "S3217" || mo.HasStatus("disordered") {
		t.Errorf("undo left 25 MO in %s %v", g.Name(mo.Hex), mo.Status)
	}
}

// The same shock with the player's die of 3: modified 4, the bloody stall
// (L4679-4682): each side loses 1 SP in all, from its strongest unit
// (7 AR, 13 -> 12; 25 MO, 9 -> 8), and both sides Disorder; with a 9,
// modified 10: 25 MO retreats two hexes (S3316, then S3416 straight on),
// Disorders, and routs on a failed UDD (L4690-4693); 7 AR and 2 AR may not
// advance together into S3217 (21 SP of one brigade).
func TestShockRowsByGivenRoll(t *testing.T) {
	g, shock := shockGame(t)
	shock.Result = []int{3}
	e := apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 4: bloody-stall") {
		t.Fatalf("a 3 with DRM +1: %s", msg)
	}
	ar, two, mo := g.unit("c-7-ar"), g.unit("c-2-ar"), g.unit("u-25-mo")
	if *ar.Strength != 12 || *two.Strength != 8 || *mo.Strength != 8 || !mo.HasStatus("disordered") || !two.HasStatus("disordered") {
		t.Errorf("bloody stall: 7 AR %d, 2 AR %d %v, 25 MO %d %v", *ar.Strength, *two.Strength, two.Status, *mo.Strength, mo.Status)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	shock.Result, shock.UDD, shock.Advance = []int{9}, []string{"fail"}, true
	// 7 AR (13 SP) and 2 AR (8 SP) of one brigade may not both advance into
	// S3217: 21 SP where the chart allows 15 of one brigade (IT L4658-4660).
	refuse(t, g, shock, "21 infantry SP, the limit is 15")
	shock.Advance = false
	e = apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "modified 10: defender-routed") {
		t.Fatalf("a 9 with DRM +1: %s", msg)
	}
	mo = g.unit("u-25-mo")
	if g.Name(mo.Hex) != "S3416" || !mo.HasStatus("routed") || !mo.HasStatus("disordered") {
		t.Errorf("25 MO after a 10: %s %v, want S3416 disordered and routed", g.Name(mo.Hex), mo.Status)
	}
	if g.Name(g.unit("c-7-ar").Hex) == "S3217" || g.Name(g.unit("c-2-ar").Hex) == "S3217" {
		t.Errorf("the attackers advanced into S3217 without Advance")
	}
}

// A shock the table cannot resolve is refused with the reason: a unit
// without strength, a target not next to the attacker, a modifier the
// ruleset does not have.
func TestShockRefusals(t *testing.T) {
	g, shock := shockGame(t)
	refuse(t, g, Action{Action: ActShock, Units: []string{"c-7-ar"}, Target: "S3418"}, "is not next to S3418")
	refuse(t, g, Action{Action: ActShock, Units: []string{"c-7-ar"}, Target: "S3217", Declared: []string{"bayonets"}}, `"bayonets" is not a modifier`)
	refuse(t, g, Action{Action: ActShock, Units: []string{"c-7-ar"}, Target: "S3116"}, "no enemy unit stands in S3116")
	shock.Units = []string{"c-6-ar"}
	refuse(t, g, shock, "not next to")
}

// The seeds print no fire table body for GBACW, so the gbacw ruleset has
// none: fire is refused with the way to resolve it by hand.
func TestFireWithoutTable(t *testing.T) {
	g, _ := shockGame(t)
	refuse(t, g, Action{Action: ActFire, Units: []string{"c-7-ar"}, Target: "S3217"}, "has no fire table (the seeds do not print one): roll the dice and adjust")
}

// The book's d10 reads 0-9: "if the roll is 0, he is killed" (EN L763), "a
// die roll of 0 or 1" (EN L768), "a die roll of zero" (EN L3937), "0-3 ...
// 4-7 ... 8-9" (IT L816), "an unmodified 9 or more" (IT L4794). The same
// shock as TestShockMoveFile (DRM +1, worked there) with the player's 0 is
// modified 1: the first row, "the attacker retreats one hex and Disorders;
// the defender may continue" (IT L4673-4675): 7 AR and 2 AR leave their
// hexes, Disordered, and 25 MO stays in S3217 in good order. A 10 is no
// face of that die.
func TestShockDieReadsZeroToNine(t *testing.T) {
	g, shock := shockGame(t)
	shock.Result = []int{10}
	refuse(t, g, shock, "not a face of a d10 (0-9)")
	shock.Result = []int{0}
	e := apply(t, g, shock)
	if msg, _ := shockEvent(t, e); !strings.Contains(msg, "= 0,") || !strings.Contains(msg, "modified 1: attacker-retreats") {
		t.Fatalf("a 0 with DRM +1: %s", msg)
	}
	ar, two, mo := g.unit("c-7-ar"), g.unit("c-2-ar"), g.unit("u-25-mo")
	if g.Name(ar.Hex) == "S3117" || g.Name(two.Hex) == "S3218" || !ar.HasStatus("disordered") || !two.HasStatus("disordered") {
		t.Errorf("attackers after retreating: 7 AR %s %v, 2 AR %s %v", g.Name(ar.Hex), ar.Status, g.Name(two.Hex), two.Status)
	}
	if g.Name(mo.Hex) != "S3217" || mo.HasStatus("disordered") {
		t.Errorf("25 MO after the attackers retreat: %s %v, want S3217 in good order", g.Name(mo.Hex), mo.Status)
	}
}

// eventsOf returns an entry's events of one kind.
func eventsOf(e Entry, kind string) []Event {
	var out []Event
	for _, ev := range e.Events {
		if ev.Kind == kind {
			out = append(out, ev)
		}
	}
	return out
}
