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
	units map[hexgrid.Offset][]int // indexes into s.Overlay.Counters by hex
	// k, dx, dy turn page millimetres of the prepared scene into tile
	// pixels: px = mm*k + (dx, dy) (see canvas.go).
	k, dx, dy float64
}

// eachHex calls fn for every hex on the map in the visible range, column by
// column.
// The range is inside the index's table (see mapIndex.visible), so cell
// numbers are counted, not looked up.
func (f *frame) eachHex(fn func(o hexgrid.Offset, c *cell)) {
	ix := f.ix
	on, cols := ix.OnTable(), ix.Cols
	for col := f.hr.c0; col <= f.hr.c1; col++ {
		i := (f.hr.r0-ix.Row0)*cols + col - ix.Col0
		for row := f.hr.r0; row <= f.hr.r1; row, i = row+1, i+cols {
			if on[i] {
				fn(hexgrid.Offset{Col: col, Row: row}, &ix.cells[i])
			}
		}
	}
}

// batch returns the scratch painter of colour c; flushAll fills them in the
// order they were first asked for.
func (f *frame) batch(c color.RGBA) *painter {
	sp := f.sp
	for i, b := range sp.batchColors {
		if b == c {
			return sp.batches[i]
		}
	}
	if len(sp.batchColors) == len(sp.batches) {
		sp.batches = append(sp.batches, newPainter())
	}
	sp.batchColors = append(sp.batchColors, c)
	return sp.batches[len(sp.batchColors)-1]
}

// flushAll fills every batch painter and forgets their colours.
func (f *frame) flushAll() {
	for i, c := range f.sp.batchColors {
		f.sp.batches[i].flush(f.dst, c)
	}
	f.sp.batchColors = f.sp.batchColors[:0]
}

// sideCorners returns the indexes into Layout.Corners of the two ends of side
// number i (in Grid.Directions order).
func sideCorners(g hexgrid.Grid, i int) (a, b int) {
	if g.Orientation == hexgrid.Pointy {
		return i, (i + 1) % 6
	}
	return (i + 5) % 6, i
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

// outlines strokes the grid: each hex's first three sides, and its other
// sides where no hex lies beyond, as thin lines in a darker shade of the hex's
// own fill (the outline colour blended over it, so lines meeting at corners
// do not darken each other).
func (f *frame) outlines() {
	if f.scale < 4 {
		return
	}
	w := max(0.8, 0.035*f.scale)
	g := f.ix.grid
	dirs := g.Directions()
	clip := f.dst.Bounds()
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		corners := f.l.Corners(o)
		col := f.ix.outlines[c.fill]
		for i, d := range dirs {
			if i >= 3 && f.ix.onMap(g.Neighbor(o, d)) {
				continue
			}
			a, b := sideCorners(g, i)
			thinLine(f.dst, clip, corners[a][0], corners[a][1], corners[b][0], corners[b][1], w, col)
		}
	})
}

// sheetEdges strokes the border of each sheet: every side of a hex of the
// sheet whose neighbour the sheet does not hold. Rows where two sheets
// overlap are thus bordered on both sides.
func (f *frame) sheetEdges() {
	w := max(1.2, 0.09*f.scale)
	p := f.batch(sheetEdgeColor)
	thin := w <= thinEdgeMax
	clip := f.dst.Bounds()
	dirs := f.ix.grid.Directions()
	f.eachHex(func(o hexgrid.Offset, _ *cell) {
		var corners [6][2]float64
		have := false
		sheets := f.ix.SheetsOf(o)
		for i, d := range dirs {
			if sheets&^f.ix.SheetsOf(f.ix.grid.Neighbor(o, d)) == 0 {
				continue
			}
			if !have {
				corners, have = f.l.Corners(o), true
			}
			a, b := sideCorners(f.ix.grid, i)
			if thin {
				thinLine(f.dst, clip, corners[a][0], corners[a][1], corners[b][0], corners[b][1], w, sheetEdgeColor)
				continue
			}
			p.line(corners[a][0], corners[a][1], corners[b][0], corners[b][1], w)
		}
	})
	f.flushAll()
}

// thinEdgeMax is the widest sheet edge, in pixels, drawn as thin lines
// (wider ones get square caps through the polygon painter).
const thinEdgeMax = 2.5

// hexsides strokes the hexside features along their sides.
func (f *frame) hexsides() {
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		for _, m := range c.sides {
			x0, y0, x1, y1 := f.l.SideSegment(hexgrid.Hexside{Hex: o, Dir: m.dir})
			if m.line {
				f.batch(m.style.color).stroke(x0, y0, x1, y1, m.style, f.scale)
			}
			if m.bridge {
				f.bridgeMark(x0, y0, x1, y1)
			}
			if m.ford {
				f.fordMark(x0, y0, x1, y1)
			}
		}
	})
	f.flushAll()
}

// bridgeMark draws a short bar across the middle of a side.
func (f *frame) bridgeMark(x0, y0, x1, y1 float64) {
	mx, my := (x0+x1)/2, (y0+y1)/2
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*0.22*f.scale, dx/l*0.22*f.scale
	f.batch(sheetEdgeColor).line(mx-nx, my-ny, mx+nx, my+ny, max(1, 0.08*f.scale))
}

// fordMark draws two short light bars across a side, a third of the way
// from each end.
func (f *frame) fordMark(x0, y0, x1, y1 float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*0.16*f.scale, dx/l*0.16*f.scale
	for _, t := range []float64{1.0 / 3, 2.0 / 3} {
		mx, my := x0+dx*t, y0+dy*t
		f.batch(fordColor).line(mx-nx, my-ny, mx+nx, my+ny, max(1, 0.07*f.scale))
	}
}

// paths strokes roads, lanes, pikes and railroads from hex centre to hex
// centre.
func (f *frame) paths() {
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		if len(c.paths) == 0 {
			return
		}
		x0, y0 := f.l.Center(o)
		for _, s := range c.paths {
			x1, y1 := f.l.Center(s.to)
			f.batch(s.style.color).stroke(x0, y0, x1, y1, s.style, f.scale)
		}
	})
	f.flushAll()
}

// labels writes each hex's id near its top edge, when the scale is large
// enough to read them.
func (f *frame) labels() {
	if f.scale < LabelMinScale {
		return
	}
	px := labelPx(f.scale)
	asc := glyphs.ascentOf(regular, px)
	col := labelColor
	top := math.Sqrt(3) / 2 * f.scale
	clip := f.dst.Bounds()
	f.eachHex(func(o hexgrid.Offset, c *cell) {
		x, y := f.l.Center(o)
		if y+top < float64(clip.Min.Y) || y-top > float64(clip.Max.Y) || x+f.scale < float64(clip.Min.X) || x-f.scale > float64(clip.Max.X) {
			return
		}
		w := textWidth(regular, px, c.id)
		drawText(f.dst, clip, regular, px, c.id, x-w/2, y-top+0.07*f.scale+asc, col)
	})
}

// labelPx is the font size of hex ids, in pixels, at hex radius scale.
func labelPx(scale float64) int {
	return int(math.Round(min(max(0.3*scale, 8), 15)))
}

// inRange reports whether o is in the frame's range of hexes.
func (f *frame) inRange(o hexgrid.Offset) bool {
	return o.Col >= f.hr.c0 && o.Col <= f.hr.c1 && o.Row >= f.hr.r0 && o.Row <= f.hr.r1
}
