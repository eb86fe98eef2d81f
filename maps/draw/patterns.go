package draw

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Pattern marks, in hex radii.
const (
	patternDot   = 0.07 // a dot's radius
	patternWidth = 0.05 // a hatch stroke's width
	patternShade = 0.7  // the pattern's ink: the fill's channels times this
)

// patternDots are the dot centres of PatternDots, in hex radii from the
// hex centre.
var patternDots = [...]Point{{-0.36, -0.22}, {0.36, -0.22}, {0, 0.38}, {0, -0.02}}

// patternHatch are the offsets, in hex radii, of PatternHatch's strokes
// from the hex centre, across their direction.
var patternHatch = [...]float64{-0.4, 0, 0.4}

// patterns draws over each hex the pattern of its terrain type (see
// Styles.TerrainPattern) in a darker shade of its fill.
func (d *drawing) patterns() {
	d.eachHex(func(o hexgrid.Offset) {
		t := d.ix.Terrain(o)
		p := d.s.Styles.TerrainPattern(t)
		if p == PatternSolid {
			return
		}
		fill, _ := d.s.Styles.TerrainFill(t)
		ink := shade(fill, patternShade)
		c := d.p.Center(o)
		switch p {
		case PatternDots:
			for _, q := range patternDots {
				d.c.Circle(Point{c.X + q.X*d.r, c.Y + q.Y*d.r}, patternDot*d.r, ink, Stroke{})
			}
		case PatternHatch:
			st := Stroke{Color: ink, Width: patternWidth * d.r, Cap: CapButt}
			ux, uy := math.Sqrt2/2, -math.Sqrt2/2 // the strokes run up to the right
			for _, k := range patternHatch {
				half := math.Sqrt(0.75-k*k) * 0.8 * d.r // inside the inscribed circle
				mx, my := c.X-uy*k*d.r, c.Y+ux*k*d.r
				d.line(st, Point{mx - ux*half, my - uy*half}, Point{mx + ux*half, my + uy*half})
			}
		}
	})
}

// shade returns c with its colour channels multiplied by k (alpha kept).
func shade(c color.NRGBA, k float64) color.NRGBA {
	m := func(v uint8) uint8 { return uint8(float64(v) * k) }
	return color.NRGBA{m(c.R), m(c.G), m(c.B), c.A}
}
