package tiles

import (
	"github.com/sandtable/sandtable/maps/draw"
	"image/color"
)

// rgb returns an opaque colour.
func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// translucent returns the premultiplied colour of (r, g, b) at alpha a, as
// the vector rasterizer expects.
func translucent(r, g, b, a uint8) color.RGBA {
	m := func(v uint8) uint8 { return uint8(uint16(v) * uint16(a) / 0xff) }
	return color.RGBA{m(r), m(g), m(b), a}
}

// Colours of the parts of the picture that do not depend on data.
var (
	// Background is drawn where no sheet holds a hex.
	Background = rgb(0xe6, 0xe2, 0xd6)
	// UnknownTerrain is the fill of a terrain id neither the ruleset nor the
	// keyword tables colour (the style table's, maps/draw).
	UnknownTerrain = opaque(draw.UnknownTerrainColor)
	// UnionColor and ConfederateColor are the counter fills of the two sides
	// of the American Civil War games (the same as on exported maps).
	UnionColor       = opaque(draw.UnionColor)
	ConfederateColor = opaque(draw.ConfederateColor)

	outlineColor   = translucent(0, 0, 0, 70)
	sheetEdgeColor = rgb(0x2a, 0x2a, 0x2a)
	labelColor     = translucent(0x20, 0x20, 0x20, 200)
	counterBorder  = rgb(0x14, 0x14, 0x14)
	facingColor    = rgb(0x14, 0x14, 0x14)
	selectColor    = premul(draw.SelectColor)
	shadowColor    = translucent(0, 0, 0, 90)
)

// TerrainColor returns the fill of terrain id: hex, when it is a "#rrggbb"
// colour (a ruleset's own), else the style table's keyword colour for it
// (draw.Styles.TerrainFill), so the editor and the printed map agree.
func TerrainColor(id, hex string) color.RGBA {
	if c, ok := draw.ParseColor(hex); ok {
		return opaque(c)
	}
	c, _ := (*draw.Styles)(nil).TerrainFill(id)
	return opaque(c)
}

// opaque converts an opaque non-premultiplied colour.
func opaque(c color.NRGBA) color.RGBA { return color.RGBA{c.R, c.G, c.B, 0xff} }

// over returns the opaque colour of premultiplied colour c drawn over
// opaque colour bg.
func over(c, bg color.RGBA) color.RGBA {
	w := blendWord(packRGBA(bg), expand(packRGBA(c)), uint32(c.A), 255)
	return color.RGBA{uint8(w), uint8(w >> 8), uint8(w >> 16), 0xff}
}

// SideColor returns the counter fill of a side id: Union blue for "union",
// Confederate grey for "csa", else a colour picked from the id (the same as
// on exported maps, draw.SideColor).
func SideColor(side string) color.RGBA { return opaque(draw.SideColor(side)) }

// textOn returns a text colour readable on fill c.
func textOn(c color.RGBA) color.RGBA {
	lum := 299*int(c.R) + 587*int(c.G) + 114*int(c.B)
	if lum < 128*1000 {
		return rgb(0xff, 0xff, 0xff)
	}
	return rgb(0x10, 0x10, 0x10)
}

// lineStyle is how a hexside feature or a path is stroked: colour
// (premultiplied), width as a fraction of the hex radius, dash and gap
// lengths (0 for solid) in hex radii, and cross ties (railroads). It is the
// style table's draw.LineStyle made ready for the painter.
type lineStyle struct {
	color     color.RGBA
	width     float64
	dash, gap float64
	ticks     bool
}

// lineOf converts a style table line for the painter.
func lineOf(s draw.LineStyle) lineStyle {
	l := lineStyle{color: premul(s.Color), width: s.Width, ticks: s.Ticks}
	if len(s.Dash) > 0 {
		l.dash, l.gap = s.Dash[0], s.Dash[0]*0.7
		if len(s.Dash) > 1 {
			l.gap = s.Dash[1]
		}
	}
	return l
}

// premul returns the premultiplied form of c.
func premul(c color.NRGBA) color.RGBA {
	return translucent(c.R, c.G, c.B, c.A)
}

// hexsideStyle returns the line of hexside type t in style table st (nil:
// the keyword tables), and whether the line is drawn.
func hexsideStyle(st *draw.Styles, t string) (lineStyle, draw.Look) {
	look := st.Hexside(t)
	return lineOf(look.Line), look
}

// pathStyle returns the line of path type t in style table st.
func pathStyle(st *draw.Styles, t string) lineStyle {
	l, _ := st.Path(t)
	return lineOf(l)
}

// Colours of contour lines, elevation levels and fords.
var (
	contourColor = rgb(0x9a, 0x62, 0x2c)
	elevColor    = rgb(0x7a, 0x48, 0x1c)
	fordColor    = rgb(0xd8, 0xc8, 0x90)
)

// ContourColor is the colour of contour lines.
func ContourColor() color.RGBA { return contourColor }

// FacingColor is the colour of counters' facing marks.
func FacingColor() color.RGBA { return facingColor }

// HexsideColor is the stroke colour of hexside type t in the keyword
// tables (a ruleset may give its own, see draw.Styles).
func HexsideColor(t string) color.RGBA { l, _ := hexsideStyle(nil, t); return l.color }

// PathColor is the stroke colour of path type t in the keyword tables.
func PathColor(t string) color.RGBA { return pathStyle(nil, t).color }
