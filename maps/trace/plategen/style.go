package plategen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
)

// Tone is one plate's share of a colour (0..1; 1 is solid ink).
type Tone struct {
	Plate int
	Tone  float64
}

// Mix is a printed colour: the plates and tones it is made of.
type Mix []Tone

func (m Mix) String() string {
	var parts []string
	for _, t := range m {
		parts = append(parts, fmt.Sprintf("%s%.0f", plateNames[t.Plate], 100*t.Tone))
	}
	return strings.Join(parts, "+")
}

// Style is how one map is printed, drawn at random from its seed within
// ranges taken from printed hex wargame maps. Lengths are in mm.
type Style struct {
	HexMM float64
	Paper [3]float64
	// Inks: reflectance of each plate's ink printed solid.
	Ink [nPlates][3]float64
	// Screen: ruling in lines per inch, angle per plate in degrees, dot
	// gain; misregistration per plate.
	LPI float64
	// Flat prints tints as flat (unscreened) ink, as spot-colour maps
	// are; newStyle never sets it (diagnostics compare with it).
	Flat  bool
	Angle [nPlates]float64
	Gain  float64
	Shift [nPlates][2]float64

	// Terrain: tints and symbols.
	Woods, Field, Orchard, Thicket, Marsh, Town Mix
	Canopy                                      Mix     // tree crowns
	Blobs                                       bool    // dense overlapping canopy (else scattered tree symbols)
	Crown                                       float64 // crown radius
	Ring                                        Mix     // tree symbol outlines
	Scribble, Tuft, Block                       Mix
	Warp                                        float64 // terrain edges wander up to this share of a hex radius

	// Lines.
	Contour, IndexW float64 // contour and index line widths
	IndexEvery      int     // every n-th level is an index line
	LevelLabels     bool    // index lines broken for level numbers
	Stream          [2]float64
	StreamEdge      bool // streams have a darker edge
	RoadMix         Mix
	RoadW           float64
	PikeDouble      bool       // pike as a double line (else a cased line)
	Dash            [2]float64 // lane dash on, off
	Dot             [2]float64 // trail dot size, spacing
	Grid            float64
	GridTone        float64 // the grid ink's darkness (1: black)
	GridGap         float64 // share of a side left blank at each vertex
	CentreDot       float64 // hex centre dot diameter, 0 none
	IDSize          float64
	IDBold          bool
	LabelSize       float64
	LabelOnContour  bool // place names printed in the contour ink
}

// newStyle draws a style from r.
func newStyle(r *rand.Rand) Style {
	u := func(a, b float64) float64 { return a + (b-a)*r.Float64() }
	pick := func(n int) int { return r.IntN(n) }
	var s Style
	s.HexMM = []float64{12.7, 14.3, 15.9, 15.9, 17.5, 19.05}[pick(6)]
	s.Paper = [3]float64{u(0.96, 1), u(0.94, 0.99), u(0.86, 0.97)}
	// Process inks (as measured on coated stock), with some spread.
	s.Ink[plateC] = [3]float64{u(0, 0.06), u(0.62, 0.7), u(0.88, 0.95)}
	s.Ink[plateM] = [3]float64{u(0.86, 0.93), u(0, 0.08), u(0.45, 0.58)}
	s.Ink[plateY] = [3]float64{u(0.98, 1), u(0.9, 0.95), u(0, 0.1)}
	k := u(0.1, 0.16)
	s.Ink[plateK] = [3]float64{k, k, k}
	// Contour spot ink: brown to dark olive.
	b := r.Float64()
	s.Ink[plateBrown] = [3]float64{u(0.5, 0.62) - 0.15*b, u(0.3, 0.38) + 0.12*b, u(0.12, 0.2)}
	// Water: a blue.
	s.Ink[plateBlue] = [3]float64{u(0.05, 0.3), u(0.45, 0.62), u(0.82, 0.95)}
	s.LPI = []float64{85, 100, 120, 133, 150}[pick(5)]
	s.Angle = [nPlates]float64{15, 75, 0, 45, 45, 45, 45, 45}
	if r.Float64() < 0.3 {
		s.Angle[plateY] = 90
	}
	s.Gain = u(0.03, 0.1)
	for p := range s.Shift {
		a, m := u(0, 2*math.Pi), u(0.05, 0.3)
		if p == plateK {
			m = u(0, 0.08)
		}
		s.Shift[p] = [2]float64{m * math.Cos(a), m * math.Sin(a)}
	}
	// Roads: red (magenta and yellow solid), black or a brown spot ink.
	switch pick(3) {
	case 0:
		s.RoadMix = Mix{{plateM, 1}, {plateY, 1}}
	case 1:
		s.RoadMix = Mix{{plateK, 1}}
	default:
		s.Ink[plateRoad] = [3]float64{u(0.35, 0.45), u(0.18, 0.26), u(0.1, 0.16)}
		s.RoadMix = Mix{{plateRoad, 1}}
	}

	s.Woods = Mix{{plateC, u(0.3, 0.55)}, {plateY, u(0.55, 0.9)}}
	if r.Float64() < 0.4 {
		s.Woods = append(s.Woods, Tone{plateK, u(0.03, 0.12)})
	}
	s.Field = Mix{{plateY, u(0, 0.22)}, {plateM, u(0, 0.06)}}
	s.Orchard = Mix{{plateC, u(0.08, 0.2)}, {plateY, u(0.3, 0.55)}}
	s.Thicket = Mix{{plateC, u(0.15, 0.35)}, {plateY, u(0.6, 0.95)}, {plateM, u(0, 0.1)}}
	s.Marsh = Mix{{plateC, u(0.12, 0.28)}, {plateY, u(0.02, 0.15)}}
	s.Town = Mix{{plateK, u(0.06, 0.2)}}
	if r.Float64() < 0.4 {
		s.Town = Mix{{plateM, u(0.1, 0.25)}, {plateY, u(0.05, 0.2)}}
	}
	s.Blobs = r.Float64() < 0.5
	s.Crown = u(0.45, 0.9)
	// Crowns overprint the woods tint a shade darker.
	s.Canopy = Mix{{plateC, u(0.2, 0.45)}, {plateY, u(0.2, 0.5)}, {plateK, u(0, 0.12)}}
	s.Scribble = Mix{{plateC, u(0.6, 1)}, {plateY, 1}, {plateK, u(0.2, 0.5)}}
	if r.Float64() < 0.3 {
		s.Scribble = Mix{{plateK, 1}}
	}
	s.Tuft = Mix{{plateBlue, 1}}
	if r.Float64() < 0.4 {
		s.Tuft = Mix{{plateC, 1}, {plateY, u(0.5, 1)}, {plateK, u(0.1, 0.3)}}
	}
	s.Block = Mix{{plateK, 1}}
	if r.Float64() < 0.4 {
		s.Block = Mix{{plateM, 1}, {plateY, 1}}
	}
	s.Warp = u(0.15, 0.35)

	s.Contour = u(0.15, 0.3)
	s.IndexW = u(max(0.3, s.Contour+0.1), 0.5)
	s.IndexEvery = 2 + pick(3)
	s.LevelLabels = r.Float64() < 0.5
	s.Stream = [2]float64{u(0.25, 0.4), u(0.45, 0.6)}
	s.StreamEdge = r.Float64() < 0.4
	s.RoadW = u(0.3, 0.5)
	s.PikeDouble = r.Float64() < 0.5
	s.Dash = [2]float64{u(1, 2.5), u(0.6, 1.2)}
	s.Dot = [2]float64{u(0.3, 0.45), u(0.7, 1.1)}
	s.Grid = u(0.15, 0.25)
	s.GridTone = 1
	if r.Float64() < 0.4 || s.RoadMix[0].Plate == plateK {
		// A grey grid (maps with black roads print their grid grey).
		s.GridTone = u(0.45, 0.75)
	}
	g := 1 - s.GridTone*(1-k)
	s.Ink[plateGrid] = [3]float64{g, g, g}
	s.Ring = Mix{{plateK, 1}}
	if r.Float64() < 0.6 {
		s.Ring = Mix{{plateC, 1}, {plateY, 1}, {plateK, u(0.4, 0.8)}}
	}
	if r.Float64() < 0.35 {
		s.GridGap = u(0.06, 0.18)
	}
	if r.Float64() < 0.4 {
		s.CentreDot = u(0.3, 0.5)
	}
	s.IDSize = u(1.2, 2)
	s.IDBold = r.Float64() < 0.4
	s.LabelSize = u(2.2, 3.5)
	s.LabelOnContour = r.Float64() < 0.3
	return s
}

// String lists the style's parameters on one line, for the logs.
func (s Style) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "hex %.1fmm paper %.2f,%.2f,%.2f screen %gLPI gain %.2f misreg", s.HexMM, s.Paper[0], s.Paper[1], s.Paper[2], s.LPI, s.Gain)
	for p := range s.Shift {
		fmt.Fprintf(&b, " %s%.2f", plateNames[p], math.Hypot(s.Shift[p][0], s.Shift[p][1]))
	}
	fmt.Fprintf(&b, "; woods %s canopy %s blobs %v crown %.2f; field %s orchard %s thicket %s/%s marsh %s/%s town %s/%s; warp %.2f",
		s.Woods, s.Canopy, s.Blobs, s.Crown, s.Field, s.Orchard, s.Thicket, s.Scribble, s.Marsh, s.Tuft, s.Town, s.Block, s.Warp)
	fmt.Fprintf(&b, "; contour %.2f index %.2f every %d labels %v ink %.2f,%.2f,%.2f", s.Contour, s.IndexW, s.IndexEvery, s.LevelLabels,
		s.Ink[plateBrown][0], s.Ink[plateBrown][1], s.Ink[plateBrown][2])
	fmt.Fprintf(&b, "; stream %.2f-%.2f edge %v; road %s %.2f pike-double %v dash %.1f/%.1f dot %.2f/%.2f",
		s.Stream[0], s.Stream[1], s.StreamEdge, s.RoadMix, s.RoadW, s.PikeDouble, s.Dash[0], s.Dash[1], s.Dot[0], s.Dot[1])
	fmt.Fprintf(&b, "; grid %.2f dark %.2f gap %.2f centre-dot %.2f id %.1f bold %v label %.1f",
		s.Grid, s.GridTone, s.GridGap, s.CentreDot, s.IDSize, s.IDBold, s.LabelSize)
	return b.String()
}
