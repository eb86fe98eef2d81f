package model

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Placement is where a setup entry puts a unit on the map.
type Placement struct {
	Setup int             // index in the scenario's setup list
	Unit  *scenarios.Unit // the OOB's unit; nil if the OOB has no such id
	ID    string          // unit id as the setup writes it
	Hex   hexgrid.Offset  // global offset of the setup hex
	// Facing is the vertex faced, when HasFacing ("any" or none: false).
	Facing    hexgrid.Facing
	HasFacing bool
	// Extended is the second hex of an extended line or column, when
	// HasExtended.
	Extended    hexgrid.Offset
	HasExtended bool
}

// Placements returns the setup entries that put a unit in a hex of the map,
// in setup order. Entries without a hex ("with" a formation) or with a hex
// the map does not have are left out: the diagnostics report the latter.
func (d *Document) Placements() []Placement {
	var out []Placement
	for i, st := range d.scenario.Setup {
		o, err := d.geo.Numbering.Parse(st.Hex)
		if st.Hex == "" || err != nil || !d.geo.Numbering.Contains(o) {
			continue
		}
		p := Placement{Setup: i, ID: st.Unit, Hex: o}
		if d.oob != nil {
			p.Unit = d.oob.Unit(st.Unit)
		}
		if f, err := hexgrid.ParseFacing(d.geo.Grid, st.Facing); err == nil {
			p.Facing, p.HasFacing = f, true
		}
		if st.ExtendedTo != "" {
			if e, err := d.geo.Numbering.Parse(st.ExtendedTo); err == nil && d.geo.Numbering.Contains(e) {
				p.Extended, p.HasExtended = e, true
			}
		}
		out = append(out, p)
	}
	return out
}

// UnitHex returns the setup hex of unit id; false if the unit is not placed
// in a hex.
func (d *Document) UnitHex(id string) (hexgrid.Offset, bool) {
	for _, p := range d.Placements() {
		if p.ID == id {
			return p.Hex, true
		}
	}
	return hexgrid.Offset{}, false
}

// UnitName returns the printed name of unit id, or the id itself when the
// OOB does not know it.
func (d *Document) UnitName(id string) string {
	if d.oob != nil {
		if u := d.oob.Unit(id); u != nil {
			return u.Name
		}
	}
	return id
}
