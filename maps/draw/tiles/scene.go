package tiles

import (
	"image"
	imgdraw "image/draw"
	"sync"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Counter is the overlay's counter item (see draw.Counter).
type Counter = draw.Counter

// Scene is what Draw paints: a map, its style table (draw.Styles: terrain
// fills, hexside and path lines, the same as every other backend's), the
// scans under it, and the overlay items over it (draw.Overlay: counters, the
// selected unit, marked hexes and hexsides, labels, points), in the one
// layer order draw.LayerOrder.
//
// The map is indexed on first use; call Invalidate after changing Map, Geo or
// Styles. Counters are re-indexed whenever a different slice (or one of a
// different length) is assigned to Overlay.Counters. Draw may run
// concurrently from several goroutines as long as no field is changed
// meanwhile.
type Scene struct {
	Map    *maps.Map
	Geo    maps.Geometry
	Styles *draw.Styles
	// Overlay holds the items drawn over the map. Its labels replace the
	// map's own hex labels, at the zoom where hex ids show.
	Overlay draw.Overlay
	// Scans are drawn under the grid (see ScanLayer).
	Scans []ScanLayer
	// Hide lists the layers not drawn (View menu toggles); 0 draws all.
	Hide Layers

	mu      sync.Mutex
	pr      *draw.Prepared // nil when the map cannot be framed (no hexes)
	idx     *mapIndex
	units   map[hexgrid.Offset][]int
	unitsOf unitsKey
	scratch sync.Pool
}

// unitsKey identifies the Units slice the unit index was built from.
type unitsKey struct {
	first *Counter
	n     int
}

// Invalidate drops the map index, to be rebuilt on the next use.
func (s *Scene) Invalidate() {
	s.mu.Lock()
	s.idx, s.pr = nil, nil
	s.units = nil
	s.mu.Unlock()
}

// prepare returns the prepared scene, the map index and the units by hex,
// building what is stale.
func (s *Scene) prepare() (*draw.Prepared, *mapIndex, map[hexgrid.Offset][]int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx == nil {
		var base *draw.Index
		s.pr, _ = draw.Prepare(draw.Scene{Map: s.Map, Geo: s.Geo, Styles: s.Styles}, draw.Options{MarginMM: -1, HexRadiusMM: s.mmPerRadius(), HexLabels: true})
		if s.pr != nil {
			base = s.pr.Index()
		} else {
			base = draw.NewIndex(s.Map, s.Geo)
		}
		s.idx = newMapIndex(base, s.Geo, s.Styles)
	}
	cs := s.Overlay.Counters
	k := unitsKey{n: len(cs)}
	if len(cs) > 0 {
		k.first = &cs[0]
	}
	if s.units == nil || k != s.unitsOf {
		s.units = make(map[hexgrid.Offset][]int, len(cs))
		for i, u := range cs {
			s.units[u.Hex] = append(s.units[u.Hex], i)
		}
		s.unitsOf = k
	}
	return s.pr, s.idx, s.units
}

// MapSize returns the width and height of the whole map in pixels at scale
// (hex radius in pixels).
func (s *Scene) MapSize(scale float64) (w, h float64) {
	_, ix, _ := s.prepare()
	return (ix.maxX - ix.minX) * scale, (ix.maxY - ix.minY) * scale
}

// HexAt returns the hex under map pixel (x, y) at scale; false when no sheet
// holds it.
func (s *Scene) HexAt(scale, x, y float64) (hexgrid.Offset, bool) {
	_, ix, _ := s.prepare()
	o := ix.mapLayout(scale).HexAt(x, y)
	return o, ix.onMap(o)
}

// HexCenter returns the map pixel of the centre of hex o at scale.
func (s *Scene) HexCenter(scale float64, o hexgrid.Offset) (x, y float64) {
	_, ix, _ := s.prepare()
	return ix.mapLayout(scale).Center(o)
}

// HexBounds returns the map pixels that drawing hex o at scale may touch:
// the hex, its counters (stacked up to stackShown deep) and its facing marks.
func (s *Scene) HexBounds(scale float64, o hexgrid.Offset) image.Rectangle {
	x, y := s.HexCenter(scale, o)
	r := scale*(1+stackStep*stackShown) + 2
	return image.Rect(floor(x-r)-1, floor(y-r)-1, floor(x+r)+2, floor(y+r)+2)
}

// UnitsAt returns the ids of the counters in hex o, bottom of the stack first.
func (s *Scene) UnitsAt(o hexgrid.Offset) []string {
	_, _, units := s.prepare()
	var ids []string
	for _, i := range units[o] {
		ids = append(ids, s.Overlay.Counters[i].ID)
	}
	return ids
}

// scratchPad holds the reusable buffers of one Draw.
type scratchPad struct {
	p      *painter   // the shapes of the Canvas methods, see canvas.go
	fills  []*painter // one per terrain colour of the map index
	counts []int      // hexes per fill colour, see frame.terrain
	f      frame      // the Draw call's frame (kept here: a frame passed as a draw.Canvas would escape)
}

func (s *Scene) getScratch() *scratchPad {
	if sp, ok := s.scratch.Get().(*scratchPad); ok {
		return sp
	}
	return &scratchPad{p: newPainter()}
}

// Draw paints the part of the map that view v shows onto dst (all of dst's
// bounds). Hexes outside dst are not visited. A large dst is cut into bands
// drawn in parallel (see drawBands).
func (s *Scene) Draw(dst *image.RGBA, v View) {
	if s.drawBands(dst, v) {
		return
	}
	s.drawOne(dst, v)
}

// drawOne paints dst on the calling goroutine, through the one draw call
// draw.Prepared.Draw with dst's bounds as the clip and the frame as the
// canvas (which fills the terrain itself, see DrawLayer).
func (s *Scene) drawOne(dst *image.RGBA, v View) {
	s.drawVia(dst, v, func(f *frame) draw.Canvas { return f })
}

// drawVia paints dst through draw.Prepared.Draw onto the canvas that
// canvas makes of the frame.
func (s *Scene) drawVia(dst *image.RGBA, v View, canvas func(*frame) draw.Canvas) {
	pr, ix, _ := s.prepare()
	sp := s.getScratch()
	defer s.scratch.Put(sp)
	if pr == nil || ix.Cols == 0 || !(v.Scale > 0) {
		imgdraw.Draw(dst, dst.Bounds(), sp.p.uniform(Background), image.Point{}, imgdraw.Src)
		return
	}
	f := &sp.f
	*f = frame{
		dst: dst, ix: ix, sp: sp, scale: v.Scale, s: s,
		l: ix.layout(v, dst.Bounds()),
	}
	defer func() { *f = frame{} }() // drop the references to dst and the scene
	f.hr = ix.visible(f.l, dst.Bounds())
	pl := pr.Page().Layout
	f.k = v.Scale / pl.Size
	f.dx, f.dy = f.l.OriginX-pl.OriginX*f.k, f.l.OriginY-pl.OriginY*f.k
	b := dst.Bounds()
	clip := draw.Rect{
		Min: draw.Point{X: (float64(b.Min.X) - f.dx) / f.k, Y: (float64(b.Min.Y) - f.dy) / f.k},
		Max: draw.Point{X: (float64(b.Max.X) - f.dx) / f.k, Y: (float64(b.Max.Y) - f.dy) / f.k},
	}
	_ = pr.Draw(canvas(f), clip, s.Overlay) // only a nil canvas fails
	f.flushPending()
}
