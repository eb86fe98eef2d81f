package model

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ErrNotAdjacent is returned when a path step would join hexes that are not
// neighbours.
var ErrNotAdjacent = errors.New("a path may only step between adjacent hexes")

func pathsField(d *Document) *[]maps.Path { return &d.m.Paths }

// PathByID returns the map's path with the id, or nil.
func (d *Document) PathByID(id string) *maps.Path {
	for i := range d.m.Paths {
		if d.m.Paths[i].ID == id {
			return &d.m.Paths[i]
		}
	}
	return nil
}

// AddPath returns the command creating path id of type typ named name,
// starting at hex o. key joins the steps of one drag.
func (d *Document) AddPath(key int64, id, typ, name string, o hexgrid.Offset) (*ListEdit[maps.Path], error) {
	if d.PathByID(id) != nil {
		return nil, fmt.Errorf("add path: id %q is already used", id)
	}
	hexID := d.HexID(o)
	if hexID == "" {
		return nil, fmt.Errorf("add path: hex %v is not on the map", o)
	}
	e := newListEdit(d, "Lay "+d.PathTypeName(typ), pathsField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Path) ([]maps.Path, []hexgrid.Offset, bool) {
			return append(ps, maps.Path{ID: id, Type: typ, Name: name, Hexes: []string{hexID}}), []hexgrid.Offset{o}, true
		})
	e.key = key
	return e, nil
}

// ExtendPath returns the command adding hex o to path id: after its last
// hex, or before its first when o is next to the first and not the last.
// Going back onto the last hex's predecessor removes the last hex (so a drag
// can retrace its steps). Nil when o is already the path's end.
// Errors: no such path, o off the map, or o not adjacent to either end.
func (d *Document) ExtendPath(key int64, id string, o hexgrid.Offset) (*ListEdit[maps.Path], error) {
	p := d.PathByID(id)
	if p == nil {
		return nil, fmt.Errorf("extend path: no path %q", id)
	}
	hexID := d.HexID(o)
	if hexID == "" {
		return nil, fmt.Errorf("extend path %s: hex %v is not on the map", id, o)
	}
	ends := d.pathEnds(p)
	if len(ends) > 0 && ends[len(ends)-1] == o {
		return nil, nil
	}
	op, err := d.stepOp(p, ends, o)
	if err != nil {
		return nil, fmt.Errorf("extend path %s to %s: %w", id, hexID, err)
	}
	e := newListEdit(d, "Lay "+d.PathTypeName(p.Type), pathsField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Path) ([]maps.Path, []hexgrid.Offset, bool) {
			i := slices.IndexFunc(ps, func(q maps.Path) bool { return q.ID == id })
			ps[i].Hexes = op(ps[i].Hexes, hexID)
			return ps, append(ends, o), true
		})
	e.key = key
	return e, nil
}

// pathEnds returns the offsets of path p's hexes that parse.
func (d *Document) pathEnds(p *maps.Path) []hexgrid.Offset {
	var out []hexgrid.Offset
	for _, h := range p.Hexes {
		if o, ok := d.ParseHex(h); ok {
			out = append(out, o)
		}
	}
	return out
}

// stepOp picks how hex o joins path p whose parsed hexes are ends: append,
// prepend, or drop the last hex when o is the one before it.
func (d *Document) stepOp(p *maps.Path, ends []hexgrid.Offset, o hexgrid.Offset) (func([]string, string) []string, error) {
	g := d.geo.Grid
	n := len(ends)
	switch {
	case n == 0:
		return func(hs []string, h string) []string { return append(hs, h) }, nil
	case n >= 2 && ends[n-2] == o:
		return func(hs []string, _ string) []string { return hs[:len(hs)-1] }, nil
	case g.Adjacent(ends[n-1], o):
		return func(hs []string, h string) []string { return append(hs, h) }, nil
	case n >= 1 && g.Adjacent(ends[0], o) && !slices.Contains(ends, o):
		return func(hs []string, h string) []string { return append([]string{h}, hs...) }, nil
	}
	return nil, ErrNotAdjacent
}

// DeletePath returns the command removing path id.
func (d *Document) DeletePath(id string) *ListEdit[maps.Path] {
	p := d.PathByID(id)
	if p == nil {
		return nil
	}
	hexes := d.pathEnds(p)
	return newListEdit(d, "Delete path "+id, pathsField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Path) ([]maps.Path, []hexgrid.Offset, bool) {
			return slices.DeleteFunc(ps, func(q maps.Path) bool { return q.ID == id }), hexes, true
		})
}

// RenamePath returns the command giving path id a new name and type.
func (d *Document) RenamePath(id, name, typ string) *ListEdit[maps.Path] {
	p := d.PathByID(id)
	if p == nil || p.Name == name && p.Type == typ {
		return nil
	}
	hexes := d.pathEnds(p)
	return newListEdit(d, "Rename path "+id, pathsField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Path) ([]maps.Path, []hexgrid.Offset, bool) {
			i := slices.IndexFunc(ps, func(q maps.Path) bool { return q.ID == id })
			ps[i].Name, ps[i].Type = name, typ
			return ps, hexes, true
		})
}

// PathTypeName returns the ruleset's English name of path type id, or the id.
func (d *Document) PathTypeName(id string) string {
	if d.ruleset != nil {
		for _, t := range d.ruleset.Paths {
			if t.ID == id && t.Name["en"] != "" {
				return t.Name["en"]
			}
		}
	}
	return id
}

// PathsThrough returns the ids of the paths that pass through hex o.
func (d *Document) PathsThrough(o hexgrid.Offset) []string {
	var out []string
	for i := range d.m.Paths {
		if slices.Contains(d.pathEnds(&d.m.Paths[i]), o) {
			out = append(out, d.m.Paths[i].ID)
		}
	}
	return out
}
