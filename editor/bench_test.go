package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/validate"
)

// bigGame writes a one-sheet map of cols x rows hexes (woods, with a field
// in every seventh hex so tiles are not one colour), a scenario on it using
// the ITW OOB and no set-up, and returns the scenario's path.
func bigGame(b *testing.B, cols, rows int) string {
	b.Helper()
	dir := b.TempDir()
	hexes := ""
	for c := 1; c <= cols; c += 3 {
		for r := 1; r <= rows; r += 7 {
			if hexes != "" {
				hexes += ","
			}
			hexes += fmt.Sprintf(`"%03d%03d": {"terrain": "field"}`, c, r)
		}
	}
	mapJSON := fmt.Sprintf(`{"$schema": "https://sandtable.dev/schema/map.schema.json", "format": "sandtable-map/1",
 "id": "big", "name": "Big", "ruleset": "gbacw",
 "grid": {"orientation": "flat", "stagger": "odd", "hexAcrossFlatsMM": 16.4},
 "numbering": {"sheetPrefix": false, "columnDigits": 3, "rowDigits": 3},
 "sheets": [{"id": "A", "columns": [1, %d], "rows": [1, %d], "offset": {"column": 0, "row": 0}}],
 "defaultTerrain": "woods", "hexes": {%s}}`, cols, rows, hexes)
	oob, err := validate.Builtin{}.ReadFile("scenarios/itw-shiloh/itw-shiloh.oob.json")
	if err != nil {
		b.Fatal(err)
	}
	sc := `{"$schema": "https://sandtable.dev/schema/scenario.schema.json", "format": "sandtable-scenario/1",
 "id": "big", "title": "Big", "map": "big.map.json", "oob": "big.oob.json", "ruleset": "gbacw",
 "sides": ["csa", "union"], "firstPlayer": "csa", "turns": [{"id": "t1", "label": "1"}],
 "length": {"first": "t1", "last": "t1"}, "setup": []}`
	for name, data := range map[string][]byte{"big.map.json": []byte(mapJSON), "big.oob.json": oob, "big.scenario.json": []byte(sc)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return filepath.Join(dir, "big.scenario.json")
}

// benchPan pans a map view of a 100,000-hex map (316 x 317) at hex radius
// scale by 24 units a frame, left to right and back, and reports the Go-side
// work of each frame: moving the cached tiles and drawing the ones that come
// into view. Target: under 16 ms.
func benchPan(b *testing.B, scale float64) {
	doc, err := model.OpenFile(bigGame(b, 316, 317))
	if err != nil {
		b.Fatal(err)
	}
	a := test.NewApp()
	defer a.Quit()
	w := a.NewWindow("bench")
	v := mapview.NewMapView(doc)
	w.SetContent(v)
	w.Resize(fyne.NewSize(1600, 1000))
	w.SetPadded(false)
	v.ZoomAt(scale/v.Scale(), fyne.NewPos(800, 500))
	v.CenterOn(doc.Geometry().Numbering.All()[len(doc.Geometry().Numbering.All())/2])
	step := float32(24)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		if n++; n%200 == 0 {
			step = -step
		}
		v.PanBy(step, step/3)
	}
	b.ReportMetric(float64(v.DrawnTiles())/float64(n), "tiles/frame")
}

// BenchmarkPan100kHexes pans at the default zoom (hex radius 26 px).
func BenchmarkPan100kHexes(b *testing.B) { benchPan(b, mapview.DefaultScale) }

// BenchmarkPan100kHexesZoomedOut pans at hex radius 6 px (about 25,000
// hexes in view).
func BenchmarkPan100kHexesZoomedOut(b *testing.B) { benchPan(b, 6) }

// BenchmarkZoom100kHexes zooms in and out by 1.25 around the centre of a
// 100,000-hex map at about the default zoom: every frame draws every tile in
// view again (the worst frame).
func BenchmarkZoom100kHexes(b *testing.B) {
	doc, err := model.OpenFile(bigGame(b, 316, 317))
	if err != nil {
		b.Fatal(err)
	}
	a := test.NewApp()
	defer a.Quit()
	w := a.NewWindow("bench")
	v := mapview.NewMapView(doc)
	w.SetContent(v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(1600, 1000))
	v.CenterOn(doc.Geometry().Numbering.All()[len(doc.Geometry().Numbering.All())/2])
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		f := 1.25
		if n++; n%2 == 0 {
			f = 1 / f
		}
		v.ZoomAt(f, fyne.NewPos(800, 500))
	}
}

// BenchmarkPaintOneHex paints one hex through the editor at the default
// zoom, alternating two terrains: the command, the scene re-reading the hex
// and the tiles drawing only the hex's area again.
func BenchmarkPaintOneHex(b *testing.B) {
	doc, err := model.OpenBuiltin()
	if err != nil {
		b.Fatal(err)
	}
	a := test.NewApp()
	defer a.Quit()
	e := New(a, doc)
	e.win.Resize(fyne.NewSize(windowWidth, windowHeight))
	e.win.Show()
	e.live.stop()
	o, _ := doc.ParseHex("S2016")
	e.view.CenterOn(o)
	terrains := []string{"field", "woods"}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n++
		e.view.Apply(doc.Do(doc.PaintTerrain(0, terrains[n%2], o)))
	}
}

// BenchmarkWindowMinSize measures what Fyne recomputes on every frame in
// which something changed: the minimum size of the window's content
// (AppTabs asks every tab, shown or not), with ITW Scenario 1 open.
func BenchmarkWindowMinSize(b *testing.B) {
	e := newTestEditor(b, openBuiltin(b))
	c := e.win.Content()
	b.ReportAllocs()
	for b.Loop() {
		c.MinSize()
	}
}
