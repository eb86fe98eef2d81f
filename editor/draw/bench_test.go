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

// BenchmarkRasterSheetS150 draws the sheet at 150 dpi (5,058 x 3,360 px).
func BenchmarkRasterSheetS150(b *testing.B) {
	s, p := sheetS(b)
	for b.Loop() {
		r, err := NewRaster(p.Width, p.Height, 150)
		if err != nil {
			b.Fatal(err)
		}
		if err := Draw(r, s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRasterSheetS150PNG draws the sheet at 150 dpi and encodes it.
func BenchmarkRasterSheetS150PNG(b *testing.B) {
	s, p := sheetS(b)
	for b.Loop() {
		r, err := NewRaster(p.Width, p.Height, 150)
		if err != nil {
			b.Fatal(err)
		}
		if err := Draw(r, s, Options{}); err != nil {
			b.Fatal(err)
		}
		if err := EncodePNG(io.Discard, r.Image(), 150); err != nil {
			b.Fatal(err)
		}
	}
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
