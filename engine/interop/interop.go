// Package interop imports maps from and exports them to other tools'
// formats, VASSAL modules and Tiled maps, with the styles of the map's own
// ruleset: the glue over maps/vassal and maps/tiled that the editor's File
// > Import and Export run.
package interop

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/maps/tiled"
	"github.com/sandtable/sandtable/maps/vassal"
	"github.com/sandtable/sandtable/scenarios"
)

// Result is what an import or export wrote, and what it could not carry
// over.
type Result struct {
	Written  []string
	Warnings []string
	// Map is the imported map (nil for an export).
	Map *maps.Map
}

// ImportVassal makes a Sandtable map at out from a map of the VASSAL module
// (a .vmod, or a buildFile.xml with its images/ folder) at in, the board
// images written beside it as its scans.
// Errors: a module that does not read, a write that fails.
func ImportVassal(in, out string, opt vassal.ImportOptions) (*Result, error) {
	res, err := vassal.ImportFile(in, opt)
	if err != nil {
		return nil, err
	}
	r := &Result{Warnings: res.Warnings, Map: res.Map}
	dir := filepath.Dir(out)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("vassal import: %w", err)
	}
	names := make([]string, 0, len(res.Images))
	for n := range res.Images {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := jsonfile.WriteAtomic(p, res.Images[name]); err != nil {
			return nil, fmt.Errorf("vassal import: %w", err)
		}
		r.Written = append(r.Written, p)
	}
	if err := maps.Save(out, res.Map); err != nil {
		return nil, err
	}
	r.Written = append(r.Written, out)
	return r, nil
}

// ImportTiled makes a Sandtable map at out from the hexagonal Tiled map
// (.tmx or .tmj) at in, its tiles turned into terrain by the mapping file
// at mappingPath; rs, when given, is the ruleset whose terrain the mapping
// must name (a warning per terrain it lacks).
// Errors: files that do not read, a write that fails.
func ImportTiled(in, mappingPath, out string, rs *engine.Ruleset) (*Result, error) {
	mp, err := tiled.LoadMapping(mappingPath)
	if err != nil {
		return nil, err
	}
	root, err := jsonfile.NewRooted(filepath.Dir(in))
	if err != nil {
		return nil, err
	}
	m, err := tiled.ImportFileIn(root, in, mp)
	if err != nil {
		return nil, err
	}
	r := &Result{Map: m}
	if rs == nil {
		rs, _ = engine.BuiltinRuleset(m.Ruleset)
	}
	for _, id := range unknownTerrains(m, rs) {
		r.Warnings = append(r.Warnings, fmt.Sprintf("ruleset %s has no terrain %q (fix the mapping)", m.Ruleset, id))
	}
	if err := maps.Save(out, m); err != nil {
		return nil, err
	}
	r.Written = []string{out}
	return r, nil
}

// unknownTerrains lists the terrain ids of m that ruleset rs lacks.
func unknownTerrains(m *maps.Map, rs *engine.Ruleset) []string {
	if rs == nil {
		return nil
	}
	var out []string
	check := func(id string) {
		if rs.TerrainByID(id) == nil && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	check(m.DefaultTerrain)
	for _, h := range m.Hexes {
		if h.Terrain != "" {
			check(h.Terrain)
		}
	}
	slices.Sort(out)
	return out
}

// ExportTiled writes map m as a hexagonal Tiled map at out (.tmx) with its
// tileset image and the mapping that imports it back, coloured by ruleset
// rs (nil: the built-in one the map names). radius is the hex radius in
// pixels (0: tiled.DefaultHexRadius).
// Errors: those of tiled.ExportFile.
func ExportTiled(m *maps.Map, rs *engine.Ruleset, out string, radius int) (*Result, error) {
	if radius <= 0 {
		radius = tiled.DefaultHexRadius
	}
	if rs == nil {
		rs, _ = engine.BuiltinRuleset(m.Ruleset)
	}
	written, err := tiled.ExportFile(m, out, tiled.ExportOptions{HexRadius: radius, Color: TerrainColors(rs), FeatureColor: FeatureColors})
	if err != nil {
		return nil, err
	}
	return &Result{Written: written}, nil
}

// TerrainColors returns the fill of each terrain type: ruleset rs's own
// colour where it has one, the built-in palette otherwise.
func TerrainColors(rs *engine.Ruleset) func(string) color.RGBA {
	return func(id string) color.RGBA {
		hex := ""
		if rs != nil {
			if t := rs.TerrainByID(id); t != nil {
				hex = t.Color
			}
		}
		return tiles.TerrainColor(id, hex)
	}
}

// FeatureColors returns the stroke colour of a hexside or path type.
func FeatureColors(kind, typ string) color.RGBA {
	if kind == tiled.KindHexside {
		return tiles.HexsideColor(typ)
	}
	return tiles.PathColor(typ)
}

// VassalExport is what a VASSAL module is made from.
type VassalExport struct {
	Map      *maps.Map
	Ruleset  *engine.Ruleset // nil: the built-in one the map names
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB // with Scenario: its set-up, pieces and turns
	DPI      float64        // board resolution (0: vassal.DefaultDPI)
}

// ExportVassal writes a VASSAL module of the map (and the scenario's
// set-up, units and turns) at out: a .vmod, or the module's files in the
// folder out. A set-up entry with a formation instead of a hex is left out
// with a warning.
// Errors: a set-up hex the map does not have, those of vassal.Export, a
// write that fails.
func ExportVassal(x VassalExport, out string) (*Result, error) {
	rs := x.Ruleset
	if rs == nil {
		rs, _ = engine.BuiltinRuleset(x.Map.Ruleset)
	}
	dpi := x.DPI
	if dpi <= 0 {
		dpi = vassal.DefaultDPI
	}
	r := &Result{}
	opt := vassal.ExportOptions{DPI: dpi, Paint: BoardPainter(rs), SideColor: tiles.SideColor, Saved: time.Now().UnixMilli()}
	if x.Scenario != nil {
		if err := scenarioOptions(x, r, &opt); err != nil {
			return nil, err
		}
	}
	res, err := vassal.Export(x.Map, opt)
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(filepath.Ext(out), ".vmod") {
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return nil, fmt.Errorf("vassal export: %w", err)
		}
		if err := res.WriteModule(out); err != nil {
			return nil, err
		}
		r.Written = []string{out}
		return r, nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	if r.Written, err = res.WriteDir(out); err != nil {
		return nil, err
	}
	return r, nil
}

// scenarioOptions fills the module's name, at-start stacks, pieces and
// turns from the scenario.
func scenarioOptions(x VassalExport, r *Result, opt *vassal.ExportOptions) error {
	s, oob := x.Scenario, x.OOB
	geo, err := x.Map.Geometry()
	if err != nil {
		return err
	}
	index := map[string]int{}
	for _, e := range s.Setup {
		if e.Hex == "" {
			r.Warnings = append(r.Warnings, fmt.Sprintf("%s sets up with %s, not in a given hex: left out", e.Unit, e.With))
			continue
		}
		id, err := geo.Numbering.Canonical(e.Hex)
		if err != nil {
			return fmt.Errorf("scenario %s: unit %s: %w", s.ID, e.Unit, err)
		}
		piece := vassal.Piece{Unit: e.Unit, Name: e.Unit}
		if oob != nil {
			if u := oob.Unit(e.Unit); u != nil {
				piece = unitPiece(u, &e)
			}
		}
		i, ok := index[id]
		if !ok {
			i = len(opt.Stacks)
			index[id] = i
			opt.Stacks = append(opt.Stacks, vassal.Stack{Hex: id})
		}
		opt.Stacks[i].Pieces = append(opt.Stacks[i].Pieces, piece)
	}
	opt.Name = s.Title
	if oob != nil {
		opt.SideNames = map[string]string{}
		for _, side := range oob.Sides {
			opt.SideNames[side.ID] = side.Name
		}
		for _, u := range oob.Units {
			if slices.Contains(s.Sides, u.Side) {
				opt.Pieces = append(opt.Pieces, unitPiece(&u, nil))
			}
		}
	}
	for _, t := range s.Turns {
		opt.Turns = append(opt.Turns, t.Label)
	}
	return nil
}

// unitPiece is a unit's piece: its id, name, side and strength (the set-up
// entry's, when it gives one, else the order of battle's).
func unitPiece(u *scenarios.Unit, e *scenarios.Setup) vassal.Piece {
	p := vassal.Piece{Unit: u.ID, Name: u.Name, Side: u.Side}
	str := u.Strength
	if e != nil && e.Strength != nil {
		str = e.Strength
	}
	if str != nil {
		p.Strength = strconv.Itoa(*str)
	}
	return p
}

// BoardPainter returns the painter of VASSAL board images: map m drawn by
// the tiled raster renderer in ruleset rs's styles so that layout l (board
// pixels) places its hexes.
func BoardPainter(rs *engine.Ruleset) func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error) {
	st := drawscene.Styles(rs)
	return func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error) {
		geo, err := m.Geometry()
		if err != nil {
			return nil, err
		}
		s := &tiles.Scene{Map: m, Geo: geo, Styles: st}
		x0, y0 := s.HexCenter(l.Size, hexgrid.Offset{})
		img := image.NewRGBA(image.Rect(0, 0, width, height))
		s.Draw(img, tiles.View{OriginX: x0 - l.OriginX, OriginY: y0 - l.OriginY, Scale: l.Size})
		return img, nil
	}
}
