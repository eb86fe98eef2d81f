package playtest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

const s1aScenario = "scenarios/itw-shiloh/01a-a-grand-design.scenario.json"

// startS1a opens ITW Scenario 1a (A Grand Design) on a stand-in window and
// starts its play-test.
func startS1a(t *testing.T) (*uitest.Host, *PlayTest) {
	t.Helper()
	h := uitest.Open(t, s1aScenario)
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Stop)
	return h, p
}

// tapRow taps the set-up list's row of unit id, as the user does.
func tapRow(p *PlayTest, id string) {
	r := newSetupRow(p.Panel.Setup)
	r.show(id)
	test.Tap(r)
}

// dragRow drags the set-up list's row of unit id onto hex o of the map,
// checking that the hex under the pointer is outlined on the way.
func dragRow(t *testing.T, h *uitest.Host, p *PlayTest, id string, o hexgrid.Offset) {
	t.Helper()
	r := newSetupRow(p.Panel.Setup)
	r.show(id)
	h.Map.CenterOn(o)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(h.Map).Add(h.Map.HexPosition(o))
	r.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: abs}})
	if sel, ok, _ := h.Map.Selection(); !ok || sel != o {
		t.Errorf("dragging %s over %s outlines %v (%v)", id, p.Game.Name(o), sel, ok)
	}
	r.DragEnd()
}

// ITW S1a, A Grand Design (BB 30.11, EN L1910-1915): the Confederates set
// up all their 6 AM on-map troops, 76 units by the scenario's freeSetup
// group (the count the issue found missing from play), "between the map
// edges and" the line S1020 southeast diagonally to S2527, then south to
// S2534, the line's hexes included. Worked by hand from those lines: S1020,
// S2527 and S2534 are on the line, so inside; S1030 (column 10, row 30) is
// west of the S2527-S2534 leg, inside; S3030 (column 30, east of that
// column-25 leg) and S2620 (row 20, east of S1020 where the diagonal
// starts) are outside.
//
// In the play-test the Play tab lists the 76 units in place of the
// reinforcements; picking one shades exactly the region the engine's
// region code gives for the group; a click places it, a drag from the list
// places another, a hex outside the region is refused with the engine's
// reason, undo takes a place back, the turn cannot begin while units are
// left, and once all 76 are placed the list is gone and play begins.
func TestFreeSetupInThePlayTest(t *testing.T) {
	h, p := startS1a(t)
	g := p.Game
	u := p.Panel
	if !p.SettingUp() || len(u.Setup.Units) != 76 || !u.Setup.Box.Visible() || u.due.Visible() {
		t.Fatalf("S1a set-up: setting up %v, %d units listed, list shown %v, arrivals shown %v",
			p.SettingUp(), len(u.Setup.Units), u.Setup.Box.Visible(), u.due.Visible())
	}
	if !strings.Contains(u.Turn.Text, "76 free set-up units to place") {
		t.Errorf("the turn track during set-up: %q", u.Turn.Text)
	}
	if err := p.NextTurn(); err == nil || !strings.Contains(h.Said(), "76 free set-up units are still to place") {
		t.Errorf("next turn with 76 units unplaced: %v; said %q", err, h.Said())
	}
	if len(g.Log()) != 0 {
		t.Fatalf("a refused next turn left %d log entries", len(g.Log()))
	}

	tapRow(p, "c-hardee")
	if p.Placing != "c-hardee" {
		t.Fatalf("tapping Hardee's row picked %q", p.Placing)
	}
	want, err := g.Regions.Eval(g.Scenario.FreeSetup[0].Region)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Marks.Marked, want.Sorted()) {
		t.Errorf("shaded %d hexes, the engine's region of %s has %d", len(p.Marks.Marked), g.Scenario.FreeSetup[0].ID, len(want))
	}
	for id, in := range map[string]bool{"S1020": true, "S2527": true, "S2534": true, "S1030": true, "S3030": false, "S2620": false} {
		if slices.Contains(p.Marks.Marked, h.Hex(t, id)) != in {
			t.Errorf("%s shaded: %v, want %v (BB 30.11 by hand)", id, !in, in)
		}
	}

	// A click places Hardee; the next unit is picked, its region still shaded.
	o := h.Hex(t, "S1030")
	h.Map.CenterOn(o)
	h.TapHex(o)
	if gu, _ := g.Unit("c-hardee"); !gu.InPlay() || g.Name(gu.Hex) != "S1030" {
		t.Fatalf("Hardee after a click on S1030: %s %s (said %q)", gu.Where, g.Name(gu.Hex), h.Said())
	}
	if len(u.Setup.Units) != 75 || slices.Contains(u.Setup.Units, "c-hardee") || !slices.Contains(p.Scene.UnitsAt(o), "c-hardee") {
		t.Errorf("after placing Hardee: %d listed, counters in S1030 %v", len(u.Setup.Units), p.Scene.UnitsAt(o))
	}
	if p.Placing == "" || p.Placing == "c-hardee" || len(p.Marks.Marked) != len(want) {
		t.Errorf("after placing Hardee the pick is %q with %d hexes shaded", p.Placing, len(p.Marks.Marked))
	}

	// Outside the region: the engine's reason, nothing changed.
	tapRow(p, "c-cleburne")
	out := h.Hex(t, "S3030")
	h.Map.CenterOn(out)
	h.TapHex(out)
	if !strings.Contains(h.Said(), "outside the free set-up region of csa-6am-troops") {
		t.Errorf("placing Cleburne in S3030 said %q", h.Said())
	}
	if gu, _ := g.Unit("c-cleburne"); gu.InPlay() || len(u.Setup.Units) != 75 || len(g.Log()) != 1 {
		t.Errorf("a refused place changed the game: Cleburne %s, %d listed, %d actions", gu.Where, len(u.Setup.Units), len(g.Log()))
	}

	// A drag from the list onto S1525, facing NE as chosen, then undo.
	if f := u.Setup.Facing; !f.Visible() || !slices.Equal(f.Options, g.Board.Ruleset.Facings) {
		t.Fatalf("the facing choice: shown %v, options %v", f.Visible(), f.Options)
	}
	u.Setup.Facing.SetSelected("NE")
	dragRow(t, h, p, "c-cleburne", h.Hex(t, "S1525"))
	if gu, _ := g.Unit("c-cleburne"); !gu.InPlay() || g.Name(gu.Hex) != "S1525" || gu.Facing != "NE" || len(u.Setup.Units) != 74 {
		t.Fatalf("Cleburne dragged onto S1525: %s %s, %d listed (said %q)", gu.Where, g.Name(gu.Hex), len(u.Setup.Units), h.Said())
	}
	p.Undo()
	if gu, _ := g.Unit("c-cleburne"); gu.InPlay() || len(u.Setup.Units) != 75 || !slices.Contains(u.Setup.Units, "c-cleburne") {
		t.Errorf("undo left Cleburne %s, %d listed", gu.Where, len(u.Setup.Units))
	}

	// Place the rest, each in its own hex of the region; the list empties
	// and the turn may begin.
	free := slices.DeleteFunc(want.Sorted(), func(x hexgrid.Offset) bool { return x == o })
	for i, id := range slices.Clone(u.Setup.Units) {
		if err := p.Place(id, free[i]); err != nil {
			t.Fatalf("placing %s in %s: %v", id, g.Name(free[i]), err)
		}
	}
	if len(g.Unplaced()) != 0 || len(u.Setup.Units) != 0 || u.Setup.Box.Visible() || !u.due.Visible() || p.Placing != "" {
		t.Errorf("all placed: %d unplaced, %d listed, list shown %v, pick %q", len(g.Unplaced()), len(u.Setup.Units), u.Setup.Box.Visible(), p.Placing)
	}
	if err := p.EndActivation(); err != nil {
		t.Errorf("play after the set-up: %v", err)
	}
}

// Begin Play Without Them lets the turn begin with units unplaced (the
// designer's choice, said in the status bar); they then stay off the map.
func TestBeginPlayWithoutTheFreeSetup(t *testing.T) {
	h, p := startS1a(t)
	test.Tap(p.Panel.Setup.Skip)
	if !strings.Contains(h.Said(), "76 free set-up units stay unplaced") {
		t.Errorf("skipping the set-up said %q", h.Said())
	}
	if err := p.EndActivation(); err != nil {
		t.Fatalf("end activation after skipping the set-up: %v", err)
	}
	if p.SettingUp() || p.Panel.Setup.Box.Visible() || len(p.Game.Unplaced()) != 76 {
		t.Errorf("after play began: setting up %v, list shown %v, %d unplaced", p.SettingUp(), p.Panel.Setup.Box.Visible(), len(p.Game.Unplaced()))
	}
}

// ITW S7, The Final Confederate Attack (BB 30.7): both sides have free
// set-up units, 87 Confederate and 3 Union (EN L3678 on, L3795-3796,
// L3861), all listed. Stanford's battery sets up "within 1 hex of N5830"
// (L3691): worked by hand on the ITW grid (odd printed columns half a hex
// lower), N5830 and its six neighbours N5829, N5831, N5729, N5730, N5929,
// N5930 are the seven hexes shaded. Stewart's brigade goes on the farm
// lane, one unit per hex (L3684-3686): 4 TN placed in N4019, 5 TN is
// refused there with the engine's reason, while Stewart, a leader, may
// share it.
func TestFreeSetupGroupsOfS7(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/07-the-final-confederate-attack.scenario.json")
	p := NewPlayTest(h)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Stop()
	by := map[string]int{}
	for _, id := range p.Panel.Setup.Units {
		by[p.Game.OOB.Unit(id).Side]++
	}
	if by["csa"] != 87 || by["union"] != 3 {
		t.Errorf("listed by side %v, want csa 87 union 3", by)
	}
	tapRow(p, "c-stanford-bty")
	var shaded []string
	for _, o := range p.Marks.Marked {
		shaded = append(shaded, p.Game.Name(o))
	}
	slices.Sort(shaded)
	if want := []string{"N5729", "N5730", "N5829", "N5830", "N5831", "N5929", "N5930"}; !slices.Equal(shaded, want) {
		t.Errorf("Stanford Bty's region shaded %v, want %v", shaded, want)
	}
	place := func(unit, hex string) error {
		tapRow(p, unit)
		o := h.Hex(t, hex)
		h.Map.CenterOn(o)
		h.TapHex(o)
		if gu, _ := p.Game.Unit(unit); !gu.InPlay() {
			return errors.New(h.Said())
		}
		return nil
	}
	if err := place("c-4-tn", "N4019"); err != nil {
		t.Fatalf("4 TN in N4019: %v", err)
	}
	if err := place("c-5-tn", "N4019"); err == nil || !strings.Contains(err.Error(), "group s7-stewart-farm-lane sets up one unit per hex") {
		t.Errorf("5 TN in N4019 beside 4 TN: %v", err)
	}
	if err := place("c-stewart", "N4019"); err != nil {
		t.Errorf("Stewart (a leader) in N4019: %v", err)
	}
}

// A game saved during the set-up loads back in the set-up: the placed
// units where they were put, the rest still listed.
func TestSaveLoadDuringTheSetUp(t *testing.T) {
	h, p := startS1a(t)
	for unit, hex := range map[string]string{"c-hardee": "S1030", "c-bragg": "S1525"} {
		if err := p.Place(unit, h.Hex(t, hex)); err != nil {
			t.Fatal(err)
		}
	}
	data, err := p.EncodeGame("")
	if err != nil {
		t.Fatal(err)
	}
	p.Stop()
	if err := p.LoadGame(data); err != nil {
		t.Fatal(err)
	}
	if gu, _ := p.Game.Unit("c-bragg"); !gu.InPlay() || p.Game.Name(gu.Hex) != "S1525" {
		t.Errorf("Bragg after loading: %s %s", gu.Where, p.Game.Name(gu.Hex))
	}
	if !p.SettingUp() || len(p.Panel.Setup.Units) != 74 || !p.Panel.Setup.Box.Visible() {
		t.Errorf("loaded set-up: setting up %v, %d listed", p.SettingUp(), len(p.Panel.Setup.Units))
	}
}
