package model

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

func setupField(d *Document) *[]scenarios.Setup { return &d.scenario.Setup }

// SetupOf returns the first setup entry of unit id, or nil.
func (d *Document) SetupOf(id string) *scenarios.Setup {
	for i := range d.scenario.Setup {
		if d.scenario.Setup[i].Unit == id {
			return &d.scenario.Setup[i]
		}
	}
	return nil
}

// setupHexes returns the hexes a setup entry draws in (its hex and its
// extended hex).
func (d *Document) setupHexes(st *scenarios.Setup) []hexgrid.Offset {
	var out []hexgrid.Offset
	if st == nil {
		return nil
	}
	for _, h := range []string{st.Hex, st.ExtendedTo} {
		if o, ok := d.ParseHex(h); ok {
			out = append(out, o)
		}
	}
	return out
}

// editSetup returns the command applying edit to unit id's setup entry; nil
// when the unit has none or nothing changes.
func (d *Document) editSetup(name, id string, edit func(st *scenarios.Setup)) *ListEdit[scenarios.Setup] {
	before := d.SetupOf(id)
	if before == nil {
		return nil
	}
	old := d.setupHexes(before)
	return newListEdit(d, name, setupField, Of(ScenarioFile), Change{Units: true},
		func(ss []scenarios.Setup) ([]scenarios.Setup, []hexgrid.Offset, bool) {
			i := slices.IndexFunc(ss, func(s scenarios.Setup) bool { return s.Unit == id })
			prev := cloneJSON(ss[i])
			edit(&ss[i])
			return ss, append(old, d.setupHexes(&ss[i])...), !equalSetup(prev, ss[i])
		})
}

// equalSetup compares two setup entries field by field.
func equalSetup(a, b scenarios.Setup) bool {
	ja, jb := cloneJSONBytes(a), cloneJSONBytes(b)
	return string(ja) == string(jb)
}

// PlaceUnit returns the command setting unit id up in hex o: its entry moves
// there (dropping an extended hex and a "with"), or a new entry is added,
// facing the grid's first vertex when the ruleset has facing.
// Errors: hex off the map, or the OOB lacks the unit.
func (d *Document) PlaceUnit(id string, o hexgrid.Offset) (Command, error) {
	hexID := d.HexID(o)
	if hexID == "" {
		return nil, fmt.Errorf("place %s: hex %v is not on the map", id, o)
	}
	if d.oob != nil && d.oob.Unit(id) == nil {
		return nil, fmt.Errorf("place %s: no such unit in the order of battle", id)
	}
	if d.SetupOf(id) != nil {
		c := d.editSetup("Move "+d.UnitName(id), id, func(st *scenarios.Setup) {
			st.Hex, st.ExtendedTo, st.Extension, st.With = hexID, "", "", ""
		})
		return nilIfEmpty(c), nil
	}
	st := scenarios.Setup{Unit: id, Hex: hexID}
	if d.usesFacing(id) {
		st.Facing = d.geo.Grid.Facings()[0].String()
	}
	return newListEdit(d, "Place "+d.UnitName(id), setupField, Of(ScenarioFile), Change{Units: true},
		func(ss []scenarios.Setup) ([]scenarios.Setup, []hexgrid.Offset, bool) {
			return append(ss, st), []hexgrid.Offset{o}, true
		}), nil
}

// usesFacing reports whether unit id has a facing in the ruleset.
func (d *Document) usesFacing(id string) bool {
	if d.ruleset == nil || !d.ruleset.Facing {
		return false
	}
	if d.oob != nil {
		if u := d.oob.Unit(id); u != nil {
			for _, c := range d.ruleset.UnitClasses {
				if c.ID == u.Class && c.NoFacing {
					return false
				}
			}
		}
	}
	return true
}

// RemoveSetup returns the command taking unit id off the map (every setup
// entry of it).
func (d *Document) RemoveSetup(id string) Command {
	st := d.SetupOf(id)
	if st == nil {
		return nil
	}
	hexes := d.setupHexes(st)
	return newListEdit(d, "Remove "+d.UnitName(id), setupField, Of(ScenarioFile), Change{Units: true},
		func(ss []scenarios.Setup) ([]scenarios.Setup, []hexgrid.Offset, bool) {
			return slices.DeleteFunc(ss, func(s scenarios.Setup) bool { return s.Unit == id }), hexes, true
		})
}

// SetFacing returns the command facing unit id towards vertex f ("any"
// allowed; "" removes the facing).
func (d *Document) SetFacing(id, f string) Command {
	return nilIfEmpty(d.editSetup("Face "+d.UnitName(id)+" "+f, id, func(st *scenarios.Setup) { st.Facing = f }))
}

// RotateFacing returns the command turning unit id by steps vertices
// (clockwise when positive). A unit without a facing is given the grid's
// first vertex.
func (d *Document) RotateFacing(id string, steps int) Command {
	st := d.SetupOf(id)
	if st == nil {
		return nil
	}
	g := d.geo.Grid
	f, err := hexgrid.ParseFacing(g, st.Facing)
	next := g.Facings()[0]
	if err == nil {
		next = g.Rotate(f, steps)
	}
	return d.SetFacing(id, next.String())
}

// SetStrength returns the command giving unit id a starting strength (nil:
// the printed strength).
func (d *Document) SetStrength(id string, sp *int) Command {
	return nilIfEmpty(d.editSetup("Set strength of "+d.UnitName(id), id, func(st *scenarios.Setup) {
		st.Strength = nil
		if sp != nil {
			v := *sp
			st.Strength = &v
		}
	}))
}

// SetStatus returns the command giving unit id the status markers.
func (d *Document) SetStatus(id string, status []string) Command {
	return nilIfEmpty(d.editSetup("Set status of "+d.UnitName(id), id, func(st *scenarios.Setup) {
		st.Status = slices.Clone(status)
		if len(st.Status) == 0 {
			st.Status = nil
		}
	}))
}

// SetOrders returns the command giving unit id orders ("" for none).
func (d *Document) SetOrders(id, orders string) Command {
	return nilIfEmpty(d.editSetup("Set orders of "+d.UnitName(id), id, func(st *scenarios.Setup) { st.Orders = orders }))
}

// SetExtended returns the command extending unit id into hex o, in line when
// o is beside its facing and in column when o is before or behind it; ok
// false clears the extension.
func (d *Document) SetExtended(id string, o hexgrid.Offset, ok bool) Command {
	st := d.SetupOf(id)
	if st == nil {
		return nil
	}
	if !ok {
		return nilIfEmpty(d.editSetup("Unextend "+d.UnitName(id), id, func(st *scenarios.Setup) { st.ExtendedTo, st.Extension = "", "" }))
	}
	hexID := d.HexID(o)
	if hexID == "" {
		return nil
	}
	kind := d.extensionKind(st, o)
	return nilIfEmpty(d.editSetup("Extend "+d.UnitName(id)+" in "+kind, id, func(st *scenarios.Setup) {
		st.ExtendedTo, st.Extension = hexID, kind
	}))
}

// extensionKind is "column" when o lies across the front or rear sides of
// the unit's facing, else "line".
func (d *Document) extensionKind(st *scenarios.Setup, o hexgrid.Offset) string {
	g := d.geo.Grid
	at, ok := d.ParseHex(st.Hex)
	f, err := hexgrid.ParseFacing(g, st.Facing)
	if !ok || err != nil {
		return "line"
	}
	front := g.FrontHexes(at, f)
	rear := g.FrontHexes(at, g.Rotate(f, 3))
	if slices.Contains(front[:], o) || slices.Contains(rear[:], o) {
		return "column"
	}
	return "line"
}

// nilIfEmpty turns a nil *ListEdit into a nil Command (not a non-nil
// interface holding nil).
func nilIfEmpty[T any](c *ListEdit[T]) Command {
	if c == nil {
		return nil
	}
	return c
}
