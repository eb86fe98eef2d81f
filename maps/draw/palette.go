package draw

import (
	"image/color"
	"strings"
)

// Colours of the parts of the picture that do not come from the data.
var (
	// PaperColor fills the page around and between the sheets.
	PaperColor = rgb(0xff, 0xff, 0xff)
	// UnknownTerrainColor fills a terrain neither the ruleset nor the
	// default table colours.
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

// defaultTerrain colours the terrain ids of the built-in rulesets (gbacw,
// gcacw, classic) when the ruleset gives no "color" of its own. The values
// are Sandtable's own, light enough to print text and lines over.
var defaultTerrain = map[string]color.NRGBA{
	"woods":                 rgb(0xa9, 0xc9, 0x8f),
	"field":                 rgb(0xf4, 0xec, 0xb8),
	"field-boundary":        rgb(0xd6, 0xe6, 0xac),
	"orchard":               rgb(0xc3, 0xd9, 0x8a),
	"thicket":               rgb(0x76, 0xa0, 0x64),
	"sloping-ground":        rgb(0xdb, 0xc2, 0x96),
	"sloping-ground-wooded": rgb(0xb5, 0xba, 0x85),
	"marsh":                 rgb(0x9e, 0xcc, 0xb9),
	"marsh-stream":          rgb(0x84, 0xbe, 0xb6),
	"river":                 rgb(0x7f, 0xb2, 0xe5),
	"river-ferry":           rgb(0x7f, 0xb2, 0xe5),
	"lake":                  rgb(0x8f, 0xbe, 0xea),
	"minor-pond":            rgb(0x9d, 0xc8, 0xee),
	"run":                   rgb(0xa4, 0xd0, 0xc4),
	"camp":                  rgb(0xeb, 0xe0, 0xbd),
	"hq":                    rgb(0xeb, 0xe0, 0xbd),
	"buildings":             rgb(0xd3, 0xc1, 0xb0),
	"clear":                 rgb(0xf2, 0xef, 0xd6),
	"rolling":               rgb(0xe4, 0xdc, 0xb2),
	"city":                  rgb(0xcf, 0xbb, 0xa8),
	"town":                  rgb(0xda, 0xc9, 0xb7),
	"rr-station":            rgb(0xd4, 0xc5, 0xb6),
	"fort":                  rgb(0xcb, 0xb9, 0xa4),
	"redoubt":               rgb(0xcb, 0xb9, 0xa4),
}

// terrainKeywords colour terrain ids the table does not know by a word of
// the id (see hasWord), the first that matches.
var terrainKeywords = []struct {
	word string
	c    color.NRGBA
}{
	{"marsh", defaultTerrain["marsh"]}, {"swamp", defaultTerrain["marsh"]},
	{"river", defaultTerrain["river"]}, {"lake", defaultTerrain["lake"]},
	{"water", defaultTerrain["river"]}, {"pond", defaultTerrain["minor-pond"]},
	{"wood", defaultTerrain["woods"]}, {"forest", defaultTerrain["woods"]},
	{"thicket", defaultTerrain["thicket"]}, {"orchard", defaultTerrain["orchard"]},
	{"slop", defaultTerrain["sloping-ground"]}, {"hill", defaultTerrain["sloping-ground"]},
	{"field", defaultTerrain["field"]}, {"clear", defaultTerrain["clear"]},
	{"town", defaultTerrain["town"]}, {"city", defaultTerrain["city"]},
	{"build", defaultTerrain["buildings"]}, {"fort", defaultTerrain["fort"]},
}

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
