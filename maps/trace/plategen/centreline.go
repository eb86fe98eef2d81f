package plategen

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// CentreLineMM returns about how far, in mm, hex o's centre lies from the
// nearest true contour line: the field's distance to the nearest whole
// level over its gradient there (first order; +Inf on a flat field). A
// hex whose centre lies on a line takes its level, and so the contour
// counts of its sides, from which side of that line the centre falls:
// diagnostics sort the counts by it.
func (pm *Map) CentreLineMM(o hexgrid.Offset) float64 {
	c := pm.centre(o)
	f := pm.Field(c.x, c.y)
	dl := min(f-math.Floor(f), math.Ceil(f)-f)
	const h = 0.1 // mm
	gx := (pm.Field(c.x+h, c.y) - pm.Field(c.x-h, c.y)) / (2 * h)
	gy := (pm.Field(c.x, c.y+h) - pm.Field(c.x, c.y-h)) / (2 * h)
	g := math.Hypot(gx, gy)
	if !(g > 1e-9) {
		return math.Inf(1)
	}
	return dl / g
}
