package game

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// tableCode returns the table/group/row code of the entry's table events,
// in order.
func tableCodes(e Entry) []string {
	var out []string
	for _, ev := range events(e, "table") {
		out = append(out, ev.Code)
	}
	return out
}

// wantCodes checks the rows an action's rolls took.
func wantCodes(t *testing.T, e Entry, want ...string) {
	t.Helper()
	if got := tableCodes(e); !slices.Equal(got, want) {
		t.Fatalf("rows taken %v, want %v (events %+v)", got, want, e.Events)
	}
}

func unitOf(t *testing.T, g *Game, id string) Unit {
	t.Helper()
	u, ok := g.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// The Rally Table (ITW IT L4780-4801), worked by hand in Scenario 1 at the
// 6 AM turn with the d10 read 0-9 (EN L763):
//
//	IT L4784-4786  roll <= Cohesion Rating: no longer Disordered, may turn
//	               one vertex
//	IT L4788-4790  roll > Cohesion Rating: stays Disordered
//	IT L4792       roll >= Cohesion Rating x 2: stays Disordered, loses 1 SP
//	IT L4794       an unmodified 9 or more: stays Disordered, loses 1 SP
//	IT L4797-4801  DRM +1 Fatigue, +1 next to an enemy combat unit, -1
//	               mounted cavalry, -1 per leader of its command in the hex
//	EN L1235-1240  Union units +1 to Rally rolls until the end of 9 AM on
//	               the first day
//
// 25 MO (Union, 1/6/T) stands alone in S3514 facing SW, 8 SP (EN L1627);
// 12 MI stands with Peabody, its brigade leader, in S3715 (EN L1630-1631).
func TestRallyByTheBook(t *testing.T) {
	g := newGame(t, s1Path)
	dis := func(id string) { apply(t, g, Action{Action: ActAdjust, Unit: id, AddStatus: []string{"disordered"}}) }

	// Die 3, +1 first day = 4 <= rating 5: rallied, and may turn SW -> W.
	dis("u-25-mo")
	e := apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(5), Result: []int{3}, Facing: "W"})
	wantCodes(t, e, "rally/all/rallied")
	if u := unitOf(t, g, "u-25-mo"); u.HasStatus("disordered") || u.Facing != "W" || *u.Strength != 8 {
		t.Fatalf("after a rally of 4 against 5: %+v", u)
	}
	// Two vertices (W -> NE) are more than the result allows.
	dis("u-25-mo")
	refuse(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(5), Result: []int{0}, Facing: "NE"}, "may not turn")

	// Die 3 +1 = 4 > rating 3, but under 6: stays Disordered, no loss.
	e = apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(3), Result: []int{3}})
	wantCodes(t, e, "rally/all/stays")
	if u := unitOf(t, g, "u-25-mo"); !u.HasStatus("disordered") || *u.Strength != 8 {
		t.Fatalf("after a rally of 4 against 3: %+v", u)
	}
	// Die 5 +1 = 6 >= 2 x 3: stays Disordered and loses 1 SP (8 -> 7).
	e = apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Rating: ip(3), Result: []int{5}})
	wantCodes(t, e, "rally/all/loses-sp")
	if u := unitOf(t, g, "u-25-mo"); !u.HasStatus("disordered") || *u.Strength != 7 {
		t.Fatalf("after a rally of 6 against 3: %+v", u)
	}
	// An unmodified 9 loses 1 SP even against a rating of 9 (7 -> 6); the
	// engine needs no rating for it.
	e = apply(t, g, Action{Action: ActRally, Unit: "u-25-mo", Result: []int{9}})
	wantCodes(t, e, "rally/all/natural-nine-loses-sp")
	if u := unitOf(t, g, "u-25-mo"); !u.HasStatus("disordered") || *u.Strength != 6 {
		t.Fatalf("after an unmodified 9: %+v", u)
	}
	// Any other roll is judged against the rating, which the data lacks.
	refuse(t, g, Action{Action: ActRally, Unit: "u-25-mo", Result: []int{2}}, "give it as rating")

	// 12 MI with Peabody: die 4, +1 first day -1 Peabody = 4 <= 4 rallied
	// (alone it would be 5 > 4).
	dis("u-12-mi")
	e = apply(t, g, Action{Action: ActRally, Unit: "u-12-mi", Rating: ip(4), Result: []int{4}})
	wantCodes(t, e, "rally/all/rallied")
	// Fatigue declared and a Confederate regiment next door: die 2 +1 +1
	// +1 -1 = 4 > 3: stays.
	dis("u-12-mi")
	apply(t, g, Action{Action: ActAdjust, Unit: "c-24-tn", Hex: "S3714"})
	e = apply(t, g, Action{Action: ActRally, Unit: "u-12-mi", Rating: ip(3), Result: []int{2}, Declared: []string{"fatigue"}})
	wantCodes(t, e, "rally/all/stays")

	// A unit in good order has nothing to rally.
	refuse(t, g, Action{Action: ActRally, Unit: "u-53-oh", Rating: ip(5), Result: []int{0}}, "not Disordered")
}

// Confederate mounted cavalry takes -1 and no first-day modifier: the GA
// Dragoons (S1828, EN L1790) roll 3 -1 = 2 <= 2 and rally (IT L4799).
func TestRallyCavalryByTheBook(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-ga-dragoons-cav", AddStatus: []string{"disordered"}})
	e := apply(t, g, Action{Action: ActRally, Unit: "c-ga-dragoons-cav", Rating: ip(2), Result: []int{3}})
	wantCodes(t, e, "rally/all/rallied")
}

// The Alert Schedule (ITW IT L4361-4457) in Scenario 1:
//
//	IT L4382-4384  6 AM, 1/6/T: 0 -> 3, 1-2 -> 2, 3-9 -> 1 Activations
//	IT L4425       the book's example: a 4 for 1/6/T gives 1 Activation
//	IT L4392-4394  7 AM, 3/5/T: 0-1 -> 2, 2-8 -> 1, 9 -> 0
//	IT L4399-4401  7 AM, rest of 5/T: 0 -> 2, 1-2 -> 1, 3-9 -> 0
//	IT L4405-4412  7 AM, 6/T: 0 -> roll again (0-4 = 3, 5-9 = 2), 1-3 -> 2,
//	               4-9 -> 1
//	IT L4367       a command is alerted in the turn of its roll, whatever
//	               the Activations
//	IT L4444-4446  Prentiss's divisional cavalry stays in Reserve until 8 AM
func TestAlertScheduleByTheBook(t *testing.T) {
	g := newGame(t, s1Path)
	e := apply(t, g, Action{Action: ActAlert, Formation: "1/6/T", Result: []int{4}})
	wantCodes(t, e, "alert-schedule/1-6-t-6am/one")
	if ev := events(e, "alerted"); len(ev) != 1 || !strings.Contains(ev[0].Message, "1 Activations") {
		t.Fatalf("alerted events %+v", ev)
	}
	if al, ok := g.Alerted("1/6/T"); !ok || al.Activations != 1 || al.Turn != 0 {
		t.Fatalf("1/6/T alert kept as %+v", al)
	}
	e = apply(t, g, Action{Action: ActAlert, Formation: "1/6/T", Result: []int{0}})
	wantCodes(t, e, "alert-schedule/1-6-t-6am/three")
	refuse(t, g, Action{Action: ActAlert, Formation: "3/5/T", Result: []int{0}}, "no alert roll")

	apply(t, g, Action{Action: ActNextTurn})
	if g.TurnID() != "apr6-0700" {
		t.Fatalf("turn %s", g.TurnID())
	}
	// The rest of 5/T rolls a 1: one Activation; 3/5/T keeps its Reserve.
	e = apply(t, g, Action{Action: ActAlert, Formation: "5/T", Result: []int{1}})
	wantCodes(t, e, "alert-schedule/rest-5-t-7am/one")
	if u := unitOf(t, g, "u-morton-bty"); u.HasStatus("reserve") || !u.HasStatus("alerted") {
		t.Fatalf("Morton's battery (5/T) after the 5/T alert: %v", u.Status)
	}
	if u := unitOf(t, g, "u-53-oh"); !u.HasStatus("reserve") {
		t.Fatalf("53 OH (3/5/T) left Reserve with the rest of 5/T: %v", u.Status)
	}
	// 3/5/T rolls a 9: no Activation, but alerted.
	e = apply(t, g, Action{Action: ActAlert, Formation: "3/5/T", Result: []int{9}})
	wantCodes(t, e, "alert-schedule/3-5-t-7am/none")
	if u := unitOf(t, g, "u-53-oh"); u.HasStatus("reserve") || !u.HasStatus("alerted") {
		t.Fatalf("53 OH after 3/5/T's 9: %v", u.Status)
	}
	// 6/T rolls a 0, then a 7: 2 Activations; its cavalry stays in Reserve.
	e = apply(t, g, Action{Action: ActAlert, Formation: "6/T", Result: []int{0, 7}})
	wantCodes(t, e, "alert-schedule/6-t-7am/reroll", "alert-schedule/6-t-7am-reroll/two")
	if u := unitOf(t, g, "u-munch-bty"); u.HasStatus("reserve") {
		t.Fatalf("Munch's battery (6/T) still in Reserve: %v", u.Status)
	}
	if u := unitOf(t, g, "u-1-bn-11-il-cav"); !u.HasStatus("reserve") {
		t.Fatalf("Prentiss's cavalry left Reserve at 7 AM: %v", u.Status)
	}
	// A 0 then a 3: 3 Activations.
	e = apply(t, g, Action{Action: ActAlert, Formation: "6/T", Result: []int{0, 3}})
	wantCodes(t, e, "alert-schedule/6-t-7am/reroll", "alert-schedule/6-t-7am-reroll/three")
	if al, _ := g.Alerted("6/T"); al.Activations != 3 || al.Turn != 1 {
		t.Fatalf("6/T alert kept as %+v", al)
	}
	// A face left over is refused.
	refuse(t, g, Action{Action: ActAlert, Formation: "6/T", Result: []int{2, 3}}, "the rolls took 1")
	// Hurlbut's division has no roll at 7 AM.
	refuse(t, g, Action{Action: ActAlert, Formation: "4/T", Result: []int{0}}, "no alert roll")

	apply(t, g, Action{Action: ActNextTurn})
	// 8 AM: the chosen divisions are alerted with no roll (IT L4415-4418).
	e = apply(t, g, Action{Action: ActAlert, Formation: "6/T"})
	wantCodes(t, e, "alert-schedule/chosen-division-8am/alerted")
	if u := unitOf(t, g, "u-1-bn-11-il-cav"); u.HasStatus("reserve") {
		t.Fatalf("Prentiss's cavalry still in Reserve at 8 AM: %v", u.Status)
	}
	if len(events(e, "ask")) == 0 {
		t.Fatal("the 8 AM alert does not say what the players decide")
	}
	// Any two divisions (IT L4416): a second one, then no third; a brigade
	// is not a division.
	refuse(t, g, Action{Action: ActAlert, Formation: "1/1/T"}, "no alert roll")
	apply(t, g, Action{Action: ActAlert, Formation: "4/T"})
	refuse(t, g, Action{Action: ActAlert, Formation: "2/T"}, "the most it allows")
}

// Roar of Battle (ITW IT L4484-4522), each brigade's mission by the book:
//
//	IT L4490-4494  McClernand (not Raith): 0-4 S2902, 5-6 S2706, 7-8 N1131
//	IT L4498-4500  Raith: 0-7 S2706, 8 S3509
//	IT L4504-4508  Hurlbut: 0-1 S2902, 2-5 S4210, 6-8 S5512
//	IT L4512-4518  W. Wallace: 0-1 S2902, 2-4 S4210, 5-6 N4633, 7-8 S5512
//	IT L4521       9: no unit of the brigade moves this turn
//	IT L4522       unbrigaded units are exempt
//
// A brigade rolls in its division's alert turn (IT L4472): McClernand's
// (1/T) and Hurlbut's (4/T) are the two divisions chosen at 8 AM (IT
// L4416), W. Wallace's (2/T) is alerted with all commands at 9 AM (IT
// L4418); see TestRoarOfBattleOnlyInTheAlertTurn.
func TestRoarOfBattleByTheBook(t *testing.T) {
	g := newGame(t, s1Path)
	type mission struct {
		brigade string
		die     int
		hex     string
	}
	roll := func(cases []mission) {
		for _, c := range cases {
			apply(t, g, Action{Action: ActMission, Formation: c.brigade, Result: []int{c.die}})
			m, ok := g.Mission(c.brigade)
			if !ok || m.Hold || m.Hex != c.hex {
				t.Errorf("%s rolling %d: mission %+v, want %s", c.brigade, c.die, m, c.hex)
			}
		}
	}
	toTurn(t, g, "apr6-0800")
	apply(t, g, Action{Action: ActAlert, Formation: "1/T"})
	apply(t, g, Action{Action: ActAlert, Formation: "4/T"})
	roll([]mission{
		{"1/1/T", 4, "S2902"}, {"2/1/T", 5, "S2706"}, {"1/1/T", 8, "N1131"},
		{"3/1/T", 7, "S2706"}, {"3/1/T", 8, "S3509"},
		{"1/4/T", 1, "S2902"}, {"2/4/T", 2, "S4210"}, {"3/4/T", 6, "S5512"},
	})
	refuse(t, g, Action{Action: ActMission, Formation: "1/5/T", Result: []int{0}}, "rolls no mission")
	refuse(t, g, Action{Action: ActMission, Formation: "1/T", Result: []int{0}}, "rolls no mission (the table covers the brigades")

	// A 9 holds Marsh's brigade for the turn: its units may not move.
	apply(t, g, Action{Action: ActMission, Formation: "2/1/T", Result: []int{9}})
	if m, _ := g.Mission("2/1/T"); !m.Hold {
		t.Fatalf("2/1/T after a 9: %+v", m)
	}
	var member string
	for _, id := range g.OOB.Members("2/1/T") {
		if u, ok := g.Unit(id); ok && u.InPlay() && !g.Board.Ruleset.IsLeader(u.Class) {
			member = id
			break
		}
	}
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	u := unitOf(t, g, member)
	refuse(t, g, Action{Unit: member, Path: []string{g.Name(g.Board.Geo.Grid.Neighbors(u.Hex)[0])}}, "rolled no move")
	apply(t, g, Action{Action: ActNextTurn})
	if err := g.missionHolds(g.edit(member)); err != nil {
		t.Fatalf("the hold outlives its turn: %v", err)
	}
	apply(t, g, Action{Action: ActAlert, Formation: "2/T"})
	roll([]mission{{"1/2/T", 1, "S2902"}, {"2/2/T", 4, "S4210"}, {"3/2/T", 5, "N4633"}, {"3/2/T", 7, "S5512"}})
}

// "Durante la Fase degli Ordini di Divisione (II.C) del turno nel quale
// viene allertata, ciascuna brigata ... deve determinare la sua missione"
// (IT L4472), and the schedule's note: the missions are rolled after the
// efficiency of 1/T, 2/T and 4/T "nel primo turno di allerta" (IT
// L4456-4457). In S1: at 6 AM no division of the three is alerted, so
// McClernand's 1/1/T may not roll; at 8 AM, 1/T chosen (IT L4416), it may;
// at 9 AM, with every command alerted (IT L4418), 1/1/T may not roll again
// (its alert turn was 8 AM) while W. Wallace's 1/2/T, alerted now, may. An
// alert made by hand (involuntary alert, a series rule not in the seeds)
// lets a brigade roll with the players' override, which the log keeps.
func TestRoarOfBattleOnlyInTheAlertTurn(t *testing.T) {
	g := newGame(t, s1Path)
	refuse(t, g, Action{Action: ActMission, Formation: "1/1/T", Result: []int{4}}, "alert turn only")
	e := apply(t, g, Action{Action: ActMission, Formation: "1/4/T", Result: []int{1}, Override: "Hurlbut alerted involuntarily, by hand"})
	if len(events(e, "override")) != 1 {
		t.Errorf("the override is not logged: %+v", e.Events)
	}
	toTurn(t, g, "apr6-0800")
	apply(t, g, Action{Action: ActAlert, Formation: "1/T"})
	apply(t, g, Action{Action: ActMission, Formation: "1/1/T", Result: []int{4}})
	toTurn(t, g, "apr6-0900")
	apply(t, g, Action{Action: ActAlert, Formation: "2/T"})
	refuse(t, g, Action{Action: ActMission, Formation: "1/1/T", Result: []int{4}}, "1/T at apr6-0800")
	apply(t, g, Action{Action: ActMission, Formation: "1/2/T", Result: []int{1}})
}

// The Battle Events table (ITW IT L5077-5108): two d10, the first the tens.
//
//	IT L5081-5087  8 AM-1 PM day one: 00-39 Mistaken Fire CSA, 40-57
//	               Mistaken Fire USA, 58-75 No Fire, 76-99 Looting
//	IT L5095-5101  2-6 PM day one and day two: 00-21, 22-39, 40-57,
//	               58-99 Looting (day one) / No Effect (day two)
//	IT L5107-5108  April 7: the 2-6 PM ranges, no Looting
func TestBattleEventsByTheBook(t *testing.T) {
	g := newGame(t, s2Path) // 8 AM-9 AM, April 6
	for _, c := range []struct {
		faces []int
		row   string
	}{
		{[]int{3, 9}, "mistaken-fire-csa"}, {[]int{4, 0}, "mistaken-fire-usa"}, {[]int{5, 7}, "mistaken-fire-usa"},
		{[]int{5, 8}, "no-fire"}, {[]int{7, 5}, "no-fire"}, {[]int{7, 6}, "looting"}, {[]int{0, 0}, "mistaken-fire-csa"},
	} {
		e := apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: c.faces})
		wantCodes(t, e, "battle-events/day-one-8am-1pm/"+c.row)
	}
	refuse(t, g, Action{Action: ActEvent, Result: []int{1, 1}}, "name one in table")

	g = newGame(t, "../../scenarios/itw-shiloh/04-the-hornets-nest.scenario.json") // from 11 AM
	for range 3 {
		apply(t, g, Action{Action: ActNextTurn})
	}
	if g.TurnID() != "apr6-1400" {
		t.Fatalf("turn %s", g.TurnID())
	}
	for _, c := range []struct {
		faces []int
		row   string
	}{
		{[]int{2, 1}, "mistaken-fire-csa"}, {[]int{2, 2}, "mistaken-fire-usa"}, {[]int{3, 9}, "mistaken-fire-usa"},
		{[]int{4, 0}, "no-fire"}, {[]int{5, 8}, "looting"}, {[]int{9, 9}, "looting"},
	} {
		e := apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: c.faces})
		wantCodes(t, e, "battle-events/day-one-2pm-6pm/"+c.row)
	}

	g = newGame(t, "../../scenarios/itw-shiloh/08-the-second-day.scenario.json") // April 7
	e := apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{5, 8}})
	wantCodes(t, e, "battle-events/day-two/no-effect")
	e = apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{5, 7}})
	wantCodes(t, e, "battle-events/day-two/no-fire")
}

// Random Events (ITW IT L814-867, EN L1124-1197): a d10 for the side (0-3
// USA, 4-7 CSA, 8-9 none), then a d10 on the chart; Union No Fire favours
// the Union on either side's roll (IT L860-862, EN L1182-1185). From 8 AM.
func TestRandomEventsByTheBook(t *testing.T) {
	g := newGame(t, s1Path) // 6 AM: no random events yet
	refuse(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{0, 0}}, "no part of the table applies")

	g = newGame(t, s2Path) // 8 AM
	e := apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{3, 0}})
	wantCodes(t, e, "random-events/day-turns/union-event", "random-event-chart/chart/i-am-hit")
	if !strings.Contains(e.Events[len(e.Events)-2].Message+e.Events[len(e.Events)-1].Message, "union") {
		t.Fatalf("the event's side is not named: %+v", e.Events)
	}
	e = apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{4, 7}})
	wantCodes(t, e, "random-events/day-turns/csa-event", "random-event-chart/chart/union-no-fire")
	if !slices.ContainsFunc(e.Events, func(ev Event) bool { return strings.Contains(ev.Message, "event for union") }) {
		t.Fatalf("Union No Fire on a CSA roll does not favour the Union: %+v", e.Events)
	}
	e = apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{9}})
	wantCodes(t, e, "random-events/day-turns/no-event")
	refuse(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{8, 3}}, "the rolls took 1")
}

// HSN's Random Events Table (HSN L1152-1178), 2d6 from turn 3 of the
// Advanced Game (Scenario 9):
//
//	L1162-1172 2 Command Paralysis, 3 Accelerated Union Reinforcements
//	           (turns 3-16, L1174) or Grant Relieves Thomas, 4 Rain, 5
//	           Enhanced Movement or Winter Weather End Change (L1176), 6-7
//	           Late Rain, 8 Union Night March (turns 3-10, L1177) or Army
//	           Initiative Change A, 9 Lyon's Kentucky Raid, then Union
//	           Pontoon Bridge Prohibition once it has happened (L1178),
//	           10-11 Late Rain, 12 Army Initiative Change B
//	L1175      Rain and Late Rain are no effect in winter weather
func TestHSNRandomEventsByTheBook(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/09-hood-strikes-north.scenario.json")
	refuse(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{1, 1}}, "no part of the table applies")
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn})
	if g.TurnID() != "t3" {
		t.Fatalf("turn %s", g.TurnID())
	}
	for _, c := range []struct {
		faces []int
		row   string
	}{
		{[]int{1, 1}, "command-paralysis"}, {[]int{1, 2}, "accelerated-union-reinforcements"},
		{[]int{2, 2}, "rain"}, {[]int{4, 1}, "enhanced-movement"}, {[]int{2, 6}, "union-night-march"},
		{[]int{4, 5}, "lyons-kentucky-raid"}, {[]int{3, 6}, "union-pontoon-bridge-prohibition"},
		{[]int{5, 6}, "late-rain-2"}, {[]int{6, 6}, "army-initiative-change-b"},
	} {
		e := apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: c.faces})
		wantCodes(t, e, "random-events/turns-3-10/"+c.row)
	}
	apply(t, g, Action{Action: ActAdjust, Flags: map[string]bool{"winter-weather": true}})
	e := apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{3, 1}})
	wantCodes(t, e, "random-events/turns-3-10/rain-winter")
	e = apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{3, 2}})
	wantCodes(t, e, "random-events/turns-3-10/winter-weather-end-change")
}

// Every row of every table of the built-in rulesets comes up under the
// seeded dice: each group is rolled 400 times at the first turn it applies
// in the scenarios below (with and without the flags its rows read), and
// each row's table/group/row code must be among the rows taken. A row no
// roll can reach (a range the die does not cover, a group that no turn or
// formation picks, a reroll to nowhere) fails.
func TestEveryTableRowIsReachable(t *testing.T) {
	if testing.Short() {
		t.Skip("rolls thousands of times")
	}
	scenarios := map[string][]string{
		"gbacw": {s1Path, "../../scenarios/itw-shiloh/08-the-second-day.scenario.json"},
		"gcacw": {"../../scenarios/hsn/09-hood-strikes-north.scenario.json"},
	}
	for rs, paths := range scenarios {
		hits := map[string]bool{}
		done := map[string]bool{}
		var g *Game
		for _, path := range paths {
			g = newGame(t, path)
			for {
				rollEveryGroup(t, g, done, hits)
				if g.st.Over || g.st.Clock.Turn == len(g.Scenario.Turns)-1 {
					break
				}
				apply(t, g, Action{Action: ActNextTurn})
			}
		}
		if len(g.Board.Ruleset.Tables) == 0 {
			t.Fatalf("ruleset %s has no tables", rs)
		}
		for _, tb := range g.Board.Ruleset.Tables {
			for _, gr := range tb.Groups {
				for _, r := range gr.Rows {
					if code := tb.ID + "/" + gr.ID + "/" + r.ID; !hits[code] {
						t.Errorf("%s: row %s never came up", rs, code)
					}
				}
			}
		}
	}
}

// rollEveryGroup rolls 400 times on each group of the ruleset's tables
// that applies now and has not been rolled yet, recording the rows taken.
func rollEveryGroup(t *testing.T, g *Game, done, hits map[string]bool) {
	t.Helper()
	for ti := range g.Board.Ruleset.Tables {
		tb := &g.Board.Ruleset.Tables[ti]
		for gi := range tb.Groups {
			gr := &tb.Groups[gi]
			key := tb.ID + "/" + gr.ID
			if done[key] || (len(gr.Turns) > 0 && !slices.Contains(gr.Turns, g.TurnID())) || !g.onDayAndTime(gr.Days, gr.Times) {
				continue
			}
			a, prep := tableTrial(t, g, tb.ID, tb.Action, gr.Formations, gr.Except, gr.Echelon)
			if a == nil {
				continue
			}
			done[key] = true
			// A once row counts the game's earlier rows: each group starts
			// as a fresh game would, with no row come up yet.
			g.st.Occurred.clear()
			var flags []string
			for _, r := range gr.Rows {
				if r.IfFlag != "" && !slices.Contains(flags, r.IfFlag) {
					flags = append(flags, r.IfFlag)
				}
			}
			for _, f := range flags {
				apply(t, g, Action{Action: ActAdjust, Flags: map[string]bool{f: false}})
			}
			for pass := 0; pass <= len(flags); pass++ {
				if pass > 0 {
					apply(t, g, Action{Action: ActAdjust, Flags: map[string]bool{flags[pass-1]: true}})
				}
				tries := 400
				if len(gr.Rows) == 1 && gr.Rows[0].Min == nil && gr.Rows[0].Max == nil {
					tries = 1 // a group with no roll
				}
				for range tries {
					prep()
					e, err := g.Apply(*a)
					if err != nil && gr.Until != "" {
						// the group's end row came up: start it afresh
						g.st.Occurred.clear()
						continue
					}
					if err != nil {
						t.Fatalf("%s at %s: %v", key, g.TurnID(), err)
					}
					for _, c := range tableCodes(e) {
						hits[c] = true
					}
				}
				if pass > 0 {
					apply(t, g, Action{Action: ActAdjust, Flags: map[string]bool{flags[pass-1]: false}})
				}
			}
		}
	}
}

// tableTrial builds the action that rolls on a group (nil when the game
// offers nothing to roll it for) and what to do before each roll.
func tableTrial(t *testing.T, g *Game, table, action string, formations, except []string, echelon string) (*Action, func()) {
	nothing := func() {}
	switch action {
	case ActEvent:
		return &Action{Action: ActEvent, Table: table}, nothing
	case ActAlert, ActMission:
		for _, f := range g.OOB.Formations {
			if (echelon == "" || f.Echelon == echelon) && g.under(f.ID, formations) && !g.under(f.ID, except) {
				a := &Action{Action: action, Table: table, Formation: f.ID}
				if action == ActMission {
					// rolled at the first turn, before any alert: the
					// players' override stands for an alert by hand
					a.Override = "alerted by hand for the test"
				}
				return a, nothing
			}
		}
		return nil, nothing
	case ActRally:
		for _, u := range g.st.Units.All() {
			if u.InPlay() && !g.Board.Ruleset.IsLeader(u.Class) && (len(formations) == 0 || g.under(u.Command, formations)) {
				id := u.ID
				return &Action{Action: ActRally, Table: table, Unit: id, Rating: ip(4)}, func() {
					apply(t, g, Action{Action: ActAdjust, Unit: id, Strength: ip(20), AddStatus: []string{"disordered"}})
				}
			}
		}
	}
	return nil, nothing
}

// The move file testdata/s1-tables.moves.json, worked by hand:
//
//	6 AM  1/6/T rolls 4: 3-9 -> 1 Activation (IT L4382-4384, the example at
//	      L4425)
//	7 AM  3/5/T rolls 1: 0-1 -> 2 (IT L4392-4394); the rest of 5/T rolls 5:
//	      3-9 -> 0, alerted all the same (IT L4399-4401, L4367); 6/T rolls 0
//	      and again 5: 5-9 = 2 (IT L4405-4412); its cavalry stays in Reserve
//	      (IT L4444-4446)
//	8 AM  1/T and 4/T chosen (IT L4415-4418); Hare 2 -> S2902 (IT L4490),
//	      Marsh 6 -> S2706 (L4492), Raith 8 -> S3509 (L4500), Williams 9 ->
//	      no move (L4521), Veatch 5 -> S4210 (L4506), Lauman 6 -> S5512
//	      (L4508); 25 MO rallies on 5 +1 (Union, first day, EN L1235-1240)
//	      = 6 > its cohesion 5: stays Disordered, no loss since 6 < 10 (IT
//	      L4788-4792); battle event 76 at 8 AM: Looting (IT L5087); random
//	      event 0 -> USA, then 3: Join Us! (IT L816, L824)
func TestTablesMoveFile(t *testing.T) {
	data, err := os.ReadFile("testdata/s1-tables.moves.json")
	if err != nil {
		t.Fatal(err)
	}
	mv, err := DecodeMoves(data)
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, s1Path)
	if n, err := g.Replay(mv.Actions); err != nil {
		t.Fatalf("action %d: %v", n+1, err)
	}
	var codes []string
	for _, e := range g.Log() {
		codes = append(codes, tableCodes(e)...)
	}
	want := []string{
		"alert-schedule/1-6-t-6am/one",
		"alert-schedule/3-5-t-7am/two", "alert-schedule/rest-5-t-7am/none",
		"alert-schedule/6-t-7am/reroll", "alert-schedule/6-t-7am-reroll/two",
		"alert-schedule/chosen-division-8am/alerted", "alert-schedule/chosen-division-8am/alerted",
		"roar-of-battle/mcclernand/hamburg-purdy-corinth", "roar-of-battle/mcclernand/shiloh-church",
		"roar-of-battle/raith/lost-field", "roar-of-battle/hurlbut/no-move",
		"roar-of-battle/hurlbut/hamburg-purdy-eastern-corinth", "roar-of-battle/hurlbut/hamburg-purdy-hamburg-savannah",
		"rally/all/stays",
		"battle-events/day-one-8am-1pm/looting",
		"random-events/day-turns/union-event", "random-event-chart/chart/join-us",
	}
	if !slices.Equal(codes, want) {
		t.Errorf("rows taken:\n%v\nwant\n%v", codes, want)
	}
	for id, reserve := range map[string]bool{"u-53-oh": false, "u-morton-bty": false, "u-munch-bty": false, "u-1-bn-11-il-cav": true} {
		if u := unitOf(t, g, id); u.HasStatus("reserve") != reserve {
			t.Errorf("%s: in Reserve %t, want %t (%v)", id, !reserve, reserve, u.Status)
		}
	}
	for f, hex := range map[string]string{"1/1/T": "S2902", "2/1/T": "S2706", "3/1/T": "S3509", "2/4/T": "S4210", "3/4/T": "S5512"} {
		if m, _ := g.Mission(f); m.Hex != hex || m.Hold {
			t.Errorf("%s: mission %+v, want %s", f, m, hex)
		}
	}
	if m, _ := g.Mission("1/4/T"); !m.Hold {
		t.Errorf("1/4/T: mission %+v, want a hold", m)
	}
	if u := unitOf(t, g, "u-25-mo"); !u.HasStatus("disordered") || *u.Strength != 8 {
		t.Errorf("25 MO: %v %d SP, want disordered at 8 SP", u.Status, *u.Strength)
	}
}

// Reserve (ITW IT L4375, L4444-4446): a command not yet alerted stays in
// Reserve and is not activated; every command is alerted at 9 AM on April
// 6 (IT L4422). 53 OH (3/5/T) starts in Reserve in S2911 (EN L1614): it
// may not move at 6 AM, moves once 3/5/T is alerted at 7 AM, and Prentiss's
// cavalry, left in Reserve, moves from 9 AM.
func TestReserveHoldsUntilAlerted(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	step := func(id string) Action {
		u := unitOf(t, g, id)
		rc, err := g.Reachable(id, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(u.Hex) {
			if _, ok := rc.MP[n]; ok {
				return Action{Unit: id, Path: []string{g.Name(n)}, UDD: []string{"pass", "pass"}}
			}
		}
		for _, n := range g.Board.Geo.Grid.Neighbors(u.Hex) {
			if g.Board.OnMap(n) {
				return Action{Unit: id, Path: []string{g.Name(n)}, UDD: []string{"pass", "pass"}}
			}
		}
		t.Fatalf("%s has no neighbour", id)
		return Action{}
	}
	refuse(t, g, step("u-53-oh"), "status reserve")
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActAlert, Formation: "3/5/T", Result: []int{1}})
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	apply(t, g, step("u-53-oh"))
	refuse(t, g, step("u-1-bn-11-il-cav"), "status reserve")
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn})
	if g.TurnID() != "apr6-0900" {
		t.Fatalf("turn %s", g.TurnID())
	}
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	apply(t, g, step("u-1-bn-11-il-cav"))
}

// HSN's Winter Weather Table (HSN L1289-1304): a die from turn 14, 3 or
// less no effect, 4 or more Winter Weather Start; -2 on turn 14, -1 on
// turn 15, +1 from turn 17; once winter has started, no more rolls. Winter
// weather turns a Random Event's Rain into no effect (L1175).
func TestHSNWinterWeatherByTheBook(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/09-hood-strikes-north.scenario.json")
	for g.TurnID() != "t14" {
		apply(t, g, Action{Action: ActNextTurn})
	}
	e := apply(t, g, Action{Action: ActEvent, Table: "winter-weather", Result: []int{5}})
	wantCodes(t, e, "winter-weather/from-turn-14/no-effect") // 5 - 2 = 3
	apply(t, g, Action{Action: ActNextTurn})
	e = apply(t, g, Action{Action: ActEvent, Table: "winter-weather", Result: []int{5}})
	wantCodes(t, e, "winter-weather/from-turn-14/winter-weather-start") // 5 - 1 = 4
	if on, _ := g.st.Flags.Get("winter-weather"); !on {
		t.Fatal("winter weather started but the flag is not set")
	}
	e = apply(t, g, Action{Action: ActEvent, Table: "random-events", Result: []int{1, 3}})
	wantCodes(t, e, "random-events/turns-11-16/rain-winter")
	refuse(t, g, Action{Action: ActEvent, Table: "winter-weather", Result: []int{6}}, "no part of the table applies")

	g = newGame(t, "../../scenarios/hsn/09-hood-strikes-north.scenario.json")
	for g.TurnID() != "t16" {
		apply(t, g, Action{Action: ActNextTurn})
	}
	e = apply(t, g, Action{Action: ActEvent, Table: "winter-weather", Result: []int{3}})
	wantCodes(t, e, "winter-weather/from-turn-14/no-effect") // 3, no modifier
	apply(t, g, Action{Action: ActNextTurn})
	e = apply(t, g, Action{Action: ActEvent, Table: "winter-weather", Result: []int{3}})
	wantCodes(t, e, "winter-weather/from-turn-14/winter-weather-start") // 3 + 1 = 4
}

// In the April 5th scenario (S10, from 7 AM April 5) the first day is April
// 5: at 8 AM a battle event of 76 is Looting (IT L5087), at 2 PM a 58 too
// (IT L5101, day one).
func TestBattleEventsOnApril5(t *testing.T) {
	g := newGame(t, "../../scenarios/itw-shiloh/10-johnston-has-his-way.scenario.json")
	apply(t, g, Action{Action: ActNextTurn})
	e := apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{7, 6}})
	wantCodes(t, e, "battle-events/day-one-8am-1pm/looting")
	for g.TurnID() != "apr5-1400" {
		apply(t, g, Action{Action: ActNextTurn})
	}
	e = apply(t, g, Action{Action: ActEvent, Table: "battle-events", Result: []int{5, 8}})
	wantCodes(t, e, "battle-events/day-one-2pm-6pm/looting")
}
