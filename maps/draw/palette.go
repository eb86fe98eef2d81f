package draw

import (
	"image/color"
	"strings"
)

// Colours of the parts of the picture that do not come from the data.
var (
	// PaperColor fills the page around and between the sheets.
	PaperColor = rgb(0xff, 0xff, 0xff)
	// UnknownTerrainColor fills a terrain the ruleset gives no colour.
	UnknownTerrainColor = rgb(0xc8, 0xc8, 0xc8)
	// UnionColor and ConfederateColor fill the counters of the two sides of
	// the American Civil War games.
	UnionColor       = rgb(0x3d, 0x5f, 0xa6)
	ConfederateColor = rgb(0x9b, 0x97, 0x8b)
	// ContourColor draws contour lines; FacingColor counters' facing marks.
	ContourColor = rgb(0x96, 0x5e, 0x2a)
	FacingColor  = rgb(0x12, 0x12, 0x12)

	outlineColor   = rgb(0x4a, 0x4a, 0x46)
	sheetEdgeColor = rgb(0x1e, 0x1e, 0x1e)
	hexIDColor     = rgb(0x30, 0x30, 0x30)
	placeColor     = rgb(0x1a, 0x1a, 0x1a)
	areaColor      = rgb(0x4d, 0x3c, 0x14)
	counterEdge    = rgb(0x12, 0x12, 0x12)
	bridgeColor    = rgb(0x28, 0x1c, 0x10)
	fordColor      = rgb(0xe8, 0xdc, 0xa8)
)

// otherSides colours the counters of sides not known by name.
var otherSides = []color.NRGBA{
	rgb(0xa8, 0x3c, 0x3c), rgb(0x3c, 0x8a, 0x4c), rgb(0x8a, 0x5c, 0xa8),
	rgb(0xc0, 0x8a, 0x30), rgb(0x3c, 0x8a, 0x8a),
}

// SideColor returns the counter fill of side id: Union blue for "union",
// Confederate grey for "csa", else a colour picked from the id.
func SideColor(side string) color.NRGBA {
	switch strings.ToLower(side) {
	case "union", "usa", "us", "north", "federal":
		return UnionColor
	case "csa", "cs", "confederate", "south", "rebel":
		return ConfederateColor
	}
	h := uint32(0)
	for i := range len(side) {
		h = h*31 + uint32(side[i])
	}
	return otherSides[h%uint32(len(otherSides))]
}
