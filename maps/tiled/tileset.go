package tiled

import (
	"image"
	"image/color"
	"math"
)

// tileGeometry is the hex of one Tiled tile: the tile size and side length
// in pixels and which axis is staggered.
type tileGeometry struct {
	w, h, side int
	staggerX   bool
}

// polygon returns the tile's hex outline in pixels relative to the tile's
// top-left corner, clockwise on screen, as Tiled draws it: an octagon whose
// two points on the stagger axis's ends coincide.
func (g tileGeometry) polygon() [8][2]float64 {
	sideX, sideY := 0, 0
	if g.staggerX {
		sideX = g.side
	} else {
		sideY = g.side
	}
	ox, oy := float64((g.w-sideX)/2), float64((g.h-sideY)/2)
	w, h := float64(g.w), float64(g.h)
	return [8][2]float64{
		{0, h - oy}, {0, oy}, {ox, 0}, {w - ox, 0},
		{w, oy}, {w, h - oy}, {w - ox, h}, {ox, h},
	}
}

// edgeDistance returns the distance in pixels from point (x, y) to the
// nearest edge of convex polygon p (clockwise on screen), negative outside.
func edgeDistance(p [8][2]float64, x, y float64) float64 {
	best := math.Inf(1)
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		dx, dy := b[0]-a[0], b[1]-a[1]
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		d := (dx*(y-a[1]) - dy*(x-a[0])) / l
		best = min(best, d)
	}
	return best
}

// tilesetColumns is how many tiles a row of the tileset image holds.
const tilesetColumns = 8

// tilesetImage draws one hex tile per colour, left to right and top to
// bottom, tilesetColumns to a row: the hex filled with the colour, a one
// pixel darker outline, transparent outside.
func tilesetImage(g tileGeometry, colors []color.RGBA) *image.RGBA {
	cols := min(len(colors), tilesetColumns)
	rows := (len(colors) + tilesetColumns - 1) / tilesetColumns
	img := image.NewRGBA(image.Rect(0, 0, max(1, cols)*g.w, max(1, rows)*g.h))
	poly := g.polygon()
	for i, c := range colors {
		x0, y0 := (i%tilesetColumns)*g.w, (i/tilesetColumns)*g.h
		drawHexTile(img, poly, x0, y0, g, c)
	}
	return img
}

// drawHexTile paints one tile whose top-left pixel is (x0, y0).
func drawHexTile(img *image.RGBA, poly [8][2]float64, x0, y0 int, g tileGeometry, c color.RGBA) {
	edge := outline(c)
	for y := range g.h {
		for x := range g.w {
			d := edgeDistance(poly, float64(x)+0.5, float64(y)+0.5)
			switch {
			case d < 0:
			case d < 1:
				img.SetRGBA(x0+x, y0+y, edge)
			default:
				img.SetRGBA(x0+x, y0+y, c)
			}
		}
	}
}
