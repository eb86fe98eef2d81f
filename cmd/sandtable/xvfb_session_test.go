//go:build !ci

package main

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestXvfbPaintSaveReopen drives the real editor in a virtual X server with
// xdotool: it opens the built-in map, picks the terrain tool with its key,
// paints a hex with a click and three more with a drag, undoes and redoes
// the drag with Ctrl+Z and Ctrl+Shift+Z, saves with Ctrl+S (to the path
// given by --save-as, as built-in data has no file of its own), then opens
// the saved scenario in a new editor and finds the painted hexes, in the
// files and on the screen. Screenshots of each step are kept in
// $SANDTABLE_SHOT_DIR (default: the test's temporary folder, logged). Needs
// SANDTABLE_XVFB=1, like TestXvfbScreenshot.
func TestXvfbPaintSaveReopen(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := os.Getenv("SANDTABLE_SHOT_DIR")
	if shots == "" {
		shots = dir
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := buildEditor(t, dir)
	x := startXvfb(t)
	out := filepath.Join(dir, "saved", "painted.scenario.json")

	app := x.startEditor(t, bin, dir, "first", "-v", "--center", "S2017", "--save-as", out)
	lay := app.layout(t)
	doc, err := model.OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	field, woods := terrainColour(doc, "field"), terrainColour(doc, "woods")
	single := []string{"S2016"}
	stroke := []string{"S2118", "S2119", "S2120"}
	painted := append(append([]string{}, single...), stroke...)

	cx, cy := lay.at(t, doc, "S2017")
	x.do(t, "mousemove", cx, cy)
	x.do(t, "key", "t")
	px, py := lay.at(t, doc, "S2016")
	x.do(t, "mousemove", px, py, "click", "--delay", "0", "1")
	x.drag(t, lay, doc, stroke)
	img := x.shot(t, filepath.Join(shots, "1-painted.png"))
	expectTerrain(t, "painted", img, lay, doc, painted, field)
	expectTerrain(t, "painted", img, lay, doc, []string{"S2017", "S2121"}, woods)

	x.do(t, "key", "ctrl+z")
	img = x.shot(t, filepath.Join(shots, "2-undone.png"))
	expectTerrain(t, "undone", img, lay, doc, stroke, woods)
	expectTerrain(t, "undone", img, lay, doc, single, field)

	x.do(t, "key", "ctrl+shift+z")
	img = x.shot(t, filepath.Join(shots, "3-redone.png"))
	expectTerrain(t, "redone", img, lay, doc, painted, field)

	x.do(t, "key", "ctrl+s")
	waitFor(t, "the saved scenario", func() bool { _, err := os.Stat(out); return err == nil })
	app.stop(t)

	saved, err := model.OpenFile(out)
	if err != nil {
		t.Fatalf("the saved scenario does not open: %v", err)
	}
	for _, id := range painted {
		o, _ := saved.ParseHex(id)
		if got := saved.TerrainAt(o); got != "field" {
			t.Errorf("saved file: %s is %s, want field", id, got)
		}
	}

	again := x.startEditor(t, bin, dir, "reopened", "-v", "--center", "S2017", out)
	lay2 := again.layout(t)
	img = x.shot(t, filepath.Join(shots, "4-reopened.png"))
	expectTerrain(t, "reopened", img, lay2, doc, painted, field)
	expectTerrain(t, "reopened", img, lay2, doc, []string{"S2017"}, woods)
	again.stop(t)
	t.Logf("screenshots in %s", shots)
}

// buildEditor returns the editor binary, built once a test run (see
// built; $SANDTABLE_EDITOR_BIN names one built beforehand). dir is unused:
// the tests that share the binary each keep their files in their own.
func buildEditor(t testing.TB, dir string) string {
	t.Helper()
	return built(t, "sandtable", ".", "SANDTABLE_EDITOR_BIN")
}

// xserver is a virtual X server started for one test, and the frames
// drawn on it.
type xserver struct {
	display string
	frames  *frameWatch
	clock   *stepClock // nil: the test's steps are not timed
}

// startXvfb starts Xvfb on a free display (1600x1000, 24 bits) and stops it
// when the test ends.
func startXvfb(t testing.TB) *xserver {
	t.Helper()
	return startXvfbSized(t, "1600x1000x24")
}

// startXvfbSized starts Xvfb with a screen of the given geometry
// ("1280x800x24").
func startXvfbSized(t testing.TB, screen string) *xserver {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", screen, "-ac", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	display := ":" + strings.TrimSpace(line)
	return &xserver{display: display, frames: watchFrames(t, display)}
}

// env returns the environment of programs run on the server.
func (x *xserver) env(home string) []string {
	return append(os.Environ(), "DISPLAY="+x.display, "FYNE_SCALE=1", "LANG=en_US.UTF-8",
		"HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
}

// do runs xdotool with args and waits for the editor to follow: for the
// frames the input makes it draw (see frameWatch.settle).
func (x *xserver) do(t testing.TB, args ...string) {
	t.Helper()
	start, n := time.Now(), x.frames.frames()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = x.env(os.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	x.frames.settle(n)
	if x.clock != nil {
		x.clock.inputs++
		x.clock.inputTime += time.Since(start)
	}
}

// Clicks are sent with xdotool click --delay 0: by default it sleeps
// 100 ms after each click (so that a next one is not a double click), and
// the waits for the editor's frames keep clicks apart already.

// typeDelay is the pause between typed keys, in milliseconds (xdotool
// type --delay): none. The editor takes the keys in the order they come,
// however fast; each pause would only cost a frame.
const typeDelay = "0"

// drag presses the button on the first hex, moves through the others in
// small steps and releases it on the last.
func (x *xserver) drag(t testing.TB, lay layout, doc *model.Document, hexes []string) {
	t.Helper()
	sx, sy := lay.at(t, doc, hexes[0])
	x.do(t, "mousemove", sx, sy, "mousedown", "1")
	for i := 1; i < len(hexes); i++ {
		ax, ay := lay.xy(t, doc, hexes[i-1])
		bx, by := lay.xy(t, doc, hexes[i])
		for s := 1; s <= 4; s++ {
			k := float64(s) / 4
			x.do(t, "mousemove", fmt.Sprintf("%.0f", ax+(bx-ax)*k), fmt.Sprintf("%.0f", ay+(by-ay)*k))
		}
	}
	x.do(t, "mouseup", "1")
}

// shot screenshots the screen into path, once it holds still, and
// decodes it.
func (x *xserver) shot(t testing.TB, path string) image.Image {
	t.Helper()
	start := time.Now()
	x.frames.still(shotQuiet)
	cmd := exec.Command("import", "-window", "root", path)
	cmd.Env = x.env(os.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	img := readPNG(t, path)
	if x.clock != nil {
		x.clock.shotTime += time.Since(start)
	}
	return img
}

// running is an editor process.
type running struct {
	cmd *exec.Cmd
	log string
	x   *xserver
}

// startEditor starts the editor with args, its standard error in
// <dir>/<name>.log.
func (x *xserver) startEditor(t testing.TB, bin, dir, name string, args ...string) *running {
	t.Helper()
	logPath := filepath.Join(dir, name+".log")
	f, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(dir, "home")
	noAnimations(t, filepath.Join(home, "config"))
	cmd := exec.Command(bin, args...)
	cmd.Env = x.env(home)
	cmd.Stderr = f
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	r := &running{cmd: cmd, log: logPath, x: x}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if ps := cmd.ProcessState; ps != nil { // the time it took, for speeding the tests up
			t.Logf("editor %s: %.1f CPU-s (user %.1f, system %.1f)", name, (ps.UserTime() + ps.SystemTime()).Seconds(), ps.UserTime().Seconds(), ps.SystemTime().Seconds())
		}
	})
	return r
}

// noAnimations writes Fyne's settings in the configuration folder config
// ($XDG_CONFIG_HOME) with animations off, unless settings are there
// already. The checks do not look at animations, and they cost: while an
// entry has the focus its cursor fades in and out, which has the editor
// draw the whole window sixty times a second with software GL, and the
// screen never holds still.
func noAnimations(t testing.TB, config string) {
	t.Helper()
	path := filepath.Join(config, "fyne", "settings.json")
	if fileExists(path) {
		return
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"no_animations": true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// stop ends the editor.
func (r *running) stop(t testing.TB) {
	t.Helper()
	_ = r.cmd.Process.Kill()
	_ = r.cmd.Wait()
}

// layout is where the editor's map is on the screen (see editor.LayoutInfo).
type layout struct {
	radius       float64 // hex radius in screen pixels
	centre       string  // the hex at the view's centre
	atX, atY     float64 // its screen position
	canvasScale  float64
	viewX, viewY float64
	viewW, viewH float64
}

// layout waits for the editor's layout line and reads it.
func (r *running) layout(t testing.TB) layout {
	t.Helper()
	var line string
	waitFor(t, "the editor's layout line", func() bool {
		data, _ := os.ReadFile(r.log)
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "layout ") {
				line = l
				return true
			}
		}
		return false
	})
	lay := parseLayout(t, line)
	r.x.frames.still(shotQuiet) // let the first frames paint
	return lay
}

// parseLayout reads the editor's layout line (editor.LayoutInfo).
func parseLayout(t testing.TB, line string) layout {
	t.Helper()
	var lay layout
	for _, f := range strings.Fields(line)[1:] {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "canvas-scale":
			lay.canvasScale = num(t, v)
		case "hex-radius":
			lay.radius = num(t, v)
		case "centre":
			lay.centre = v
		case "at":
			a, b, _ := strings.Cut(v, ",")
			lay.atX, lay.atY = num(t, a), num(t, b)
		case "view":
			a, b, _ := strings.Cut(v, ",")
			lay.viewX, lay.viewY = num(t, a), num(t, b)
		case "size":
			a, b, _ := strings.Cut(v, "x")
			lay.viewW, lay.viewH = num(t, a), num(t, b)
		}
	}
	if lay.radius == 0 || lay.centre == "" {
		t.Fatalf("bad layout line %q", line)
	}
	return lay
}

// num parses a float or fails the test.
func num(t testing.TB, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("number %q: %v", s, err)
	}
	return v
}

// xy returns the screen pixel of hex id's centre (the window is at the
// screen's origin: there is no window manager).
func (l layout) xy(t testing.TB, doc *model.Document, id string) (float64, float64) {
	t.Helper()
	o, ok := doc.ParseHex(id)
	c, ok2 := doc.ParseHex(l.centre)
	if !ok || !ok2 {
		t.Fatalf("hex %s or %s not on the map", id, l.centre)
	}
	hl := hexgrid.Layout{Grid: doc.Geometry().Grid, Size: l.radius}
	x0, y0 := hl.Center(c)
	x1, y1 := hl.Center(o)
	s := l.canvasScale
	return l.atX*s + (x1 - x0), l.atY*s + (y1 - y0)
}

// at returns the x and y of hex id for xdotool.
func (l layout) at(t testing.TB, doc *model.Document, id string) (string, string) {
	x, y := l.xy(t, doc, id)
	return fmt.Sprintf("%.0f", x), fmt.Sprintf("%.0f", y)
}

// expectTerrain checks the colour at the centre of each hex.
func expectTerrain(t testing.TB, step string, img image.Image, lay layout, doc *model.Document, hexes []string, want color.RGBA) {
	t.Helper()
	for _, id := range hexes {
		x, y := lay.xy(t, doc, id)
		if got := rgbaAt(img, int(x), int(y)); !closeTo(got, want, 4) {
			t.Errorf("%s: %s shows %v, want %v", step, id, got, want)
		}
	}
}

// terrainColour is the fill of terrain id in the document's ruleset.
func terrainColour(doc *model.Document, id string) color.RGBA {
	c, _ := doc.Styles().TerrainFill(id)
	return color.RGBA{c.R, c.G, c.B, 0xff}
}

// waitFor polls cond every 20 ms for up to 30 s.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	waitForEvery(t, what, 20*time.Millisecond, cond)
}

// waitForEvery polls cond every interval for up to 30 s: a long interval
// for a cond that costs the editor work (a control list while it traces).
func waitForEvery(t testing.TB, what string, interval time.Duration, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		if cond() {
			return
		}
		time.Sleep(interval)
	}
	if cond() {
		return
	}
	t.Fatalf("timed out waiting for %s", what)
}
