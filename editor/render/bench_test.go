package render

import (
	"image"
	"testing"
)

// BenchmarkFullWindow draws a 1600x1000 window of the ITW map with the
// Scenario 1 counters at the editor's default zoom (hex radius 26 px).
func BenchmarkFullWindow(b *testing.B) {
	s := builtinScene(b)
	s.Units = scenarioCounters(b, s.Geo)
	const scale = 26.0
	cx, cy := s.HexCenter(scale, mustHex(b, s, "S2716"))
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	v := View{OriginX: cx - 800, OriginY: cy - 500, Scale: scale}
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}

// BenchmarkTile256 draws one 256x256 tile with counters at the default zoom.
func BenchmarkTile256(b *testing.B) {
	s := builtinScene(b)
	s.Units = scenarioCounters(b, s.Geo)
	const scale = 26.0
	cx, cy := s.HexCenter(scale, mustHex(b, s, "S1825"))
	img := image.NewRGBA(image.Rect(0, 0, 256, 256))
	v := View{OriginX: cx - 128, OriginY: cy - 128, Scale: scale}
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}

// BenchmarkWholeMapZoomedOut draws the whole two-sheet map into 1600x1000 at
// hex radius 8 px (no ids, counters as small squares).
func BenchmarkWholeMapZoomedOut(b *testing.B) {
	s := builtinScene(b)
	s.Units = scenarioCounters(b, s.Geo)
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	v := View{Scale: 8}
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}
