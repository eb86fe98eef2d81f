package playtest

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/engine/game"
)

// TestPlayTestOverrideAreaBan: in ITW Scenario 1, moving 16 IA out of the
// Pittsburg Landing field before 10 AM is refused (ITW BB 30.1 note b) and
// the editor offers a designer's override; confirming it makes the move
// and the log records the override.
func TestPlayTestOverrideAreaBan(t *testing.T) {
	h := uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	doc, p := h.Doc, NewPlayTest(h)
	p.MenuItem.Action()
	if _, err := p.Apply(game.Action{Action: game.ActEndActivation, Side: "union"}); err != nil {
		t.Fatal(err)
	}
	// Alerted by hand: a unit in Reserve is not activated (ITW IT L4444-4446).
	if _, err := p.Apply(game.Action{Action: game.ActAdjust, Unit: "u-16-ia", RemoveStatus: []string{"reserve"}}); err != nil {
		t.Fatal(err)
	}
	u, _ := p.Game.Unit("u-16-ia")
	field := doc.Map().Area("pittsburg-landing")
	reach, err := p.Game.ReachableNames(u.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	dest := ""
	for name := range reach {
		if !slices.Contains(field.Hexes, name) && !slices.Contains(field.BoundaryHexes, name) {
			dest = name
			break
		}
	}
	if dest == "" {
		t.Fatal("16 IA reaches no hex outside the field")
	}
	p.SelectUnit(u.ID)
	if err := p.MoveTo(h.Hex(t, dest)); err == nil {
		t.Fatalf("16 IA left the field to %s before 10 AM", dest)
	}
	if p.PendingOverride == nil {
		t.Fatalf("no override offered for an area ban (moving to %s): %q", dest, h.Said())
	}
	if len(h.Asked) != 1 || h.Pending == nil {
		t.Fatalf("the window was asked %q, the answer pending %v", h.Asked, h.Pending != nil)
	}
	h.Pending(true) // the designer confirms the override
	if got, _ := p.Game.Unit(u.ID); p.Game.Name(got.Hex) != dest {
		t.Fatalf("16 IA in %s after the override, want %s", p.Game.Name(got.Hex), dest)
	}
	log := p.Game.Log()
	if last := log[len(log)-1]; last.Action.Override == "" {
		t.Errorf("the logged move has no override: %+v", last.Action)
	}
}
