// Package interop imports maps from and exports them to other tools'
// formats, VASSAL modules and Tiled maps, in the looks of the map's own
// ruleset: the glue over maps/vassal and maps/tiled that both
// sandtable-cli's vassal and tiled commands and the editor's File > Import
// and Export run.
package interop

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
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
// images written beside it as its scans (out's folder is created).
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

// ReadTiled reads the hexagonal Tiled map (.tmx or .tmj) at in, inside
// root, into a Sandtable map, its tiles turned into terrain by the mapping
// file at mappingPath.
// Errors: files that do not read or lie outside root.
func ReadTiled(root jsonfile.Rooted, in, mappingPath string) (*maps.Map, error) {
	mp, err := tiled.LoadMapping(mappingPath)
	if err != nil {
		return nil, err
	}
	return tiled.ImportFileIn(root, in, mp)
}

// ImportTiled makes a Sandtable map at out from the Tiled map at in (see
// ReadTiled; its folder is the root), with a warning for each terrain the
// ruleset rs lacks (the open game's in the editor; nil: the built-in one
// the mapping names, no check when there is none).
// Errors: those of ReadTiled, a write that fails.
func ImportTiled(in, mappingPath, out string, rs *engine.Ruleset) (*Result, error) {
	root, err := jsonfile.NewRooted(filepath.Dir(in))
	if err != nil {
		return nil, err
	}
	m, err := ReadTiled(root, in, mappingPath)
	if err != nil {
		return nil, err
	}
	r := &Result{Map: m}
	if rs == nil {
		rs, _ = engine.BuiltinRuleset(m.Ruleset)
	}
	for _, id := range UnknownTerrains(m, rs) {
		r.Warnings = append(r.Warnings, fmt.Sprintf("ruleset %s has no terrain %q (fix the mapping)", rs.ID, id))
	}
	data, err := maps.Encode(m)
	if err != nil {
		return nil, fmt.Errorf("tiled import %s: %w", in, err)
	}
	if err := jsonfile.WriteOutput(out, data); err != nil {
		return nil, err
	}
	r.Written = []string{out}
	return r, nil
}

// UnknownTerrains lists, sorted, the terrain ids of m that ruleset rs
// lacks (none when rs is nil).
func UnknownTerrains(m *maps.Map, rs *engine.Ruleset) []string {
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

// ExportTiled writes map m as a hexagonal Tiled map at out (.tmx or .tmj)
// with its tileset image and the mapping that imports it back, in style
// table st (drawscene.Styles of the map's ruleset). radius is the hex
// radius in pixels (0: tiled.DefaultHexRadius).
// Errors: those of tiled.ExportFile.
func ExportTiled(m *maps.Map, st *draw.Styles, out string, radius int) (*Result, error) {
	if radius <= 0 {
		radius = tiled.DefaultHexRadius
	}
	written, err := tiled.ExportFile(m, out, tiled.ExportOptions{HexRadius: radius, Color: TerrainColors(st), FeatureColor: FeatureColors(st)})
	if err != nil {
		return nil, err
	}
	return &Result{Written: written}, nil
}

// FeatureColors returns the stroke colour of a hexside or path type in
// style table st.
func FeatureColors(st *draw.Styles) func(kind, typ string) color.RGBA {
	return func(kind, typ string) color.RGBA {
		if kind == tiled.KindHexside {
			return premul(st.Hexside(typ).Line.Color)
		}
		l, _ := st.Path(typ)
		return premul(l.Color)
	}
}

// TerrainColors returns the fill of each terrain type in style table st.
func TerrainColors(st *draw.Styles) func(string) color.RGBA {
	return func(id string) color.RGBA {
		c, _ := st.TerrainFill(id)
		return color.RGBA{c.R, c.G, c.B, 0xff}
	}
}

// premul returns the premultiplied form of c.
func premul(c color.NRGBA) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// VassalExport is what a VASSAL module is made from.
type VassalExport struct {
	Map    *maps.Map
	Styles *draw.Styles // the looks of the map's ruleset (drawscene.Styles)
	// Scenario and its OOB, when set, give the module its at-start stacks,
	// its pieces (the units of the scenario's sides) and its turns.
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB
	// Path names the scenario in warnings.
	Path string
	DPI  float64 // board resolution (0: vassal.DefaultDPI)
}

// ExportVassal writes a VASSAL module of the map (and the scenario's
// set-up, units and turns) at out: a .vmod, or the module's files in the
// folder out. A set-up entry with a formation instead of a hex is left out
// with a warning.
// Errors: a set-up hex the map does not have, those of vassal.Export, a
// write that fails.
func ExportVassal(x VassalExport, out string) (*Result, error) {
	dpi := x.DPI
	if dpi <= 0 {
		dpi = vassal.DefaultDPI
	}
	r := &Result{}
	opt := vassal.ExportOptions{DPI: dpi, Paint: BoardPainter(x.Styles), Saved: time.Now().UnixMilli()}
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
	var warnings []string
	if opt.Stacks, warnings, err = SetupStacks(s, oob, geo, x.Path); err != nil {
		return err
	}
	r.Warnings = append(r.Warnings, warnings...)
	opt.Name = s.Title
	if oob != nil {
		opt.SideNames = map[string]string{}
		for _, side := range oob.Sides {
			opt.SideNames[side.ID] = side.Name
		}
		var units []drawscene.Piece
		for _, u := range oob.Units {
			if slices.Contains(s.Sides, u.Side) {
				units = append(units, drawscene.Piece{Unit: u.ID})
			}
		}
		for _, c := range drawscene.Counters(units, oob, nil, geo.Grid) {
			opt.Pieces = append(opt.Pieces, vassalPiece(c))
		}
	}
	for _, t := range s.Turns {
		opt.Turns = append(opt.Turns, t.Label)
	}
	return nil
}

// SetupStacks groups the set-up's counters, as the one counter pass
// (engine/drawscene.Counters) makes them for print and the editor, by
// canonical hex. An entry "with" a formation is left out with a warning
// (naming the scenario at path); a hex the map does not have is an error.
func SetupStacks(s *scenarios.Scenario, oob *scenarios.OOB, geo maps.Geometry, path string) ([]vassal.Stack, []string, error) {
	var warnings []string
	for _, e := range s.Setup {
		if e.Hex == "" {
			warnings = append(warnings, fmt.Sprintf("%s: %s sets up with %s, not in a given hex: left out", path, e.Unit, e.With))
			continue
		}
		if _, err := geo.Numbering.Canonical(e.Hex); err != nil {
			return nil, nil, fmt.Errorf("scenario %s: unit %s: %w", path, e.Unit, err)
		}
	}
	var stacks []vassal.Stack
	index := map[string]int{}
	for _, c := range drawscene.SetupCounters(s, oob, nil, geo) {
		id, err := geo.Numbering.Format(c.Hex)
		if err != nil {
			return nil, nil, fmt.Errorf("scenario %s: unit %s: %w", path, c.ID, err)
		}
		i, ok := index[id]
		if !ok {
			i = len(stacks)
			index[id] = i
			stacks = append(stacks, vassal.Stack{Hex: id})
		}
		stacks[i].Pieces = append(stacks[i].Pieces, vassalPiece(c))
	}
	return stacks, warnings, nil
}

// vassalPiece returns the module piece of counter c, as the one counter
// pass (drawscene.Counters) made it: the module's counter images are drawn
// from these (vassal's draw.CounterImage).
func vassalPiece(c draw.Counter) vassal.Piece {
	return vassal.Piece{Unit: c.ID, Name: c.Name, Side: c.Side, Strength: c.Strength}
}

// BoardPainter returns the painter of VASSAL board images: it draws map m
// with the tiled raster renderer in style table st so that layout l (board
// pixels) places its hexes: hex radius l.Size pixels, global hex (0,0)
// centred on (l.OriginX, l.OriginY).
func BoardPainter(st *draw.Styles) func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error) {
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
