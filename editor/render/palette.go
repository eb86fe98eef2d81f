package render

import (
	"github.com/sandtable/sandtable/editor/draw"
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
	// built-in palette colours (the export palette's, editor/draw).
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
	selectColor    = rgb(0xff, 0xc8, 0x00)
	flagColor      = rgb(0xd0, 0x1c, 0x1c)
	shadowColor    = translucent(0, 0, 0, 90)
)

// TerrainColor returns the fill of terrain id: hex, when it is a "#rrggbb"
// colour (a ruleset's own), else the colour exported maps use for it
// (draw.TerrainColor), so the editor and the printed map agree.
func TerrainColor(id, hex string) color.RGBA {
	if c, ok := draw.ParseColor(hex); ok {
		return opaque(c)
	}
	return opaque(draw.TerrainColor(nil, id))
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

// lineStyle is how a hexside feature or a path is stroked: colour, width as a
// fraction of the hex radius, and dash length (0 for solid) in hex radii.
type lineStyle struct {
	color color.RGBA
	width float64
	dash  float64
}

// hexsideStyles strokes the hexside types of the built-in rulesets.
var hexsideStyles = map[string]lineStyle{
	"stream":     {rgb(0x2a, 0x6a, 0xd0), 0.10, 0},
	"creek":      {rgb(0x24, 0x60, 0xc8), 0.14, 0},
	"river":      {rgb(0x1c, 0x56, 0xbc), 0.22, 0},
	"lake":       {rgb(0x1c, 0x56, 0xbc), 0.22, 0},
	"ridge":      {rgb(0x8a, 0x58, 0x2a), 0.13, 0},
	"gully":      {rgb(0x6a, 0x42, 0x22), 0.10, 0.18},
	"impassable": {rgb(0x50, 0x50, 0x50), 0.18, 0},
	"woods-edge": {rgb(0x3c, 0x6a, 0x34), 0.07, 0},

	"river-lake":       {rgb(0x1c, 0x56, 0xbc), 0.22, 0},
	"creek-ford":       {rgb(0x24, 0x60, 0xc8), 0.14, 0.2},
	"stream-ford":      {rgb(0x2a, 0x6a, 0xd0), 0.10, 0.2},
	"bridge":           {rgb(0x30, 0x20, 0x10), 0.16, 0},
	"slope-gradual":    {rgb(0xa0, 0x78, 0x50), 0.05, 0},
	"slope-minor-up":   {rgb(0x96, 0x6a, 0x40), 0.07, 0},
	"slope-minor-down": {rgb(0x96, 0x6a, 0x40), 0.07, 0},
	"slope-steep-up":   {rgb(0x7a, 0x50, 0x2a), 0.11, 0},
	"slope-steep-down": {rgb(0x7a, 0x50, 0x2a), 0.11, 0},
}

// unknownHexside strokes a hexside type with no style of its own.
var unknownHexside = lineStyle{rgb(0x7a, 0x3a, 0xa0), 0.09, 0.15}

// pathStyles strokes the path types of the built-in rulesets.
var pathStyles = map[string]lineStyle{
	"road":      {rgb(0x5a, 0x38, 0x18), 0.12, 0},
	"pike":      {rgb(0x3c, 0x24, 0x0e), 0.17, 0},
	"farm-lane": {rgb(0x9c, 0x6c, 0x3a), 0.08, 0.22},
	"trail":     {rgb(0x9c, 0x6c, 0x3a), 0.07, 0.16},
	"railroad":  {rgb(0x20, 0x20, 0x20), 0.08, 0.12},
}

// unknownPath strokes a path type with no style of its own.
var unknownPath = lineStyle{rgb(0x70, 0x40, 0x20), 0.08, 0}

func hexsideStyle(t string) lineStyle {
	if s, ok := hexsideStyles[t]; ok {
		return s
	}
	return unknownHexside
}

func pathStyle(t string) lineStyle {
	if s, ok := pathStyles[t]; ok {
		return s
	}
	return unknownPath
}

// Colours of the editing overlays.
var (
	contourColor = rgb(0x9a, 0x62, 0x2c)
	elevColor    = rgb(0x7a, 0x48, 0x1c)
	fordColor    = rgb(0xd8, 0xc8, 0x90)
	// MarkColor tints the hexes of the area or path being edited.
	MarkColor = translucent(0xff, 0x40, 0xc0, 90)
	// RulerColor tints the hexes the play-test's LOS ruler crosses;
	// RulerBlockColor rings the hex that blocks the line.
	RulerColor      = translucent(0x20, 0xc0, 0xff, 110)
	RulerBlockColor = rgb(0x10, 0x10, 0x10)
)

// ContourColor is the colour of contour lines.
func ContourColor() color.RGBA { return contourColor }

// FacingColor is the colour of counters' facing marks.
func FacingColor() color.RGBA { return facingColor }

// HexsideColor is the stroke colour of hexside type t.
func HexsideColor(t string) color.RGBA { return hexsideStyle(t).color }

// PathColor is the stroke colour of path type t.
func PathColor(t string) color.RGBA { return pathStyle(t).color }
