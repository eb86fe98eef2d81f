package tiles

import (
	"image"
	"image/color"
	imgdraw "image/draw"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// frame is one Draw call: the destination, the layout in its pixels, the
// range of hexes it shows and the scratch painters.
type frame struct {
	dst   *image.RGBA
	ix    *mapIndex
	sp    *scratchPad
	scale float64 // hex radius in pixels
	l     hexgrid.Layout
	hr    hexRange
	s     *Scene
	// pendColor is the colour of the shapes the scratch painter holds,
	// when pendOn (see canvas.go).
	pendColor color.RGBA
	pendOn    bool
	// k, dx, dy turn page millimetres of the prepared scene into tile
	// pixels: px = mm*k + (dx, dy) (see canvas.go).
	k, dx, dy float64
}

// terrain fills every hex with its terrain colour, and the space around the
// map with the background. Outside the map's bounding box the background is
// filled as a rectangle; inside it, the colour most hexes there show is
// filled in one go, and only the other hexes (and the gaps between sheets
// and along ragged edges) are drawn as polygons, one pass per colour.
func (f *frame) terrain() {
	n := len(f.ix.fills) // index n stands for the background
	for len(f.sp.fills) <= n {
		f.sp.fills = append(f.sp.fills, newPainter())
	}
	box := f.mapBox()
	rs, nr := around(f.dst.Bounds(), box)
	for _, r := range rs[:nr] {
		imgdraw.Draw(f.dst, r, f.sp.p.uniform(Background), image.Point{}, imgdraw.Src)
	}
	if box.Empty() {
		return
	}
	all := covering(f.l, box)
	fillAt := func(o hexgrid.Offset) int {
		if c, on := f.ix.cellOn(o); on {
			return int(c.fill)
		}
		return n
	}
	dominant := f.dominantFill(all, fillAt)
	colorOf := func(i int) color.RGBA {
		if i == n {
			return Background
		}
		return f.ix.fills[i]
	}
	imgdraw.Draw(f.dst, box, f.sp.p.uniform(colorOf(dominant)), image.Point{}, imgdraw.Src)
	forRange(all, func(o hexgrid.Offset) {
		if i := fillAt(o); i != dominant {
			corners := f.l.Corners(o)
			p := f.sp.fills[i]
			if p.wouldSpan(&corners, maxFlushArea) {
				p.flush(f.dst, colorOf(i))
			}
			p.hexagon(&corners)
		}
	})
	for i := range n + 1 {
		f.sp.fills[i].flush(f.dst, colorOf(i))
	}
}

// maxFlushArea bounds, in pixels, the box of the polygons one terrain
// flush rasterizes: the rasterizer clears and scans its whole box, so a few
// hexes far apart (the background along the map's edges) are cheaper in
// several small flushes than in one the size of the map.
const maxFlushArea = 192 * 192

// around returns the parts of r outside inner: n rectangles, up to four.
func around(r, inner image.Rectangle) (out [4]image.Rectangle, n int) {
	inner = inner.Intersect(r)
	if inner.Empty() {
		out[0] = r
		return out, 1
	}
	all := [4]image.Rectangle{
		image.Rect(r.Min.X, r.Min.Y, r.Max.X, inner.Min.Y),
		image.Rect(r.Min.X, inner.Max.Y, r.Max.X, r.Max.Y),
		image.Rect(r.Min.X, inner.Min.Y, inner.Min.X, inner.Max.Y),
		image.Rect(inner.Max.X, inner.Min.Y, r.Max.X, inner.Max.Y),
	}
	for _, q := range all {
		if !q.Empty() {
			out[n] = q
			n++
		}
	}
	return out, n
}

// dominantFill returns the fill index most offsets of hr show.
func (f *frame) dominantFill(hr hexRange, fillAt func(hexgrid.Offset) int) int {
	counts := f.sp.counts[:0]
	for range len(f.ix.fills) + 1 {
		counts = append(counts, 0)
	}
	forRange(hr, func(o hexgrid.Offset) { counts[fillAt(o)]++ })
	dominant := 0
	for i, k := range counts {
		if k > counts[dominant] {
			dominant = i
		}
	}
	f.sp.counts = counts
	return dominant
}

// mapBox returns the part of the image the map's bounding box covers.
func (f *frame) mapBox() image.Rectangle {
	ox, oy, S := f.l.OriginX, f.l.OriginY, f.scale
	r := image.Rect(
		int(math.Floor(ox+f.ix.minX*S)), int(math.Floor(oy+f.ix.minY*S)),
		int(math.Ceil(ox+f.ix.maxX*S)), int(math.Ceil(oy+f.ix.maxY*S)),
	)
	return r.Intersect(f.dst.Bounds())
}

// forRange calls fn for every offset of hr, column by column.
func forRange(hr hexRange, fn func(o hexgrid.Offset)) {
	for col := hr.c0; col <= hr.c1; col++ {
		for row := hr.r0; row <= hr.r1; row++ {
			fn(hexgrid.Offset{Col: col, Row: row})
		}
	}
}
