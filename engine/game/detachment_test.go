package game

import (
	"strings"
	"testing"
)

// ITW detachments in a shock (BB 14.43): they may not shock (EN L904);
// shocking one gives the attacker +1 (EN L905-907); they never rout, a
// failed rout check costs 1 SP instead (EN L911-912). Peabody's Det A sets
// up in Scenario 1; a Confederate regiment is placed next to it.
func TestDetachmentInShock(t *testing.T) {
	g := newGame(t, s1Path)
	det := g.unit("u-det-a")
	at := g.Board.Geo.Grid.Neighbors(det.Hex)[0]
	ten, two := 10, 2
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: g.Name(at), Strength: &ten})
	apply(t, g, Action{Action: ActAdjust, Unit: det.ID, Strength: &two})
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	refuse(t, g, Action{Action: ActShock, Unit: det.ID, Target: g.Name(at)}, "may not shock: detachment units never do")
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	e := apply(t, g, Action{Action: ActShock, Unit: "c-7-ar", Target: g.Name(det.Hex), Result: []int{9}, UDD: []string{"fail"}})
	msg, _ := shockEvent(t, e)
	if !strings.Contains(msg, "defender-detachment +1") {
		t.Errorf("no +1 for shocking a detachment: %s", msg)
	}
	d := g.unit(det.ID)
	if d.HasStatus("routed") || *d.Strength != 1 {
		t.Errorf("Det A after a failed rout check: %v, %d SP; want no rout and 1 SP", d.Status, *d.Strength)
	}
}
