package tiles

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
	"image"
	"testing"
)

// BenchmarkFullWindow draws a 1600x1000 window of the ITW map with the
// Scenario 1 counters at the editor's default zoom (hex radius 26 px).
func BenchmarkFullWindow(b *testing.B) {
	s := builtinScene(b)
	s.Overlay.Counters = scenarioCounters(b, s.Geo)
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
	s.Overlay.Counters = scenarioCounters(b, s.Geo)
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
	s.Overlay.Counters = scenarioCounters(b, s.Geo)
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	v := View{Scale: 8}
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}

// fitScale returns the hex radius at which the whole map fits w x h pixels.
func fitScale(s *Scene, w, h float64) float64 {
	mw, mh := s.MapSize(1)
	return min(w/mw, h/mh)
}

// BenchmarkFullRedrawFitZoom draws the whole ITW map (two sheets, 4,700
// hexes) with the Scenario 1 counters into 1600x1000 pixels at the zoom that
// fits it: the editor's full redraw. Target: under 4 ms.
func BenchmarkFullRedrawFitZoom(b *testing.B) {
	s := builtinScene(b)
	s.Overlay.Counters = scenarioCounters(b, s.Geo)
	scale := fitScale(s, 1600, 1000)
	mw, mh := s.MapSize(scale)
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	v := View{OriginX: (mw - 1600) / 2, OriginY: (mh - 1000) / 2, Scale: scale}
	s.Draw(img, v)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw(img, v)
	}
}

// BenchmarkOneHexRedraw repaints one hex after an edit at the editor's
// default zoom (hex radius 26 px): the index re-reads the hex and only the
// pixels it may touch are drawn again. Target: under 50 µs.
func BenchmarkOneHexRedraw(b *testing.B) {
	s := builtinScene(b)
	s.Overlay.Counters = scenarioCounters(b, s.Geo)
	const scale = 26.0
	o := mustHex(b, s, "S2716")
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	cx, cy := s.HexCenter(scale, o)
	v := View{OriginX: cx - 800, OriginY: cy - 500, Scale: scale}
	s.Draw(img, v)
	r := s.HexBounds(scale, o).Sub(image.Pt(int(v.OriginX), int(v.OriginY)))
	sub := img.SubImage(r).(*image.RGBA)
	sv := View{OriginX: v.OriginX + float64(r.Min.X), OriginY: v.OriginY + float64(r.Min.Y), Scale: scale}
	hexes := []hexgrid.Offset{o}
	b.ReportAllocs()
	for b.Loop() {
		s.UpdateHexes(hexes)
		s.Draw(sub, sv)
	}
}
