package draw

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
)

// The PDF is one page of the drawn size with a layer per pass and the Go
// fonts embedded.
func TestPDFDocument(t *testing.T) {
	s := featuresScene(t)
	p, err := PageOf(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewPDF(p.Width, p.Height)
	if err != nil {
		t.Fatal(err)
	}
	if err := Draw(c, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := c.Write(&buf); err != nil {
		t.Fatal(err)
	}
	keep(t, "features.pdf", buf.Bytes())
	out := buf.String()
	if !strings.HasPrefix(out, "%PDF-1.") || strings.Count(out, "/Type /Page\n") != 1 && strings.Count(out, "/Type /Page ") != 1 {
		t.Errorf("not a one-page PDF: %.200q", out)
	}
	// Eleven layers: all but the counters (no scenario).
	if n := strings.Count(out, "/Type /OCG"); n != 11 {
		t.Errorf("%d optional content groups, want 11", n)
	}
	if !strings.Contains(out, "FontFile2") {
		t.Error("fonts are not embedded")
	}
}

func TestNewPDFErrors(t *testing.T) {
	for _, sz := range [][2]float64{{0, 10}, {10, -1}, {MaxPDFPageMM + 1, 10}} {
		if _, err := NewPDF(sz[0], sz[1]); err == nil {
			t.Errorf("NewPDF%v accepted", sz)
		}
	}
}

// pdftoppm renders the PDF like the raster backend draws it: the centres
// of the features map's hexes match.
func TestPDFMatchesRaster(t *testing.T) {
	tool := testtool.Require(t, "pdftoppm", "poppler-utils")
	s := featuresScene(t)
	r, p := drawRaster(t, s, Options{}, 100)
	c, _ := NewPDF(p.Width, p.Height)
	if err := Draw(c, s, Options{}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdfPath := filepath.Join(dir, "f.pdf")
	var buf bytes.Buffer
	if err := c.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pdfPath, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "-r", "100", "-png", "-singlefile", pdfPath, filepath.Join(dir, "f")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	f, err := os.Open(filepath.Join(dir, "f.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if d := img.Bounds().Size().Sub(r.Image().Bounds().Size()); max(d.X, -d.X, d.Y, -d.Y) > 1 {
		t.Errorf("pdftoppm gives %v px, the raster %v", img.Bounds().Size(), r.Image().Bounds().Size())
	}
	bad := 0
	for _, o := range p.Hexes {
		q := pixelOf(r, p.Center(o))
		a := r.Image().RGBAAt(q.X, q.Y)
		if !sameColor(img.At(q.X, q.Y), nrgbaOf(a), 12) {
			bad++
			t.Logf("hex %v at %v: raster %v, pdftoppm %s", o, q, a, describe(img.At(q.X, q.Y)))
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d hex centres differ", bad, len(p.Hexes))
	}
}

// nrgbaOf returns an opaque RGBA colour as NRGBA.
func nrgbaOf(c color.RGBA) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, 255} }
