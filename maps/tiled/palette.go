package tiled

import (
	"hash/fnv"
	"image/color"
	"math"
)

// DefaultColor returns a fill colour for a terrain id when the caller gives
// no palette: a hue picked from the id, light and moderately saturated.
func DefaultColor(terrain string) color.RGBA {
	h := fnv.New32a()
	h.Write([]byte(terrain))
	hue := float64(h.Sum32()%360) / 60
	const s, v = 0.45, 0.85
	c := v * s
	x := c * (1 - math.Abs(math.Mod(hue, 2)-1))
	var r, g, b float64
	switch int(hue) {
	case 0:
		r, g = c, x
	case 1:
		r, g = x, c
	case 2:
		g, b = c, x
	case 3:
		g, b = x, c
	case 4:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := v - c
	to8 := func(f float64) uint8 { return uint8(math.Round((f + m) * 255)) }
	return color.RGBA{to8(r), to8(g), to8(b), 0xff}
}

// outline returns the darker colour drawn along a tile's hex edges.
func outline(c color.RGBA) color.RGBA {
	return color.RGBA{c.R * 3 / 5, c.G * 3 / 5, c.B * 3 / 5, 0xff}
}
