package tiles

import (
	"github.com/sandtable/sandtable/maps/draw"
	"image"
	"image/color"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

func TestTerrainColourAtHexCentre(t *testing.T) {
	s := builtinScene(t)
	woods, marsh, field := fileColor(t, "terrain", "woods"), fileColor(t, "terrain", "marsh-stream"), fileColor(t, "terrain", "field")
	for _, tc := range []struct {
		hex, terrain string
	}{
		{"S2706", "woods"}, // Shiloh Church
		{"S2410", "marsh-stream"},
		{"S2610", "marsh-stream"},
		{"S3609", "field"},
	} {
		img := tileAround(s, mustHex(t, s, tc.hex), 30, 256)
		want := map[string]any{"woods": woods, "marsh-stream": marsh, "field": field}[tc.terrain]
		if got := img.RGBAAt(128, 128); got != want {
			t.Errorf("%s: centre pixel %v, want %s colour %v", tc.hex, got, tc.terrain, want)
		}
	}
	if woods == marsh || woods == field {
		t.Errorf("woods, marsh-stream and field must differ: %v %v %v", woods, marsh, field)
	}
}

func TestRulesetColourWins(t *testing.T) {
	s := builtinScene(t)
	s.Styles = &draw.Styles{Terrain: map[string]color.NRGBA{"woods": {0x12, 0x34, 0x56, 0xff}}}
	img := tileAround(s, mustHex(t, s, "S2706"), 30, 64)
	if got, want := img.RGBAAt(32, 32), rgb(0x12, 0x34, 0x56); got != want {
		t.Errorf("centre pixel %v, want the ruleset's woods colour %v", got, want)
	}
}

func TestCounterSideColourAtSetupHex(t *testing.T) {
	s := builtinScene(t)
	s.Overlay.Counters = scenarioCounters(t, s.Geo)
	const scale = 30.0
	for _, tc := range []struct{ hex, side string }{
		{"S3205", "union"}, // 17 IL
		{"S1520", "csa"},   // 24 TN
	} {
		img := tileAround(s, mustHex(t, s, tc.hex), scale, 128)
		box := image.Rect(64-12, 64-12, 64+12, 64+12)
		if n := countNear(img, box, SideColor(tc.side), 2); n < box.Dx()*box.Dy()/3 {
			t.Errorf("%s: %d of %d pixels around the centre have the %s colour", tc.hex, n, box.Dx()*box.Dy(), tc.side)
		}
	}
}

func TestHexIDsOnlyWhenZoomedIn(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016") // plain woods, no counters or features
	woods := fileColor(t, "terrain", "woods")
	textBand := func(scale float64) int {
		img := tileAround(s, o, scale, 128)
		top := 64 - int(0.8*scale)
		band := image.Rect(64-int(0.45*scale), top+int(0.1*scale), 64+int(0.45*scale), 64-int(0.45*scale))
		return band.Dx()*band.Dy() - countNear(img, band, woods, 8)
	}
	if n := textBand(LabelMinScale - 4); n != 0 {
		t.Errorf("zoomed out: %d non-woods pixels where the hex id would be", n)
	}
	if n := textBand(32); n < 10 { // ids are 0.2 hex radii high, as on exports
		t.Errorf("zoomed in: only %d non-woods pixels where the hex id should be", n)
	}
}

func TestOffMapIsBackground(t *testing.T) {
	s := builtinScene(t)
	img := image.NewRGBA(image.Rect(0, 0, 32, 32))
	s.Draw(img, View{OriginX: -500, OriginY: -500, Scale: 20})
	if got := img.RGBAAt(16, 16); got != Background {
		t.Errorf("off the map: %v, want background %v", got, Background)
	}
}

func TestHexAtRoundTrip(t *testing.T) {
	s := builtinScene(t)
	for _, id := range []string{"S2706", "N1434", "S6934", "N1001"} {
		o := mustHex(t, s, id)
		x, y := s.HexCenter(25, o)
		got, ok := s.HexAt(25, x+3, y-2)
		if !ok || got != o {
			t.Errorf("%s: HexAt(centre) = %v %v, want %v", id, got, ok, o)
		}
	}
	if _, ok := s.HexAt(25, -100, -100); ok {
		t.Error("a pixel off the map is on the map")
	}
	w, h := s.MapSize(10)
	if w < 800 || h < 1000 {
		t.Errorf("map size at radius 10: %v x %v px, want at least 800 x 1000", w, h)
	}
}

func TestHexsidesAndPathsAreDrawn(t *testing.T) {
	s := builtinScene(t)
	// The built-in map has no hexsides or paths yet: add one of each.
	s.Map.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "stream"}}
	s.Map.Paths = []maps.Path{{ID: "test-road", Type: "road", Hexes: []string{"S2016", "S2017"}}}
	const scale = 40.0
	o := mustHex(t, s, "S2016")
	img := tileAround(s, o, scale, 256)
	l := hexgridLayout(s, scale, 128, 128, o)
	x0, y0, x1, y1 := l.SideSegment(hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN})
	if got, want := img.RGBAAt(int((x0+x1)/2), int((y0+y1)/2)), fileColor(t, "hexside", "stream"); !near(got, want, 3) {
		t.Errorf("middle of the stream side: %v, want %v", got, want)
	}
	cx, cy := l.Center(mustHex(t, s, "S2017"))
	if got, want := img.RGBAAt(int((128+cx)/2), int((128+cy)/2)), fileColor(t, "path", "road"); !near(got, want, 3) {
		t.Errorf("between the road's hexes: %v, want %v", got, want)
	}
}

// hexgridLayout returns the layout of a tile drawn by tileAround: hex o's
// centre at pixel (x, y).
func hexgridLayout(s *Scene, scale, x, y float64, o hexgrid.Offset) hexgrid.Layout {
	l := hexgrid.Layout{Grid: s.Geo.Grid, Size: scale}
	cx, cy := l.Center(o)
	l.OriginX, l.OriginY = x-cx, y-cy
	return l
}
