package trace

import (
	"fmt"
	stdmaps "maps"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Edits are the map changes an accepted proposal makes, keyed by canonical
// hex and hexside ids, so an editor can apply them as one undoable command
// (and undo by restoring the previous values of the same keys).
type Edits struct {
	Terrain  map[string]string // hex id -> terrain
	Water    map[string]string // hexside id -> hexside type
	Contours map[string]int    // hexside id -> contour lines crossed
	Levels   map[string]int    // hex id -> elevation level (see Proposal.Elevations)
	Roads    [][]string        // new road paths, hex ids in order
}

// Edits returns the changes of the proposals whose confidence is at least
// minConf (use p.Uncertain to accept everything not flagged, 0 for all):
// terrain for hexes, waterType ("stream") for water hexsides, contour counts
// (as lines on the naming hex's side; a 0 count is left out) and road steps
// joined into paths. Errors: a hex or hexside the map cannot name.
func (p *Proposal) Edits(geo maps.Geometry, minConf float64, waterType string) (Edits, error) {
	e := Edits{Terrain: map[string]string{}, Water: map[string]string{}, Contours: map[string]int{}}
	for _, h := range p.Hexes {
		if h.Terrain == "" || h.Confidence < minConf {
			continue
		}
		id, err := geo.Numbering.Format(h.Hex)
		if err != nil {
			return Edits{}, fmt.Errorf("accept hex %v: %w", h.Hex, err)
		}
		e.Terrain[id] = h.Terrain
	}
	var steps [][2]hexgrid.Offset
	for _, s := range p.Sides {
		id, err := geo.FormatHexside(s.Side)
		if err != nil {
			return Edits{}, fmt.Errorf("accept hexside %v: %w", s.Side, err)
		}
		if s.Water && s.WaterConf >= minConf {
			e.Water[id] = waterType
		}
		if s.Contours > 0 && s.ContourConf >= minConf {
			e.Contours[id] = s.Contours
		}
		if s.Road && s.RoadConf >= minConf {
			a, b := geo.Grid.SideHexes(s.Side)
			steps = append(steps, [2]hexgrid.Offset{a, b})
		}
	}
	for _, chain := range chains(steps) {
		var ids []string
		for _, o := range chain {
			id, err := geo.Numbering.Format(o)
			if err != nil {
				return Edits{}, fmt.Errorf("accept road at %v: %w", o, err)
			}
			ids = append(ids, id)
		}
		e.Roads = append(e.Roads, ids)
	}
	return e, nil
}

// chains joins steps into paths: each path runs between hexes where roads
// end or branch (or round a loop), so every step is in exactly one path.
func chains(steps [][2]hexgrid.Offset) [][]hexgrid.Offset {
	adj := map[hexgrid.Offset][]hexgrid.Offset{}
	for _, s := range steps {
		adj[s[0]] = append(adj[s[0]], s[1])
		adj[s[1]] = append(adj[s[1]], s[0])
	}
	var nodes []hexgrid.Offset
	for o, ns := range adj {
		nodes = append(nodes, o)
		slices.SortFunc(ns, cmpOffset)
	}
	slices.SortFunc(nodes, cmpOffset)
	used := map[[2]hexgrid.Offset]bool{}
	key := func(a, b hexgrid.Offset) [2]hexgrid.Offset {
		if cmpOffset(a, b) > 0 {
			a, b = b, a
		}
		return [2]hexgrid.Offset{a, b}
	}
	walk := func(start, next hexgrid.Offset) []hexgrid.Offset {
		path := []hexgrid.Offset{start}
		prev, cur := start, next
		used[key(prev, cur)] = true
		for {
			path = append(path, cur)
			if len(adj[cur]) != 2 {
				return path
			}
			nxt := adj[cur][0]
			if nxt == prev {
				nxt = adj[cur][1]
			}
			if used[key(cur, nxt)] {
				return path
			}
			used[key(cur, nxt)] = true
			prev, cur = cur, nxt
		}
	}
	var out [][]hexgrid.Offset
	for pass := range 2 { // ends and branches first, then loops
		for _, o := range nodes {
			if pass == 0 && len(adj[o]) == 2 {
				continue
			}
			for _, nb := range adj[o] {
				if !used[key(o, nb)] {
					out = append(out, walk(o, nb))
				}
			}
		}
	}
	return out
}

func cmpOffset(a, b hexgrid.Offset) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

// Apply writes the edits into m: terrain equal to the default is removed
// from the hex, water types are set on the hexsides (keeping their other
// fields), and roads are added as paths "trace-road-N" of type pathType,
// numbered after those already there. A contour count is written only where
// it agrees with the two hexes' elevation levels (a missing level is 0, as
// the validator reads it), after the edits' own Levels are written; the
// others need levels first and are returned as held back.
func (e Edits) Apply(m *maps.Map, pathType string) (heldBack []string) {
	if m.Hexes == nil {
		m.Hexes = map[string]maps.Hex{}
	}
	if m.Hexsides == nil {
		m.Hexsides = map[string]maps.Hexside{}
	}
	for _, id := range sortedKeys(e.Terrain) {
		h := m.Hexes[id]
		h.Terrain = e.Terrain[id]
		if h.Terrain == m.DefaultTerrain {
			h.Terrain = ""
		}
		if h.Terrain == "" && isZeroHex(h) {
			delete(m.Hexes, id)
			continue
		}
		m.Hexes[id] = h
	}
	for _, id := range sortedKeys(e.Levels) {
		h := m.Hexes[id]
		v := e.Levels[id]
		h.Elevation = &v
		if v == 0 {
			h.Elevation = nil
		}
		if isZeroHex(h) {
			delete(m.Hexes, id)
			continue
		}
		m.Hexes[id] = h
	}
	for _, id := range sortedKeys(e.Water) {
		s := m.Hexsides[id]
		s.Type = e.Water[id]
		m.Hexsides[id] = s
	}
	geo, err := m.Geometry()
	for _, id := range sortedKeys(e.Contours) {
		if err != nil || !levelsFit(m, geo, id, e.Contours[id]) {
			heldBack = append(heldBack, id)
			continue
		}
		s := m.Hexsides[id]
		s.Contours = &[2]int{e.Contours[id], 0}
		m.Hexsides[id] = s
	}
	n := len(m.Paths)
	for i, r := range e.Roads {
		m.Paths = append(m.Paths, maps.Path{ID: fmt.Sprintf("trace-road-%d", n+i+1), Type: pathType, Hexes: r, Source: "traced from scan"})
	}
	return heldBack
}

// levelsFit reports whether n contour lines fit the levels of hexside id's
// hexes.
func levelsFit(m *maps.Map, geo maps.Geometry, id string, n int) bool {
	s, err := geo.ParseHexside(id)
	if err != nil {
		return false
	}
	a, b := geo.Grid.SideHexes(s)
	la, lb := level(m, geo, a), level(m, geo, b)
	return la-lb == n || lb-la == n
}

func level(m *maps.Map, geo maps.Geometry, o hexgrid.Offset) int {
	id, err := geo.Numbering.Format(o)
	if err != nil {
		return 0
	}
	if e := m.Hexes[id].Elevation; e != nil {
		return *e
	}
	return 0
}

func isZeroHex(h maps.Hex) bool {
	return h.Terrain == "" && h.Elevation == nil && len(h.Features) == 0 && h.Label == "" && h.Source == "" && h.Note == ""
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(stdmaps.Keys(m)) }
