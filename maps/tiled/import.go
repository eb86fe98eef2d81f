package tiled

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ImportOptions are the optional inputs of [Import].
type ImportOptions struct {
	// ReadFile reads an external tileset (.tsx or .tsj) by the path the map
	// gives, relative to the map file. Nil leaves external tilesets unread:
	// their tiles can then be mapped by global id only.
	ReadFile func(name string) ([]byte, error)
}

// Import converts a hexagonal Tiled map (data in format f) into a Sandtable
// map, with terrain through mapping m.
//
// Errors: data that does not parse; a map that is not hexagonal, or infinite;
// a tile the mapping does not map while it has no default; numbering or
// sheets that do not fit the grid.
func Import(data []byte, f Format, m *Mapping, opt ImportOptions) (*maps.Map, error) {
	if m == nil {
		return nil, errors.New("tiled import: no mapping")
	}
	d, err := decode(data, f)
	if err != nil {
		return nil, err
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	if err := d.loadExternalTilesets(opt.ReadFile); err != nil {
		return nil, err
	}
	return d.toMap(m)
}

// ImportFile reads a .tmx or .tmj file (and its external tilesets, from the
// same folder) and imports it; the map id defaults to the file's base name
// made a valid id ([SanitizeID]: "my_map file.tmx" gives "my-map-file").
// Errors are those of [Import], prefixed with the file name.
func ImportFile(path string, m *Mapping) (*maps.Map, error) {
	root, err := jsonfile.NewRooted(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("tiled import: %w", err)
	}
	return ImportFileIn(root, path, m)
}

// ImportFileIn is ImportFile with the map and its external tilesets read
// through root: a tileset reference that leads outside root's folder tree
// (by "..", an absolute path or a symlink), or names a device or FIFO, is
// refused before it is opened, and every file is read within the byte
// limit for its kind.
func ImportFileIn(root jsonfile.Rooted, path string, m *Mapping) (*maps.Map, error) {
	f, err := FormatOf(path)
	if err != nil {
		return nil, err
	}
	data, err := root.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("tiled import: %w", err)
	}
	if m != nil && m.ID == "" {
		c := *m
		c.ID = SanitizeID(baseName(path))
		m = &c
	}
	dir := filepath.Dir(path)
	read := func(name string) ([]byte, error) {
		if err := jsonfile.CheckRef(name); err != nil {
			return nil, err
		}
		return root.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	}
	out, err := Import(data, f, m, ImportOptions{ReadFile: read})
	if err != nil {
		return nil, fmt.Errorf("tiled import %s: %w", path, err)
	}
	return out, nil
}

// baseName returns a file's name without folder and extensions
// ("maps/itw.map.json" -> "itw").
func baseName(path string) string {
	b := filepath.Base(path)
	if i := strings.IndexByte(b, '.'); i > 0 {
		b = b[:i]
	}
	return b
}

// check refuses maps this package cannot import.
func (d *document) check() error {
	if d.Orientation != "hexagonal" {
		return fmt.Errorf("orientation %q: %w (only hexagonal maps are imported)", d.Orientation, ErrUnsupported)
	}
	if d.Infinite {
		return fmt.Errorf("infinite map: %w", ErrUnsupported)
	}
	if d.StaggerAxis != "x" && d.StaggerAxis != "y" {
		return fmt.Errorf("staggeraxis %q: want x or y", d.StaggerAxis)
	}
	if _, err := checkSize(d.Width, d.Height); err != nil {
		return err
	}
	return nil
}

// loadExternalTilesets replaces tileset references by the tilesets' content.
func (d *document) loadExternalTilesets(read func(string) ([]byte, error)) error {
	if read == nil {
		return nil
	}
	for i, ts := range d.Tilesets {
		if ts.Source == "" {
			continue
		}
		data, err := read(ts.Source)
		if err != nil {
			return fmt.Errorf("tileset %s: %w", ts.Source, err)
		}
		loaded, err := decodeTileset(data, ts.FirstGID)
		if err != nil {
			return fmt.Errorf("tileset %s: %w", ts.Source, err)
		}
		loaded.Source = ts.Source
		d.Tilesets[i] = loaded
	}
	return nil
}

// grid returns the Sandtable grid of the document when Tiled tile (0,0) is
// global hex origin.
func (d *document) grid(origin maps.SheetShift) (hexgrid.Grid, error) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat}
	first := origin.Column
	if d.StaggerAxis == "y" {
		g.Orientation, first = hexgrid.Pointy, origin.Row
	}
	s, err := StaggerFromTiled(d.StaggerIndex, first)
	if err != nil {
		return g, err
	}
	g.Stagger = s
	return g, nil
}

// toMap builds the Sandtable map.
func (d *document) toMap(m *Mapping) (*maps.Map, error) {
	origin := m.origin()
	g, err := d.grid(origin)
	if err != nil {
		return nil, err
	}
	out := newMap(d.named(m), g, d.sheets(m, origin), d.numbering(m, origin))
	geo, err := out.Geometry()
	if err != nil {
		return nil, err
	}
	layers, err := d.selectLayers(m.Layer)
	if err != nil {
		return nil, err
	}
	terrain, err := d.terrains(layers, newResolver(d, m), geo, origin)
	if err != nil {
		return nil, err
	}
	fillHexes(out, terrain, m.Default)
	if err := applyMapProperties(out, d.Props); err != nil {
		return nil, err
	}
	r := objectReader{out: out, geo: geo, f: newFrame(d.tileGeometry(), d.StaggerIndex, origin.Column, origin.Row)}
	if err := r.apply(d.Objects); err != nil {
		return nil, err
	}
	return out, nil
}

// tileGeometry returns the document's tile sizes, pixels.
func (d *document) tileGeometry() tileGeometry {
	return tileGeometry{w: d.TileWidth, h: d.TileHeight, side: d.HexSideLength, staggerX: d.StaggerAxis == "x"}
}

// named returns m with the id and name the document's map properties give
// where m has none (the id made valid, "tiled-map" without one).
func (d *document) named(m *Mapping) *Mapping {
	c := *m
	if c.ID == "" {
		c.ID = SanitizeID(d.Props[propID])
	}
	if c.Name == "" {
		c.Name = d.Props[propName]
	}
	return &c
}

// newMap returns the map without hexes.
func newMap(m *Mapping, g hexgrid.Grid, sheets []maps.Sheet, n maps.Numbering) *maps.Map {
	id := m.ID
	if id == "" {
		id = fallbackID
	}
	name := m.Name
	if name == "" {
		name = id
	}
	mm := m.HexAcrossFlatsMM
	if !(mm > 0) {
		mm = DefaultHexMM
	}
	return &maps.Map{
		Schema: maps.SchemaID, Format: maps.Format, ID: id, Name: name, Ruleset: m.Ruleset,
		Grid: maps.Grid{
			Orientation: g.Orientation.String(), Stagger: g.Stagger.String(), HexAcrossFlatsMM: mm,
		},
		Numbering: n,
		Sheets:    sheets,
	}
}

// sheets returns the mapping's sheets, or one sheet holding every tile.
func (d *document) sheets(m *Mapping, origin maps.SheetShift) []maps.Sheet {
	if len(m.Sheets) > 0 {
		return m.Sheets
	}
	return []maps.Sheet{{
		ID:      "map",
		Columns: [2]int{origin.Column, origin.Column + d.Width - 1},
		Rows:    [2]int{origin.Row, origin.Row + d.Height - 1},
	}}
}

// numbering returns the mapping's numbering, or plain CCRR ids with as many
// digits as the largest number needs (at least 2).
func (d *document) numbering(m *Mapping, origin maps.SheetShift) maps.Numbering {
	if m.Numbering != nil {
		return *m.Numbering
	}
	return maps.Numbering{
		SheetPrefix:  len(m.Sheets) > 1,
		ColumnDigits: max(2, digits(origin.Column+d.Width-1)),
		RowDigits:    max(2, digits(origin.Row+d.Height-1)),
	}
}

// digits returns the number of decimal digits of v (v >= 0).
func digits(v int) int {
	n := 1
	for v >= 10 {
		v /= 10
		n++
	}
	return n
}

// selectLayers returns the named tile layer, or every visible one.
func (d *document) selectLayers(name string) ([]tileLayer, error) {
	var out []tileLayer
	for _, l := range d.Layers {
		if name == "" && l.Visible || name != "" && l.Name == name {
			out = append(out, l)
		}
	}
	switch {
	case name != "" && len(out) == 0:
		return nil, fmt.Errorf("no tile layer named %q", name)
	case len(out) == 0:
		return nil, errors.New("no visible tile layer")
	}
	return out, nil
}

// terrains returns the terrain of every hex the sheets hold, by canonical id.
func (d *document) terrains(layers []tileLayer, r *resolver, geo maps.Geometry, origin maps.SheetShift) (map[string]string, error) {
	out := map[string]string{}
	for y := range d.Height {
		for x := range d.Width {
			o := hexgrid.Offset{Col: origin.Column + x, Row: origin.Row + y}
			id, err := geo.Numbering.Format(o)
			if err != nil {
				continue // no sheet holds this tile
			}
			t, err := cellTerrain(layers, y*d.Width+x, r)
			if err != nil {
				return nil, fmt.Errorf("tile (%d,%d), hex %s: %w", x, y, id, err)
			}
			out[id] = t
		}
	}
	return out, nil
}

// cellTerrain returns the terrain of cell i: the topmost non-empty layer's
// tile, or the default for an empty cell.
func cellTerrain(layers []tileLayer, i int, r *resolver) (string, error) {
	for l := len(layers) - 1; l >= 0; l-- {
		gid := tileID(layers[l].GIDs[i])
		if gid == 0 {
			continue
		}
		if _, _, held := r.doc.lookupTile(gid); !held {
			return "", fmt.Errorf("tile id %d is in no tileset of the map (Tiled cannot draw it either)", gid)
		}
		t, ok := r.terrain(gid)
		if !ok {
			return "", fmt.Errorf("%s has no terrain in the mapping and the mapping has no default", r.describe(gid))
		}
		return t, nil
	}
	if r.mapping.Default == "" {
		return "", errors.New("empty cell and the mapping has no default terrain")
	}
	return r.mapping.Default, nil
}

// fillHexes sets the map's default terrain (def, or else the most common
// terrain) and lists every hex of another terrain.
func fillHexes(m *maps.Map, terrain map[string]string, def string) {
	if def == "" {
		def = mostCommon(terrain)
	}
	m.DefaultTerrain = def
	for id, t := range terrain {
		if t == def {
			continue
		}
		if m.Hexes == nil {
			m.Hexes = map[string]maps.Hex{}
		}
		m.Hexes[id] = maps.Hex{Terrain: t}
	}
}

// mostCommon returns the most frequent value (the smallest of a tie).
func mostCommon(terrain map[string]string) string {
	count := map[string]int{}
	best := ""
	for _, t := range terrain {
		count[t]++
	}
	for t, n := range count {
		if n > count[best] || n == count[best] && t < best {
			best = t
		}
	}
	return best
}
