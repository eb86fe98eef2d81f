package engine

import (
	"fmt"
	"slices"
	"sync"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// HexSet is a set of hexes in global offset coordinates.
type HexSet map[hexgrid.Offset]struct{}

// Has reports whether the set holds o.
func (s HexSet) Has(o hexgrid.Offset) bool { _, ok := s[o]; return ok }

func (s HexSet) add(o hexgrid.Offset) { s[o] = struct{}{} }

// Sorted returns the hexes in (column, row) order.
func (s HexSet) Sorted() []hexgrid.Offset {
	out := make([]hexgrid.Offset, 0, len(s))
	for o := range s {
		out = append(out, o)
	}
	slices.SortFunc(out, compareOffsets)
	return out
}

// Regions evaluates regions (scenario data) to hex sets against one map.
type Regions struct {
	Map      *maps.Map
	Geo      maps.Geometry
	allOnce  sync.Once
	all      []hexgrid.Offset // every hex of the map, listed on first need
	box      *hexBox          // the rectangle of all, the sets' bit places
	onOnce   sync.Once
	on       *HexBits // the places of box that Numbering.Contains, read on first need
	terrOnce sync.Once
	terrs    []hexTerrain // each of all's terrain, read on first need
	mu       sync.Mutex
	memo     map[string]*regionEntry // evaluated regions by regionKey
	key      []byte                  // View's scratch key, under mu
}

// NewRegions returns an evaluator for the map. One evaluator may serve
// every scenario on the map, from several goroutines: it remembers each
// region it has evaluated.
func NewRegions(m *maps.Map, geo maps.Geometry) *Regions {
	return &Regions{Map: m, Geo: geo}
}

// allHexes lists every hex of the map once per evaluator.
func (e *Regions) allHexes() []hexgrid.Offset {
	e.allOnce.Do(func() {
		e.all = e.Geo.Numbering.All()
		e.box = newHexBox(e.all)
	})
	return e.all
}

// contains is Numbering.Contains, read from a set the evaluator fills once
// with Contains itself for every place of the map's rectangle (a rect or
// the map's edge asks it of thousands of hexes).
func (e *Regions) contains(o hexgrid.Offset) bool {
	e.allHexes()
	e.onOnce.Do(func() {
		e.on = newHexBits(e.box)
		if b := e.box; b != nil {
			for i := range b.cols * b.rows {
				if o := b.offset(i); e.Geo.Numbering.Contains(o) {
					e.on.add(o)
				}
			}
		}
	})
	if _, in := e.box.index(o); in {
		return e.on.Has(o)
	}
	return e.Geo.Numbering.Contains(o)
}

// onEdge is Numbering.OnEdge through contains.
func (e *Regions) onEdge(o hexgrid.Offset) bool {
	if !e.contains(o) {
		return false
	}
	for _, nb := range e.Geo.Grid.Neighbors(o) {
		if !e.contains(nb) {
			return true
		}
	}
	return false
}

// hexTerrain is a hex's terrain as a terrain region reads it: that of
// the map's hex named by its id (Map.TerrainAt), known only when the id
// can be formatted.
type hexTerrain struct {
	terrain string
	ok      bool
}

// terrains gives the terrain of each hex of allHexes, read once per
// evaluator (each hex's id formatted once, not once a terrain region).
func (e *Regions) terrains() []hexTerrain {
	e.terrOnce.Do(func() {
		all := e.allHexes()
		e.terrs = make([]hexTerrain, len(all))
		for i, o := range all {
			if name, err := e.Geo.Numbering.Format(o); err == nil {
				e.terrs[i] = hexTerrain{e.Map.TerrainAt(name), true}
			}
		}
	})
	return e.terrs
}

// Eval returns the hexes of the region that are on the map.
// Errors: a hex id that does not exist, an unknown sheet, area or path, or a
// region with no kind set.
//
// A region is evaluated once per evaluator (the map must not change
// meanwhile); each call returns a set of its own, which the caller may
// change.
func (e *Regions) Eval(r scenarios.Region) (HexSet, error) {
	s, err := e.View(r)
	if err != nil {
		return nil, err
	}
	return s.Set(), nil
}

// View is Eval without the copy: the set returned is the evaluator's own,
// shared with every other caller, and must not be changed. Goroutines that
// ask for one region at once evaluate it once: the others wait for it.
//
// A region is remembered without its note, which says nothing of its hexes:
// the same area written with two notes (each scenario explaining its own
// playing area) is evaluated once and is one set.
func (e *Regions) View(r scenarios.Region) (*HexBits, error) {
	e.mu.Lock()
	e.key = appendRegionKey(e.key[:0], &r) // a string only when remembered anew
	if e.memo == nil {
		e.memo = map[string]*regionEntry{}
	}
	m := e.memo[string(e.key)]
	if m == nil {
		m = &regionEntry{}
		e.memo[string(e.key)] = m
	}
	e.mu.Unlock()
	m.once.Do(func() { m.set, m.err = e.eval(r) })
	if m.err != nil {
		return nil, m.err
	}
	return m.set, nil
}

// regionEntry is one region of the memo, evaluated once.
type regionEntry struct {
	once sync.Once
	set  *HexBits
	err  error
}

// eval computes a region's hexes.
func (e *Regions) eval(r scenarios.Region) (*HexBits, error) {
	e.allHexes()             // the box
	out := newHexBits(e.box) // a hex added twice is one
	kinds := 0
	step := func(err error) error {
		kinds++
		return err
	}
	var err error
	if len(r.Hexes) > 0 {
		err = step(e.hexes(out, r.Hexes))
	}
	if err == nil && r.Range != nil {
		err = step(e.rangeOf(out, *r.Range))
	}
	if err == nil && r.EdgeNear != nil {
		err = step(e.edgeNear(out, *r.EdgeNear))
	}
	if err == nil && r.Rect != nil {
		err = step(e.rect(out, *r.Rect))
	}
	if err == nil && r.Within != nil {
		err = step(e.within(out, *r.Within))
	}
	if err == nil && r.Line != nil {
		err = step(e.line(out, *r.Line))
	}
	if err == nil && r.Path != nil {
		err = step(e.path(out, *r.Path))
	}
	if err == nil && len(r.Terrain) > 0 {
		err = step(e.terrain(out, r.Terrain))
	}
	if err == nil && r.Edge {
		err = step(e.filter(out, e.onEdge))
	}
	if err == nil && r.Side != nil {
		err = step(e.side(out, *r.Side))
	}
	if err == nil && len(r.Sheets) > 0 {
		err = step(e.sheets(out, r.Sheets))
	}
	if err == nil && r.Area != "" {
		err = step(e.area(out, r.Area))
	}
	if err == nil && (len(r.Union) > 0 || len(r.Intersect) > 0 || len(r.Minus) > 0) {
		err = step(e.combine(out, r))
	}
	if err != nil {
		return nil, err
	}
	if kinds == 0 {
		return nil, fmt.Errorf("region has no kind (hexes, range, rect, within, ...)")
	}
	return out, nil
}

func (e *Regions) parse(id string) (hexgrid.Offset, error) {
	return e.Geo.Numbering.Parse(id)
}

func (e *Regions) hexes(out *HexBits, ids []string) error {
	for _, id := range ids {
		o, err := e.parse(id)
		if err != nil {
			return err
		}
		out.add(o)
	}
	return nil
}

func (e *Regions) filter(out *HexBits, keep func(hexgrid.Offset) bool) error {
	for _, o := range e.allHexes() {
		if keep(o) {
			out.add(o)
		}
	}
	return nil
}
