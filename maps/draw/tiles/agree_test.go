package tiles

import (
	"image"
	"image/color"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// oneLayer is a canvas that passes on the drawing of one layer only: with
// the frame, it also leaves every other layer out (draw.FastLayers).
type oneLayer struct {
	draw.Canvas
	layer string
	in    bool
}

func (c *oneLayer) DrawLayer(l string) bool { return l != c.layer }
func (c *oneLayer) BeginLayer(l string)     { c.in = l == c.layer }
func (c *oneLayer) EndLayer()               { c.Canvas.EndLayer(); c.in = false }
func (c *oneLayer) Polygon(p []draw.Point, fill color.NRGBA, st draw.Stroke) {
	if c.in {
		c.Canvas.Polygon(p, fill, st)
	}
}
func (c *oneLayer) Polyline(p []draw.Point, st draw.Stroke) {
	if c.in {
		c.Canvas.Polyline(p, st)
	}
}
func (c *oneLayer) Circle(p draw.Point, r float64, fill color.NRGBA, st draw.Stroke) {
	if c.in {
		c.Canvas.Circle(p, r, fill, st)
	}
}
func (c *oneLayer) Text(t draw.Text) {
	if c.in {
		c.Canvas.Text(t)
	}
}

// inked returns the pixels of img (within r) at least half covered.
func inked(img *image.RGBA, r image.Rectangle) map[image.Point]bool {
	out := map[image.Point]bool{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y).A >= 128 {
				out[image.Pt(x, y)] = true
			}
		}
	}
	return out
}

// agreement returns the share of the pixels inked in a or b that have ink
// of the other within one pixel (1 when neither inks any: text is set
// hinted at a whole pixel size on the tiles, so glyph strokes may move by
// a pixel), and the number of pixels inked.
func agreement(a, b map[image.Point]bool) (float64, int) {
	near := func(set map[image.Point]bool, p image.Point) bool {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if set[p.Add(image.Pt(dx, dy))] {
					return true
				}
			}
		}
		return false
	}
	n, ok := len(a)+len(b), 0
	for p := range a {
		if near(b, p) {
			ok++
		}
	}
	for p := range b {
		if near(a, p) {
			ok++
		}
	}
	if n == 0 {
		return 1, 0
	}
	return float64(ok) / float64(n), n
}

// TestTilesAgreeWithExportRaster draws one region of the ITW map with
// Scenario 1's counters, a ring, a tint and a label, layer by layer, on the
// tiled raster and on the export raster (draw.Raster) at the same scale,
// and checks that each layer inks the same pixels, within a pixel, in the
// same colour where both cover a pixel fully, and that the terrain has the
// ruleset's fill at every hex centre on both: the
// two backends draw
// every layer but the terrain through the same passes of maps/draw, so
// only anti-aliasing, text hinting and the tiles' square line joins may
// tell them apart.
func TestTilesAgreeWithExportRaster(t *testing.T) {
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	o := mustHex(t, s, "S2706")
	s.Overlay.Hexes = []draw.HexMark{{Hex: o, Kind: draw.MarkRing, Color: draw.SelectColor}, {Hex: mustHex(t, s, "S2806"), Kind: draw.MarkTint, Color: draw.MarkColor}}
	s.Overlay.Labels = []draw.Label{{Hex: mustHex(t, s, "S2605"), Text: "3"}}
	addLineFeatures(s)
	const scale, size = 40.0, 400
	pr, _, _ := s.prepare()
	k := scale / pr.Page().Layout.Size // pixels per millimetre
	c := pr.Page().Center(o)
	// The export raster's pixel of page point p is p*k; place the tile so
	// that hex o's centre falls on the same pixel.
	cx, cy := s.HexCenter(scale, o)
	px, py := float64(int(c.X*k)), float64(int(c.Y*k))
	tileAt := image.Rect(int(px)-size/2, int(py)-size/2, int(px)+size/2, int(py)+size/2)
	v := View{OriginX: cx - (c.X*k - float64(tileAt.Min.X)), OriginY: cy - (c.Y*k - float64(tileAt.Min.Y)), Scale: scale}
	clip := draw.Rect{Min: draw.Point{X: float64(tileAt.Min.X) / k, Y: float64(tileAt.Min.Y) / k}, Max: draw.Point{X: float64(tileAt.Max.X) / k, Y: float64(tileAt.Max.Y) / k}}
	inner := image.Rect(0, 0, size, size).Inset(8)
	drew := map[string]bool{}
	for _, layer := range draw.LayerOrder {
		if layer == draw.LayerPaper || layer == draw.LayerTerrain || layer == draw.LayerScans {
			continue // the paper and terrain are the tiles' own bulk fill
		}
		tile := image.NewRGBA(image.Rect(0, 0, size, size))
		s.drawVia(tile, v, func(f *frame) draw.Canvas { return &oneLayer{Canvas: f, layer: layer} })
		ras, err := draw.NewRaster(pr.Page().Width, pr.Page().Height, 25.4*k)
		if err != nil {
			t.Fatal(err)
		}
		if err := pr.Draw(&oneLayer{Canvas: ras, layer: layer}, clip, s.Overlay); err != nil {
			t.Fatal(err)
		}
		exp := ras.Image().SubImage(tileAt).(*image.RGBA)
		a := inked(tile, inner)
		b := inked(exp, inner.Add(tileAt.Min))
		bt := map[image.Point]bool{}
		for p := range b {
			bt[p.Sub(tileAt.Min)] = true
		}
		share, n := agreement(a, bt)
		same, solid := sameColour(tile, exp, inner, tileAt.Min)
		t.Logf("%s: %d pixels inked, %.2f with ink of the other within a pixel; %d solid in both, %.2f of the same colour", layer, n, share, solid, same)
		if n == 0 {
			continue
		}
		drew[layer] = true
		if share < 0.8 {
			t.Errorf("layer %s: the tiles and the export raster agree on %.2f of %d inked pixels, want 0.8 or more", layer, share, n)
		}
		if solid > 0 && same < 0.9 {
			t.Errorf("layer %s: %.2f of the %d pixels both backends cover fully have the same colour, want 0.9 or more", layer, same, solid)
		}
	}
	// The terrain, which the tiles fill in bulk: the whole picture of each
	// backend has the same colour at every hex centre in the region.
	ras, err := draw.NewRaster(pr.Page().Width, pr.Page().Height, 25.4*k)
	if err != nil {
		t.Fatal(err)
	}
	if err := pr.Draw(ras, clip, draw.Overlay{}); err != nil {
		t.Fatal(err)
	}
	plain := image.NewRGBA(image.Rect(0, 0, size, size))
	s2 := &Scene{Map: s.Map, Geo: s.Geo, Styles: s.Styles}
	s2.drawVia(plain, v, func(f *frame) draw.Canvas { return f })
	onPath := map[string]bool{}
	for _, p := range s.Map.Paths {
		for _, id := range p.Hexes {
			onPath[id] = true
		}
	}
	centres := 0
	for _, hx := range s.Geo.Numbering.All() {
		x, y := s.HexCenter(scale, hx)
		pt := image.Pt(int(x-v.OriginX), int(y-v.OriginY))
		if !pt.In(inner) || len(s.UnitsAt(hx)) > 0 {
			continue
		}
		centres++
		got, want := plain.RGBAAt(pt.X, pt.Y), ras.Image().RGBAAt(pt.X+tileAt.Min.X, pt.Y+tileAt.Min.Y)
		id := mustID(t, s, hx)
		fill, _ := s.Styles.TerrainFill(s.Map.TerrainAt(id))
		if !near(got, want, 3) || !onPath[id] && !near(got, color.RGBA{fill.R, fill.G, fill.B, 0xff}, 3) {
			t.Errorf("hex %v centre: tiles %v, export raster %v, ruleset fill %v", hx, got, want, fill)
		}
	}
	if centres < 20 {
		t.Errorf("only %d hex centres compared", centres)
	}
	for _, layer := range []string{draw.LayerGrid, draw.LayerContours, draw.LayerHexsides, draw.LayerPaths, draw.LayerFeatures, draw.LayerAreas, draw.LayerPlaces, draw.LayerHexIDs, draw.LayerMarks, draw.LayerCounters} {
		if !drew[layer] {
			t.Errorf("layer %s drew nothing in the region compared", layer)
		}
	}
}

// sameColour compares the pixels of tile (within r) and of exp (the same
// pixels shifted by off) that both cover fully: the share of them whose
// colours differ by at most 40 on every channel (a shape's inside, not
// its anti-aliased edge), and how many there are.
func sameColour(tile, exp *image.RGBA, r image.Rectangle, off image.Point) (float64, int) {
	n, same := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			a, b := tile.RGBAAt(x, y), exp.RGBAAt(x+off.X, y+off.Y)
			if a.A < 0xff || b.A < 0xff {
				continue
			}
			n++
			if near(a, b, 40) {
				same++
			}
		}
	}
	if n == 0 {
		return 1, 0
	}
	return float64(same) / float64(n), n
}

// mustID returns the canonical id of hex o.
func mustID(t *testing.T, s *Scene, o hexgrid.Offset) string {
	t.Helper()
	id, err := s.Geo.Numbering.Format(o)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// addLineFeatures gives the region round ITW's S2706 what the built-in
// map does not yet have there (its hexsides, roads and levels await the
// printed map): a stream and a creek with a ford, a bridge, contour lines
// with the levels they separate, and a road, so the comparison covers the
// line layers too.
func addLineFeatures(s *Scene) {
	two, one := 2, 1
	for id, lv := range map[string]*int{"S2706": &two, "S2705": &one, "S2806": &one} {
		h := s.Map.Hexes[id]
		h.Elevation = lv
		s.Map.Hexes[id] = h
	}
	if s.Map.Hexsides == nil {
		s.Map.Hexsides = map[string]maps.Hexside{}
	}
	s.Map.Hexsides["S2706/N"] = maps.Hexside{Contours: &[2]int{1, 0}}
	s.Map.Hexsides["S2706/SE"] = maps.Hexside{Type: "stream", Ford: true}
	s.Map.Hexsides["S2706/SW"] = maps.Hexside{Type: "creek", Bridge: true}
	s.Map.Paths = append(s.Map.Paths, maps.Path{ID: "test-road", Type: "road", Hexes: []string{"S2605", "S2706", "S2806", "S2906"}})
	s.UpdateLines()
}

// TestTilesDrawAreaNames: the editor's tiles write an area's name (ITW's
// "Lost Field") in its hexes, as exports do.
func TestTilesDrawAreaNames(t *testing.T) {
	s := builtinScene(t)
	var hex string
	for _, a := range s.Map.Areas {
		if a.Name == "Lost Field" && len(a.Hexes) > 0 {
			hex = a.Hexes[0]
		}
	}
	if hex == "" {
		t.Fatal("no Lost Field area on the ITW map")
	}
	o := mustHex(t, s, hex)
	const scale, size = 40.0, 256
	cx, cy := s.HexCenter(scale, o)
	v := View{OriginX: cx - size/2, OriginY: cy - size/2, Scale: scale}
	only := image.NewRGBA(image.Rect(0, 0, size, size))
	s.drawVia(only, v, func(f *frame) draw.Canvas { return &oneLayer{Canvas: f, layer: draw.LayerAreas} })
	if n := len(inked(only, only.Bounds())); n < 40 {
		t.Errorf("area names layer: %d pixels inked, want the name written", n)
	}
	with := image.NewRGBA(only.Rect)
	s.Draw(with, v)
	s.Map.Areas = nil
	s.UpdateLines()
	without := image.NewRGBA(only.Rect)
	s.Draw(without, v)
	diff := 0
	for i := range with.Pix {
		if with.Pix[i] != without.Pix[i] {
			diff++
		}
	}
	if diff < 40 {
		t.Errorf("removing the areas changed %d bytes of the tile, want the area name gone", diff)
	}
}
