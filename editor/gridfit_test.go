package editor

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/newgame"
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/draw"
)

// renderedScan draws the built-in classic Shiloh map as `sandtable-cli
// render` does at dpi, turns it by deg degrees, writes it as a PNG at path
// and returns where the renderer put each hex's centre (by id) on it.
func renderedScan(t *testing.T, path string, dpi, deg float64) map[string][2]float64 {
	t.Helper()
	m, err := maps.LoadBuiltin("classic-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := engine.BuiltinRuleset(m.Ruleset)
	scene, err := draw.NewScene(m, drawscene.Styles(rs))
	if err != nil {
		t.Fatal(err)
	}
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
		id, _ := geo.Numbering.Format(o)
		out[id] = [2]float64{cos*x*k - sin*y*k + tx, sin*x*k + cos*y*k + ty}
	}
	return out
}

// TestFitGridInTheEditor: a new game's map guessed wrong (pointy, even,
// 12 mm, ten by ten) gets the classic Shiloh grid from a rendered scan of
// that map and three clicks with their ids: flat, odd, 16 mm, columns 1-30
// and rows 1-20, and a calibration that puts every hex within a tenth of a
// hex of where the renderer drew it. Undo gives the guess back.
func TestFitGridInTheEditor(t *testing.T) {
	spec := newgame.Spec{Name: "Scan Test", System: newgame.Blank, Sides: []newgame.Side{{Name: "Red"}, {Name: "Blue"}},
		Orientation: "pointy", Stagger: "even", HexMM: 12, ColumnDigits: 2, RowDigits: 2,
		Sheets:   []newgame.Sheet{{ID: "A", Columns: [2]int{1, 10}, Rows: [2]int{1, 10}}},
		Scenario: firstScenario(t)}
	g, err := newgame.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	paths, err := g.Write(root)
	if err != nil {
		t.Fatal(err)
	}
	const dpi = 50
	scanPath := filepath.Join(root, "maps", "sheet-a.png")
	truth := renderedScan(t, scanPath, dpi, 1.7)

	e := newTestEditor(t, openBuiltin(t))
	e.Open(paths[0])
	if e.doc.Kind() != model.KindMap {
		t.Fatalf("opened %v", e.doc.Kind())
	}
	if err := e.scan.Load(scanPath); err != nil {
		t.Fatal(err)
	}
	tool := e.tools.Calib
	tool.DPI.SetText("50")
	for _, id := range []string{"0503", "2215", "1219"} {
		px := truth[id]
		inv, _ := calib.Affine(e.doc.Map().Sheets[0].Scan.Affine).Invert()
		mx, my := inv.Apply(px[0], px[1])
		x, y := e.view.Scene().MapPixel(e.view.Scale(), mx, my)
		tool.Hex.SetText(id)
		tool.Tap(mapview.Point{X: x, Y: y})
	}
	if len(tool.Clicks) != 3 {
		t.Fatalf("%d clicks recorded", len(tool.Clicks))
	}
	tool.FitGrid()
	m := e.doc.Map()
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "odd" || math.Abs(m.Grid.HexAcrossFlatsMM-16) > 0.1 ||
		m.Sheets[0].Columns != [2]int{1, 30} || m.Sheets[0].Rows != [2]int{1, 20} {
		t.Fatalf("grid %+v sheet %+v: %s", m.Grid, m.Sheets[0], tool.Text.Text)
	}
	a := calib.Affine(m.Sheets[0].Scan.Affine)
	hexPx := 16.0 / 25.4 * dpi
	worst := 0.0
	for id, px := range truth {
		o, ok := e.doc.ParseHex(id)
		if !ok {
			t.Fatalf("%s is not a hex of the fitted map", id)
		}
		mx, my := e.view.Scene().HexMM(o)
		x, y := a.Apply(mx, my)
		worst = max(worst, math.Hypot(x-px[0], y-px[1])/hexPx)
	}
	if worst > 0.1 {
		t.Errorf("the calibration puts a hex %.3f hex from its drawn centre", worst)
	}
	if n, _ := e.doc.Counts(); n != 0 {
		t.Errorf("%d errors after the fit: %v", n, e.doc.Diagnostics())
	}
	e.Undo()
	if e.doc.Map().Grid.Orientation != "pointy" || e.doc.Map().Sheets[0].Columns != [2]int{1, 10} {
		t.Errorf("undo left %+v %+v", e.doc.Map().Grid, e.doc.Map().Sheets[0])
	}
}

// firstScenario is the first scenario of New Game's default form.
func firstScenario(t *testing.T) newgame.ScenarioSpec {
	t.Helper()
	s, err := newgame.DefaultForm().Spec()
	if err != nil {
		t.Fatal(err)
	}
	return s.Scenario
}
