package model

import (
	"fmt"
	"maps"
	"slices"

	sm "github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// MapEdit is a change of many hexes, hexsides and paths made at once by a
// function over a copy of the map (an accepted trace). It keeps only the
// entries that differ, before and after, so undo restores exactly those.
type MapEdit struct {
	name        string
	hexIDs      []string
	hexes       []hexgrid.Offset
	hexBefore   []hexState
	hexAfter    []hexState
	sideIDs     []string
	sideHexes   []hexgrid.Offset // both hexes of every changed side
	sideBefore  []sideState
	sideAfter   []sideState
	pathsBefore []sm.Path
	pathsAfter  []sm.Path
	pathsChange bool
}

// Label implements Command: the name and how much it changes.
func (e *MapEdit) Label() string {
	return fmt.Sprintf("%s (%d hexes, %d hexsides, %d paths)", e.name, len(e.hexIDs), len(e.sideIDs), max(0, len(e.pathsAfter)-len(e.pathsBefore)))
}

// Files implements Command.
func (e *MapEdit) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (e *MapEdit) Apply(d *Document) Change { return e.set(d, e.hexAfter, e.sideAfter, e.pathsAfter) }

// Revert implements Command.
func (e *MapEdit) Revert(d *Document) Change {
	return e.set(d, e.hexBefore, e.sideBefore, e.pathsBefore)
}

func (e *MapEdit) set(d *Document, hs []hexState, ss []sideState, paths []sm.Path) Change {
	for i, id := range e.hexIDs {
		putHex(d.m, id, hs[i])
	}
	for i, id := range e.sideIDs {
		if !ss[i].ok || emptySide(ss[i].s) {
			delete(d.m.Hexsides, id)
			continue
		}
		if d.m.Hexsides == nil {
			d.m.Hexsides = map[string]sm.Hexside{}
		}
		d.m.Hexsides[id] = cloneSide(ss[i].s)
	}
	ch := Change{Files: e.Files(), Hexes: slices.Concat(e.hexes, e.sideHexes)}
	if e.pathsChange {
		d.m.Paths = cloneJSON(paths)
		ch.Hexes = append(ch.Hexes, pathHexes(d, e.pathsBefore, e.pathsAfter)...)
	}
	ch.Lines = len(e.sideIDs) > 0 || e.pathsChange
	return ch
}

// pathHexes returns the hexes of the given paths (to redraw them).
func pathHexes(d *Document, lists ...[]sm.Path) []hexgrid.Offset {
	var out []hexgrid.Offset
	for _, ps := range lists {
		for _, p := range ps {
			for _, id := range p.Hexes {
				if o, ok := d.ParseHex(id); ok {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// EditMap returns the command that makes on the map what edit makes on a
// copy of it: its hexes, hexsides and paths (nil when nothing changes).
// name labels it for the history.
// Errors: edit changed another part of the map (sheets, grid, areas...),
// which a MapEdit cannot carry.
func (d *Document) EditMap(name string, edit func(m *sm.Map)) (*MapEdit, error) {
	after := cloneJSON(*d.m)
	edit(&after)
	rest, restAfter := *d.m, after
	rest.Hexes, rest.Hexsides, rest.Paths = nil, nil, nil
	restAfter.Hexes, restAfter.Hexsides, restAfter.Paths = nil, nil, nil
	if string(cloneJSONBytes(rest)) != string(cloneJSONBytes(restAfter)) {
		return nil, fmt.Errorf("%s: the edit changed more than hexes, hexsides and paths", name)
	}
	e := &MapEdit{name: name}
	e.diffHexes(d, d.m.Hexes, after.Hexes)
	e.diffSides(d, d.m.Hexsides, after.Hexsides)
	if string(cloneJSONBytes(d.m.Paths)) != string(cloneJSONBytes(after.Paths)) {
		e.pathsChange, e.pathsBefore, e.pathsAfter = true, cloneJSON(d.m.Paths), after.Paths
	}
	if len(e.hexIDs) == 0 && len(e.sideIDs) == 0 && !e.pathsChange {
		return nil, nil
	}
	return e, nil
}

// diffHexes records the hex entries that differ between before and after.
func (e *MapEdit) diffHexes(d *Document, before, after map[string]sm.Hex) {
	changed(before, after, equalHex, func(id string, b, a sm.Hex, bok, aok bool) {
		o, ok := d.ParseHex(id)
		if !ok {
			return
		}
		e.hexIDs = append(e.hexIDs, id)
		e.hexes = append(e.hexes, o)
		e.hexBefore = append(e.hexBefore, hexState{cloneHex(b), bok})
		e.hexAfter = append(e.hexAfter, hexState{cloneHex(a), aok})
	})
}

// diffSides records the hexside entries that differ between before and
// after.
func (e *MapEdit) diffSides(d *Document, before, after map[string]sm.Hexside) {
	changed(before, after, equalSide, func(id string, b, a sm.Hexside, bok, aok bool) {
		s, err := d.geo.ParseHexside(id)
		if err != nil {
			return
		}
		x, y := d.geo.Grid.SideHexes(s)
		e.sideIDs = append(e.sideIDs, id)
		e.sideHexes = append(e.sideHexes, x, y)
		e.sideBefore = append(e.sideBefore, sideState{cloneSide(b), bok})
		e.sideAfter = append(e.sideAfter, sideState{cloneSide(a), aok})
	})
}

// changed calls visit, in key order, for every key whose entry differs
// between before and after (present in one only, or not equal).
func changed[V any](before, after map[string]V, equal func(a, b V) bool, visit func(id string, b, a V, bok, aok bool)) {
	for _, id := range unionKeys(before, after) {
		b, bok := before[id]
		a, aok := after[id]
		if bok != aok || !equal(a, b) {
			visit(id, b, a, bok, aok)
		}
	}
}

// unionKeys returns the keys of a and b, sorted, each once.
func unionKeys[V any](a, b map[string]V) []string {
	keys := slices.Collect(maps.Keys(a))
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}
