//go:build !ci

package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
)

// orchard is the colour of the terrain type the story adds in the Rules
// tab: no built-in ruleset has it.
var orchard = color.RGBA{0xc0, 0x40, 0x20, 0xff}

// TestXvfbNewGame is issue 24's whole story in the real window, one editor
// process driven with xdotool as a user would: started with no file, File >
// New Game with its shortcut (Ctrl+Shift+N), each field of the dialog
// clicked and typed into (two sheets sharing a row, the hex size guessed
// wrong at 15 mm), Create; the scan of sheet N (drawn by the renderer at
// 16.2 mm, turned 1.4 degrees) loaded in the Scan tab (Alt+5) and the grid
// fitted to it from three clicks with the Calibrate tool; a terrain type
// with its own colour added in the Rules tab (Alt+6); twenty hexes painted
// with it; two formations and six units added in the OOB tab (Alt+2), five
// of them set up with Set up in hex…; one reinforcement in the Scenario tab
// (Alt+3) with its entry hex picked on the map; a unit moved in the
// play-test (Ctrl+Shift+P); saved (Ctrl+S) and quit (Ctrl+Q). Then
// `sandtable-cli validate` on the game folder reports no error and the new
// colour is in the PNG, Tiled and VASSAL exports. Buttons and entries are
// found by their text in the editor's control list (sandtable -v, SIGUSR1),
// hexes from the layout line and the map's own geometry. Screenshots of
// every step go to $SANDTABLE_SHOT_DIR. Needs SANDTABLE_XVFB=1.
func TestXvfbNewGame(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	shots := shotDir(t, dir)
	bin := buildEditor(t, dir)
	cli := buildCLI(t, dir)
	x := startXvfb(t)
	clock := newStepClock(t, x, "0. start the editor")
	folder := filepath.Join(dir, "corinth")
	shot := func(name string) image.Image { return x.shot(t, filepath.Join(shots, "newgame-"+name+".png")) }

	app := x.startEditor(t, bin, dir, "newgame", "-v")
	d := &driver{t: t, x: x, r: app, doc: builtinDoc(t)}
	d.lay = app.layout(t)

	// 1. File > New Game.
	clock.step("1. new game")
	x.do(t, "key", "ctrl+shift+n")
	for _, f := range []struct{ placeholder, text string }{
		{"folder to make the game in", folder},
		{"Battle of …", "Corinth"},
		{"sides: Confederate:csa, Union", "Confederate:csa, Union"},
		{"hex size, mm", "15"},
		{"one sheet a line: N 10-66 1-34", "N 1-30 1-20\nS 1-30 1-20"},
		{"rows shared by sheets", "1"},
		{"first scenario's title", "Advance on Corinth"},
		{"first turn: 1862-04-06 06:00", "1862-05-01 06:00"},
		{"last turn: 1862-04-06 18:00", "1862-05-01 12:00"},
	} {
		d.typeInto(d.find("entry", f.placeholder), f.text)
	}
	shot("01-form")
	d.click(d.find("button", "Create"))
	scenario := filepath.Join(folder, "scenarios", "corinth", "01-advance-on-corinth.scenario.json")
	mapPath := filepath.Join(folder, "maps", "corinth.map.json")
	waitFor(t, "the new game's first scenario", func() bool { return fileExists(scenario) })
	waitFor(t, "the window on the new scenario", func() bool { return strings.Contains(x.title(t), "01-advance-on-corinth") })
	shot("02-created")
	for _, p := range []string{"maps/corinth.map.json", "rulesets/corinth.ruleset.json", "scenarios/corinth/corinth.oob.json"} {
		if !fileExists(filepath.Join(folder, filepath.FromSlash(p))) {
			t.Errorf("the game lacks %s", p)
		}
	}
	expectValid(t, cli, folder)
	if data, err := os.ReadFile(mapPath); err != nil || !strings.Contains(string(data), `"row": 19`) {
		t.Errorf("sheet S not placed one row up from N's foot: %v", err)
	}
	d.doc = openDoc(t, scenario)

	// 2. The scan of sheet N, fitted from three clicks.
	clock.step("2. scan and grid fit")
	truthMap := *d.doc.Map()
	truthMap.Grid.HexAcrossFlatsMM = 16.2
	scanPath := filepath.Join(folder, "maps", "sheet-n.png")
	truth := drawSheetScan(t, &truthMap, 0, 50, 1.4, scanPath)
	x.do(t, "key", "alt+5")
	d.typeInto(d.find("entry", "scan image in the map's folder"), scanPath)
	d.click(d.find("button", "Load"))
	cover := coverAffine(t, d.doc, scanPath, d.findPrefix("label", "sheet-n.png"))
	d.click(d.findPrefix("button", "Calibrate"))
	d.typeInto(d.find("entry", "scan dpi (optional)"), "50")
	for _, id := range []string{"N0503", "N2215", "N1219"} {
		px := truth[id]
		cx, cy := (px[0]-cover[2])/cover[0], (px[1]-cover[5])/cover[4] // mm where the scan shows it now
		d.calibClick(id, cx, cy)
	}
	d.click(d.find("button", "Fit grid to the clicks"))
	fit := d.findBy("label", "fit summary", func(s string) bool { return strings.Contains(s, "residual") && strings.Contains(s, "rotation") })
	t.Logf("grid fit: %s", fit.text)
	shot("03-grid-fitted")
	d.save(mapPath)
	d.doc = openDoc(t, scenario)
	if got := d.doc.Map().Grid.HexAcrossFlatsMM; math.Abs(got-16.2) > 0.15 {
		t.Fatalf("fitted hex size %.2f mm, the scan is drawn at 16.2", got)
	}

	// 3. A terrain type of the game's own, in the Rules tab.
	clock.step("3. terrain type")
	x.do(t, "key", "alt+6")
	// The new type's colour and Add fit the panel: scrolling down (not
	// sideways) shows them. Then typed as a keyboard user does: Tab from
	// field to field, Space on Add.
	d.find("entry", "#rrggbb")
	d.find("button", "Add")
	d.typeInto(d.find("entry", "new id"), "orchard")
	for _, s := range []string{"Orchard", "Frutteto", "#c04020"} {
		x.do(t, "key", "Tab")
		x.do(t, "type", "--delay", typeDelay, s)
	}
	x.do(t, "key", "Tab") // the fill pattern, solid
	x.do(t, "key", "Tab") // Add
	x.do(t, "key", "space")
	d.findBy("label", "orchard", func(s string) bool { return s == "orchard" })
	shot("04-rules-orchard")
	d.save(filepath.Join(folder, "rulesets", "corinth.ruleset.json"))
	d.doc = openDoc(t, scenario)
	if c := terrainColour(d.doc, "orchard"); c != orchard {
		t.Fatalf("the saved ruleset gives orchard %v", c)
	}

	clock.step("4. painting")
	// 4. Twenty hexes painted with it: the terrain tool (t), Orchard picked
	// in its palette with the keyboard, a click in each hex.
	d.goTo("N1209")
	d.clickHex("N1209") // the map takes the keys again
	before := shot("05-before-painting")
	x.do(t, "key", "t")
	d.clickTop(d.listWhere(func(c control) bool { return c.x < d.lay.viewX })) // the palette (left of the map): its first row, and the keyboard focus
	for range index(ui.TerrainIDs(d.doc), "orchard") {
		x.do(t, "key", "Down")
	}
	x.do(t, "key", "space")
	var painted []string
	for c := 10; c < 15; c++ {
		for r := 8; r < 12; r++ {
			id := fmt.Sprintf("N%02d%02d", c, r)
			d.clickHex(id)
			painted = append(painted, id)
		}
	}
	x.do(t, "key", "s") // the select tool: no brush outline over the hexes
	d.clickHex("N1414")
	img := shot("05-painted")
	expectPaintedUnderScan(t, before, img, d.lay, d.doc, painted, terrainColour(d.doc, d.doc.Map().DefaultTerrain), orchard)

	// 5. Two formations and six units, five of them set up.
	clock.step("5. OOB")
	x.do(t, "key", "alt+2")
	d.clickTop(d.find("tree", "")) // the first side, Confederate
	for _, name := range []string{"Army of the Mississippi", "First Corps"} {
		d.click(d.find("button", "Add formation"))
		d.answer(name)
	}
	units := []string{"1 TN", "2 TN", "3 TN", "4 TN", "5 TN", "6 TN"}
	var setups []string
	for i, name := range units {
		d.click(d.find("button", "Add unit"))
		d.answer(name)
		if i < 5 {
			hex := fmt.Sprintf("N%02d05", 5+2*i)
			d.click(d.find("button", "Set up in hex…"))
			d.answer(hex)
			setups = append(setups, hex)
		}
	}
	shot("06-oob")

	// 6. One reinforcement: 6 TN, entering at N0101.
	clock.step("6. reinforcement")
	x.do(t, "key", "alt+3")
	d.click(d.find("button", "Add reinforcement"))
	d.click(d.find("button", "(none)")) // the row's units
	x.do(t, "type", "--delay", typeDelay, "6 TN")
	d.clickTop(d.listWhere(func(control) bool { return true })) // the chooser's, in the dialog on top
	d.findPrefix("label", "1 chosen")
	d.click(d.find("button", "OK"))
	d.click(d.find("button", "Pick on map"))
	d.goTo("N0101")
	d.clickHex("N0101")
	d.click(d.find("button", "Done"))
	shot("07-reinforcement")
	d.save(scenario)
	expectValid(t, cli, folder)
	saved := openDoc(t, scenario)
	sc := saved.Scenario()
	if len(sc.Setup) != 5 || len(sc.Reinforcements) != 1 || len(sc.Reinforcements[0].Units) != 1 ||
		len(sc.Reinforcements[0].Entry.Hexes) != 1 || sc.Reinforcements[0].Entry.Hexes[0] != "N0101" {
		t.Errorf("saved scenario: set-up %+v, reinforcements %+v", sc.Setup, sc.Reinforcements)
	}
	for i, s := range sc.Setup {
		if i < len(setups) && s.Hex != setups[i] {
			t.Errorf("set-up %d: %s in %s, want %s", i, s.Unit, s.Hex, setups[i])
		}
	}
	if o := saved.OOB(); o == nil || len(o.Formations) != 2 || len(o.Units) != 6 {
		t.Errorf("saved OOB: %+v", o)
	}

	// 7. The play-test moves 1 TN one hex.
	clock.step("7. play-test")
	x.do(t, "key", "ctrl+shift+p")
	d.findPrefix("button", "Leave Play-test")
	d.settle() // the side panel widens: the map moves
	d.goTo("N0505")
	d.settle()
	d.clickHex("N0505")
	d.clickHex("N0506")
	shot("08-play-moved")
	d.dump()
	moved := false
	for _, c := range d.ctls {
		if c.kind == "label" && strings.Contains(c.text, "N0506") {
			moved = true
			t.Logf("play-test: %q", c.text)
		}
	}
	if !moved {
		t.Errorf("no label of the play-test names N0506 after the move")
	}
	x.do(t, "key", "ctrl+shift+p")

	// 8. Save, quit, validate, export.
	clock.step("8. save, validate, export")
	x.do(t, "key", "ctrl+s")
	waitFor(t, "the saved title", func() bool { return !strings.HasSuffix(x.title(t), "*") })
	shot("09-saved")
	x.do(t, "key", "ctrl+q")
	app.waitExit(t)
	expectValid(t, cli, folder)
	exports := filepath.Join(dir, "exports")
	if err := os.MkdirAll(filepath.Join(exports, "tiled"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"render", scenario, "-o", filepath.Join(exports, "corinth.png"), "--dpi", "100"},
		{"tiled", "export", mapPath, "-o", filepath.Join(exports, "tiled", "corinth.tmx")},
		{"vassal", "export", mapPath, "-o", filepath.Join(exports, "vassal")},
	} {
		if out, err := exec.Command(cli, args...).CombinedOutput(); err != nil {
			t.Fatalf("sandtable-cli %v: %v\n%s", args, err, out)
		}
	}
	for _, where := range []string{filepath.Join(exports, "corinth.png"), filepath.Join(exports, "tiled"), filepath.Join(exports, "vassal")} {
		if !someImageHas(t, where, orchard) {
			t.Errorf("no image under %s shows the orchard's colour %v", where, orchard)
		}
	}
	t.Logf("screenshots in %s", shots)
}

// expectPaintedUnderScan checks that each hex turned from terrain colour
// from to colour to under the half-transparent scan: the change of each
// pixel at a hex centre, channel by channel, is the same share of to-from
// (the share the map shows through the scan) for every channel where the
// two colours differ by 60 or more, and that share is at least a quarter.
func expectPaintedUnderScan(t testing.TB, before, after image.Image, lay layout, doc *model.Document, hexes []string, from, to color.RGBA) {
	t.Helper()
	for _, id := range hexes {
		x, y := lay.xy(t, doc, id)
		b, a := rgbaAt(before, int(x), int(y)), rgbaAt(after, int(x), int(y))
		var shares []float64
		for _, ch := range [][4]uint8{{b.R, a.R, from.R, to.R}, {b.G, a.G, from.G, to.G}, {b.B, a.B, from.B, to.B}} {
			if d := float64(ch[3]) - float64(ch[2]); math.Abs(d) >= 60 {
				shares = append(shares, (float64(ch[1])-float64(ch[0]))/d)
			}
		}
		ok := len(shares) > 0
		for _, k := range shares {
			ok = ok && k >= 0.25 && k <= 1.05 && math.Abs(k-shares[0]) <= 0.08
		}
		if !ok {
			t.Errorf("%s: %v before, %v after painting; shares of %v to %v per channel %.2f", id, b, a, from, to, shares)
		}
	}
}

// settle dumps the controls until the map's layout is the same twice in a
// row, the screen holding still in between (after the window's parts were
// resized or the map was moved).
func (d *driver) settle() {
	d.t.Helper()
	d.dump()
	for range 30 {
		prev := d.lay
		d.x.frames.still(2 * quietWait)
		d.dump()
		if d.lay == prev {
			return
		}
	}
	d.t.Fatalf("the map's layout does not settle: %+v", d.lay)
}

// calibClick records hex id at map point (cx, cy) mm with the Calibrate
// tool: the view centred near it, the id typed, the point clicked; then it
// waits for the tool's list to show the click. A click the busy window did
// not take (the CI machine runs other stages beside this one) is tried
// again, at most twice, and logged with the status line it left.
func (d *driver) calibClick(id string, cx, cy float64) {
	d.t.Helper()
	shown := func(s string) bool { return strings.Contains(s, id+" at ") }
	for try := 1; ; try++ {
		d.goTo(nearestHex(d.doc, cx, cy))
		d.typeInto(d.find("entry", "hex id, e.g. S2016"), id)
		d.clickMM(cx, cy)
		for range 30 {
			d.dump()
			if _, ok := d.lookup("label", shown); ok {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		status, _ := d.lookup("label", func(s string) bool { return strings.HasPrefix(s, "Type the id") || strings.HasPrefix(s, "Load a scan") })
		if try == 3 {
			d.t.Fatalf("calibration click on %s not taken in 3 tries (status %q); controls: %v", id, status.text, d.ctls)
		}
		d.t.Logf("calibration click on %s not taken (try %d, status %q): again", id, try, status.text)
	}
}

// typeInto clicks entry c, selects what it holds and types text (a line
// break as Return, for a multi-line entry): one xdotool command a line.
func (d *driver) typeInto(c control, text string) {
	d.t.Helper()
	for i, line := range strings.Split(text, "\n") {
		args := []string{"key", "Return"}
		if i == 0 {
			args = append(d.clickArgs(c), "key", "ctrl+a")
		}
		d.x.do(d.t, append(args, "type", "--delay", typeDelay, line)...)
	}
}

// answer types text into the dialog that has just opened (its entry has
// the focus) and presses Return.
func (d *driver) answer(text string) {
	d.t.Helper()
	d.x.do(d.t, "type", "--delay", typeDelay, text)
	d.x.do(d.t, "key", "Return")
}

// listWhere returns the last list shown that where accepts (the top
// dialog's are last).
func (d *driver) listWhere(where func(control) bool) control {
	d.t.Helper()
	d.dump()
	for i := len(d.ctls) - 1; i >= 0; i-- {
		if c := d.ctls[i]; c.kind == "list" && c.visible && where(c) {
			return c
		}
	}
	d.t.Fatalf("no such list among %v", d.ctls)
	return control{}
}

// clickTop clicks near the top of list or tree c: its first row.
func (d *driver) clickTop(c control) {
	s := d.lay.canvasScale
	d.x.do(d.t, "mousemove", fmt.Sprintf("%.0f", (c.x+30)*s), fmt.Sprintf("%.0f", (c.y+8)*s), "click", "--delay", "0", "1")
}

// save presses Ctrl+S and waits for path to change and the title to lose
// its unsaved mark.
func (d *driver) save(path string) {
	d.t.Helper()
	before, _ := os.Stat(path)
	d.x.do(d.t, "key", "ctrl+s")
	waitFor(d.t, "the saved "+filepath.Base(path), func() bool {
		now, err := os.Stat(path)
		return err == nil && (before == nil || !os.SameFile(before, now) || now.ModTime() != before.ModTime())
	})
	waitFor(d.t, "the saved title", func() bool { return !strings.HasSuffix(d.x.title(d.t), "*") })
}

// openDoc opens a scenario as the editor does, or fails the test.
func openDoc(t testing.TB, path string) *model.Document {
	t.Helper()
	doc, err := model.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// expectValid runs sandtable-cli validate on path and wants no error.
func expectValid(t testing.TB, cli, path string) {
	t.Helper()
	out, err := exec.Command(cli, "validate", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), " 0 errors") && !strings.HasPrefix(string(out), "0 errors") {
		t.Errorf("sandtable-cli validate %s: %v\n%s", path, err, out)
	}
}

// someImageHas reports whether the PNG at path, or one under the folder
// path, has a pixel of colour c (within 2 in each channel).
func someImageHas(t testing.TB, path string, c color.RGBA) bool {
	t.Helper()
	found := false
	_ = filepath.WalkDir(path, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".png") || found {
			return nil
		}
		img := readPNG(t, p)
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y && !found; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if closeTo(rgbaAt(img, x, y), c, 2) {
					found = true
					t.Logf("orchard colour in %s at %d,%d", p, x, y)
					break
				}
			}
		}
		return nil
	})
	return found
}

// drawSheetScan draws sheet si of map m at dpi with the renderer, turned
// by deg degrees, writes it as a PNG at path and returns where each hex of
// that sheet is drawn, in image pixels, by its name on the sheet.
func drawSheetScan(t testing.TB, m *maps.Map, si int, dpi, deg float64, path string) map[string][2]float64 {
	t.Helper()
	scene, err := draw.NewScene(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	scene.Sheet = m.Sheets[si].ID
	page, err := draw.PageOf(scene, draw.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := draw.NewRaster(page.Width, page.Height, dpi)
	if err != nil {
		t.Fatal(err)
	}
	if err := draw.Draw(r, scene, draw.Options{}); err != nil {
		t.Fatal(err)
	}
	src, k := r.Image(), r.PixelsPerMM()
	a := deg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	w, h := float64(src.Bounds().Dx()), float64(src.Bounds().Dy())
	W, H := math.Ceil(math.Abs(w*cos)+math.Abs(h*sin))+20, math.Ceil(math.Abs(w*sin)+math.Abs(h*cos))+20
	tx, ty := W/2-(cos*w/2-sin*h/2), H/2-(sin*w/2+cos*h/2)
	dst := image.NewRGBA(image.Rect(0, 0, int(W), int(H)))
	xdraw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, xdraw.Src)
	xdraw.BiLinear.Transform(dst, f64.Aff3{cos, -sin, tx, sin, cos, ty}, src, src.Bounds(), xdraw.Over, nil)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, dst); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][2]float64{}
	for _, o := range page.Hexes {
		x, y := page.Layout.Center(o)
		for _, name := range geo.Numbering.Names(o) {
			if strings.HasPrefix(name, m.Sheets[si].ID) {
				out[name] = [2]float64{cos*x*k - sin*y*k + tx, sin*x*k + cos*y*k + ty}
			}
		}
	}
	return out
}
