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

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// printScale is the hex radius, in pixels, of the "printed map" the test
// scan is made from (small enough that no hex id is printed in a hex).
const printScale = 14.0

// markers are the hexes printed in colours of their own, to be found on the
// scan; far apart, so they make a large triangle.
var markers = []struct {
	hex string
	col color.RGBA
}{
	{"S1510", color.RGBA{230, 20, 20, 255}},
	{"S5008", color.RGBA{20, 200, 40, 255}},
	{"S3030", color.RGBA{200, 20, 220, 255}},
}

// TestCalibrationRecoversKnownTransform prints the map with three marker
// hexes, turns the print into a "scan" by a known rotation, scale and
// offset, loads the scan under the grid, clicks the three markers' centres
// as found on the scan (through the map view, with the calibrate tool and
// their ids typed), and checks that the fitted calibration is the known
// transform within half a pixel and that the residuals are shown.
func TestCalibrationRecoversKnownTransform(t *testing.T) {
	dir := t.TempDir()
	d := openBuiltin(t)
	if err := d.SaveAs(filepath.Join(dir, "game.scenario.json")); err != nil {
		t.Fatal(err)
	}
	rot := 4.0 * math.Pi / 180
	const k = 1.3 // scan pixels per millimetre
	known := calib.Affine{k * math.Cos(rot), -k * math.Sin(rot), 60, k * math.Sin(rot), k * math.Cos(rot), -15}
	scan := makeScan(t, d, known)
	scanPath := filepath.Join(dir, "scans", "south.png")
	writePNG(t, scanPath, scan)

	e := newTestEditor(t, d)
	e.scan.Sheet.SetSelected("S")
	if err := e.scan.Load(scanPath); err != nil {
		t.Fatal(err)
	}
	if sc := d.Map().Sheets[1].Scan; sc == nil || sc.Path != "scans/south.png" {
		t.Fatalf("scan stored as %+v", sc)
	}
	e.tools.ChooseKey('c')
	for _, m := range markers {
		q := centroid(t, scan, m.col)
		clickScanPixel(t, e, q, m.hex)
	}
	a := calib.Affine(d.Map().Sheets[1].Scan.Affine)
	worst := 0.0
	for mx := -100.0; mx <= 900; mx += 50 {
		for my := 200.0; my <= 1100; my += 50 {
			x0, y0 := known.Apply(mx, my)
			x1, y1 := a.Apply(mx, my)
			worst = max(worst, math.Hypot(x1-x0, y1-y0))
		}
	}
	t.Logf("fitted %+v; known %+v; worst error %.3f px", a.Params(), known.Params(), worst)
	if worst > 0.5 {
		t.Errorf("the fitted transform is %.2f px off the known one", worst)
	}
	text := e.tools.Calib.Text.Text
	for _, m := range markers {
		if !strings.Contains(text, m.hex) {
			t.Errorf("residuals do not name %s: %q", m.hex, text)
		}
	}
	if strings.Count(text, "residual") != 3 || !strings.Contains(text, " px (") || !strings.Contains(text, " mm)") {
		t.Errorf("residuals not shown in px and mm: %q", text)
	}
	// The calibration is saved in the map file.
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load(d.MapPath())
	if err != nil || m.Sheets[1].Scan == nil || m.Sheets[1].Scan.Affine != [6]float64(a) {
		t.Errorf("saved calibration: %v", err)
	}
	// The scan is drawn under the grid: a marker's colour shows at its hex.
	e.view.CenterOn(hex(t, d, "S1510"))
	e.scan.Opacity.SetValue(1)
	img := capture(e)
	if got := pixel(img, absHex(e, hex(t, d, "S1510"))); !closeTo(got, markers[0].col, 30) {
		t.Errorf("the scan under S1510 shows %v, want the marker %v", got, markers[0].col)
	}
	if dir := os.Getenv("SANDTABLE_SHOT_DIR"); dir != "" {
		e.scan.Opacity.SetValue(0.6)
		writePNG(t, filepath.Join(dir, "calibrated-scan.png"), capture(e))
	}
	// The points clicked are drawn on the map, as overlay points.
	if ps := e.view.Marks().Points; len(ps) != 3 || ps[0].Color != draw.PointColor {
		t.Errorf("calibration points drawn: %+v", ps)
	}
	e.tools.Calib.DropLast()
	if n := len(e.view.Marks().Points); n != 2 {
		t.Errorf("%d calibration points drawn after dropping one, want 2", n)
	}
}

// makeScan prints the map with the markers at printScale and resamples the
// print through affine (map millimetres to scan pixels).
func makeScan(t *testing.T, d *model.Document, affine calib.Affine) *image.RGBA {
	t.Helper()
	m, err := maps.Decode(d.Snapshot().MapBytes())
	if err != nil {
		t.Fatal(err)
	}
	rs := *d.Ruleset()
	rs.Terrain = append([]engine.TerrainType(nil), rs.Terrain...)
	for i, mk := range markers {
		id := "marker-" + string(rune('a'+i))
		rs.Terrain = append(rs.Terrain, engine.TerrainType{ID: id, Color: hexColour(mk.col)})
		m.Hexes[mk.hex] = maps.Hex{Terrain: id}
	}
	s := &tiles.Scene{Map: m, Geo: d.Geometry(), Styles: drawscene.Styles(&rs)}
	w, h := s.MapSize(printScale)
	print := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	s.Draw(print, tiles.View{Scale: printScale})
	inv, _ := affine.Invert()
	out := image.NewRGBA(image.Rect(0, 0, 1300, 1600))
	for y := range 1600 {
		for x := range 1300 {
			mx, my := inv.Apply(float64(x)+0.5, float64(y)+0.5)
			px, py := s.MapPixel(printScale, mx, my)
			out.SetRGBA(x, y, print.RGBAAt(int(math.Floor(px)), int(math.Floor(py))))
		}
	}
	return out
}

// hexColour writes "#rrggbb".
func hexColour(c color.RGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#'}
	for _, v := range []uint8{c.R, c.G, c.B} {
		b = append(b, digits[v>>4], digits[v&15])
	}
	return string(b)
}

// centroid returns the mean position (pixel centres) of the pixels of col.
func centroid(t *testing.T, img *image.RGBA, col color.RGBA) [2]float64 {
	t.Helper()
	var sx, sy, n float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if closeTo(img.RGBAAt(x, y), col, 8) {
				sx, sy, n = sx+float64(x)+0.5, sy+float64(y)+0.5, n+1
			}
		}
	}
	if n < 50 {
		t.Fatalf("marker %v: only %v pixels on the scan", col, n)
	}
	return [2]float64{sx / n, sy / n}
}

// clickScanPixel types hex and clicks the map view where scan pixel q is
// shown under the sheet's current calibration.
func clickScanPixel(t *testing.T, e *Editor, q [2]float64, hexID string) {
	t.Helper()
	sc := e.doc.Map().Sheets[e.scan.Current()].Scan
	inv, ok := calib.Affine(sc.Affine).Invert()
	if !ok {
		t.Fatal("calibration does not invert")
	}
	mx, my := inv.Apply(q[0], q[1])
	x, y := e.view.Scene().MapPixel(e.view.Scale(), mx, my)
	o, _ := e.view.Scene().HexAt(e.view.Scale(), x, y)
	e.view.CenterOn(o)
	offX, offY := e.view.Offset()
	ps := e.view.PixScale()
	pos := fyne.NewPos(float32((x-offX)/ps), float32((y-offY)/ps))
	e.tools.Calib.Hex.SetText(hexID)
	e.view.Tapped(&fyne.PointEvent{Position: pos})
}

// writePNG writes img to path, creating its folder.
func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
