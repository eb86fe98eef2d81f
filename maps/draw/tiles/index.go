package tiles

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// mapIndex is the map prepared for the terrain fill: the map by global hex
// (draw.Index, the index every backend shares) and, in a table of the same
// cells, each hex's fill colour from the style table (draw.Styles, as
// maps/draw's terrain pass gives it), so filling a tile only looks at the
// cells it shows.
type mapIndex struct {
	*draw.Index
	grid  hexgrid.Grid
	cells []cell // by draw.Index cell number
	// fills are the terrain colours that cell.fill indexes.
	fills []color.RGBA
	// minX, minY, maxX, maxY bound the map at hex radius 1, in pixels of a
	// layout with hex (0,0) centred on (0,0).
	minX, minY, maxX, maxY float64
	// fillOf gives a terrain id's index into fills, adding new colours.
	fillOf func(string) uint16
}

// cell is what the tiled raster keeps of one hex.
type cell struct {
	fill uint16 // index into mapIndex.fills
}

// newMapIndex prepares the map of base for the terrain fill.
func newMapIndex(base *draw.Index, geo maps.Geometry, st *draw.Styles) *mapIndex {
	ix := &mapIndex{Index: base, grid: geo.Grid}
	all := geo.Numbering.All()
	ix.bound(all)
	ix.cells = make([]cell, ix.Cols*ix.Rows)
	ix.fillOf = ix.terrainFills(st)
	for _, o := range all {
		ix.readHex(ix.at(o), o)
	}
	return ix
}

// readHex reads the terrain colour of hex o into its cell: the style
// table's fill of its terrain, or of the map's default (draw.Index.Terrain).
func (ix *mapIndex) readHex(c *cell, o hexgrid.Offset) {
	c.fill = ix.fillOf(ix.Terrain(o))
}

// bound sets the pixel bounding box to hold every hex of all.
func (ix *mapIndex) bound(all []hexgrid.Offset) {
	if len(all) == 0 {
		return
	}
	ix.minX, ix.minY = math.Inf(1), math.Inf(1)
	ix.maxX, ix.maxY = math.Inf(-1), math.Inf(-1)
	unit := hexgrid.Layout{Grid: ix.grid, Size: 1}
	for _, o := range all {
		x, y := unit.Center(o)
		ix.minX, ix.maxX = min(ix.minX, x), max(ix.maxX, x)
		ix.minY, ix.maxY = min(ix.minY, y), max(ix.maxY, y)
	}
	const pad = 1.25 // hex radii of margin around the outermost centres
	ix.minX, ix.minY, ix.maxX, ix.maxY = ix.minX-pad, ix.minY-pad, ix.maxX+pad, ix.maxY+pad
}

// terrainFills returns a function from terrain id to an index into ix.fills,
// adding each colour once.
func (ix *mapIndex) terrainFills(st *draw.Styles) func(string) uint16 {
	byID := map[string]uint16{}
	byColor := map[color.RGBA]uint16{}
	return func(id string) uint16 {
		if i, ok := byID[id]; ok {
			return i
		}
		f, _ := st.TerrainFill(id)
		c := opaque(f)
		i, ok := byColor[c]
		if !ok {
			i = uint16(len(ix.fills))
			ix.fills = append(ix.fills, c)
			byColor[c] = i
		}
		byID[id] = i
		return i
	}
}

// at returns the cell of global hex o, or nil outside the table.
func (ix *mapIndex) at(o hexgrid.Offset) *cell {
	if i := ix.Cell(o); i >= 0 {
		return &ix.cells[i]
	}
	return nil
}

// cellOn returns the cell of global hex o and whether some sheet holds o.
func (ix *mapIndex) cellOn(o hexgrid.Offset) (*cell, bool) {
	i := ix.Cell(o)
	if i < 0 || !ix.On(i) {
		return nil, false
	}
	return &ix.cells[i], true
}

// onMap reports whether some sheet holds o.
func (ix *mapIndex) onMap(o hexgrid.Offset) bool { return ix.OnMap(o) }
