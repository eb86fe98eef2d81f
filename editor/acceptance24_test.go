package editor

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// sheetScanOf draws sheet si of map m (styled by the ruleset file beside
// it is not needed: the grid lines are what the fit reads) at dpi, turned
// by deg degrees, writes it at path and returns each hex's drawn centre by
// its name on that sheet.
func sheetScanOf(t *testing.T, m *maps.Map, si int, dpi, deg float64, path string) map[string][2]float64 {
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
	f.Close()
	geo, _ := m.Geometry()
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

// TestIssue24WholeFlow is the issue's end-to-end story, headless: a new
// two-sheet game with an overlapping row made in the New Game dialog (its
// hex size guessed wrong), the grid fitted to a scan of sheet N drawn by
// the renderer from three clicks, twenty hexes painted with a terrain type
// added in the Rules tab with its own colour, two formations and six
// units, a set-up and one reinforcement, a unit moved in the play-test,
// saved: the game folder validates with no error, and the colour is in the
// PNG, Tiled and VASSAL exports.
func TestIssue24WholeFlow(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	root := t.TempDir()

	// 1. File > New Game.
	e.showNewGame()
	f := e.newGame
	f.folder.SetText(root)
	f.name.SetText("Corinth")
	f.sides.SetText("Confederate:csa, Union")
	f.hexMM.SetText("15")
	f.sheets.SetText("N 1-30 1-20\nS 1-30 1-20")
	f.overlap.SetText("1")
	f.scenario.SetText("Advance on Corinth")
	f.start.SetText("1862-05-01 06:00")
	f.end.SetText("1862-05-01 12:00")
	test.Tap(f.create)
	if f.message.Text != "" {
		t.Fatalf("New Game: %s", f.message.Text)
	}
	scenarioPath := e.doc.Path()
	if !strings.HasSuffix(scenarioPath, "01-advance-on-corinth.scenario.json") {
		t.Fatalf("opened %s", scenarioPath)
	}

	// 2. The scan of sheet N, drawn with the true size (16.2 mm), turned
	// 1.4 degrees, fitted from three clicks.
	truthMap := *e.doc.Map()
	truthMap.Grid.HexAcrossFlatsMM = 16.2
	const dpi = 50
	scanPath := filepath.Join(root, "maps", "sheet-n.png")
	truth := sheetScanOf(t, &truthMap, 0, dpi, 1.4, scanPath)
	if err := e.scan.Load(scanPath); err != nil {
		t.Fatal(err)
	}
	tool := e.tools.Calib
	tool.DPI.SetText("50")
	for _, id := range []string{"N0503", "N2215", "N1219"} {
		px := truth[id]
		inv, _ := calib.Affine(e.doc.Map().Sheets[0].Scan.Affine).Invert()
		mx, my := inv.Apply(px[0], px[1])
		x, y := e.view.Scene().MapPixel(e.view.Scale(), mx, my)
		tool.Hex.SetText(id)
		tool.Tap(mapview.Point{X: x, Y: y})
	}
	tool.FitGrid()
	if got := e.doc.Map().Grid.HexAcrossFlatsMM; math.Abs(got-16.2) > 0.15 {
		t.Fatalf("fitted hex size %.2f mm, drawn at 16.2: %s", got, tool.Text.Text)
	}

	// 3. A terrain type of the game's own in the Rules tab.
	p := showRules(e)
	p.fields["add/terrain/id"].SetText("orchard")
	p.fields["add/terrain/en"].SetText("Orchard")
	p.fields["add/terrain/it"].SetText("Frutteto")
	p.fields["add/terrain/color"].SetText("#c04020")
	test.Tap(p.adds["terrain"])
	if e.doc.Ruleset().TerrainByID("orchard") == nil {
		t.Fatalf("no orchard: %s", e.status.message.Text)
	}

	// 4. Twenty hexes painted with the terrain tool.
	if !e.tools.ChooseKey('t') || !e.tools.Terrain.ChooseTerrain("orchard") {
		t.Fatal("no terrain tool")
	}
	var painted []string
	for c := 10; c < 15; c++ {
		for r := 8; r < 12; r++ {
			id := "N" + two(c) + two(r)
			o := hex(t, e.doc, id)
			e.view.CenterOn(o)
			test.TapCanvas(e.win.Canvas(), viewPos(e, o))
			painted = append(painted, id)
		}
	}
	for _, id := range painted {
		if got := e.doc.TerrainAt(hex(t, e.doc, id)); got != "orchard" {
			t.Fatalf("%s is %q after its tap", id, got)
		}
	}

	// 5. Two formations and six units.
	c, army, err := e.doc.AddFormation("csa", "", "Army of the Mississippi")
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	c, corps, err := e.doc.AddFormation("csa", army, "First Corps")
	if err != nil {
		t.Fatal(err)
	}
	e.Do(c)
	var units []string
	for _, n := range []string{"1 TN", "2 TN", "3 TN", "4 TN", "5 TN", "6 TN"} {
		c, id, err := e.doc.AddUnit(corps, n, "infantry")
		if err != nil {
			t.Fatal(err)
		}
		e.Do(c)
		units = append(units, id)
	}

	// 6. A set-up and one reinforcement.
	for i, u := range units[:5] {
		c, err := e.doc.PlaceUnit(u, hex(t, e.doc, "N"+two(5+2*i)+"05"))
		if err != nil {
			t.Fatal(err)
		}
		e.Do(c)
	}
	e.Do(e.doc.SetReinforcement(0, scenarios.Reinforcement{Turn: e.doc.Scenario().Turns[2].ID,
		Entry: scenarios.Region{Hexes: []string{"N0101"}}, Units: units[5:]}))
	e.Save()
	if e.doc.Dirty() {
		t.Fatalf("not saved: %s", e.status.message.Text)
	}
	if n, w := validateFolder(root); n != 0 {
		files, _, _ := validate.GameFiles(root)
		ds := validate.NewSession(validate.OS{}).Paths(files)
		t.Fatalf("the game folder: %d errors, %d warnings: %v", n, w, ds)
	}

	// 7. The play-test moves a unit.
	if err := e.play.Start(); err != nil {
		t.Fatal(err)
	}
	e.play.SelectUnit(units[0])
	dest := hex(t, e.doc, "N0506")
	if err := e.play.MoveTo(dest); err != nil {
		t.Fatalf("move: %v", err)
	}
	if u, _ := e.play.Game.Unit(units[0]); u.Hex != dest {
		t.Errorf("the unit is in %v after the move", u.Hex)
	}
	e.play.Stop()

	// 8. The colour in every export.
	dir := t.TempDir()
	if err := Export(e.doc, filepath.Join(dir, "corinth.png"), 60, nil); err != nil {
		t.Fatal(err)
	}
	if !pngHas(t, filepath.Join(dir, "corinth.png"), 0xc0, 0x40, 0x20) {
		t.Error("the PNG export lacks the orchard's colour")
	}
	j := e.exportTiled(filepath.Join(dir, "corinth.tmx"))
	wait(t, j)
	j2 := e.exportVassal(filepath.Join(dir, "module"))
	wait(t, j2)
	// The tileset, and the board of sheet N (where the orchards are).
	for _, res := range [][]string{j.res.Written, j2.res.Written} {
		found := false
		for _, w := range res {
			if strings.HasSuffix(w, ".png") && !strings.Contains(filepath.Base(w), "unit-") && pngHas(t, w, 0xc0, 0x40, 0x20) {
				found = true
			}
		}
		if !found {
			t.Errorf("no image in the orchard's colour among %v", res)
		}
	}
}

// two writes n with two digits.
func two(n int) string {
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}
