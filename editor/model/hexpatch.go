package model

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// hexState is a map's entry for one hex: ok false when the map has none.
type hexState struct {
	h  maps.Hex
	ok bool
}

// HexPatch sets the map entries of some hexes: terrain, elevation, label,
// features. Brush strokes are hex patches with a stroke key, so every hex a
// drag paints joins one command.
type HexPatch struct {
	name   string
	key    int64
	ids    []string // canonical hex ids
	hexes  []hexgrid.Offset
	before []hexState
	after  []hexState
	index  map[string]int // position of each id in ids
}

// Label implements Command: the name and the number of hexes.
func (p *HexPatch) Label() string {
	if len(p.ids) == 1 {
		return fmt.Sprintf("%s (%s)", p.name, p.ids[0])
	}
	return fmt.Sprintf("%s (%d hexes)", p.name, len(p.ids))
}

// Files implements Command.
func (p *HexPatch) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (p *HexPatch) Apply(d *Document) Change { return p.set(d, p.after) }

// Revert implements Command.
func (p *HexPatch) Revert(d *Document) Change { return p.set(d, p.before) }

// set writes states into the map.
func (p *HexPatch) set(d *Document, states []hexState) Change {
	for i, id := range p.ids {
		putHex(d.m, id, states[i])
	}
	return Change{Files: p.Files(), Hexes: slices.Clone(p.hexes)}
}

func (p *HexPatch) strokeKey() int64 { return p.key }

// absorb joins another patch of the same stroke: new hexes are added, and
// hexes painted again keep their first "before" and take the new "after".
func (p *HexPatch) absorb(next Command) bool {
	q, ok := next.(*HexPatch)
	if !ok || q.name != p.name {
		return false
	}
	if p.index == nil {
		p.index = make(map[string]int, len(p.ids))
		for i, id := range p.ids {
			p.index[id] = i
		}
	}
	for j, id := range q.ids {
		if i, ok := p.index[id]; ok {
			p.after[i] = q.after[j]
			continue
		}
		p.index[id] = len(p.ids)
		p.ids = append(p.ids, id)
		p.hexes = append(p.hexes, q.hexes[j])
		p.before = append(p.before, q.before[j])
		p.after = append(p.after, q.after[j])
	}
	return true
}

// putHex stores a hex state in m, dropping entries that say nothing.
func putHex(m *maps.Map, id string, s hexState) {
	if !s.ok || emptyHex(s.h) {
		delete(m.Hexes, id)
		return
	}
	if m.Hexes == nil {
		m.Hexes = map[string]maps.Hex{}
	}
	m.Hexes[id] = cloneHex(s.h)
}

// emptyHex reports whether h holds nothing (default terrain, no level...).
func emptyHex(h maps.Hex) bool {
	return h.Terrain == "" && h.Elevation == nil && len(h.Features) == 0 &&
		h.Label == "" && h.Source == "" && h.Note == ""
}

// cloneHex copies h so that no slice or pointer is shared.
func cloneHex(h maps.Hex) maps.Hex {
	h.Features = slices.Clone(h.Features)
	if h.Elevation != nil {
		e := *h.Elevation
		h.Elevation = &e
	}
	return h
}

// PatchHexes returns the command that applies edit to each hex of hexes
// (hexes off the map are skipped; nil when none is left or nothing would
// change). name labels it; key joins the commands of one stroke (0: none).
func (d *Document) PatchHexes(name string, key int64, hexes []hexgrid.Offset, edit func(h *maps.Hex)) *HexPatch {
	p := &HexPatch{name: name, key: key}
	seen := map[string]bool{}
	for _, o := range hexes {
		id := d.HexID(o)
		if id == "" || seen[id] {
			continue
		}
		seen[id] = true
		old, ok := d.m.Hexes[id]
		h := cloneHex(old)
		edit(&h)
		if equalHex(old, h) {
			continue
		}
		p.ids = append(p.ids, id)
		p.hexes = append(p.hexes, o)
		p.before = append(p.before, hexState{cloneHex(old), ok})
		p.after = append(p.after, hexState{h, true})
	}
	if len(p.ids) == 0 {
		return nil
	}
	return p
}

// equalHex reports whether two hex entries say the same.
func equalHex(a, b maps.Hex) bool {
	ea, eb := a.Elevation, b.Elevation
	sameElev := ea == nil && eb == nil || ea != nil && eb != nil && *ea == *eb
	return sameElev && a.Terrain == b.Terrain && slices.Equal(a.Features, b.Features) &&
		a.Label == b.Label && a.Source == b.Source && a.Note == b.Note
}
