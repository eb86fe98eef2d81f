package draw

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// updateRefs, when set in the environment, rewrites the reference images
// instead of comparing with them (then look at each before committing it).
const updateRefs = "SANDTABLE_UPDATE_REFS"

// refScene is the scene of the reference images: the features map (every
// kind of terrain, hexside, path, feature, area and place the drawing
// knows, in the built-in rulesets' styles) with counters of both sides (a
// strength, a facing, a stack, an extended line, the selection), a ring, a
// tint, a label and a terrain pattern, so that every shared pass draws.
func refScene(t *testing.T) Scene {
	t.Helper()
	s := featuresScene(t)
	st := *s.Styles
	st.Patterns = map[string]Pattern{"orchard": PatternDots, "thicket": PatternHatch}
	s.Styles = &st
	hex := func(id string) hexgrid.Offset {
		o, err := s.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	five, two := 5, 2
	s.Overlay = Overlay{
		Counters: []Counter{
			{ID: "a", Name: "6th Mississippi", Side: "csa", Hex: hex("0304"), Strength: &five, Facing: 1, HasFacing: true},
			{ID: "b", Name: "1 OH", Side: "union", Hex: hex("0604"), Strength: &two},
			{ID: "c", Name: "Bty A", Side: "union", Hex: hex("0604")},
			{ID: "d", Name: "Long Line", Side: "csa", Hex: hex("0806"), Extended: hex("0807"), HasExtended: true},
		},
		SelectedUnit: "c",
		Hexes: []HexMark{
			{Hex: hex("0503"), Kind: MarkRing, Color: SelectColor, Width: 0.12},
			{Hex: hex("0205"), Kind: MarkTint, Color: MarkColor},
		},
		Labels: []Label{{Hex: hex("0702"), Text: "3 MP"}},
	}
	return s
}

// compareRef compares img with the reference PNG testdata/ref/name, or
// writes it when SANDTABLE_UPDATE_REFS is set. Images drawn on another
// platform or library version may differ at anti-aliased edges and in
// glyph hinting: at most 1 % of the pixels may differ by more than 48 on a
// channel, and the mean difference must stay under 2 (of 255). A mistake in
// a shared pass (a colour, a layer left out, a shape moved) breaks both.
func compareRef(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", "ref", name)
	if os.Getenv(updateRefs) != "" {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: look at it before committing", path)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("reference %s: %v (write it with %s=1)", name, err, updateRefs)
	}
	defer f.Close()
	ref, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if d := img.Bounds().Size().Sub(ref.Bounds().Size()); max(d.X, -d.X, d.Y, -d.Y) > 1 {
		t.Fatalf("%s: %v px, the reference %v", name, img.Bounds().Size(), ref.Bounds().Size())
	}
	b := img.Bounds().Intersect(ref.Bounds().Add(img.Bounds().Min.Sub(ref.Bounds().Min)))
	far, sum, n := 0, 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := img.At(x, y).RGBA()
			r2, g2, b2, _ := ref.At(x-img.Bounds().Min.X+ref.Bounds().Min.X, y-img.Bounds().Min.Y+ref.Bounds().Min.Y).RGBA()
			d := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2))
			sum += d
			n++
			if d > 48 {
				far++
			}
		}
	}
	if mean := float64(sum) / float64(n); float64(far) > 0.01*float64(n) || mean >= 2 {
		t.Errorf("%s: %d of %d pixels differ by more than 48 (%.2f%%), mean difference %.2f: the picture changed (if on purpose, rewrite it with %s=1 and look at it)",
			name, far, n, 100*float64(far)/float64(n), mean, updateRefs)
	}
}

// absDiff returns |a-b| of two 16-bit channels, in 8-bit units.
func absDiff(a, b uint32) int {
	if a > b {
		return int(a-b) >> 8
	}
	return int(b-a) >> 8
}

// The export raster (PNG), the PDF (through pdftoppm) and the SVG (through
// ImageMagick) of the reference scene match their reference images.
func TestReferenceImages(t *testing.T) {
	s := refScene(t)
	const dpi = 40
	r, p := drawRaster(t, s, Options{}, dpi)
	compareRef(t, "raster.png", r.Image())

	dir := t.TempDir()
	if tool, err := exec.LookPath("pdftoppm"); err == nil {
		c, _ := NewPDF(p.Width, p.Height)
		if err := Draw(c, s, Options{}); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := c.Write(&buf); err != nil {
			t.Fatal(err)
		}
		pdfPath := filepath.Join(dir, "ref.pdf")
		if err := os.WriteFile(pdfPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(tool, "-r", "40", "-png", "-singlefile", pdfPath, filepath.Join(dir, "pdf")).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, out)
		}
		compareRef(t, "pdf.png", readRefPNG(t, filepath.Join(dir, "pdf.png")))
	} else {
		t.Log("pdftoppm not found (poppler-utils): the PDF is not compared")
	}
	if tool, err := exec.LookPath("convert"); err == nil {
		var buf bytes.Buffer
		c := NewSVG(&buf, p.Width, p.Height)
		if err := Draw(c, s, Options{}); err != nil {
			t.Fatal(err)
		}
		if err := c.Close(); err != nil {
			t.Fatal(err)
		}
		svgPath := filepath.Join(dir, "ref.svg")
		if err := os.WriteFile(svgPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "svg.png")
		if msg, err := exec.Command(tool, "-density", "40", svgPath, "-background", "white", "-flatten", out).CombinedOutput(); err != nil {
			t.Skipf("ImageMagick cannot rasterise SVG here: %v\n%s", err, msg)
		}
		compareRef(t, "svg.png", readRefPNG(t, out))
	} else {
		t.Log("ImageMagick convert not found: the SVG is not compared")
	}
}

// readRefPNG decodes a PNG file.
func readRefPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
