package draw

import (
	"bytes"
	"io"
	"testing"
)

// The whole South sheet of ITW (60 x 34 = 2,040 hexes, 856 x 569 mm) with
// Scenario 1's counters on it (about 120 on the sheet).
func sheetS(b *testing.B) (Scene, Page) {
	b.Helper()
	s := itwScene(b)
	s.Sheet = "S"
	p, err := PageOf(s, Options{})
	if err != nil {
		b.Fatal(err)
	}
	return s, p
}

// benchSheetS150 draws the sheet at 150 dpi (5,058 x 3,360 px) with draw
// (Draw or DrawParallel), then encodes it when png is set.
func benchSheetS150(b *testing.B, draw func(Canvas, Scene, Options) error, png bool) {
	s, p := sheetS(b)
	for b.Loop() {
		r, err := NewRaster(p.Width, p.Height, 150)
		if err != nil {
			b.Fatal(err)
		}
		if err := draw(r, s, Options{}); err != nil {
			b.Fatal(err)
		}
		if png {
			if err := EncodePNG(io.Discard, r.Image(), 150); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRasterSheetS150 draws the sheet at 150 dpi in one band.
func BenchmarkRasterSheetS150(b *testing.B) { benchSheetS150(b, Draw, false) }

// BenchmarkRasterSheetS150Parallel draws it in bands on every core
// (DrawParallel, what render and Export do).
func BenchmarkRasterSheetS150Parallel(b *testing.B) {
	benchSheetS150(b, func(c Canvas, s Scene, o Options) error { return DrawParallel(c.(*Raster), s, o) }, false)
}

// BenchmarkRasterSheetS150PNG draws it in bands and encodes it.
func BenchmarkRasterSheetS150PNG(b *testing.B) {
	benchSheetS150(b, func(c Canvas, s Scene, o Options) error { return DrawParallel(c.(*Raster), s, o) }, true)
}

// BenchmarkSVGSheetS writes the sheet as SVG.
func BenchmarkSVGSheetS(b *testing.B) {
	s, p := sheetS(b)
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		c := NewSVG(&buf, p.Width, p.Height)
		if err := Draw(c, s, Options{}); err != nil {
			b.Fatal(err)
		}
		if err := c.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// BenchmarkPDFSheetS writes the sheet as PDF.
func BenchmarkPDFSheetS(b *testing.B) {
	s, p := sheetS(b)
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		c, err := NewPDF(p.Width, p.Height)
		if err != nil {
			b.Fatal(err)
		}
		if err := Draw(c, s, Options{}); err != nil {
			b.Fatal(err)
		}
		if err := c.Write(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}
