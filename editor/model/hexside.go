package model

import (
	"fmt"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// sideState is a map's entry for one hexside: ok false when it has none.
type sideState struct {
	s  maps.Hexside
	ok bool
}

// SideEdit sets the map entry of one hexside (type, contours, ford, bridge).
type SideEdit struct {
	name          string
	id            string // canonical hexside id
	side          hexgrid.Hexside
	before, after sideState
}

// Label implements Command.
func (e *SideEdit) Label() string { return fmt.Sprintf("%s (%s)", e.name, e.id) }

// Files implements Command.
func (e *SideEdit) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (e *SideEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *SideEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *SideEdit) set(d *Document, s sideState) Change {
	if !s.ok || emptySide(s.s) {
		delete(d.m.Hexsides, e.id)
	} else {
		if d.m.Hexsides == nil {
			d.m.Hexsides = map[string]maps.Hexside{}
		}
		d.m.Hexsides[e.id] = cloneSide(s.s)
	}
	a, b := d.geo.Grid.SideHexes(e.side)
	return Change{Files: e.Files(), Hexes: []hexgrid.Offset{a, b}, Lines: true}
}

// emptySide reports whether a hexside entry says nothing.
func emptySide(s maps.Hexside) bool {
	return s.Type == "" && s.Contours == nil && !s.Ford && !s.Bridge && s.Source == "" && s.Note == ""
}

// cloneSide copies s so that no pointer is shared.
func cloneSide(s maps.Hexside) maps.Hexside {
	if s.Contours != nil {
		c := *s.Contours
		s.Contours = &c
	}
	return s
}

// EditSide returns the command that applies edit to hexside s (nil when the
// side cannot be named or nothing would change).
func (d *Document) EditSide(name string, s hexgrid.Hexside, edit func(h *maps.Hexside)) *SideEdit {
	s = d.geo.Grid.Side(s.Hex, s.Dir)
	id := d.SideID(s)
	if id == "" {
		return nil
	}
	old, ok := d.m.Hexsides[id]
	h := cloneSide(old)
	edit(&h)
	if equalSide(old, h) {
		return nil
	}
	return &SideEdit{name: name, id: id, side: s, before: sideState{cloneSide(old), ok}, after: sideState{h, true}}
}

// equalSide reports whether two hexside entries say the same.
func equalSide(a, b maps.Hexside) bool {
	ca, cb := a.Contours, b.Contours
	same := ca == nil && cb == nil || ca != nil && cb != nil && *ca == *cb
	return same && a.Type == b.Type && a.Ford == b.Ford && a.Bridge == b.Bridge && a.Source == b.Source && a.Note == b.Note
}

// ToggleSideType returns the command setting hexside s's type to typ, or
// clearing it when the side already has that type.
func (d *Document) ToggleSideType(s hexgrid.Hexside, typ string) *SideEdit {
	cur, _ := d.Hexside(s)
	if cur.Type == typ {
		return d.EditSide("Clear "+d.SideTypeName(typ), s, func(h *maps.Hexside) { h.Type = "" })
	}
	return d.EditSide("Set "+d.SideTypeName(typ), s, func(h *maps.Hexside) { h.Type = typ })
}

// ToggleFord returns the command switching hexside s's ford flag.
func (d *Document) ToggleFord(s hexgrid.Hexside) *SideEdit {
	cur, _ := d.Hexside(s)
	return d.EditSide("Toggle ford", s, func(h *maps.Hexside) { h.Ford = !cur.Ford })
}

// ToggleBridge returns the command switching hexside s's bridge flag.
func (d *Document) ToggleBridge(s hexgrid.Hexside) *SideEdit {
	cur, _ := d.Hexside(s)
	return d.EditSide("Toggle bridge", s, func(h *maps.Hexside) { h.Bridge = !cur.Bridge })
}

// SetContours returns the command giving hexside s the contour lines near
// (on the side of the hex s names) and far; nil counts remove them.
func (d *Document) SetContours(s hexgrid.Hexside, counts *[2]int) *SideEdit {
	return d.EditSide("Set contours", s, func(h *maps.Hexside) {
		h.Contours = nil
		if counts != nil {
			c := *counts
			h.Contours = &c
		}
	})
}

// SideTypeName returns the ruleset's English name of hexside type id, or
// the id.
func (d *Document) SideTypeName(id string) string {
	if d.ruleset != nil {
		for _, t := range d.ruleset.Hexsides {
			if t.ID == id && t.Name["en"] != "" {
				return t.Name["en"]
			}
		}
	}
	return id
}
