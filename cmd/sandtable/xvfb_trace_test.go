//go:build !ci

package main

import (
	"crypto/sha256"
	"fmt"
	"image"
	_ "image/jpeg"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/scangen"
	"github.com/sandtable/sandtable/validate"
)

// TestXvfbTraceWalkthrough is issue #14's afternoon in the real window,
// driven with xdotool as a designer would: `sandtable-cli trace gen` makes
// heavy-distortion scans of a known map on the ITW sheets; the designer's
// map has no scan yet. In the editor: Alt+5 (Scan panel), type the scan's
// path and Load it, choose the Calibrate tool and click three hexes' centres
// on the scan (each found with Go To, Ctrl+G), teach the five terrain types
// by picking four hexes each on the map, Trace scans, repaint two unsure
// hexes as the known map has them, Accept at or above, save with Ctrl+S and
// quit. The saved map must validate and hold the known terrain for at least
// 97% of sheet N's hexes. Buttons are found by their text in the editor's
// control list (sandtable -v prints it at SIGUSR1). Screenshots of the
// review and the accepted map are kept (logged).
func TestXvfbTraceWalkthrough(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	x := startXvfb(t)
	clock := newStepClock(t, x, "0. scans and the editor")
	dir := t.TempDir()
	shots := shotDir(t, dir)
	cli := buildCLI(t, dir)
	genScans(t, cli, filepath.Join(dir, "maps"), "heavy", "1")
	mapPath := filepath.Join(dir, "maps", "scan.map.json")
	m, err := maps.Load(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	known := m.Sheets[0].Scan.Affine
	for i := range m.Sheets {
		m.Sheets[i].Scan = nil
	}
	if err := maps.Save(mapPath, m); err != nil {
		t.Fatal(err)
	}
	scenario := writeTraceScenario(t, dir)
	doc, err := model.OpenFile(scenario)
	if err != nil {
		t.Fatal(err)
	}
	itw, err := maps.LoadBuiltin("itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	truth, err := scangen.NewTruth(itw, 1)
	if err != nil {
		t.Fatal(err)
	}
	bin := buildEditor(t, dir)
	r := x.startEditor(t, bin, dir, "trace", "-v", scenario)
	r.layout(t)
	d := &driver{t: t, x: x, r: r, doc: doc}

	// Load the scan of sheet N.
	clock.step("1. load the scan")
	x.do(t, "key", "alt+5")
	x.do(t, append(d.clickArgs(d.find("entry", "scan image in the map's folder")),
		"type", "--delay", typeDelay, filepath.Join(dir, "maps", "scan-N.jpg"))...)
	x.do(t, "key", "Return")
	d.click(d.find("button", "Load"))
	scanPath := filepath.Join(dir, "maps", "scan-N.jpg")
	cover := coverAffine(t, doc, scanPath, d.findPrefix("label", "scan-N.jpg"))

	// Calibrate with three points.
	clock.step("2. calibrate")
	d.click(d.findPrefix("button", "Calibrate"))
	for _, id := range []string{"N1503", "N6002", "N3531"} {
		mx, my := hexMM(doc, id)
		qx, qy := calib.Affine(known).Apply(mx, my)
		cx, cy := (qx-cover[2])/cover[0], (qy-cover[5])/cover[4] // mm where the scan shows it now
		d.calibClick(id, cx, cy)
	}
	fit := d.findBy("label", "RMS", func(s string) bool { return strings.Contains(s, "RMS ") })
	t.Logf("calibration: %s", fit.text)

	// Teach four hexes of each type.
	clock.step("3. teach")
	d.click(d.findPrefix("button", "Select"))
	taught, err := truth.Taught(0, 4)
	if err != nil {
		t.Fatal(err)
	}
	var names []string // the trace panel's types: those that fill a hex
	for _, tt := range doc.Ruleset().Terrain {
		if !tt.OtherTerrainInHex {
			names = append(names, doc.TerrainName(tt.ID))
		}
	}
	for _, tt := range taught {
		d.choose(names, doc.TerrainName(tt.Terrain))
		d.click(d.find("button", "Teach on map"))
		for _, id := range tt.Hexes {
			d.goTo(id)
			d.clickHex(id)
		}
		d.click(d.find("button", "Done teaching"))
	}
	if c := d.findPrefix("label", "Taught:"); strings.Count(c.text, " 4") != len(taught) {
		t.Fatalf("taught: %q", c.text)
	}

	// Trace and review two unsure hexes.
	clock.step("4. trace and review")
	d.click(d.find("button", "Trace scans"))
	waitForEvery(t, "the proposal", 250*time.Millisecond, func() bool { return d.tryFind("label", "Proposed:") })
	x.shot(t, filepath.Join(shots, "trace-1-proposal.png"))
	itemRE := regexp.MustCompile(`^\d+ of \d+: (\S+), proposed`)
	for range 2 {
		item := d.findPrefix("label", "1 of ")
		mm := itemRE.FindStringSubmatch(item.text)
		if mm == nil {
			t.Fatalf("review item %q", item.text)
		}
		o, _ := doc.ParseHex(mm[1])
		d.choose(names, doc.TerrainName(truth.Terrain[o]))
		d.click(d.find("button", "Repaint hex"))
	}
	x.shot(t, filepath.Join(shots, "trace-2-reviewed.png"))
	d.click(d.find("button", "Accept at or above"))
	x.shot(t, filepath.Join(shots, "trace-3-accepted.png"))
	clock.step("5. accept and save")
	x.do(t, "key", "ctrl+s")
	x.shot(t, filepath.Join(shots, "trace-4-saved.png"))
	waitFor(t, "the saved title", func() bool { return !strings.HasSuffix(x.title(t), "*") })
	x.do(t, "key", "ctrl+q")

	clock.step("6. check the saved map")
	saved, err := maps.Load(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := saved.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	right, total := 0, 0
	for _, o := range truth.Hexes {
		if !geo.Numbering.Sheets[0].Holds(o) {
			continue
		}
		total++
		id, _ := geo.Numbering.Format(o)
		terrain := saved.Hexes[id].Terrain
		if terrain == "" {
			terrain = saved.DefaultTerrain
		}
		if terrain == truth.Terrain[o] {
			right++
		}
	}
	t.Logf("terrain right: %d of %d hexes of sheet N (%.1f%%); screenshots in %s", right, total, 100*float64(right)/float64(total), shots)
	if float64(right) < 0.97*float64(total) {
		t.Errorf("terrain right for %d of %d hexes", right, total)
	}
	if out, err := exec.Command(cli, "validate", mapPath).CombinedOutput(); err != nil {
		t.Errorf("sandtable-cli validate %s: %v\n%s", mapPath, err, out)
	}
	for _, dg := range validate.NewSession(validate.OS{}).File(mapPath) {
		if dg.Severity == "error" {
			t.Errorf("saved map: %s", dg)
		}
	}
}

// writeTraceScenario writes the built-in Scenario 1 and its OOB into dir in
// their source layout, the scenario's map being maps/scan.map.json.
func writeTraceScenario(t *testing.T, dir string) string {
	t.Helper()
	for _, p := range []string{"scenarios/itw-shiloh/itw-shiloh.oob.json", model.BuiltinScenario} {
		data, err := validate.Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		data = []byte(strings.Replace(string(data), "itw-shiloh.map.json", "scan.map.json", 1))
		to := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, filepath.FromSlash(model.BuiltinScenario))
}

// hexMM returns the centre of hex id in map millimetres from the centre of
// global hex (0,0), as the editor's calibration measures it.
func hexMM(doc *model.Document, id string) (float64, float64) {
	o, _ := doc.ParseHex(id)
	l := hexgrid.Layout{Grid: doc.Geometry().Grid, Size: doc.Map().Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	x0, y0 := l.Center(hexgrid.Offset{})
	x, y := l.Center(o)
	return x - x0, y - y0
}

// nearestHex returns the id of the hex holding map point (mx, my) mm.
func nearestHex(doc *model.Document, mx, my float64) string {
	l := hexgrid.Layout{Grid: doc.Geometry().Grid, Size: doc.Map().Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	x0, y0 := l.Center(hexgrid.Offset{})
	return doc.HexID(l.HexAt(mx+x0, my+y0))
}

// coverAffine returns the first placement of the scan image of sheet N at
// path, as the Scan panel makes it (the sheet's hex centres stretched over
// the image, aspect kept), and checks it against the panel's description.
func coverAffine(t *testing.T, doc *model.Document, path string, info control) [6]float64 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	geo := doc.Geometry()
	for _, o := range geo.Numbering.All() {
		if geo.Numbering.Sheets[0].Holds(o) {
			mx, my := hexMM(doc, doc.HexID(o))
			x0, y0, x1, y1 = min(x0, mx), min(y0, my), max(x1, mx), max(y1, my)
		}
	}
	k := min(float64(cfg.Width)/(x1-x0), float64(cfg.Height)/(y1-y0))
	a := [6]float64{k, 0, -x0 * k, 0, k, -y0 * k}
	var k1, k2, rot, skew, tx, ty float64
	line := info.text[strings.Index(info.text, "\n")+1:]
	if _, err := fmt.Sscanf(line, "%f × %f px/mm, rotation %f°, skew %f°, offset %f, %f px", &k1, &k2, &rot, &skew, &tx, &ty); err != nil {
		t.Fatalf("scan info %q: %v", info.text, err)
	}
	if math.Abs(k1-k) > 0.001 || math.Abs(a[2]-tx) > 0.1 || math.Abs(a[5]-ty) > 0.1 {
		t.Fatalf("scan placed at %v, the panel says %q", a, info.text)
	}
	return a
}

// control is one line of the editor's control list.
type control struct {
	kind, text string
	x, y, w, h float64
	visible    bool
}

// driver drives one editor process.
type driver struct {
	t    *testing.T
	x    *xserver
	r    *running
	doc  *model.Document
	lay  layout
	ctls []control
}

var controlRE = regexp.MustCompile(`^control (\S+) ([-\d.]+),([-\d.]+) ([\d.]+)x([\d.]+) (visible|clipped) (".*")$`)

// dump asks the editor for its layout and controls (SIGUSR1) and reads them.
func (d *driver) dump() {
	d.t.Helper()
	if c := d.x.clock; c != nil {
		defer func(start time.Time) { c.dumps++; c.dumpTime += time.Since(start) }(time.Now())
	}
	var before int64 // the log's length: the list comes after
	if fi, err := os.Stat(d.r.log); err == nil {
		before = fi.Size()
	}
	if err := d.r.cmd.Process.Signal(syscall.SIGUSR1); err != nil {
		d.t.Fatal(err)
	}
	var block []string
	waitFor(d.t, "the control list", func() bool {
		data := readFrom(d.r.log, before)
		if len(data) == 0 {
			return false
		}
		lines := strings.Split(string(data), "\n")
		for i, l := range lines {
			if l == "end" {
				block = lines[:i]
				return true
			}
		}
		return false
	})
	d.ctls = d.ctls[:0]
	for _, l := range block {
		if strings.HasPrefix(l, "layout ") {
			d.lay = parseLayout(d.t, l)
			continue
		}
		m := controlRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var text string
		fmt.Sscanf(m[7], "%q", &text)
		d.ctls = append(d.ctls, control{kind: m[1], text: text, x: num(d.t, m[2]), y: num(d.t, m[3]),
			w: num(d.t, m[4]), h: num(d.t, m[5]), visible: m[6] == "visible"})
	}
}

// readFrom returns what file path holds from byte offset on (nothing when
// it cannot be read).
func readFrom(path string, offset int64) []byte {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return nil
	}
	data, _ := io.ReadAll(f)
	return data
}

// lookup returns the first control of kind whose text matches.
func (d *driver) lookup(kind string, match func(string) bool) (control, bool) {
	for _, c := range d.ctls {
		if c.kind == kind && match(c.text) {
			return c, true
		}
	}
	return control{}, false
}

// tryFind dumps and reports whether a control of kind with text prefix is shown.
func (d *driver) tryFind(kind, prefix string) bool {
	d.dump()
	_, ok := d.lookup(kind, func(s string) bool { return strings.HasPrefix(s, prefix) })
	return ok
}

// find returns the control of kind with exactly text, scrolled into view.
func (d *driver) find(kind, text string) control {
	return d.findBy(kind, text, func(s string) bool { return s == text })
}

// findPrefix returns the control of kind whose text starts with prefix.
func (d *driver) findPrefix(kind, prefix string) control {
	return d.findBy(kind, prefix, func(s string) bool { return strings.HasPrefix(s, prefix) })
}

// findBy finds a control, scrolling the side panel (wheel over it) until it
// is visible.
func (d *driver) findBy(kind, what string, match func(string) bool) control {
	d.t.Helper()
	for tries, scrolls := 0, 0; tries < 40 && scrolls < 12; tries++ {
		d.dump()
		c, ok := d.lookup(kind, match)
		if !ok {
			time.Sleep(100 * time.Millisecond) // 4 s in all for a control to appear
			continue
		}
		if c.visible {
			return c
		}
		// Wheel over the side panel, at a spot no entry, select or slider
		// covers (those take the wheel themselves): down when the control
		// is below.
		s := d.lay.canvasScale
		wx, wy := d.wheelSpot()
		d.x.do(d.t, "mousemove", fmt.Sprintf("%.0f", wx*s), fmt.Sprintf("%.0f", wy*s))
		button := "5"
		if c.y < 100 {
			button = "4"
		}
		d.x.do(d.t, "click", "--delay", "0", "--repeat", "4", button)
		scrolls++
	}
	d.t.Fatalf("no visible %s %q; controls: %v", kind, what, d.ctls)
	return control{}
}

// wheelSpot returns a point of the side panel (canvas units) over which the
// mouse wheel scrolls the panel: from y 150 down, the first one that no
// visible entry, select or slider covers.
func (d *driver) wheelSpot() (float64, float64) {
	x := d.lay.viewX + d.lay.viewW + 150
	for y := 150.0; y < 520; y += 8 {
		covered := false
		for _, c := range d.ctls {
			if !c.visible || (c.kind != "entry" && c.kind != "select" && c.kind != "slider") {
				continue
			}
			if x >= c.x && x <= c.x+c.w && y >= c.y && y <= c.y+c.h {
				covered = true
				break
			}
		}
		if !covered {
			return x, y
		}
	}
	return x, 300
}

// click clicks the middle of control c.
func (d *driver) click(c control) {
	d.x.do(d.t, d.clickArgs(c)...)
}

// clickArgs are xdotool's arguments to click the middle of control c.
func (d *driver) clickArgs(c control) []string {
	s := d.lay.canvasScale
	return []string{"mousemove", fmt.Sprintf("%.0f", (c.x+c.w/2)*s), fmt.Sprintf("%.0f", (c.y+c.h/2)*s), "click", "--delay", "0", "1"}
}

// choose sets the select showing one of options to option as a user does
// with the keyboard: a click gives it the focus (and opens its list, which
// Escape closes), then Right steps through the options.
func (d *driver) choose(options []string, option string) {
	d.t.Helper()
	c := d.findBy("select", option, func(s string) bool { return contains(options, s) })
	d.click(c)
	d.x.do(d.t, "key", "Escape")
	for range len(options) {
		if c.text == option {
			return
		}
		d.x.do(d.t, "key", "Right")
		c = d.findBy("select", option, func(s string) bool { return contains(options, s) })
	}
	d.t.Fatalf("select stays at %q, want %q", c.text, option)
}

// goTo centres the map on hex id with Ctrl+G, and waits until the editor
// shows it there: the view's centre is id, or (a hex the view cannot centre,
// by the map's edge) id is on screen and the layout holds still.
func (d *driver) goTo(id string) {
	d.t.Helper()
	d.x.do(d.t, "key", "ctrl+g", "type", "--delay", typeDelay, id)
	d.x.do(d.t, "key", "Return")
	start := time.Now()
	var last layout
	waitFor(d.t, "the view on "+id, func() bool {
		d.dump()
		if d.lay.centre == id {
			return true
		}
		still := d.lay == last
		last = d.lay
		return time.Since(start) > 3*time.Second && still && d.onScreen(id)
	})
}

// onScreen reports whether hex id's centre is inside the map view.
func (d *driver) onScreen(id string) bool {
	l := d.lay
	sx, sy := d.screenMM(hexMM(d.doc, id))
	s := l.canvasScale
	return sx >= l.viewX*s && sx < (l.viewX+l.viewW)*s && sy >= l.viewY*s && sy < (l.viewY+l.viewH)*s
}

// screenMM returns where map point (mx, my) mm is on the screen (device
// pixels), by the last layout read.
func (d *driver) screenMM(mx, my float64) (float64, float64) {
	l := d.lay
	cx, cy := hexMM(d.doc, l.centre)
	k := l.radius / (d.doc.Map().Grid.HexAcrossFlatsMM / math.Sqrt(3)) // device px per mm
	return l.atX*l.canvasScale + (mx-cx)*k, l.atY*l.canvasScale + (my-cy)*k
}

// clickMM clicks the map at map point (mx, my) mm.
func (d *driver) clickMM(mx, my float64) {
	d.t.Helper()
	sx, sy := d.screenMM(mx, my)
	d.x.do(d.t, "mousemove", fmt.Sprintf("%.0f", sx), fmt.Sprintf("%.0f", sy), "click", "--delay", "0", "1")
}

// clickHex clicks the centre of hex id (on screen).
func (d *driver) clickHex(id string) {
	mx, my := hexMM(d.doc, id)
	d.clickMM(mx, my)
}

func contains(ss []string, s string) bool { return index(ss, s) >= 0 }

func index(ss []string, s string) int {
	for i, v := range ss {
		if v == s {
			return i
		}
	}
	return -1
}

// genScans puts into dir what `sandtable-cli trace gen --level level --seed
// seed` writes. The scans take seconds to make, so they are made once and
// kept under the repository's tmp/fixtures/, in a folder named by the
// arguments and the SHA-256 of the CLI binary (which holds the generator):
// a changed generator makes them again. Each test gets copies of its own.
func genScans(t *testing.T, cli, dir, level, seed string) {
	t.Helper()
	bin, err := os.ReadFile(cli)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(bin)
	cache, err := filepath.Abs(filepath.Join("..", "..", "tmp", "fixtures",
		fmt.Sprintf("trace-gen-%s-seed%s-%x", level, seed, sum[:8])))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(cache, "scan.map.json")); err != nil {
		if err := os.MkdirAll(filepath.Dir(cache), 0o755); err != nil {
			t.Fatal(err)
		}
		tmp := cache + fmt.Sprintf(".%d.tmp", os.Getpid())
		os.RemoveAll(tmp)
		if out, err := exec.Command(cli, "trace", "gen", "-o", tmp, "--level", level, "--seed", seed).CombinedOutput(); err != nil {
			t.Fatalf("trace gen: %v\n%s", err, out)
		}
		if err := os.Rename(tmp, cache); err != nil && !fileExists(filepath.Join(cache, "scan.map.json")) {
			t.Fatal(err)
		}
		os.RemoveAll(tmp) // another run made it first
	} else {
		t.Logf("trace gen: the scans kept in %s", cache)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	es, err := os.ReadDir(cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		copyFile(t, filepath.Join(cache, e.Name()), filepath.Join(dir, e.Name()))
	}
}
