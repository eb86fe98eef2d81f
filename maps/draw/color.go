package draw

import (
	"image/color"
	"strconv"
)

// rgb returns an opaque colour.
func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 0xff} }

// withAlpha returns c with alpha a (0-255).
func withAlpha(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// ParseColor parses a colour written "#rrggbb" or "#rgb" (the form of a
// ruleset terrain's "color"); false for anything else.
func ParseColor(s string) (color.NRGBA, bool) {
	switch {
	case len(s) == 7 && s[0] == '#':
		v, err := strconv.ParseUint(s[1:], 16, 32)
		if err != nil {
			return color.NRGBA{}, false
		}
		return rgb(uint8(v>>16), uint8(v>>8), uint8(v)), true
	case len(s) == 4 && s[0] == '#':
		v, err := strconv.ParseUint(s[1:], 16, 16)
		if err != nil {
			return color.NRGBA{}, false
		}
		r, g, b := uint8(v>>8&0xf), uint8(v>>4&0xf), uint8(v&0xf)
		return rgb(r*17, g*17, b*17), true
	}
	return color.NRGBA{}, false
}

// hexString writes c as "#rrggbb" (alpha left out).
func hexString(c color.NRGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []uint8{c.R, c.G, c.B} {
		b[1+2*i] = digits[v>>4]
		b[2+2*i] = digits[v&0xf]
	}
	return string(b)
}

// textOn returns black or white, whichever reads better on fill c.
func textOn(c color.NRGBA) color.NRGBA {
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) < 140*1000 {
		return rgb(0xff, 0xff, 0xff)
	}
	return rgb(0x10, 0x10, 0x10)
}
