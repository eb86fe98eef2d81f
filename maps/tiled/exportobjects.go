package tiled

import (
	"image/color"
	"slices"

	"github.com/sandtable/sandtable/maps"
)

// objectWriter builds the object layers of one map: where each hex and
// hexside lies in Tiled's pixels, and the colours of the layers.
type objectWriter struct {
	m     *maps.Map
	geo   maps.Geometry
	f     frame
	color func(kind, typ string) color.RGBA
}

// layers returns the object layers of the map, bottom first: areas, the
// hexsides and the paths (a layer per type, so each has its colour),
// places, then labels (hexes with a label or other data than terrain).
func (w objectWriter) layers() []xmlObjectGroup {
	var out []xmlObjectGroup
	add := func(name string, c color.RGBA, objs []xmlObject) {
		if len(objs) > 0 {
			out = append(out, xmlObjectGroup{Name: name, Color: colorAttr(c), Objects: objs})
		}
	}
	add("areas", areaColor, w.areas())
	for _, t := range w.hexsideTypes() {
		add("hexsides "+t, w.color(KindHexside, t), w.hexsides(t))
	}
	for _, t := range w.pathTypes() {
		add("paths "+t, w.color(KindPath, t), w.paths(t))
	}
	add("places", placeColor, w.places())
	add("labels", labelColor, w.labels())
	return out
}

// center returns the pixel centre of hex id; (0, 0) for an id the map's
// numbering does not hold (the object's properties still carry it).
func (w objectWriter) center(id string) [2]float64 {
	o, err := w.geo.Numbering.Parse(id)
	if err != nil {
		return [2]float64{}
	}
	x, y := w.f.center(o)
	return [2]float64{x, y}
}

// hexsideTypes returns the hexside types of the map, sorted.
func (w objectWriter) hexsideTypes() []string {
	var out []string
	for _, s := range w.m.Hexsides {
		if !slices.Contains(out, s.Type) {
			out = append(out, s.Type)
		}
	}
	slices.Sort(out)
	return out
}

// hexsides returns a polyline along each hexside of type t, in id order.
func (w objectWriter) hexsides(t string) []xmlObject {
	var ids []string
	for id, s := range w.m.Hexsides {
		if s.Type == t {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	out := make([]xmlObject, 0, len(ids))
	for _, id := range ids {
		s := w.m.Hexsides[id]
		var p propList
		p.str("hexside", id)
		p.str("type", s.Type)
		if s.Contours != nil {
			p.integer("contoursNear", s.Contours[0])
			p.integer("contoursFar", s.Contours[1])
		}
		p.flag("ford", s.Ford)
		p.flag("bridge", s.Bridge)
		p.str("source", s.Source)
		p.str("note", s.Note)
		seg := [][2]float64{{0, 0}, {0, 0}}
		if hs, err := w.geo.Numbering.ParseSide(w.geo.Grid, id); err == nil {
			e := w.f.sideSegment(w.geo.Grid, hs)
			seg = [][2]float64{e[0], e[1]}
		}
		out = append(out, lineObject(classHexside, id, seg, false, p))
	}
	return out
}

// pathTypes returns the path types of the map in order of first use.
func (w objectWriter) pathTypes() []string {
	var out []string
	for _, p := range w.m.Paths {
		if !slices.Contains(out, p.Type) {
			out = append(out, p.Type)
		}
	}
	return out
}

// paths returns a polyline through the hex centres of each path of type t;
// "index" keeps the paths' order across the layers.
func (w objectWriter) paths(t string) []xmlObject {
	var out []xmlObject
	for i, path := range w.m.Paths {
		if path.Type != t {
			continue
		}
		var p propList
		p.str("id", path.ID)
		p.str("type", path.Type)
		p.list("hexes", path.Hexes)
		p.integer("index", i)
		p.str("source", path.Source)
		p.str("note", path.Note)
		pts := make([][2]float64, 0, max(1, len(path.Hexes)))
		for _, h := range path.Hexes {
			pts = append(pts, w.center(h))
		}
		if len(pts) == 0 {
			pts = append(pts, [2]float64{})
		}
		out = append(out, lineObject(classPath, path.Name, pts, false, p))
	}
	return out
}

// areas returns a hex-shaped polygon per hex of each area (its hexes, then
// its boundary hexes, in the area's order), each carrying the area's
// fields; an area without hexes is a point at (0, 0).
func (w objectWriter) areas() []xmlObject {
	var out []xmlObject
	for _, a := range w.m.Areas {
		base := func() propList {
			var p propList
			p.str("area", a.ID)
			p.str("kind", a.Kind)
			p.boolPtr("complete", a.Complete)
			p.str("source", a.Source)
			p.str("note", a.Note)
			return p
		}
		if len(a.Hexes)+len(a.BoundaryHexes) == 0 {
			out = append(out, pointObject(classArea, a.Name, 0, 0, base()))
			continue
		}
		for i, h := range slices.Concat(a.Hexes, a.BoundaryHexes) {
			p := base()
			p.str("hex", h)
			p.flag("boundary", i >= len(a.Hexes))
			out = append(out, lineObject(classArea, a.Name, w.outline(h), true, p))
		}
	}
	return out
}

// outline returns the six corners of hex id, pixels; a point at (0, 0) for
// an id the numbering does not hold.
func (w objectWriter) outline(id string) [][2]float64 {
	o, err := w.geo.Numbering.Parse(id)
	if err != nil {
		return [][2]float64{{0, 0}}
	}
	c := w.f.corners(o)
	return c[:]
}

// places returns a point at each place's hex.
func (w objectWriter) places() []xmlObject {
	out := make([]xmlObject, 0, len(w.m.Places))
	for _, pl := range w.m.Places {
		var p propList
		p.str("id", pl.ID)
		p.str("hex", pl.Hex)
		p.str("source", pl.Source)
		p.str("note", pl.Note)
		c := w.center(pl.Hex)
		out = append(out, pointObject(classPlace, pl.Name, c[0], c[1], p))
	}
	return out
}

// labels returns a point, named by its label, at each hex whose entry the
// terrain layer does not say all of: a label, elevation, features, source or
// note, a terrain written out although it is the default, or no field at all.
func (w objectWriter) labels() []xmlObject {
	var ids []string
	for id, h := range w.m.Hexes {
		if h.Terrain == "" || h.Terrain == w.m.DefaultTerrain || h.Label != "" || h.Elevation != nil ||
			len(h.Features) > 0 || h.Source != "" || h.Note != "" {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	out := make([]xmlObject, 0, len(ids))
	for _, id := range ids {
		h := w.m.Hexes[id]
		var p propList
		p.str("hex", id)
		if h.Terrain == w.m.DefaultTerrain {
			p.str("terrain", h.Terrain)
		}
		p.intPtr("elevation", h.Elevation)
		p.list("features", h.Features)
		p.str("source", h.Source)
		p.str("note", h.Note)
		c := w.center(id)
		out = append(out, pointObject(classHex, h.Label, c[0], c[1], p))
	}
	return out
}
