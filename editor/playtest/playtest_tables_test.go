package playtest

import (
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/engine/game"
)

// TestPlayTestTablesAlert: ITW S1 at 6 AM, the Tables dialog rolls the
// Alert Schedule. Only 1/6/T rolls at 6 AM (IT L4382-4384); the random and
// battle events begin at 8 AM (EN L814-870; IT L5077) and are not offered.
// The player's die of 4 is the book's own example (IT L4425): row 3-9, one
// Activation (IT L4382-4384). The Play tab shows the row with its source
// line and the Activations; undo takes the roll back and the units of
// 1/6/T show their statuses of before.
func TestPlayTestTablesAlert(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	p := NewPlayTest(h)
	p.MenuItem.Action()
	if !p.Active() {
		t.Fatal("play-test mode did not start")
	}
	members := p.Game.OOB.Members("1/6/T")
	before := map[string][]string{}
	for _, id := range members {
		if u, ok := p.Game.Unit(id); ok {
			before[id] = slices.Clone(u.Status)
		}
	}
	f, err := p.Panel.OpenTables()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"battle-events", "random-events"} {
		if f.Choose(id) {
			t.Errorf("%s offered at 6 AM", id)
		}
	}
	if !f.Choose("alert-schedule") {
		t.Fatalf("the alert schedule is not offered at 6 AM (tables %v)", f.Table.Options)
	}
	if !slices.Equal(f.Formation.Options, []string{"1/6/T"}) || f.Formation.Selected != "1/6/T" {
		t.Fatalf("formations %v, selected %q: want 1/6/T", f.Formation.Options, f.Formation.Selected)
	}
	f.Die.SetText("4")
	if err := f.Submit(); err != nil {
		t.Fatal(err)
	}
	shown := p.Panel.Tables.Text
	for _, want := range []string{"given 1d10 = 4", "ITW IT L4382-4384", "1 Activations this turn"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the Play tab shows %q, without %q", shown, want)
		}
	}
	if a, ok := p.Game.Alerted("1/6/T"); !ok || a.Activations != 1 {
		t.Fatalf("1/6/T alert %+v %v, want 1 Activation", a, ok)
	}
	log := p.Game.Log()
	if last := log[len(log)-1].Action; last.Kind() != game.ActAlert || last.Formation != "1/6/T" || !slices.Equal(last.Result, []int{4}) {
		t.Fatalf("last action %+v", last)
	}
	p.Mode().Undo().Do()
	if _, ok := p.Game.Alerted("1/6/T"); ok {
		t.Error("undo left 1/6/T alerted")
	}
	if p.Panel.Tables.Text != "" {
		t.Errorf("after undo the Play tab still shows %q", p.Panel.Tables.Text)
	}
	for id, st := range before {
		if u, _ := p.Game.Unit(id); !slices.Equal(u.Status, st) {
			t.Errorf("after undo %s shows %v, want %v", id, u.Status, st)
		}
	}
}

// TestPlayTestTablesRally: the Tables dialog rallies the selected unit.
// 25 MO (Union, S3514, EN L1627), Disordered, with the player's rating 5
// and die 3: 3 +1 (Union first day, EN L1235-1240) = 4 <= 5, rallied (IT
// L4784-4786), and turns one vertex, SW to W (IT L4786). Without a selected
// unit the dialog refuses.
func TestPlayTestTablesRally(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	p := NewPlayTest(h)
	p.MenuItem.Action()
	if _, err := p.Apply(game.Action{Action: game.ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}}); err != nil {
		t.Fatal(err)
	}
	f, err := p.Panel.OpenTables()
	if err != nil {
		t.Fatal(err)
	}
	if !f.Choose("rally") {
		t.Fatal("no rally table offered")
	}
	if err := f.Submit(); err == nil {
		t.Error("a rally with no unit selected was accepted")
	}
	p.SelectUnit("u-25-mo")
	f.Rating.SetText("5")
	f.Die.SetText("3")
	f.Facing.SetSelected("W")
	if err := f.Submit(); err != nil {
		t.Fatal(err)
	}
	if u, _ := p.Game.Unit("u-25-mo"); u.HasStatus("disordered") || u.Facing != "W" {
		t.Errorf("25 MO after the rally: %v facing %s", u.Status, u.Facing)
	}
	if s := p.Panel.Tables.Text; !strings.Contains(s, "modified 4 against cohesion 5") || !strings.Contains(s, "ITW IT L4784-4786") {
		t.Errorf("the Play tab shows %q", s)
	}

	// With the Disordered side's cohesion 3 in the OOB (the test's number:
	// the counters print it, the seeds do not) the dialog takes no rating:
	// die 3 +1 = 4 > 3 stays Disordered (IT L4788-4790).
	three := 3
	p.Game.OOB.Unit("u-25-mo").CohesionDisordered = &three
	if _, err := p.Apply(game.Action{Action: game.ActAdjust, Unit: "u-25-mo", AddStatus: []string{"disordered"}}); err != nil {
		t.Fatal(err)
	}
	if f, err = p.Panel.OpenTables(); err != nil || !f.Choose("rally") {
		t.Fatalf("no rally table: %v", err)
	}
	if !f.Rating.Disabled() || f.Rating.PlaceHolder != "3, from the OOB" {
		t.Errorf("rating entry disabled %v, placeholder %q: want the OOB's 3", f.Rating.Disabled(), f.Rating.PlaceHolder)
	}
	f.Die.SetText("3")
	if err := f.Submit(); err != nil {
		t.Fatal(err)
	}
	if u, _ := p.Game.Unit("u-25-mo"); !u.HasStatus("disordered") {
		t.Errorf("25 MO rallied against the OOB's 3: %v", u.Status)
	}
}

// TestPlayTestTablesBattleEvent: ITW S1 at 8 AM, the first day, a battle
// event with the player's dice 4 and 5, read as 45 (two d10, the first the
// tens, IT L5059-5061): Mistaken Fire USA (40-57, IT L5083), whose firing
// and target the Confederate player picks (IT L5103): the Play tab shows
// the row with its line and what the players decide.
func TestPlayTestTablesBattleEvent(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	p := NewPlayTest(h)
	p.MenuItem.Action()
	for p.Game.TurnID() != "apr6-0800" {
		if err := p.NextTurn(); err != nil {
			t.Fatal(err)
		}
	}
	f, err := p.Panel.OpenTables()
	if err != nil {
		t.Fatal(err)
	}
	if !f.Choose("battle-events") {
		t.Fatalf("no battle events at 8 AM (tables %v)", f.Table.Options)
	}
	f.Die.SetText("4, 5")
	if err := f.Submit(); err != nil {
		t.Fatal(err)
	}
	s := p.Panel.Tables.Text
	for _, want := range []string{"= 45", "Mistaken Fire USA", "ITW IT L5083", "Players decide: The Confederate player picks"} {
		if !strings.Contains(s, want) {
			t.Errorf("the Play tab shows %q, without %q", s, want)
		}
	}
}
