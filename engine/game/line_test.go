package game

import "testing"

// ITW BB 30.1 Continuous Line (EN L1357-1387), Scenario 1's constraint
// hardee-continuous-line {applies: 6 AM, activations: 2}: checked at the end
// of each of the first two activations of the 6 AM turn, not after each
// move and not after the second activation.
//
// 23 TN (Cleburne, 2/-/3) stands in S1623 beside 6 MS (S1622). Moving it to
// S1624 leaves it next to no other Cleburne regiment (line.gap), while it
// still touches 27 TN of Wood's brigade in S1723, so the pair rule holds.

func lineGaps(e Entry) []Event {
	var out []Event
	for _, ev := range events(e, "violation") {
		if ev.Code == "line.gap" {
			out = append(out, ev)
		}
	}
	return out
}

func TestContinuousLineGapInActivation1(t *testing.T) {
	g := newGame(t, s1Path)
	mv := apply(t, g, Action{Unit: "c-23-tn", Path: []string{"S1624"}, Turn: "apr6-0600", Activation: 1})
	if len(events(mv, "violation")) != 0 {
		t.Fatalf("the line is checked after a move: %+v", mv.Events)
	}
	end1 := apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	if gaps := lineGaps(end1); len(gaps) != 1 || gaps[0].Unit != "c-23-tn" || gaps[0].Hex != "S1624" {
		t.Fatalf("end of activation 1: want one line.gap for c-23-tn in S1624, got %+v", end1.Events)
	}
	end2 := apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	if len(lineGaps(end2)) != 1 {
		t.Fatalf("end of activation 2: the gap is still there and must be reported: %+v", end2.Events)
	}
	end3 := apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	if len(events(end3, "violation")) != 0 {
		t.Fatalf("end of activation 3: no restriction after the second activation, got %+v", end3.Events)
	}
}

func TestContinuousLineGapInActivation3(t *testing.T) {
	g := newGame(t, s1Path)
	for i := 1; i <= 2; i++ {
		e := apply(t, g, Action{Action: ActEndActivation, Side: "csa", Activation: i})
		if len(events(e, "violation")) != 0 {
			t.Fatalf("the historical setup breaks the line at the end of activation %d: %+v", i, e.Events)
		}
	}
	apply(t, g, Action{Unit: "c-23-tn", Path: []string{"S1624"}, Activation: 3})
	e := apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	if len(events(e, "violation")) != 0 {
		t.Fatalf("a gap made in activation 3 is reported: %+v", e.Events)
	}
}

func TestContinuousLineMendedBeforeTheEnd(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Unit: "c-23-tn", Path: []string{"S1624"}})
	if len(g.Violations()) == 0 {
		t.Fatalf("the live list does not show the gap due at the end of the activation")
	}
	apply(t, g, Action{Unit: "c-23-tn", Path: []string{"S1623"}})
	e := apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	if len(events(e, "violation")) != 0 {
		t.Fatalf("a gap closed within the activation is reported: %+v", e.Events)
	}
}
