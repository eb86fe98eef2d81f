package tiles

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// markerMinScale is the smallest hex radius, in pixels, at which in-hex
// feature symbols are drawn.
const markerMinScale = 10.0

// Symbol colours.
var (
	campInfantry  = rgb(0x6e, 0x40, 0x14)
	campCavalry   = rgb(0xa8, 0x62, 0x10)
	campArtillery = rgb(0x8c, 0x1e, 0x1e)
	hqColor       = rgb(0xc0, 0x18, 0x18)
	inkColor      = rgb(0x18, 0x18, 0x18)
	landingColor  = rgb(0x10, 0x30, 0x80)
	entryColor    = rgb(0x1a, 0x7a, 0x2a)
	waterColor    = rgb(0x2a, 0x6a, 0xd0)
)

// markers draws a small symbol per in-hex feature, in a row across the lower
// part of the hex (below the counters' centre line).
func (f *frame) markers() {
	if f.scale < markerMinScale {
		return
	}
	size := 0.2 * f.scale
	gap := size * 1.25
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		if len(c.marks) == 0 {
			return
		}
		cx, cy := f.l.Center(o)
		y := cy + 0.64*f.scale
		x := cx - gap*float64(len(c.marks)-1)/2
		for _, m := range c.marks {
			f.symbol(m, x, y, size)
			x += gap
		}
		f.flushAll() // per hex: small batches cost little
	})
}

// symbol adds the symbol of feature kind centred on (x, y), about size
// pixels across.
func (f *frame) symbol(kind string, x, y, s float64) {
	h := s / 2
	w := max(1, s*0.22)
	switch kind {
	case "camp-infantry", "camp-cavalry", "camp-artillery":
		f.tent(campColor(kind), x, y, h)
	case "hq":
		p := f.batch(hqColor)
		p.rect(x-h*0.2, y-h, x+h*0.8, y-h*0.2) // flag
		f.batch(inkColor).line(x-h*0.3, y-h, x-h*0.3, y+h, w)
	case "church":
		p := f.batch(inkColor)
		p.line(x, y-h, x, y+h, w*1.3)
		p.line(x-h*0.6, y-h*0.35, x+h*0.6, y-h*0.35, w*1.3)
	case "crossroads":
		p := f.batch(inkColor)
		p.line(x-h, y-h, x+h, y+h, w)
		p.line(x-h, y+h, x+h, y-h, w)
	case "landing":
		p := f.batch(landingColor)
		p.line(x, y-h, x, y+h, w)
		p.line(x-h*0.6, y-h*0.45, x+h*0.6, y-h*0.45, w)
		p.line(x-h, y+h*0.3, x, y+h, w)
		p.line(x, y+h, x+h, y+h*0.3, w)
	case "bridge":
		p := f.batch(inkColor)
		p.line(x-h, y-h*0.4, x+h, y-h*0.4, w)
		p.line(x-h, y+h*0.4, x+h, y+h*0.4, w)
	case "ford":
		f.batch(waterColor).dashed(x-h, y, x+h, y, w*1.2, h*0.45)
	case "entry":
		f.batch(entryColor).polygon([][2]float64{{x - h, y - h}, {x + h, y}, {x - h, y + h}})
	default: // town, building, fort, rr-station, place, and unknown kinds
		f.batch(inkColor).polygon(diamond(x, y, h*0.8))
	}
}

// tent adds a camp symbol: a triangle.
func (f *frame) tent(c color.RGBA, x, y, h float64) {
	f.batch(c).polygon([][2]float64{{x, y - h}, {x + h, y + h*0.8}, {x - h, y + h*0.8}})
}

// campColor tells the camps of infantry, cavalry and artillery apart.
func campColor(kind string) color.RGBA {
	switch kind {
	case "camp-cavalry":
		return campCavalry
	case "camp-artillery":
		return campArtillery
	}
	return campInfantry
}

// diamond returns the corners of a square of half-diagonal h turned 45°.
func diamond(x, y, h float64) [][2]float64 {
	return [][2]float64{{x, y - h}, {x + h, y}, {x, y + h}, {x - h, y}}
}

// unitVector returns the unit vector from (x0,y0) to (x1,y1), or (0,-1) if
// they coincide.
func unitVector(x0, y0, x1, y1 float64) (ux, uy float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return 0, -1
	}
	return dx / l, dy / l
}
