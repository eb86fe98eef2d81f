package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

func placesField(d *Document) *[]maps.Place { return &d.m.Places }

// PlacesAt returns the named places of hex o.
func (d *Document) PlacesAt(o hexgrid.Offset) []maps.Place {
	var out []maps.Place
	for _, p := range d.m.Places {
		if q, ok := d.ParseHex(p.Hex); ok && q == o {
			out = append(out, p)
		}
	}
	return out
}

// AddPlace returns the command naming hex o in the gazetteer; the id is the
// slug of the name, made unique.
// Errors: an empty name or a hex off the map.
func (d *Document) AddPlace(o hexgrid.Offset, name string) (*ListEdit[maps.Place], error) {
	hexID := d.HexID(o)
	if hexID == "" || strings.TrimSpace(name) == "" {
		return nil, fmt.Errorf("add place: need a hex on the map and a name")
	}
	id := uniqueID(Slug(name), func(id string) bool {
		return slices.ContainsFunc(d.m.Places, func(p maps.Place) bool { return p.ID == id })
	})
	return newListEdit(d, "Add place "+name, placesField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Place) ([]maps.Place, []hexgrid.Offset, bool) {
			return append(ps, maps.Place{ID: id, Name: strings.TrimSpace(name), Hex: hexID}), []hexgrid.Offset{o}, true
		}), nil
}

// DeletePlace returns the command removing place id.
func (d *Document) DeletePlace(id string) *ListEdit[maps.Place] {
	i := slices.IndexFunc(d.m.Places, func(p maps.Place) bool { return p.ID == id })
	if i < 0 {
		return nil
	}
	o, _ := d.ParseHex(d.m.Places[i].Hex)
	return newListEdit(d, "Delete place "+id, placesField, Of(MapFile), Change{Lines: true},
		func(ps []maps.Place) ([]maps.Place, []hexgrid.Offset, bool) {
			return slices.Delete(ps, i, i+1), []hexgrid.Offset{o}, true
		})
}

// Slug turns a name into an id (maps.Slug), "x" for a name without letters
// or digits.
func Slug(name string) string {
	if s := maps.Slug(name); s != "" {
		return s
	}
	return "x"
}

// uniqueID returns id, or id-2, id-3... the first that used does not report.
func uniqueID(id string, used func(string) bool) string {
	if !used(id) {
		return id
	}
	for n := 2; ; n++ {
		if c := fmt.Sprintf("%s-%d", id, n); !used(c) {
			return c
		}
	}
}
