package tiled

import (
	"fmt"
	"strconv"

	"github.com/sandtable/sandtable/maps"
)

// Map-level custom properties: where Tiled tile (0,0) sits in the global
// grid, the map's id and name, and the fields no object carries (notes,
// transcription), one string property per list item.
const (
	propFirstColumn = "sandtable.firstColumn"
	propFirstRow    = "sandtable.firstRow"
	propID          = "sandtable.id"
	propName        = "sandtable.name"
	propNote        = "sandtable.note."                    // + index from 0
	propTranscribed = "sandtable.transcription"            // bool: the map has a transcription record
	propFromSeeds   = "sandtable.transcription.fromSeeds." // + index from 0
	propToDo        = "sandtable.transcription.toDo"
)

// mapProperties returns the <map> properties of an export of m whose tile
// (0,0) is global hex (col0, row0).
func mapProperties(m *maps.Map, col0, row0 int) propList {
	var p propList
	p.integer(propFirstColumn, col0)
	p.integer(propFirstRow, row0)
	p.str(propID, m.ID)
	p.str(propName, m.Name)
	for i, n := range m.Notes {
		p = append(p, xmlProp{Name: propNote + strconv.Itoa(i), Value: n})
	}
	if t := m.Transcription; t != nil {
		p.flag(propTranscribed, true)
		for i, s := range t.FromSeeds {
			p = append(p, xmlProp{Name: propFromSeeds + strconv.Itoa(i), Value: s})
		}
		p.str(propToDo, t.ToDo)
	}
	return p
}

// applyMapProperties sets the notes and transcription of out from the
// document's map properties.
// Errors: a transcription flag that is not a bool.
func applyMapProperties(out *maps.Map, p props) error {
	out.Notes = indexed(p, propNote)
	has, err := p.flag(propTranscribed)
	if err != nil {
		return fmt.Errorf("map: %w", err)
	}
	if has {
		out.Transcription = &maps.Transcription{FromSeeds: indexed(p, propFromSeeds), ToDo: p[propToDo]}
	}
	return nil
}

// indexed returns the values of properties prefix+"0", prefix+"1", ... up to
// the first missing index.
func indexed(p props, prefix string) []string {
	var out []string
	for i := 0; ; i++ {
		v, ok := p[prefix+strconv.Itoa(i)]
		if !ok {
			return out
		}
		out = append(out, v)
	}
}
