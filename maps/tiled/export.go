package tiled

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"image/png"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ExportOptions are the optional inputs of [Export].
type ExportOptions struct {
	// HexRadius is the hex radius, centre to corner, in pixels (see
	// [TileSize]); 0 means [DefaultHexRadius].
	HexRadius int
	// TilesetImage is the file name of the tileset PNG as the .tmx refers
	// to it (relative to the .tmx); "" means "tiles.png".
	TilesetImage string
	// Color is the fill of a terrain's tile; nil means [DefaultColor].
	Color func(terrain string) color.RGBA
	// FeatureColor is the line colour of the object layer of a hexside
	// type (kind [KindHexside]) or a path type ([KindPath]); nil means
	// [DefaultFeatureColor].
	FeatureColor func(kind, typ string) color.RGBA
}

// Exported is a map converted to Tiled: the .tmx file, its tileset image and
// the mapping that imports it back unchanged.
type Exported struct {
	TMX        []byte   // the .tmx document
	TMJ        []byte   // the same map as a Tiled JSON (.tmj) document
	TilesetPNG []byte   // the tileset image the .tmx refers to
	Mapping    *Mapping // tile ids -> terrain, numbering and sheets
	Terrains   []string // terrain of global tile id i+1, sorted
}

// Export converts m into one hexagonal Tiled tile layer covering the
// bounding box of its sheets (cells no sheet holds are empty), with one tile
// per terrain, and object layers for the rest: polylines along hexsides and
// through the hex centres of paths, hex polygons for areas, points for places
// and labelled hexes, each object carrying typed properties that give the
// data back exactly (see doc.go). The staggerindex is computed from the
// grid's stagger and the first global column (flat) or row (pointy), never
// copied.
//
// Errors: a map whose grid or sheets are invalid, or too large for
// [MaxTiles].
func Export(m *maps.Map, opt ExportOptions) (*Exported, error) {
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: %w", m.ID, err)
	}
	box, err := boundingBox(geo.Numbering)
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: %w", m.ID, err)
	}
	terrains, gids := tileLayerOf(m, geo, box)
	if r := opt.HexRadius; r != 0 {
		if err := jsonfile.DefaultLimits.CheckHexRadius(r); err != nil {
			return nil, fmt.Errorf("tiled export %s: %w", m.ID, err)
		}
	}
	tg := tileGeometryOf(geo.Grid, opt.HexRadius)
	pngData, err := encodePNG(tg, colorsOf(terrains, opt.Color))
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: tileset image: %w", m.ID, err)
	}
	doc := tmxDocument(geo.Grid, box, tg, terrains, gids, opt.tilesetImage(), len(terrains))
	w := objectWriter{m: m, geo: geo, color: opt.featureColor(),
		f: newFrame(tg, doc.StaggerIndex, box.col, box.row)}
	doc.ObjectGroups = w.layers()
	doc.NextLayerID, doc.NextObjectID = numberObjects(doc.ObjectGroups, 2)
	doc.Properties = mapProperties(m, box.col, box.row)
	data, err := marshalTMX(doc)
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: %w", m.ID, err)
	}
	tmj, err := marshalTMJ(doc, gids)
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: %w", m.ID, err)
	}
	return &Exported{TMX: data, TMJ: tmj, TilesetPNG: pngData, Mapping: mappingOf(m, terrains, box), Terrains: terrains}, nil
}

// document returns the map document in format f.
func (e *Exported) document(f Format) []byte {
	if f == TMJ {
		return e.TMJ
	}
	return e.TMX
}

func (o ExportOptions) featureColor() func(kind, typ string) color.RGBA {
	if o.FeatureColor == nil {
		return DefaultFeatureColor
	}
	return o.FeatureColor
}

func (o ExportOptions) tilesetImage() string {
	if o.TilesetImage == "" {
		return "tiles.png"
	}
	return o.TilesetImage
}

// box is the bounding box of a map's global hexes: first column and row and
// the size in hexes.
type box struct {
	col, row, width, height int
}

// boundingBox returns the box of every global hex the numbering holds.
func boundingBox(n hexgrid.Numbering) (box, error) {
	all := n.All()
	if len(all) == 0 {
		return box{}, errors.New("no hexes")
	}
	c0, c1, r0, r1 := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for _, o := range all {
		c0, c1 = min(c0, o.Col), max(c1, o.Col)
		r0, r1 = min(r0, o.Row), max(r1, o.Row)
	}
	b := box{col: c0, row: r0, width: c1 - c0 + 1, height: r1 - r0 + 1}
	if _, err := checkSize(b.width, b.height); err != nil {
		return box{}, err
	}
	return b, nil
}

// tileLayerOf returns the sorted terrains of the map's hexes and the layer's
// cells, row by row: global tile id i+1 for terrains[i], 0 off the sheets.
func tileLayerOf(m *maps.Map, geo maps.Geometry, b box) ([]string, []uint32) {
	ids := make([]string, b.width*b.height)
	seen := map[string]bool{}
	for y := range b.height {
		for x := range b.width {
			id, err := geo.Numbering.Format(hexgrid.Offset{Col: b.col + x, Row: b.row + y})
			if err != nil {
				continue
			}
			ids[y*b.width+x] = id
			seen[m.TerrainAt(id)] = true
		}
	}
	var terrains []string
	for t := range seen {
		terrains = append(terrains, t)
	}
	slices.Sort(terrains)
	gidOf := make(map[string]uint32, len(terrains))
	for i, t := range terrains {
		gidOf[t] = uint32(i + 1)
	}
	gids := make([]uint32, len(ids))
	for i, id := range ids {
		if id != "" {
			gids[i] = gidOf[m.TerrainAt(id)]
		}
	}
	return terrains, gids
}

// tileGeometryOf returns the tile sizes for the grid at hex radius r pixels.
func tileGeometryOf(g hexgrid.Grid, r int) tileGeometry {
	if r <= 0 {
		r = DefaultHexRadius
	}
	w, h, side := TileSize(g.Orientation, r)
	return tileGeometry{w: w, h: h, side: side, staggerX: g.Orientation == hexgrid.Flat}
}

// colorsOf returns the fill of each terrain.
func colorsOf(terrains []string, pick func(string) color.RGBA) []color.RGBA {
	if pick == nil {
		pick = DefaultColor
	}
	out := make([]color.RGBA, len(terrains))
	for i, t := range terrains {
		out[i] = pick(t)
	}
	return out
}

// encodePNG draws and encodes the tileset image.
func encodePNG(g tileGeometry, colors []color.RGBA) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, tilesetImage(g, colors)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// tmxDocument builds the TMX map.
func tmxDocument(g hexgrid.Grid, b box, tg tileGeometry, terrains []string, gids []uint32, image string, n int) *xmlMap {
	axis, first := "x", b.col
	if !tg.staggerX {
		axis, first = "y", b.row
	}
	cols := min(n, tilesetColumns)
	rows := (n + tilesetColumns - 1) / tilesetColumns
	ts := xmlTileset{
		FirstGID: 1, Name: "terrain", TileWidth: tg.w, TileHeight: tg.h, TileCount: n, Columns: cols,
		Image: xmlImage{Source: image, Width: max(1, cols) * tg.w, Height: max(1, rows) * tg.h},
	}
	for i, t := range terrains {
		ts.Tiles = append(ts.Tiles, xmlTile{ID: i, Type: t, Properties: []xmlProp{{Name: "terrain", Value: t}}})
	}
	return &xmlMap{
		Version: "1.8", Orientation: "hexagonal", RenderOrder: "right-down",
		Width: b.width, Height: b.height, TileWidth: tg.w, TileHeight: tg.h, HexSideLength: tg.side,
		StaggerAxis: axis, StaggerIndex: TiledStaggerIndex(g.Stagger, first),
		NextLayerID: 2, NextObjectID: 1,
		Tileset: ts,
		Layer: xmlLayer{ID: 1, Name: "terrain", Width: b.width, Height: b.height,
			Data: xmlData{Encoding: "csv", Text: csvRows(gids, b.width)}},
	}
}

// mappingOf returns the mapping that imports the export back: tile ids to
// terrain, and the map's numbering, sheets (without scans) and origin.
func mappingOf(m *maps.Map, terrains []string, b box) *Mapping {
	tiles := map[string]string{}
	for i, t := range terrains {
		tiles[strconv.Itoa(i+1)] = t
	}
	sheets := slices.Clone(m.Sheets)
	for i := range sheets {
		sheets[i].Scan = nil
	}
	n := m.Numbering
	return &Mapping{
		Tiles: tiles, Ruleset: m.Ruleset, Default: m.DefaultTerrain,
		ID: m.ID, Name: m.Name, HexAcrossFlatsMM: m.Grid.HexAcrossFlatsMM,
		Numbering: &n, Sheets: sheets, Origin: &maps.SheetShift{Column: b.col, Row: b.row},
	}
}

// ExportFile exports m to tmxPath, in the format its extension names (.tmx
// XML, .tmj or .json Tiled JSON), with the tileset image "NAME.tiles.png"
// and the mapping "NAME.mapping.json" beside it (NAME being the map file's
// base name). It returns the paths written.
// Errors: an extension that is not a Tiled map's, and those of [Export].
func ExportFile(m *maps.Map, tmxPath string, opt ExportOptions) ([]string, error) {
	format, err := FormatOf(tmxPath)
	if err != nil {
		return nil, fmt.Errorf("tiled export: %w", err)
	}
	dir, base := filepath.Dir(tmxPath), strings.TrimSuffix(filepath.Base(tmxPath), filepath.Ext(tmxPath))
	if opt.TilesetImage == "" {
		opt.TilesetImage = base + ".tiles.png"
	}
	out, err := Export(m, opt)
	if err != nil {
		return nil, err
	}
	mapping, err := EncodeMapping(out.Mapping)
	if err != nil {
		return nil, fmt.Errorf("tiled export %s: mapping: %w", tmxPath, err)
	}
	files := []struct {
		path string
		data []byte
	}{
		{tmxPath, out.document(format)},
		{filepath.Join(dir, filepath.FromSlash(opt.TilesetImage)), out.TilesetPNG},
		{filepath.Join(dir, base+".mapping.json"), mapping},
	}
	var written []string
	for _, f := range files {
		if err := jsonfile.WriteOutput(f.path, f.data); err != nil {
			return written, fmt.Errorf("tiled export: %w", err)
		}
		written = append(written, f.path)
	}
	return written, nil
}
