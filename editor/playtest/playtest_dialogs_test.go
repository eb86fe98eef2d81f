package playtest

import (
	"os"
	"path/filepath"
	"testing"
)

// The Play tab's Save Game and Load Game ask the window for a file
// (ui.Dialogs) and write and read it: on the stand-in, the designer picks
// a path; the game saved there comes back move for move, and a cancelled
// load changes nothing.
func TestPlayPanelSavesAndLoadsThroughTheDialogs(t *testing.T) {
	h, _, p := openS2(t)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	p.SelectUnit("c-6-ar")
	if err := p.MoveTo(h.Hex(t, "S3419")); err != nil {
		t.Fatal(err)
	}
	h.Pick = filepath.Join(t.TempDir(), "mine.game.json")
	p.Panel.showSave()
	if data, err := os.ReadFile(h.Pick); err != nil || len(data) == 0 {
		t.Fatalf("nothing saved at the picked path: %v", err)
	}
	if len(h.Asked) != 1 || h.Asked[0] != "save playtest.game.json" {
		t.Errorf("asked %q", h.Asked)
	}
	p.Undo()
	if len(p.Game.Log()) != 0 {
		t.Fatalf("log %d after undo", len(p.Game.Log()))
	}
	picked := h.Pick
	h.Pick = ""
	p.Panel.showLoad() // cancelled
	if len(p.Game.Log()) != 0 {
		t.Errorf("a cancelled load changed the game: log %d", len(p.Game.Log()))
	}
	h.Pick = picked
	p.Panel.showLoad()
	if len(p.Game.Log()) != 1 {
		t.Fatalf("loaded game: log %d, want the one move: %v", len(p.Game.Log()), h.Msgs)
	}
	if u, _ := p.Game.Unit("c-6-ar"); p.Game.Name(u.Hex) != "S3419" {
		t.Errorf("c-6-ar at %s after load", p.Game.Name(u.Hex))
	}
}
