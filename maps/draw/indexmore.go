package draw

import (
	"cmp"
	"slices"
	"sync"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// IndexPlace is one named place of the map file, its hex parsed.
type IndexPlace struct {
	Hex  hexgrid.Offset
	Name string
}

// IndexArea is one area of the map file: its name and its hexes and
// boundary hexes parsed, each once.
type IndexArea struct {
	Name  string
	Hexes []hexgrid.Offset
}

// ids is the canonical id of every hex of an index, made on first use.
type ids struct {
	once sync.Once
	of   []string // by cell number
}

// ID returns the canonical id of global hex o ("" off the map).
func (ix *Index) ID(o hexgrid.Offset) string {
	ix.ids.once.Do(func() {
		ix.ids.of = make([]string, len(ix.cells))
		for i := range ix.cells {
			if ix.on[i] {
				o := hexgrid.Offset{Col: ix.Col0 + i%ix.Cols, Row: ix.Row0 + i/ix.Cols}
				ix.ids.of[i], _ = ix.geo.Numbering.Format(o)
			}
		}
	})
	if i := ix.Cell(o); i >= 0 {
		return ix.ids.of[i]
	}
	return ""
}

// Side returns the map file's entry for hexside s (in any form) and whether
// it has one.
func (ix *Index) Side(s hexgrid.Hexside) (maps.Hexside, bool) {
	s = ix.geo.Grid.Side(s.Hex, s.Dir)
	i, ok := slices.BinarySearchFunc(ix.Sides, s, func(e IndexSide, s hexgrid.Hexside) int {
		return cmp.Or(cmp.Compare(e.Side.Hex.Col, s.Hex.Col), cmp.Compare(e.Side.Hex.Row, s.Hex.Row), cmp.Compare(e.Side.Dir, s.Dir))
	})
	if !ok {
		return maps.Hexside{}, false
	}
	return ix.Sides[i].Data, true
}

// readNamed reads the map's places and areas, dropping the ids that do not
// parse.
func (ix *Index) readNamed() {
	ix.Places = ix.Places[:0]
	for _, p := range ix.m.Places {
		if o, err := ix.geo.Numbering.Parse(p.Hex); err == nil {
			ix.Places = append(ix.Places, IndexPlace{Hex: o, Name: p.Name})
		}
	}
	ix.Areas = ix.Areas[:0]
	for _, a := range ix.m.Areas {
		ia := IndexArea{Name: a.Name}
		for _, id := range append(append([]string(nil), a.Hexes...), a.BoundaryHexes...) {
			if o, err := ix.geo.Numbering.Parse(id); err == nil && !slices.Contains(ia.Hexes, o) {
				ia.Hexes = append(ia.Hexes, o)
			}
		}
		ix.Areas = append(ix.Areas, ia)
	}
}
