//go:build !ci

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestXvfbNewGame makes a game in the real window as a user would: the
// editor started with no file, File > New Game with its shortcut
// (Ctrl+Shift+N), each field of the dialog clicked and typed into (two
// sheets sharing a row), Create. The game folder holds the map, ruleset,
// OOB and first scenario, `sandtable-cli validate` on the folder reports no
// error, and the window shows the new scenario. Screenshots go to
// $SANDTABLE_SHOT_DIR. Needs SANDTABLE_XVFB=1.
func TestXvfbNewGame(t *testing.T) {
	requireXvfb(t)
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	cli := buildCLI(t, dir)
	x := startXvfb(t)
	folder := filepath.Join(dir, "corinth")

	app := x.startEditor(t, bin, dir, "newgame", "-v")
	d := &driver{t: t, x: x, r: app, doc: builtinDoc(t)}
	d.lay = app.layout(t)
	x.do(t, "key", "ctrl+shift+n")
	time.Sleep(time.Second)
	for _, f := range []struct{ placeholder, text string }{
		{"folder to make the game in", folder},
		{"Battle of …", "Corinth"},
		{"sides: Confederate:csa, Union", "Confederate:csa, Union"},
		{"hex size, mm", "16.2"},
		{"one sheet a line: N 10-66 1-34", "N 1-30 1-20\nS 1-30 1-20"},
		{"rows shared by sheets", "1"},
		{"first scenario's title", "Advance on Corinth"},
		{"first turn: 1862-04-06 06:00", "1862-05-01 06:00"},
		{"last turn: 1862-04-06 18:00", "1862-05-01 12:00"},
	} {
		c := d.find("entry", f.placeholder)
		d.click(c)
		x.do(t, "key", "ctrl+a")
		for i, line := range strings.Split(f.text, "\n") {
			if i > 0 {
				x.do(t, "key", "Return") // a new line in the multi-line entry
			}
			x.do(t, "type", "--delay", "15", line)
		}
	}
	x.shot(t, filepath.Join(shots, "newgame-1-form.png"))
	d.click(d.find("button", "Create"))
	scenario := filepath.Join(folder, "scenarios", "corinth", "01-advance-on-corinth.scenario.json")
	waitFor(t, "the new game's first scenario", func() bool { return fileExists(scenario) })
	time.Sleep(time.Second)
	x.shot(t, filepath.Join(shots, "newgame-2-created.png"))
	for _, p := range []string{"maps/corinth.map.json", "rulesets/corinth.ruleset.json", "scenarios/corinth/corinth.oob.json"} {
		if !fileExists(filepath.Join(folder, filepath.FromSlash(p))) {
			t.Errorf("the game lacks %s", p)
		}
	}
	out, err := exec.Command(cli, "validate", folder).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "0 errors") {
		t.Errorf("sandtable-cli validate %s: %v\n%s", folder, err, out)
	}
	waitFor(t, "the window on the new scenario", func() bool { return strings.Contains(x.title(t), "01-advance-on-corinth") })
	app.stop(t)
	if data, err := os.ReadFile(filepath.Join(folder, "maps", "corinth.map.json")); err != nil || !strings.Contains(string(data), `"row": 19`) {
		t.Errorf("sheet S not placed one row up from N's foot: %v", err)
	}
	t.Logf("screenshots in %s", shots)
}
