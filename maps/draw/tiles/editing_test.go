package tiles

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

func TestUpdateHexesRepaintsTerrain(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	before := tileAround(s, o, 30, 64).RGBAAt(32, 32)
	s.Map.Hexes["S2016"] = maps.Hex{Terrain: "field"}
	if got := tileAround(s, o, 30, 64).RGBAAt(32, 32); got != before {
		t.Fatalf("the index changed before UpdateHexes: %v", got)
	}
	s.UpdateHexes([]hexgrid.Offset{o})
	if got, want := tileAround(s, o, 30, 64).RGBAAt(32, 32), fileColor(t, "terrain", "field"); got != want {
		t.Errorf("after UpdateHexes: %v, want field %v", got, want)
	}
}

func TestUpdateLinesDrawsNewHexside(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	s.Map.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "stream"}}
	s.UpdateLines()
	l := hexgridLayout(s, 40, 128, 128, o)
	x0, y0, x1, y1 := l.SideSegment(hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN})
	img := tileAround(s, o, 40, 256)
	if got := img.RGBAAt(int((x0+x1)/2), int((y0+y1)/2)); !near(got, fileColor(t, "hexside", "stream"), 3) {
		t.Errorf("stream after UpdateLines: %v", got)
	}
	s.Map.Hexsides = nil
	s.UpdateLines()
	img = tileAround(s, o, 40, 256)
	if got := img.RGBAAt(int((x0+x1)/2), int((y0+y1)/2)); near(got, fileColor(t, "hexside", "stream"), 20) {
		t.Errorf("stream still drawn after removal: %v", got)
	}
}

func TestContourLinesOnePerLevel(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	count := func(levels int) int {
		e := levels
		s.Map.Hexes = map[string]maps.Hex{"S2016": {Elevation: &e}}
		s.Invalidate()
		const scale = 60.0
		img := tileAround(s, o, scale, 256)
		l := hexgridLayout(s, scale, 128, 128, o)
		x0, y0, x1, y1 := l.SideSegment(hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN})
		// Walk across the side at its middle, counting runs of contour colour.
		mx, my := (x0+x1)/2, (y0+y1)/2
		runs, in := 0, false
		for d := -12.0; d <= 12; d += 0.5 {
			c := img.RGBAAt(int(mx), int(math.Floor(my+d)))
			on := near(c, ContourColor(), 40)
			if on && !in {
				runs++
			}
			in = on
		}
		return runs
	}
	if got := count(0); got != 0 {
		t.Errorf("level 0 next to level 0: %d lines", got)
	}
	if got := count(1); got != 1 {
		t.Errorf("one level apart: %d lines, want 1", got)
	}
	if got := count(3); got != 3 {
		t.Errorf("three levels apart: %d lines, want 3", got)
	}
}

func TestSelectedSideAndMarks(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	const scale = 40.0
	l := hexgridLayout(s, scale, 128, 128, o)
	side := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirNE}
	x0, y0, x1, y1 := l.SideSegment(side)
	s.Overlay.Sides = []draw.SideMark{{Side: side, Color: draw.SelectColor}}
	img := tileAround(s, o, scale, 256)
	if got := img.RGBAAt(int((x0+x1)/2), int((y0+y1)/2)); !near(got, premul(draw.SelectColor), 2) {
		t.Errorf("selected side: %v", got)
	}
	s.Overlay.Sides = nil
	woods := tileAround(s, o, scale, 256).RGBAAt(128, 128)
	s.Overlay.Hexes = []draw.HexMark{{Hex: o, Kind: draw.MarkTint, Color: draw.MarkColor}}
	if got := tileAround(s, o, scale, 256).RGBAAt(128, 128); got == woods {
		t.Error("a marked hex is not tinted")
	}
}

func TestHexLabelAndElevationText(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	woods := fileColor(t, "terrain", "woods")
	band := image.Rect(128-20, 128+8, 128+20, 128+26)
	plain := tileAround(s, o, 40, 256)
	if n := band.Dx()*band.Dy() - countNear(plain, band, woods, 8); n != 0 {
		t.Fatalf("%d pixels under the centre of a plain hex", n)
	}
	e := 2
	s.Map.Hexes = map[string]maps.Hex{"S2016": {Label: "Mill", Elevation: &e}}
	s.UpdateHexes([]hexgrid.Offset{o})
	img := tileAround(s, o, 40, 256)
	if n := band.Dx()*band.Dy() - countNear(img, band, woods, 8); n < 20 {
		t.Errorf("label drawn with only %d pixels", n)
	}
	left := image.Rect(128-36, 128-8, 128-22, 128+8)
	if n := countNear(img, left, rgb(0x7a, 0x48, 0x1c), 60); n < 5 {
		t.Errorf("elevation number: %d pixels", n)
	}
}

func TestScanUnderlay(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	red := color.RGBA{200, 10, 10, 255}
	scan := image.NewRGBA(image.Rect(0, 0, 100, 100))
	for i := 0; i < len(scan.Pix); i += 4 {
		scan.Pix[i], scan.Pix[i+1], scan.Pix[i+2], scan.Pix[i+3] = red.R, red.G, red.B, 255
	}
	mx, my := s.HexMM(o)
	// 1 pixel per millimetre, the hex centre at scan pixel (50, 50).
	s.Scans = []ScanLayer{{Image: scan, Affine: [6]float64{1, 0, 50 - mx, 0, 1, 50 - my}, Opacity: 1}}
	img := tileAround(s, o, 30, 64)
	if got := img.RGBAAt(32, 32); !near(got, red, 2) {
		t.Errorf("opaque scan at the hex centre: %v", got)
	}
	s.Scans[0].Opacity = 0.5
	got := tileAround(s, o, 30, 64).RGBAAt(32, 32)
	w := fileColor(t, "terrain", "woods")
	if want := (int(red.R) + int(w.R)) / 2; int(got.R) < want-3 || int(got.R) > want+3 {
		t.Errorf("half-opaque scan: %v, want red channel near %d", got, want)
	}
	// Far from the hex the scan does not reach.
	far := mustHex(t, s, "S4030")
	if got := tileAround(s, far, 30, 64).RGBAAt(32, 32); near(got, red, 30) {
		t.Errorf("scan drawn outside its image: %v", got)
	}
}

func TestMapMMRoundTrip(t *testing.T) {
	s := builtinScene(t)
	for _, p := range [][2]float64{{0, 0}, {123.5, 456.25}, {-50, 7}} {
		mx, my := s.MapMM(26, p[0], p[1])
		x, y := s.MapPixel(26, mx, my)
		if math.Abs(x-p[0]) > 1e-9 || math.Abs(y-p[1]) > 1e-9 {
			t.Errorf("%v -> %v,%v -> %v,%v", p, mx, my, x, y)
		}
	}
	// Neighbouring columns are 1.5 radii apart: 16.4 mm across flats gives
	// 1.5 * 16.4 / sqrt(3) mm.
	ax, _ := s.HexMM(mustHex(t, s, "S2016"))
	bx, _ := s.HexMM(mustHex(t, s, "S2116"))
	if want := 1.5 * s.Map.Grid.HexAcrossFlatsMM / math.Sqrt(3); math.Abs(bx-ax-want) > 1e-9 {
		t.Errorf("column spacing %v mm, want %v", bx-ax, want)
	}
}
