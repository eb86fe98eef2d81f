package printgen

import (
	"math"
	"math/rand/v2"
)

// ink is a printing ink, channels 0..255; it multiplies what is under it.
type ink [3]float64

// RGB returns the ink as 8-bit channels.
func (c ink) RGB() [3]uint8 {
	return [3]uint8{uint8(math.Round(c[0])), uint8(math.Round(c[1])), uint8(math.Round(c[2]))}
}

// tint is a terrain fill: an ink at a coverage, flat or as a halftone screen.
type tint struct {
	ink    ink
	cover  float64 // 0..1
	screen bool
}

// Style is one map's look, drawn at random from its seed. Lengths in mm.
type Style struct {
	HexMM    float64 // across flats
	Paper    ink
	Screen   struct{ LPI, AngleDeg float64 }
	Tints    map[string]tint
	Wander   float64 // terrain edges wander this far across hexsides, hex radii
	Symbol   map[string]ink
	TreeR    float64 // tree crown radius
	TreeGap  float64 // crown spacing
	OrchGap  float64
	OrchR    float64
	Scribble float64 // thicket scribble line width
	Block    float64 // town building size
	Grid     struct {
		Ink   ink
		Width float64
	}
	Contour struct {
		Ink          ink
		Width, Index float64
		Every        int // every Every-th line is an index line
	}
	Stream struct {
		Ink   ink
		Width float64
		Wave  float64 // sideways wander, mm
	}
	Road struct {
		Ink                        ink
		Pike, Road, Lane, Trail    float64 // widths
		Dash, DashGap, Dot, DotGap float64
		Cased                      bool // pikes drawn as two black lines with the ink between
	}
	Label struct {
		Ink         ink
		Size        float64 // cap height of place names
		Count       int
		IDSize      float64 // hex id height (0: no ids)
		CentreDot   float64 // radius (0: none)
		IDInk       ink
		LabelItalic bool
	}
}

// newStyle draws a style from r.
func newStyle(r *rand.Rand) Style {
	u := func(a, b float64) float64 { return a + (b-a)*r.Float64() }
	jit := func(c ink, d float64) ink {
		return ink{clamp(c[0]+u(-d, d), 0, 255), clamp(c[1]+u(-d, d), 0, 255), clamp(c[2]+u(-d, d), 0, 255)}
	}
	var s Style
	s.HexMM = u(14, 19)
	s.Paper = jit(ink{250, 248, 240}, 6)
	s.Screen.LPI = u(100, 150)
	s.Screen.AngleDeg = []float64{15, 45, 75}[r.IntN(3)]
	sc := r.Float64() < 0.6
	green := jit(ink{60, 150, 70}, 25)
	s.Tints = map[string]tint{
		Field:   {ink: jit(ink{245, 225, 120}, 20), cover: u(0, 0.45), screen: sc},
		Woods:   {ink: green, cover: u(0.35, 0.65), screen: sc},
		Orchard: {ink: jit(ink{150, 200, 100}, 20), cover: u(0.25, 0.5), screen: sc},
		Thicket: {ink: jit(ink{120, 140, 60}, 20), cover: u(0.35, 0.6), screen: sc},
		Marsh:   {ink: jit(ink{120, 190, 210}, 20), cover: u(0.2, 0.45), screen: sc},
		Town:    {ink: jit(ink{200, 170, 170}, 20), cover: u(0.15, 0.4), screen: sc},
	}
	s.Wander = u(0.05, 0.15)
	s.Symbol = map[string]ink{
		Woods:   jit(ink{40, 110, 50}, 20),
		Orchard: jit(ink{50, 120, 50}, 20),
		Thicket: jit(ink{70, 80, 40}, 20),
		Marsh:   jit(ink{40, 90, 150}, 20),
		Town:    jit(ink{25, 25, 25}, 10),
	}
	s.TreeR = u(0.5, 1.1)
	s.TreeGap = s.TreeR * u(2.2, 3.2)
	s.OrchR = u(0.3, 0.5)
	s.OrchGap = u(1.3, 2.0)
	s.Scribble = u(0.15, 0.25)
	s.Block = u(0.8, 1.8)
	s.Grid.Ink = jit(ink{50, 50, 50}, 20)
	s.Grid.Width = u(0.1, 0.2)
	s.Contour.Ink = jit(ink{170, 110, 50}, 15)
	s.Contour.Width = u(0.15, 0.25)
	s.Contour.Index = u(0.3, 0.5)
	s.Contour.Every = 2 + r.IntN(3)
	s.Stream.Ink = jit(ink{40, 105, 200}, 25)
	s.Stream.Width = u(0.3, 0.5)
	s.Stream.Wave = u(0.1, 0.5)
	s.Road.Ink = jit(ink{185, 35, 35}, 15)
	s.Road.Pike = u(0.4, 0.5)
	s.Road.Road = u(0.3, 0.45)
	s.Road.Lane = u(0.2, 0.35)
	s.Road.Trail = u(0.2, 0.3)
	s.Road.Dash, s.Road.DashGap = u(1, 2.2), u(0.5, 1)
	s.Road.Dot, s.Road.DotGap = s.Road.Trail, u(0.35, 0.7)
	s.Road.Cased = r.Float64() < 0.4
	s.Label.Ink = []ink{jit(ink{110, 70, 40}, 20), jit(ink{30, 30, 30}, 10)}[r.IntN(2)]
	s.Label.Size = u(2, 3.5)
	s.Label.IDSize = u(1, 1.6)
	if r.Float64() < 0.6 {
		s.Label.CentreDot = u(0.2, 0.35)
	}
	s.Label.IDInk = jit(ink{40, 40, 40}, 15)
	s.Label.LabelItalic = r.Float64() < 0.5
	return s
}

func clamp(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }

// Ink returns the tint's ink as 8-bit channels.
func (t tint) Ink() [3]uint8 { return t.ink.RGB() }

// Cover returns the tint's coverage, 0..1.
func (t tint) Cover() float64 { return t.cover }

// Screen reports whether the tint is printed as a halftone screen.
func (t tint) Screen() bool { return t.screen }
