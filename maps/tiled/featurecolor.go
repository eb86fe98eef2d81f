package tiled

import (
	"fmt"
	"image/color"
	"strings"
)

// The object kinds [ExportOptions.FeatureColor] is asked about.
const (
	KindHexside = "hexside" // a hexside type: stream, ridge...
	KindPath    = "path"    // a path type: road, railroad...
)

// DefaultFeatureColor returns the line colour of an object layer when the
// caller gives no palette: water blue, ridges and slopes brown, other
// hexsides grey; railroads black, pikes dark red, lanes tan, other paths
// (roads) red-brown.
func DefaultFeatureColor(kind, typ string) color.RGBA {
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(typ, w) {
				return true
			}
		}
		return false
	}
	if kind == KindHexside {
		switch {
		case has("river", "stream", "creek", "branch", "lake", "water", "ford"):
			return color.RGBA{0x1e, 0x5a, 0xdc, 0xff}
		case has("ridge", "gully", "slope", "crest", "bluff"):
			return color.RGBA{0x8b, 0x5a, 0x2b, 0xff}
		}
		return color.RGBA{0x60, 0x60, 0x60, 0xff}
	}
	switch {
	case has("rail"):
		return color.RGBA{0x10, 0x10, 0x10, 0xff}
	case has("pike"):
		return color.RGBA{0x90, 0x10, 0x10, 0xff}
	case has("lane", "trail"):
		return color.RGBA{0xc0, 0x90, 0x50, 0xff}
	}
	return color.RGBA{0xb0, 0x30, 0x10, 0xff}
}

// Colours of the object layers that are not per type.
var (
	areaColor  = color.RGBA{0xe0, 0x70, 0x20, 0xff}
	placeColor = color.RGBA{0x80, 0x00, 0x80, 0xff}
	labelColor = color.RGBA{0x00, 0x00, 0x00, 0xff}
)

// colorAttr writes c as a TMX color attribute ("#rrggbb").
func colorAttr(c color.RGBA) string {
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}
