package tiles

import (
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// mapIndex is the map prepared for drawing: the map by global hex
// (draw.Index, the index every backend shares: which sheets hold each hex,
// its entry in the map file, the hexsides) and, in a table of the same
// cells, what the tiled raster draws in or from each hex (its fill colour,
// id, symbols, styled hexsides and path steps), so drawing a tile only looks
// at the cells it shows.
type mapIndex struct {
	*draw.Index
	grid  hexgrid.Grid
	cells []cell // by draw.Index cell number
	// fills are the terrain colours that cell.fill indexes; outlines the
	// grid line colour over each.
	fills, outlines []color.RGBA
	// minX, minY, maxX, maxY bound the map at hex radius 1, in pixels of a
	// layout with hex (0,0) centred on (0,0).
	minX, minY, maxX, maxY float64
	// fillOf gives a terrain id's index into fills, adding new colours.
	fillOf func(string) uint16
	// placeHexes are the hexes named by the map's places.
	placeHexes map[hexgrid.Offset]bool
	geo        maps.Geometry
	styles     *draw.Styles
	m          *maps.Map
}

// cell is what the tiled raster draws in or from one hex.
type cell struct {
	fill  uint16   // index into mapIndex.fills
	elev  int32    // elevation level (0 when the map gives none)
	id    string   // canonical hex id
	label string   // the hex's label, written under its centre
	marks []string // in-hex features, and "place" for a named place without one
	sides []sideMark
	paths []pathSeg
}

// sideMark is a hexside feature drawn from the hex that names the side.
type sideMark struct {
	dir    hexgrid.Direction
	style  lineStyle
	line   bool // the style's line is drawn (not for a plain bridge or ford type)
	bridge bool
	ford   bool
}

// fordDash and fordGap dash a fordable water side, in hex radii (as
// draw.Styles does).
const fordDash, fordGap = 0.22, 0.1

// pathSeg is one step of a path, from the cell's hex to hex to.
type pathSeg struct {
	to    hexgrid.Offset
	style lineStyle
}

// newMapIndex prepares m for drawing over base, its index.
func newMapIndex(base *draw.Index, m *maps.Map, geo maps.Geometry, st *draw.Styles) *mapIndex {
	ix := &mapIndex{Index: base, grid: geo.Grid, geo: geo, styles: st, m: m}
	all := geo.Numbering.All()
	ix.bound(all)
	ix.cells = make([]cell, ix.Cols*ix.Rows)
	ix.fillOf = ix.terrainFills(st)
	for _, o := range all {
		c := ix.at(o)
		c.id, _ = geo.Numbering.Format(o)
		ix.readHex(c, o)
	}
	ix.readLines()
	return ix
}

// readHex reads what the index holds of hex o into its cell: terrain
// colour, elevation, label and in-hex features (or the mark of a named
// place).
func (ix *mapIndex) readHex(c *cell, o hexgrid.Offset) {
	h := ix.Index.At(o).Hex
	t := h.Terrain
	if t == "" {
		t = ix.m.DefaultTerrain
	}
	c.fill = ix.fillOf(t)
	c.elev = 0
	if h.Elevation != nil {
		c.elev = int32(*h.Elevation)
	}
	c.label = h.Label
	c.marks = h.Features
	if len(c.marks) == 0 && ix.placeHexes[o] {
		c.marks = placeMark
	}
}

// placeMark marks a named place whose hex shows no feature.
var placeMark = []string{"place"}

// readLines reads the map's places, and the index's hexsides and the map's
// paths, into the cells, dropping what an earlier read filed there.
func (ix *mapIndex) readLines() {
	for i := range ix.cells {
		c := &ix.cells[i]
		c.sides, c.paths = c.sides[:0], c.paths[:0]
	}
	old := ix.placeHexes
	ix.addPlaces()
	for o := range old {
		if c, on := ix.cellOn(o); on && !ix.placeHexes[o] && len(c.marks) == 1 && c.marks[0] == "place" {
			c.marks = nil
		}
	}
	ix.addHexsides()
	ix.addPaths()
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
			ix.outlines = append(ix.outlines, over(outlineColor, c))
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

// addPlaces records the hexes of named places and marks those whose hex
// shows no feature.
func (ix *mapIndex) addPlaces() {
	ix.placeHexes = map[hexgrid.Offset]bool{}
	for _, p := range ix.m.Places {
		o, err := ix.geo.Numbering.Parse(p.Hex)
		if c, on := ix.cellOn(o); err == nil && on {
			ix.placeHexes[o] = true
			if len(c.marks) == 0 {
				c.marks = placeMark
			}
		}
	}
}

// addHexsides files each of the index's hexsides under the hex that names
// its side.
func (ix *mapIndex) addHexsides() {
	for _, e := range ix.Sides {
		s, hs := e.Side, e.Data
		c := ix.at(s.Hex)
		if c == nil {
			// A side on the map's edge named from off the map: file it under
			// the hex across.
			o2 := ix.grid.Neighbor(s.Hex, s.Dir)
			if c = ix.at(o2); c == nil {
				continue
			}
			s = hexgrid.Hexside{Hex: o2, Dir: s.Dir.Opposite()}
		}
		style, look := hexsideStyle(ix.styles, hs.Type)
		if hs.Ford && style.dash == 0 {
			style.dash, style.gap = fordDash, fordGap
		}
		c.sides = append(c.sides, sideMark{dir: s.Dir, style: style, line: look.Draw, bridge: hs.Bridge || look.Bridge, ford: hs.Ford || look.Ford})
	}
}

// addPaths files each step of each path under the hex it starts from.
func (ix *mapIndex) addPaths() {
	for _, p := range ix.Paths {
		st := pathStyle(ix.styles, p.Type)
		for _, run := range p.Runs {
			for i := 1; i < len(run); i++ {
				if c := ix.at(run[i-1]); c != nil {
					c.paths = append(c.paths, pathSeg{to: run[i], style: st})
				}
			}
		}
	}
}
