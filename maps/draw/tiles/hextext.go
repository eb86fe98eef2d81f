package tiles

import (
	"math"
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// hexTexts writes, when hex ids are shown, each hex's label under its
// centre (the overlay's label instead, when it has one for the hex) and its
// elevation level (when not 0) at its left.
func (f *frame) hexTexts(s *Scene) {
	if f.scale < LabelMinScale {
		return
	}
	px := labelPx(f.scale)
	asc := glyphs.ascentOf(regular, px)
	clip := f.dst.Bounds()
	var over map[hexgrid.Offset]string
	for _, l := range s.Overlay.Labels {
		if !l.Centred && f.inRange(l.Hex) {
			if over == nil {
				over = map[hexgrid.Offset]string{}
			}
			over[l.Hex] = l.Text
		}
	}
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		label, ok := over[o]
		if !ok {
			label = c.label
		}
		if label == "" && c.elev == 0 {
			return
		}
		x, y := f.l.Center(o)
		if !f.near(x, y, f.scale*1.2) {
			return
		}
		if label != "" {
			s := cutText(regular, label, px, labelWidth*f.scale)
			w := textWidth(regular, px, s)
			drawText(f.dst, clip, regular, px, s, x-w/2, y+0.42*f.scale, labelColor)
		}
		if c.elev != 0 {
			s := strconv.Itoa(int(c.elev))
			drawText(f.dst, clip, bold, px, s, x-0.78*f.scale, y+asc/2, elevColor)
		}
	})
}

// labelWidth is the widest a hex label is written, in hex radii (longer
// labels are cut).
const labelWidth = 1.55

// sqrt3 is the square root of 3 (hex geometry).
var sqrt3 = math.Sqrt(3)
