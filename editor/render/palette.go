package render

import (
	"image/color"
	"strconv"
	"strings"
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
	// built-in palette colours.
	UnknownTerrain = rgb(0xb4, 0xb4, 0xb4)
	// UnionColor and ConfederateColor are the counter fills of the two sides
	// of the American Civil War games.
	UnionColor       = rgb(0x3a, 0x5c, 0xa8)
	ConfederateColor = rgb(0x8e, 0x8c, 0x84)

	outlineColor   = translucent(0, 0, 0, 70)
	sheetEdgeColor = rgb(0x2a, 0x2a, 0x2a)
	labelColor     = translucent(0x20, 0x20, 0x20, 200)
	counterBorder  = rgb(0x14, 0x14, 0x14)
	facingColor    = rgb(0x14, 0x14, 0x14)
	selectColor    = rgb(0xff, 0xc8, 0x00)
	flagColor      = rgb(0xd0, 0x1c, 0x1c)
	shadowColor    = translucent(0, 0, 0, 90)
)

// terrainPalette colours the terrain ids of the built-in rulesets when the
// ruleset gives no colour of its own.
var terrainPalette = map[string]color.RGBA{
	"woods":          rgb(0x9c, 0xbf, 0x86),
	"field":          rgb(0xf2, 0xe8, 0xa6),
	"field-boundary": rgb(0xc8, 0xe0, 0xa2),
	"marsh":          rgb(0x80, 0xb8, 0xa8),
	"marsh-stream":   rgb(0x72, 0xae, 0xa6),
	"river":          rgb(0x6a, 0xa2, 0xdc),
	"lake":           rgb(0x7c, 0xae, 0xe0),
	"thicket":        rgb(0x5e, 0x8c, 0x50),
	"orchard":        rgb(0xb8, 0xd0, 0x78),
	"sloping-ground": rgb(0xcc, 0xac, 0x7e),
	"clear":          rgb(0xee, 0xea, 0xcc),
	"town":           rgb(0xcc, 0xba, 0xa8),

	"sloping-ground-wooded": rgb(0xa8, 0xaa, 0x72),
	"camp":                  rgb(0xe4, 0xd8, 0xb0),
	"hq":                    rgb(0xe4, 0xd8, 0xb0),
	"buildings":             rgb(0xc8, 0xb4, 0xa0),
	"minor-pond":            rgb(0x88, 0xb8, 0xe4),
	"run":                   rgb(0x8c, 0xbc, 0xb0),
}

// TerrainColor returns the fill of terrain id: hex, when it is a "#rrggbb"
// colour (a ruleset's own), else the built-in palette's, else UnknownTerrain.
func TerrainColor(id, hex string) color.RGBA {
	if c, ok := parseHexColor(hex); ok {
		return c
	}
	if c, ok := terrainPalette[id]; ok {
		return c
	}
	return UnknownTerrain
}

// parseHexColor parses "#rrggbb"; false for anything else.
func parseHexColor(s string) (color.RGBA, bool) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, false
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, false
	}
	return rgb(uint8(v>>16), uint8(v>>8), uint8(v)), true
}

// over returns the opaque colour of premultiplied colour c drawn over
// opaque colour bg.
func over(c, bg color.RGBA) color.RGBA {
	w := blendWord(packRGBA(bg), expand(packRGBA(c)), uint32(c.A), 255)
	return color.RGBA{uint8(w), uint8(w >> 8), uint8(w >> 16), 0xff}
}

// sidePalette colours the counters of sides that are not known by name.
var sidePalette = []color.RGBA{
	rgb(0x3a, 0x5c, 0xa8), rgb(0x8e, 0x8c, 0x84), rgb(0xa8, 0x3a, 0x3a),
	rgb(0x3a, 0x8a, 0x4a), rgb(0x8a, 0x5a, 0xa8),
}

// SideColor returns the counter fill of a side id: Union blue for "union",
// Confederate grey for "csa", else a colour picked from the id.
func SideColor(side string) color.RGBA {
	switch strings.ToLower(side) {
	case "union", "usa", "us", "north", "federal":
		return UnionColor
	case "csa", "cs", "confederate", "south", "rebel":
		return ConfederateColor
	}
	h := 0
	for i := range len(side) {
		h = h*31 + int(side[i])
	}
	if h < 0 {
		h = -h
	}
	return sidePalette[h%len(sidePalette)]
}

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
)

// ContourColor is the colour of contour lines.
func ContourColor() color.RGBA { return contourColor }

// FacingColor is the colour of counters' facing marks.
func FacingColor() color.RGBA { return facingColor }

// HexsideColor is the stroke colour of hexside type t.
func HexsideColor(t string) color.RGBA { return hexsideStyle(t).color }

// PathColor is the stroke colour of path type t.
func PathColor(t string) color.RGBA { return pathStyle(t).color }
