package model

import (
	sm "github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
)

// AcceptTrace returns the one command that makes a trace's accepted edits
// (terrain, water hexsides as waterType, contour counts that fit the hexes'
// levels, road paths of pathType) on the map, and the hexsides whose contour
// counts were held back because they disagree with the levels. The command
// is nil when the edits change nothing.
// Errors: as [Document.EditMap].
func (d *Document) AcceptTrace(edits trace.Edits, pathType string) (*MapEdit, []string, error) {
	var held []string
	c, err := d.EditMap("Accept trace", func(m *sm.Map) {
		held = edits.Apply(m, pathType)
		// Apply leaves empty maps behind; the canonical file omits them.
		if len(m.Hexsides) == 0 {
			m.Hexsides = nil
		}
	})
	return c, held, err
}
