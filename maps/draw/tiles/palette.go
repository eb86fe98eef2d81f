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
	// UnknownTerrain is the fill of a terrain id the ruleset gives no
	// colour (the style table's, maps/draw).
	UnknownTerrain = opaque(draw.UnknownTerrainColor)
	// UnionColor and ConfederateColor are the counter fills of the two sides
	// of the American Civil War games (the same as on exported maps).
	UnionColor       = opaque(draw.UnionColor)
	ConfederateColor = opaque(draw.ConfederateColor)
)

// opaque converts an opaque non-premultiplied colour.
func opaque(c color.NRGBA) color.RGBA { return color.RGBA{c.R, c.G, c.B, 0xff} }

// SideColor returns the counter fill of a side id: Union blue for "union",
// Confederate grey for "csa", else a colour picked from the id (the same as
// on exported maps, draw.SideColor).
func SideColor(side string) color.RGBA { return opaque(draw.SideColor(side)) }

// premul returns the premultiplied form of c.
func premul(c color.NRGBA) color.RGBA {
	return translucent(c.R, c.G, c.B, c.A)
}

// ContourColor is the colour of contour lines (maps/draw's).
func ContourColor() color.RGBA { return premul(draw.ContourColor) }

// FacingColor is the colour of counters' facing marks (maps/draw's).
func FacingColor() color.RGBA { return premul(draw.FacingColor) }
