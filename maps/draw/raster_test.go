package draw

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"
)

// drawRaster draws s at dpi and returns the raster and its page.
func drawRaster(t testing.TB, s Scene, o Options, dpi float64) (*Raster, Page) {
	t.Helper()
	p, err := PageOf(s, o)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRaster(p.Width, p.Height, dpi)
	if err != nil {
		t.Fatal(err)
	}
	if err := Draw(r, s, o); err != nil {
		t.Fatal(err)
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return r, p
}

// pixelOf returns the pixel under page point q.
func pixelOf(r *Raster, q Point) image.Point {
	return image.Pt(int(math.Floor(q.X*r.PixelsPerMM())), int(math.Floor(q.Y*r.PixelsPerMM())))
}

func sameColor(a color.Color, b color.NRGBA, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	d := func(x uint32, y uint8) bool { return math.Abs(float64(x>>8)-float64(y)) <= float64(tol) }
	return d(ar, b.R) && d(ag, b.G) && d(ab, b.B)
}

// Hex centres show their terrain colour; the image is the page at the DPI.
func TestRasterTerrainAtCentres(t *testing.T) {
	s := featuresScene(t)
	r, p := drawRaster(t, s, Options{NoHexIDs: true}, 100)
	img := r.Image()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img, 100); err != nil {
		t.Fatal(err)
	}
	keep(t, "features.png", buf.Bytes())
	if w := int(math.Ceil(p.Width * 100 / 25.4)); img.Bounds().Dx() != w {
		t.Errorf("width %d px, want %d", img.Bounds().Dx(), w)
	}
	for id, terrain := range map[string]string{"0301": "field", "0401": "orchard", "0706": "thicket", "0508": "woods", "1003": "river", "0207": "marsh", "0803": "sloping-ground"} {
		o, err := s.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		q := pixelOf(r, p.Center(o))
		want, _ := s.Styles.TerrainFill(terrain)
		if c := img.At(q.X, q.Y); !sameColor(c, want, 2) {
			t.Errorf("%s (%s) centre is %s, want %v", id, terrain, describe(c), want)
		}
	}
}

// Edges are anti-aliased: along a hex side between two terrains there are
// pixels of neither colour nor the grid's.
func TestRasterAntiAliased(t *testing.T) {
	r, err := NewRaster(20, 20, 254) // 10 px per mm
	if err != nil {
		t.Fatal(err)
	}
	r.Polygon([]Point{{0, 0}, {20, 0}, {20, 20}, {0, 20}}, rgb(255, 255, 255), Stroke{})
	r.Polygon([]Point{{2, 2}, {18, 5}, {10, 18}}, rgb(0, 0, 0), Stroke{})
	grey := 0
	img := r.Image()
	for y := range 200 {
		for x := range 200 {
			c := img.RGBAAt(x, y)
			if c.R > 10 && c.R < 245 {
				grey++
			}
		}
	}
	if grey < 50 {
		t.Errorf("%d grey pixels on the edges of a slanted triangle: not anti-aliased", grey)
	}
	// A big axis-aligned fill takes the fast path: whole pixels, opaque.
	if c := img.RGBAAt(199, 199); c != (color.RGBA{255, 255, 255, 255}) {
		t.Errorf("corner %v", c)
	}
}

// Strokes: width in millimetres, dashes leave gaps, round caps reach past
// the ends, translucent colours blend once where segments join.
func TestRasterStrokes(t *testing.T) {
	r, _ := NewRaster(30, 10, 254)
	r.Polyline([]Point{{5, 5}, {25, 5}}, Stroke{Color: rgb(0, 0, 0), Width: 1})
	img := r.Image()
	if img.RGBAAt(150, 50).A != 255 || img.RGBAAt(150, 58).A != 0 || img.RGBAAt(45, 50).A != 0 {
		t.Error("a 1 mm butt line is not 10 px wide and flush with its ends")
	}
	r, _ = NewRaster(30, 10, 254)
	r.Polyline([]Point{{5, 5}, {25, 5}}, Stroke{Color: rgb(0, 0, 0), Width: 1, Dash: []float64{2, 2}})
	img = r.Image()
	if img.RGBAAt(60, 50).A != 255 || img.RGBAAt(80, 50).A != 0 {
		t.Error("dash 2 mm on, 2 mm off")
	}
	r, _ = NewRaster(30, 10, 254)
	r.Polyline([]Point{{5, 5}, {25, 5}}, Stroke{Color: rgb(0, 0, 0), Width: 1, Cap: CapRound})
	if r.Image().RGBAAt(46, 50).A == 0 {
		t.Error("a round cap does not reach past the end")
	}
	r, _ = NewRaster(30, 10, 254)
	r.Polyline([]Point{{5, 5}, {15, 5}, {15, 9}}, Stroke{Color: withAlpha(rgb(0, 0, 0), 128), Width: 1, Cap: CapRound})
	if a := r.Image().RGBAAt(150, 50).A; a < 120 || a > 136 {
		t.Errorf("a translucent joint has alpha %d, want about 128 (blended once)", a)
	}
}

// Text is set in the Go font: ink appears where the text is anchored.
func TestRasterText(t *testing.T) {
	for _, a := range []Anchor{AnchorStart, AnchorMiddle, AnchorEnd} {
		r, _ := NewRaster(40, 10, 254)
		r.Text(Text{At: Point{20, 7}, Size: 5, Anchor: a, Color: rgb(0, 0, 0), S: "S2410"})
		img := r.Image()
		left, right := 400, 0
		for y := range 100 {
			for x := range 400 {
				if img.RGBAAt(x, y).A > 128 {
					left, right = min(left, x), max(right, x)
				}
			}
		}
		mid := float64(left+right) / 2
		want := map[Anchor]float64{AnchorStart: 200 + float64(right-left)/2, AnchorMiddle: 200, AnchorEnd: 200 - float64(right-left)/2}[a]
		if right <= left || math.Abs(mid-want) > 8 {
			t.Errorf("anchor %d: ink from %d to %d px, centre %.0f, want about %.0f", a, left, right, mid, want)
		}
	}
}

func TestNewRasterErrors(t *testing.T) {
	for _, tc := range [][3]float64{{0, 10, 100}, {10, 10, 0}, {math.Inf(1), 10, 100}, {math.NaN(), 10, 100}, {100000, 100000, 300}} {
		if _, err := NewRaster(tc[0], tc[1], tc[2]); err == nil {
			t.Errorf("NewRaster%v accepted", tc)
		}
	}
	r, _ := NewRaster(10, 10, 100)
	r.Polygon([]Point{{math.NaN(), 0}, {5, 5}, {0, 5}}, rgb(0, 0, 0), Stroke{})
	r.Polygon([]Point{{-1e9, -1e9}, {1e9, -1e9}, {0, 1e9}}, rgb(0, 0, 0), Stroke{})
	r.Circle(Point{5, 5}, -1, rgb(0, 0, 0), Stroke{})
	r.Text(Text{At: Point{5, 5}, Size: 1e9, Color: rgb(0, 0, 0), S: "x"})
}

// EncodePNG records the DPI so the image prints at the drawn size.
func TestEncodePNGResolution(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img, 254); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	i := bytes.Index(data, []byte("pHYs"))
	if i != 8+8+13+4+4 {
		t.Fatalf("pHYs at %d", i)
	}
	if ppm := uint32(data[i+4])<<24 | uint32(data[i+5])<<16 | uint32(data[i+6])<<8 | uint32(data[i+7]); ppm != 10000 {
		t.Errorf("%d pixels per metre, want 10000 (254 dpi)", ppm)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("decode: %v (a bad chunk CRC?)", err)
	}
}

// Image draws the same picture as NewRaster and Draw, at the page's size.
func TestImage(t *testing.T) {
	s := featuresScene(t)
	img, p, err := Image(s, Options{}, 60)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRaster(p.Width, p.Height, 60)
	if err != nil {
		t.Fatal(err)
	}
	if err := Draw(r, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != r.Image().Bounds() || string(img.Pix) != string(r.Image().Pix) {
		t.Error("Image differs from Draw on a raster")
	}
	if _, _, err := Image(s, Options{}, -1); err == nil {
		t.Error("a negative DPI accepted")
	}
}
