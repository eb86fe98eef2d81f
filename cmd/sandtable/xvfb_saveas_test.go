//go:build !ci

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
)

// TestXvfbSaveAsDialog saves through Fyne's real Save As dialog, driven
// with xdotool as a user would: Ctrl+Shift+S, select the suggested name,
// type another, Return, and (for an existing file) Tab to "Yes" and Space.
// It covers a new file (then quit with Ctrl+Q and reopen), an existing valid
// scenario, a file the editor cannot parse, and the scenario's own map file
// (refused). After each step it reads the bytes on disk and runs
// `sandtable-cli validate` on them; while the overwrite question is open it
// checks that the chosen file has not been touched (the dialog used to empty
// it). Screenshots are kept in $SANDTABLE_SHOT_DIR (default: a temporary
// folder, logged). Needs SANDTABLE_XVFB=1.
func TestXvfbSaveAsDialog(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	cli := buildCLI(t, dir)
	x := startXvfb(t)
	home := filepath.Join(dir, "home") // the editor's $HOME: where the dialog opens
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(home, "fresh.scenario.json")

	// 1. Built-in data to a new file; quit; reopen.
	app := x.startEditor(t, bin, dir, "new", "-v", "--center", "S2017")
	lay := app.layout(t)
	doc := builtinDoc(t)
	x.paint(t, lay, doc, "S2016")
	x.saveAs(t, "fresh.scenario.json")
	waitFor(t, "the new scenario", func() bool { return fileExists(fresh) })
	x.shot(t, filepath.Join(shots, "saveas-1-new.png"))
	if title := x.title(t); !strings.Contains(title, "fresh.scenario.json") || strings.HasSuffix(title, "*") {
		t.Errorf("window title after Save As: %q", title)
	}
	x.do(t, "key", "ctrl+q")
	app.waitExit(t)
	expectSaved(t, cli, fresh, "S2016")

	again := x.startEditor(t, bin, dir, "reopened", "-v", "--center", "S2017", fresh)
	lay2 := again.layout(t)
	img := x.shot(t, filepath.Join(shots, "saveas-2-reopened.png"))
	expectTerrain(t, "reopened", img, lay2, doc, []string{"S2016"}, terrainColour(doc, "field"))

	// 2. Over an existing valid scenario, answering Yes.
	existing := filepath.Join(home, "existing.scenario.json")
	copyFile(t, fresh, existing)
	before := stat(t, existing)
	x.paint(t, lay2, doc, "S2018")
	x.saveAs(t, "existing.scenario.json")
	x.shot(t, filepath.Join(shots, "saveas-3-overwrite-question.png"))
	expectUntouched(t, existing, readFile(t, fresh))
	x.answerYes(t)
	// Painting changes the map, not the scenario's bytes: wait for the
	// atomic save's rename to put a new file in place.
	waitFor(t, "the replaced scenario", func() bool { return !os.SameFile(before, stat(t, existing)) })
	x.shot(t, filepath.Join(shots, "saveas-4-overwritten.png"))
	expectSaved(t, cli, existing, "S2016", "S2018")

	// 3. Over a file the editor cannot parse, answering Yes: the file then
	// holds the document and its old bytes are kept beside it.
	broken := filepath.Join(home, "broken.scenario.json")
	garbage := []byte("{\"format\": \"sandtable-scenario/1\", \"setup\": [ oops\n")
	if err := os.WriteFile(broken, garbage, 0o644); err != nil {
		t.Fatal(err)
	}
	x.paint(t, lay2, doc, "S2020")
	x.saveAs(t, "broken.scenario.json")
	expectUntouched(t, broken, garbage)
	x.answerYes(t)
	waitFor(t, "the replaced unparsable file", func() bool { return !bytes.Equal(readFile(t, broken), garbage) })
	x.shot(t, filepath.Join(shots, "saveas-5-unparsable-replaced.png"))
	expectSaved(t, cli, broken, "S2016", "S2018", "S2020")
	kept, _ := filepath.Glob(broken + ".*.bak")
	if len(kept) != 1 || !bytes.Equal(readFile(t, kept[0]), garbage) {
		t.Errorf("old bytes of the unparsable file not kept: %v", kept)
	}
	x.do(t, "key", "Tab") // focus the "kept" notice's OK button
	x.do(t, "key", "space")

	// 4. The scenario's own map file as the target: refused, map intact.
	mapPath := filepath.Join(home, "itw-shiloh.map.json")
	mapBefore := readFile(t, mapPath)
	x.saveAs(t, "itw-shiloh.map.json")
	x.answerYes(t)
	x.shot(t, filepath.Join(shots, "saveas-6-map-refused.png"))
	expectUntouched(t, mapPath, mapBefore)
	again.stop(t)
	t.Logf("screenshots in %s", shots)
}

// requireXvfb skips unless SANDTABLE_XVFB=1 and fails when the X tools are
// missing.
func requireXvfb(t testing.TB) {
	t.Helper()
	if os.Getenv("SANDTABLE_XVFB") != "1" {
		t.Skip("set SANDTABLE_XVFB=1 to run the editor under Xvfb")
	}
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: apt-get install -y xvfb xauth xdotool imagemagick", tool)
		}
	}
}

// shotDir is $SANDTABLE_SHOT_DIR, created, or dir.
func shotDir(t testing.TB, dir string) string {
	t.Helper()
	shots := os.Getenv("SANDTABLE_SHOT_DIR")
	if shots == "" {
		return dir
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	return shots
}

// buildCLI returns sandtable-cli (pure Go), built once a test run (see
// built). dir is unused.
func buildCLI(t testing.TB, dir string) string {
	t.Helper()
	return built(t, "sandtable-cli", "../sandtable-cli", "SANDTABLE_CLI_BIN", "CGO_ENABLED=0")
}

// builtinDoc opens the built-in scenario the editor starts on.
func builtinDoc(t testing.TB) *model.Document {
	t.Helper()
	doc, err := model.OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// paint picks the terrain tool with its key and clicks hex id (the tool's
// first terrain is Field).
func (x *xserver) paint(t testing.TB, lay layout, doc *model.Document, id string) {
	t.Helper()
	px, py := lay.at(t, doc, id)
	x.do(t, "mousemove", px, py)
	x.do(t, "key", "t")
	x.do(t, "click", "--delay", "0", "1")
	x.do(t, "key", "s")
}

// saveAs opens File > Save As with its shortcut, replaces the suggested
// name with name and presses Return.
func (x *xserver) saveAs(t testing.TB, name string) {
	t.Helper()
	x.do(t, "key", "ctrl+shift+s")
	x.frames.still(shotQuiet) // the dialog lists the folder
	x.do(t, "key", "ctrl+a")
	x.do(t, "type", "--delay", typeDelay, name)
	x.do(t, "key", "Return")
	x.frames.still(shotQuiet)
}

// answerYes answers the dialog's "Overwrite?" question: Tab to "No", Tab
// to "Yes", Space.
func (x *xserver) answerYes(t testing.TB) {
	t.Helper()
	for _, k := range []string{"Tab", "Tab", "space"} {
		x.do(t, "key", k)
	}
}

// title returns the editor window's title.
func (x *xserver) title(t testing.TB) string {
	t.Helper()
	cmd := exec.Command("xdotool", "search", "--name", "Sandtable", "getwindowname")
	cmd.Env = x.env(os.TempDir())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("xdotool getwindowname: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// waitExit waits up to 10 s for the editor to quit by itself.
func (r *running) waitExit(t testing.TB) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- r.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("the editor exited with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the editor did not quit on Ctrl+Q")
	}
}

// expectSaved checks that path opens as a document whose hexes are Field
// and that sandtable-cli validate accepts it.
func expectSaved(t testing.TB, cli, path string, field ...string) {
	t.Helper()
	d, err := model.OpenFile(path)
	if err != nil {
		t.Fatalf("%s does not open: %v", path, err)
	}
	for _, id := range field {
		o, _ := d.ParseHex(id)
		if got := d.TerrainAt(o); got != "field" {
			t.Errorf("%s: %s is %s, want field", filepath.Base(path), id, got)
		}
	}
	out, err := exec.Command(cli, "validate", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "0 errors") {
		t.Errorf("sandtable-cli validate %s: %v\n%s", path, err, out)
	}
}

// expectUntouched checks that path still holds want.
func expectUntouched(t testing.TB, path string, want []byte) {
	t.Helper()
	if got := readFile(t, path); !bytes.Equal(got, want) {
		t.Errorf("%s changed: %d bytes, want the %d it had", filepath.Base(path), len(got), len(want))
	}
}

// readFile reads path or fails the test.
func readFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// copyFile copies from to to or fails the test.
func copyFile(t testing.TB, from, to string) {
	t.Helper()
	if err := os.WriteFile(to, readFile(t, from), 0o644); err != nil {
		t.Fatal(err)
	}
}

// stat returns the file info of path or fails the test.
func stat(t testing.TB, path string) os.FileInfo {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

// fileExists reports whether path exists.
func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// TestXvfbNoDisplayMessage: the real binary started without a display says
// so in one plain line instead of the graphics driver's panic.
func TestXvfbNoDisplayMessage(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	bin := buildEditor(t, dir)
	cmd := exec.Command(bin)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "there is no display") || strings.Contains(string(out), "panic") {
		t.Errorf("without a display: %v\n%s", err, out)
	}
}

// TestXvfbPlayTab1280x800 opens the editor on a 1280x800 screen, enters
// play-test mode with Ctrl+Shift+P, selects a unit and screenshots the
// window (play-1280x800.png in $SANDTABLE_SHOT_DIR) to be looked at: the
// Play tab's turn, unit, actions, reinforcements, score and log must all
// show. The window must fit the screen.
func TestXvfbPlayTab1280x800(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	x := startXvfbSized(t, "1280x800x24")
	app := x.startEditor(t, bin, dir, "play", "-v", "--center", "S3420")
	lay := app.layout(t)
	if lay.viewX < 0 || lay.viewY < 0 {
		t.Errorf("layout %+v", lay)
	}
	x.do(t, "key", "ctrl+shift+p")
	img := x.shot(t, filepath.Join(shots, "play-1280x800.png"))
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Fatalf("screenshot %v", b)
	}
	out, err := exec.Command("xdotool", "search", "--name", "Sandtable", "getwindowgeometry").CombinedOutput()
	if err == nil && !strings.Contains(string(out), "Geometry:") {
		t.Logf("window geometry: %s", out)
	}
	app.stop(t)
}

// TestXvfbBadFileOpensWindow starts the editor on a scenario that does not
// parse: the window opens (on the built-in scenario) with an error dialog
// naming the file, instead of the process exiting with one line on
// standard error (bad-file.png in $SANDTABLE_SHOT_DIR).
func TestXvfbBadFileOpensWindow(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	x := startXvfb(t)
	bad := filepath.Join(dir, "bad.scenario.json")
	if err := os.WriteFile(bad, []byte("{\"format\": \"sandtable-scenario/1\", \"setup\": [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	app := x.startEditor(t, bin, dir, "bad", "-v", bad)
	app.layout(t) // the window is up and laid out
	x.shot(t, filepath.Join(shots, "bad-file.png"))
	if title := x.title(t); !strings.Contains(title, "built-in") {
		t.Errorf("title %q: the window should show the built-in scenario", title)
	}
	if app.cmd.ProcessState != nil {
		t.Fatal("the editor exited")
	}
	log := string(readFile(t, app.log))
	if !strings.Contains(log, "bad.scenario.json") {
		t.Errorf("standard error does not name the file:\n%s", log)
	}
	app.stop(t)
}
