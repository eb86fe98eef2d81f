package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Interior sampling, in hex radii: how far from the sides (printed grid,
// boundary dots, streams), the centre dot and the id label the terrain
// samples keep.
const (
	interiorMargin = 0.13
	centreClear    = 0.10
	labelHalfWidth = 0.36
	labelTop       = -0.75
	labelBottom    = -0.49
	sampleStep     = 0.06
)

// samplePoint is a hex-local sample position and the side whose sixth of the
// hex it lies in.
type samplePoint struct {
	x, y   float64
	sector int
}

// interiorPattern returns the terrain sample positions of a hex.
func interiorPattern(f Frame) []samplePoint {
	var out []samplePoint
	for y := -1.0; y <= 1; y += sampleStep {
		for x := -1.0; x <= 1; x += sampleStep {
			sec, d := f.Nearest(x, y)
			if d < interiorMargin || math.Hypot(x, y) < centreClear {
				continue
			}
			if math.Abs(x) < labelHalfWidth && y > labelTop && y < labelBottom {
				continue
			}
			out = append(out, samplePoint{x, y, sec})
		}
	}
	return out
}

// hexPlace maps hex-local positions of one hex to scan pixels.
type hexPlace struct {
	a      calibration
	cx, cy float64 // centre, mm
	r      float64 // radius, mm
}

// px returns the scan pixel of hex-local (x, y). A pointer receiver: a
// hexPlace is eleven words, an array among them, copied on the stack at
// every call by value (the side readers call it per sample).
func (h *hexPlace) px(x, y float64) (float64, float64) {
	px, py := h.a.Affine.Apply(h.cx+x*h.r, h.cy+y*h.r)
	if h.a.rows == nil {
		return px, py
	}
	dx, dy := h.a.rows.at(py)
	return px + dx, py + dy
}

// place returns where hex o lies on a sheet.
func place(l hexgrid.Layout, a calibration, o hexgrid.Offset) hexPlace {
	cx, cy := l.Center(o)
	return hexPlace{a: a, cx: cx, cy: cy, r: l.Size}
}
