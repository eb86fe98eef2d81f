package game

import (
	"strings"
	"testing"
)

// Rally judged against the OOB's cohesion rating (ITW IT L4780-4801, the
// Rally Table; EN L794-797, BB 13.42) in Scenario 1 at the 6 AM turn, the
// d10 read 0-9 (EN L763). A rallying unit is Disordered and so shows its
// Disordered side: the roll is judged against that side's rating.
//
//	IT L4784-4786  roll <= rating: rallied
//	IT L4788-4790  roll > rating: stays Disordered
//	IT L4792       roll >= rating x 2: stays Disordered, loses 1 SP
//	EN L1235-1240  Union +1 until the end of 9 AM on the first day
//
// 25 MO (Union, alone in S3514, 8 SP, EN L1627) is given the ratings 6 on
// its good-order side and 4 on its Disordered side (the test's numbers: the
// counters print them, the seeds do not).
func TestRallyReadsOOBCohesion(t *testing.T) {
	g := newGame(t, s1Path)
	rate(t, g, "u-25-mo", ip(6), ip(4))
	dis := func() {
		apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}})
	}
	dis()
	// Die 4 +1 = 5 > 4 (Disordered side): stays. Against the good side's 6,
	// or the 9 the action gives, it would have rallied: the OOB wins.
	e := apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(9), Result: []int{4}})
	wantCodes(t, e, "rally/all/stays")
	if ev := events(e, "table"); len(ev) != 1 || !strings.Contains(ev[0].Message, "against cohesion 4") {
		t.Fatalf("table event %+v, want the roll judged against cohesion 4", ev)
	}
	if len(events(e, "note")) != 1 {
		t.Errorf("no note that the given rating 9 was set aside: %+v", e.Events)
	}
	// No rating given at all: the OOB's suffices. Die 7 +1 = 8 >= 2 x 4:
	// stays and loses 1 SP (8 -> 7); against 6 it would only stay (8 < 12).
	e = apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Result: []int{7}})
	wantCodes(t, e, "rally/all/loses-sp")
	if u := unitOf(t, g, "u-25-mo"); !u.HasStatus("disordered") || *u.Strength != 7 {
		t.Fatalf("after 8 against 4: %+v", u)
	}
	// Die 3 +1 = 4 <= 4: rallied.
	e = apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Result: []int{3}})
	wantCodes(t, e, "rally/all/rallied")
	if u := unitOf(t, g, "u-25-mo"); u.HasStatus("disordered") {
		t.Fatalf("after 4 against 4 still Disordered: %+v", u)
	}
}

// An OOB that rates only the good-order side gives nothing for a
// Disordered unit: the action's rating decides, and without one the engine
// asks for it. Die 3 +1 = 4 > 3: stays (IT L4788-4790).
func TestRallyOOBWithoutDisorderedSide(t *testing.T) {
	g := newGame(t, s1Path)
	rate(t, g, "u-25-mo", ip(6), nil)
	apply(t, g, Action{Action: ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}})
	refuse(t, g, Action{Action: ActRally, Unit: "u-25-mo", Result: []int{3}}, "give it as rating")
	e := apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(3), Result: []int{3}})
	wantCodes(t, e, "rally/all/stays")
}
