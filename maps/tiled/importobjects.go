package tiled

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps"
)

// objectReader turns the objects of a document into the hexsides, paths,
// areas, places and hex data of the imported map. An object's properties
// win when they name hexes of the imported map; otherwise (an object drawn
// in Tiled, or a map imported with another numbering) its position gives
// the hexes.
type objectReader struct {
	out *maps.Map
	geo maps.Geometry
	f   frame
}

// apply reads every object of a Sandtable class; objects of other classes
// are left alone.
// Errors: a property whose value does not parse as its type, named with the
// object's id and layer.
func (r objectReader) apply(objs []object) error {
	type indexedPath struct {
		index int
		path  maps.Path
	}
	var paths []indexedPath
	areas := map[string]int{} // area id -> index in out.Areas
	for _, o := range objs {
		var err error
		switch o.Class {
		case classHexside:
			err = r.hexside(o)
		case classPath:
			var p maps.Path
			var idx int
			if p, idx, err = r.path(o, len(paths)); err == nil {
				paths = append(paths, indexedPath{idx, p})
			}
		case classArea:
			err = r.area(o, areas)
		case classPlace:
			r.place(o)
		case classHex:
			err = r.hex(o)
		}
		if err != nil {
			return fmt.Errorf("object %d (%s) of layer %q: %w", o.ID, o.Class, o.Layer, err)
		}
	}
	slices.SortStableFunc(paths, func(a, b indexedPath) int { return cmp.Compare(a.index, b.index) })
	for _, p := range paths {
		r.out.Paths = append(r.out.Paths, p.path)
	}
	return nil
}

// hexID returns the hex the property names when the map holds it, else the
// hex under pixel (x, y) by its canonical id ("" off the sheets).
func (r objectReader) hexID(prop string, x, y float64) string {
	if _, err := r.geo.Numbering.Parse(prop); prop != "" && err == nil {
		return prop
	}
	id, err := r.geo.Numbering.Format(r.f.hexAt(x, y))
	if err != nil {
		return ""
	}
	return id
}

// typeOf returns the type property, else what follows prefix in the layer's
// name ("hexsides stream" gives "stream").
func typeOf(o object, prefix string) string {
	if t := o.Props["type"]; t != "" {
		return t
	}
	return strings.TrimSpace(strings.TrimPrefix(o.Layer, prefix))
}

// hexside reads a polyline along one hexside (its "hexside" property) or
// along a chain of them (one per segment, by position).
func (r objectReader) hexside(o object) error {
	p := o.Props
	s := maps.Hexside{Type: typeOf(o, "hexsides"), Source: p["source"], Note: p["note"]}
	near, err := p.intPtr("contoursNear")
	if err != nil {
		return err
	}
	far, err := p.intPtr("contoursFar")
	if err != nil {
		return err
	}
	if near != nil || far != nil {
		s.Contours = &[2]int{deref(near), deref(far)}
	}
	if s.Ford, err = p.flag("ford"); err != nil {
		return err
	}
	if s.Bridge, err = p.flag("bridge"); err != nil {
		return err
	}
	var ids []string
	if id := p["hexside"]; id != "" {
		if _, err := r.geo.Numbering.ParseSide(r.geo.Grid, id); err == nil {
			ids = []string{id}
		}
	}
	if ids == nil {
		pts := o.absPoints()
		for i := 1; i < len(pts); i++ {
			hs := r.f.sideAt(r.geo.Grid, (pts[i-1][0]+pts[i][0])/2, (pts[i-1][1]+pts[i][1])/2)
			if id, err := r.geo.Numbering.FormatSide(r.geo.Grid, hs); err == nil && !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		if r.out.Hexsides == nil {
			r.out.Hexsides = map[string]maps.Hexside{}
		}
		r.out.Hexsides[id] = s
	}
	return nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// path reads a polyline through hex centres; seq is its position among the
// paths read so far, the order when it has no "index".
func (r objectReader) path(o object, seq int) (maps.Path, int, error) {
	p := o.Props
	out := maps.Path{ID: p["id"], Type: typeOf(o, "paths"), Name: o.Name, Source: p["source"], Note: p["note"]}
	if out.ID == "" {
		out.ID = SanitizeID(o.Name)
	}
	out.Hexes = p.list("hexes")
	for _, h := range out.Hexes {
		if _, err := r.geo.Numbering.Parse(h); err != nil {
			out.Hexes = nil
			break
		}
	}
	if len(out.Hexes) == 0 {
		out.Hexes = nil
		for _, pt := range o.absPoints() {
			if id := r.hexID("", pt[0], pt[1]); id != "" && (len(out.Hexes) == 0 || out.Hexes[len(out.Hexes)-1] != id) {
				out.Hexes = append(out.Hexes, id)
			}
		}
	}
	idx, err := p.intPtr("index")
	if err != nil {
		return out, 0, err
	}
	if idx == nil {
		return out, 1<<31 + seq, nil
	}
	return out, *idx, nil
}

// area reads one hex of an area (or an area without hexes), adding the area
// at its first object.
func (r objectReader) area(o object, index map[string]int) error {
	p := o.Props
	id := p["area"]
	if id == "" {
		id = SanitizeID(o.Name)
	}
	i, seen := index[id]
	if !seen {
		a := maps.Area{ID: id, Name: o.Name, Kind: p["kind"], Source: p["source"], Note: p["note"]}
		if a.Kind == "" {
			a.Kind = "area"
		}
		var err error
		if a.Complete, err = p.boolPtr("complete"); err != nil {
			return err
		}
		r.out.Areas = append(r.out.Areas, a)
		i = len(r.out.Areas) - 1
		index[id] = i
	}
	if _, has := p["hex"]; !has && o.Shape != "polygon" {
		return nil // an area without hexes
	}
	x, y := o.centroid()
	hex := r.hexID(p["hex"], x, y)
	if hex == "" {
		return nil
	}
	boundary, err := p.flag("boundary")
	if err != nil {
		return err
	}
	a := &r.out.Areas[i]
	if boundary {
		a.BoundaryHexes = append(a.BoundaryHexes, hex)
	} else {
		a.Hexes = append(a.Hexes, hex)
	}
	return nil
}

// place reads a point at a place's hex.
func (r objectReader) place(o object) {
	p := o.Props
	id := p["id"]
	if id == "" {
		id = SanitizeID(o.Name)
	}
	r.out.Places = append(r.out.Places, maps.Place{
		ID: id, Name: o.Name, Hex: r.hexID(p["hex"], o.X, o.Y), Source: p["source"], Note: p["note"],
	})
}

// hex reads a point at a hex with a label (the object's name) or other data.
func (r objectReader) hex(o object) error {
	p := o.Props
	id := r.hexID(p["hex"], o.X, o.Y)
	if id == "" {
		return nil
	}
	if r.out.Hexes == nil {
		r.out.Hexes = map[string]maps.Hex{}
	}
	h := r.out.Hexes[id]
	if t := p["terrain"]; t != "" {
		h.Terrain = t
	}
	var err error
	if h.Elevation, err = p.intPtr("elevation"); err != nil {
		return err
	}
	h.Label, h.Features, h.Source, h.Note = o.Name, p.list("features"), p["source"], p["note"]
	r.out.Hexes[id] = h
	return nil
}
