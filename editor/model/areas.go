package model

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/schema"
)

func areasField(d *Document) *[]maps.Area { return &d.m.Areas }

// AreaKinds are the kinds an area may have, from the map schema (nil only
// if the schema lost its enum, which TestAreaKindsFromSchema catches).
var AreaKinds, _ = schema.Enum("map", "/definitions/area/properties/kind")

// AddArea returns the command creating an empty area.
// Errors: the id is empty or used, or the kind unknown.
func (d *Document) AddArea(id, name, kind string) (*ListEdit[maps.Area], error) {
	switch {
	case id == "":
		return nil, fmt.Errorf("add area: the id is empty")
	case d.m.Area(id) != nil:
		return nil, fmt.Errorf("add area: id %q is already used", id)
	case !slices.Contains(AreaKinds, kind):
		return nil, fmt.Errorf("add area %s: kind %q is not one of %v", id, kind, AreaKinds)
	}
	if name == "" {
		name = id
	}
	return newListEdit(d, "Add area "+id, areasField, Of(MapFile), Change{Lines: true},
		func(as []maps.Area) ([]maps.Area, []hexgrid.Offset, bool) {
			return append(as, maps.Area{ID: id, Name: name, Kind: kind}), nil, true
		}), nil
}

// SetAreaHexes returns the command adding hexes to area id (in) or removing
// them; nil when nothing changes. key joins one drag.
func (d *Document) SetAreaHexes(key int64, id string, in bool, hexes ...hexgrid.Offset) *ListEdit[maps.Area] {
	if d.m.Area(id) == nil {
		return nil
	}
	e := newListEdit(d, "Edit area "+id, areasField, Of(MapFile), Change{Lines: true},
		func(as []maps.Area) ([]maps.Area, []hexgrid.Offset, bool) {
			a := &as[slices.IndexFunc(as, func(a maps.Area) bool { return a.ID == id })]
			var touched []hexgrid.Offset
			for _, o := range hexes {
				if d.setMember(a, o, in) {
					touched = append(touched, o)
				}
			}
			return as, touched, len(touched) > 0
		})
	if e != nil {
		e.key = key
	}
	return e
}

// setMember adds hex o to a's hexes or removes it (under any of its names);
// it reports whether a changed.
func (d *Document) setMember(a *maps.Area, o hexgrid.Offset, in bool) bool {
	id := d.HexID(o)
	if id == "" {
		return false
	}
	has := d.inList(a.Hexes, o)
	switch {
	case in && !has:
		a.Hexes = append(a.Hexes, id)
		return true
	case !in && has:
		a.Hexes = slices.DeleteFunc(a.Hexes, func(h string) bool { p, ok := d.ParseHex(h); return ok && p == o })
		return true
	}
	return false
}

// inList reports whether one of the hex ids names hex o.
func (d *Document) inList(ids []string, o hexgrid.Offset) bool {
	for _, h := range ids {
		if p, ok := d.ParseHex(h); ok && p == o {
			return true
		}
	}
	return false
}

// AreaHexes returns the hexes of area id (its hexes, then its boundary
// hexes), parsed.
func (d *Document) AreaHexes(id string) []hexgrid.Offset {
	a := d.m.Area(id)
	if a == nil {
		return nil
	}
	var out []hexgrid.Offset
	for _, h := range append(slices.Clone(a.Hexes), a.BoundaryHexes...) {
		if o, ok := d.ParseHex(h); ok {
			out = append(out, o)
		}
	}
	return out
}

// AreasOf returns the ids of the areas hex o belongs to.
func (d *Document) AreasOf(o hexgrid.Offset) []string {
	var out []string
	for _, a := range d.m.Areas {
		if d.inList(a.Hexes, o) || d.inList(a.BoundaryHexes, o) {
			out = append(out, a.ID)
		}
	}
	return out
}
