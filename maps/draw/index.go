package draw

import (
	"cmp"
	stdmaps "maps"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Index is a map's data by global hex, parsed once and shared by every
// backend: a dense table of cells over the bounding box of the map's global
// offsets, so that drawing a clip looks only at the cells it shows, and the
// map's hexsides in canonical form. Draw builds one per call; the tiled
// raster (maps/draw/tiles) keeps one per scene, with its styled lines in a
// table of the same shape (see Cell). Keys that do not parse are left out;
// of two keys that name one hex or hexside, the first in sorted order wins.
type Index struct {
	// Col0, Row0 is the global offset of cell 0; Cols, Rows the table's
	// size (cell = (row-Row0)*Cols + col-Col0).
	Col0, Row0, Cols, Rows int
	// Sides are the map's hexsides, sorted by hex (column, row) and
	// direction.
	Sides []IndexSide
	// Paths are the map's paths, in the file's order, cut into runs.
	Paths []IndexPath
	// Places and Areas are the map's named places and areas, in the file's
	// order.
	Places []IndexPlace
	Areas  []IndexArea
	// contours is true when some hexside gives its contour counts.
	contours bool
	ids      ids

	cells []IndexHex
	// sheets has, per cell, bit i set when sheet i holds the hex (the
	// first 64 sheets); on is true when some sheet does. Kept apart from
	// cells so that the loops over hexes read little memory.
	sheets []uint64
	on     []bool
	m      *maps.Map
	geo    maps.Geometry
}

// IndexHex is what the map file says of one global hex.
type IndexHex struct {
	// Key is the map file's key for the hex ("" when the file says nothing
	// of it).
	Key string
	// Hex is the map file's entry (zero when none).
	Hex maps.Hex
}

// IndexSide is one hexside of the map file, in canonical form.
type IndexSide struct {
	Side hexgrid.Hexside
	Data maps.Hexside
}

// IndexPath is one path of the map file cut into runs of adjacent hexes
// on the map: a path is cut where a hex id does not parse or two hexes in a
// row are not adjacent; a run has two hexes or more.
type IndexPath struct {
	Type string
	Runs [][]hexgrid.Offset
}

// NewIndex indexes the hexes, hexsides and paths of map m with its checked
// geometry geo.
func NewIndex(m *maps.Map, geo maps.Geometry) *Index {
	ix := &Index{m: m, geo: geo}
	all := geo.Numbering.All()
	ix.bound(all)
	sheets := geo.Numbering.Sheets
	for _, o := range all {
		k := ix.Cell(o)
		ix.on[k] = true
		for i, s := range sheets {
			if i < 64 && s.Holds(o) {
				ix.sheets[k] |= 1 << i
			}
		}
	}
	for _, id := range sortedKeys(m.Hexes) {
		o, err := geo.Numbering.Parse(id)
		if c := ix.At(o); err == nil && c != nil && c.Key == "" {
			c.Key, c.Hex = id, m.Hexes[id]
		}
	}
	ix.ReadLines()
	return ix
}

// bound sizes the table to hold every hex of all.
func (ix *Index) bound(all []hexgrid.Offset) {
	if len(all) == 0 {
		return
	}
	c0, c1, r0, r1 := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for _, o := range all {
		c0, c1 = min(c0, o.Col), max(c1, o.Col)
		r0, r1 = min(r0, o.Row), max(r1, o.Row)
	}
	ix.Col0, ix.Row0, ix.Cols, ix.Rows = c0, r0, c1-c0+1, r1-r0+1
	n := ix.Cols * ix.Rows
	ix.cells, ix.sheets, ix.on = make([]IndexHex, n), make([]uint64, n), make([]bool, n)
}

// Cell returns the cell number of global hex o, or -1 outside the table.
func (ix *Index) Cell(o hexgrid.Offset) int {
	c, r := o.Col-ix.Col0, o.Row-ix.Row0
	if c < 0 || r < 0 || c >= ix.Cols || r >= ix.Rows {
		return -1
	}
	return r*ix.Cols + c
}

// At returns the cell of global hex o, or nil outside the table.
func (ix *Index) At(o hexgrid.Offset) *IndexHex {
	if i := ix.Cell(o); i >= 0 {
		return &ix.cells[i]
	}
	return nil
}

// Hex returns cell number i (see Cell).
func (ix *Index) Hex(i int) *IndexHex { return &ix.cells[i] }

// On reports whether some sheet holds the hex of cell number i.
func (ix *Index) On(i int) bool { return ix.on[i] }

// OnTable returns, by cell number, whether some sheet holds the hex: the
// index's own table, for loops over many cells; read it, never change it.
func (ix *Index) OnTable() []bool { return ix.on }

// OnMap reports whether some sheet holds o.
func (ix *Index) OnMap(o hexgrid.Offset) bool {
	i := ix.Cell(o)
	return i >= 0 && ix.on[i]
}

// SheetsOf returns the sheets that hold o, as bits (bit i: sheet i of the
// numbering, the first 64 sheets); 0 off the map.
func (ix *Index) SheetsOf(o hexgrid.Offset) uint64 {
	if i := ix.Cell(o); i >= 0 {
		return ix.sheets[i]
	}
	return 0
}

// Terrain returns the terrain id of hex o: its own, or the map's default.
func (ix *Index) Terrain(o hexgrid.Offset) string {
	if c := ix.At(o); c != nil && c.Hex.Terrain != "" {
		return c.Hex.Terrain
	}
	return ix.m.DefaultTerrain
}

// Elevation returns the elevation level of hex o (0 when not given).
func (ix *Index) Elevation(o hexgrid.Offset) int {
	if c := ix.At(o); c != nil && c.Hex.Elevation != nil {
		return *c.Hex.Elevation
	}
	return 0
}

// ReadHex re-reads hex o from the map after an edit (under its key, or its
// canonical id when it had none). Call it between draws, never during one.
func (ix *Index) ReadHex(o hexgrid.Offset) {
	if !ix.OnMap(o) {
		return
	}
	c := ix.At(o)
	if c.Key == "" {
		c.Key, _ = ix.geo.Numbering.Format(o)
	}
	c.Hex = ix.m.Hexes[c.Key]
}

// ReadLines re-reads the map's hexsides, paths, places and areas after an
// edit. Call it between draws, never during one.
func (ix *Index) ReadLines() {
	ix.readSides()
	ix.readNamed()
	ix.Paths = ix.Paths[:0]
	for _, p := range ix.m.Paths {
		ix.Paths = append(ix.Paths, IndexPath{Type: p.Type, Runs: ix.pathRuns(p.Hexes)})
	}
}

// pathRuns cuts a path's hexes into runs of adjacent hexes on the map.
func (ix *Index) pathRuns(ids []string) [][]hexgrid.Offset {
	var runs [][]hexgrid.Offset
	var cur []hexgrid.Offset
	for _, id := range ids {
		o, err := ix.geo.Numbering.Parse(id)
		switch {
		case err != nil:
			runs, cur = appendRun(runs, cur), nil
			continue
		case len(cur) > 0 && !ix.geo.Grid.Adjacent(cur[len(cur)-1], o):
			runs, cur = appendRun(runs, cur), nil
		}
		cur = append(cur, o)
	}
	return appendRun(runs, cur)
}

// appendRun appends run to runs when it has two hexes or more.
func appendRun(runs [][]hexgrid.Offset, run []hexgrid.Offset) [][]hexgrid.Offset {
	if len(run) >= 2 {
		runs = append(runs, run)
	}
	return runs
}

// readSides reads the map's hexsides.
func (ix *Index) readSides() {
	ix.Sides = ix.Sides[:0]
	seen := map[hexgrid.Hexside]bool{}
	for _, id := range sortedKeys(ix.m.Hexsides) {
		s, err := ix.geo.ParseHexside(id)
		if err != nil || seen[s] {
			continue
		}
		seen[s] = true
		ix.Sides = append(ix.Sides, IndexSide{s, ix.m.Hexsides[id]})
	}
	ix.contours = slices.ContainsFunc(ix.Sides, func(e IndexSide) bool { return e.Data.Contours != nil })
	slices.SortFunc(ix.Sides, func(a, b IndexSide) int {
		return cmp.Or(cmp.Compare(a.Side.Hex.Col, b.Side.Hex.Col), cmp.Compare(a.Side.Hex.Row, b.Side.Hex.Row), cmp.Compare(a.Side.Dir, b.Side.Dir))
	})
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(stdmaps.Keys(m)) }
