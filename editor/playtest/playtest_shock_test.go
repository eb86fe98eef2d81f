package playtest

import (
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine/game"
)

// TestPlayTestShockDialog: in the Play tab, 7 AR and 2 AR of Shaver's
// brigade close on 25 MO and the Shock dialog resolves their shock with
// the player's die of 3: DRM +1 (odds 21 to 9 at 2-1 +2, a Disordered
// attacker -1), modified 4, the bloody stall (ITW IT L4679-4682): 7 AR
// 13 -> 12 SP, 25 MO 9 -> 8 SP, all Disordered. The player gives 25 MO's
// pre-shock check as passed and the next check, 7 AR's second Disorder
// (already Disordered, IT L4589-4596), as failed: 7 AR routs. Undo takes
// it back.
func TestPlayTestShockDialog(t *testing.T) {
	h, _, p := openS2(t)
	p.MenuItem.Action()
	if !p.Active() {
		t.Fatal("play-test mode did not start")
	}
	eight := 8
	if _, err := p.Apply(game.Action{Action: game.ActAdjust, Unit: "c-2-ar", Strength: &eight}); err != nil {
		t.Fatal(err)
	}
	for unit, dest := range map[string]string{"c-7-ar": "S3117", "c-2-ar": "S3218"} {
		p.SelectUnit(unit)
		if err := p.MoveTo(h.Hex(t, dest)); err != nil {
			t.Fatalf("%s to %s: %v", unit, dest, err)
		}
	}
	p.SelectUnit("c-7-ar")
	f, err := p.Panel.OpenShock()
	if err != nil {
		t.Fatal(err)
	}
	if f.Target.Selected != "S3217" || len(f.Target.Options) != 1 {
		t.Fatalf("targets %v, selected %q: want S3217 only", f.Target.Options, f.Target.Selected)
	}
	if !strings.Contains(strings.Join(f.Attackers.Options, " "), "c-2-ar") {
		t.Fatalf("2 AR is not offered as an attacker: %v", f.Attackers.Options)
	}
	f.Attackers.SetSelected([]string{"c-7-ar", "c-2-ar"})
	f.Die.SetText("3")
	f.PreShock.SetText("pass")
	f.UDD.SetText(" Fail ")
	if err := f.Submit(); err != nil {
		t.Fatal(err)
	}
	log := p.Game.Log()
	if last := log[len(log)-1]; last.Action.Kind() != game.ActShock || strings.Join(last.Action.PreShock, ",") != "pass" || strings.Join(last.Action.UDD, ",") != "fail" {
		t.Fatalf("last action %+v, want a shock with preShock [pass] and udd [fail]", last.Action)
	}
	if !strings.Contains(h.Said(), "modified 4: bloody-stall") {
		t.Errorf("status %q does not show the result", h.Said())
	}
	ar, _ := p.Game.Unit("c-7-ar")
	mo, _ := p.Game.Unit("u-25-mo")
	if *ar.Strength != 12 || !ar.HasStatus("routed") || *mo.Strength != 8 || !mo.HasStatus("disordered") {
		t.Errorf("after the bloody stall: 7 AR %d SP, 25 MO %d SP %v", *ar.Strength, *mo.Strength, mo.Status)
	}
	p.Mode().Undo().Do() // the Edit menu's Undo while playing
	if mo, _ := p.Game.Unit("u-25-mo"); *mo.Strength != 9 || mo.HasStatus("disordered") {
		t.Errorf("undo left 25 MO at %d SP %v", *mo.Strength, mo.Status)
	}
}
