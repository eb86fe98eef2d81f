package main

import (
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/maps/vassal"
	"github.com/sandtable/sandtable/scenarios"
)

func newVassalCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "vassal",
		Short: "Import and export the boards and hex grids of VASSAL modules",
	}
	cmd.AddCommand(newVassalImportCmd(), newVassalExportCmd())
	return cmd
}

// vassalImportFlags are the flags of vassal import.
type vassalImportFlags struct {
	out  string
	opt  vassal.ImportOptions
	warn io.Writer
}

func newVassalImportCmd() *cobra.Command {
	var f vassalImportFlags
	cmd := &cobra.Command{
		Use:   "import MODULE.vmod|buildFile.xml -o OUT.map.json [--map NAME] [--board NAME] [--dpi N] [--boards-only]",
		Short: "Make a Sandtable map from a VASSAL map, its boards and hex grids",
		Long: `Read a map of a VASSAL module (a .vmod, or a buildFile.xml with an images/
folder beside it) and write a new Sandtable map: the boards its board picker's
default setup lays out (or the one --board names), each hex grid a sheet (a
board's own grid, and each zone's own grid) with the board image as its
calibrated scan (copied beside OUT; OUT's folder is created). Zones without a
grid of their own become areas (a place when they hold one hex). The grid's
orientation and size (dy pixels at the resolution the image declares, or
--dpi) and VASSAL's numbering carry over: the stagger is computed from
VASSAL's stagger flag and first numbers, ids are written in VASSAL's order
(row first where VASSAL writes it first) with its separator. Every VASSAL
feature not carried over, and every id that cannot equal VASSAL's name,
gets a warning. A module written by sandtable-cli vassal export carries the
map it was made from (sandtable.map.json, which VASSAL ignores and keeps):
when its hexes are those the boards name, the import gives that map back
whole (terrain, hexsides, paths, areas, labels, sheets); --boards-only
ignores it.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("vassal import: -o is required")}
			}
			if cmd.Flags().Changed("dpi") {
				if err := jsonfile.DefaultLimits.CheckDPI(f.opt.DPI); err != nil {
					return &exitError{code: exitUsage, err: fmt.Errorf("vassal import: %w", err)}
				}
			}
			f.warn = cmd.ErrOrStderr()
			return runVassalImport(cmd.OutOrStdout(), args[0], f)
		},
	}
	cmd.Flags().StringVarP(&f.out, "output", "o", "", "map file to write")
	cmd.Flags().StringVar(&f.opt.Map, "map", "", "VASSAL map to import (default: the first with a hex grid)")
	cmd.Flags().StringVar(&f.opt.Board, "board", "", "one board to import alone (default: the map's boards as its default setup lays them out)")
	cmd.Flags().Float64Var(&f.opt.DPI, "dpi", 0, "board image resolution, pixels per inch (default: the image's own, else 96)")
	cmd.Flags().StringVar(&f.opt.ID, "id", "", "map id (default: from the board name)")
	cmd.Flags().BoolVar(&f.opt.BoardsOnly, "boards-only", false, "build the map from the boards alone, ignoring the Sandtable map a module exported by Sandtable carries")
	cmd.Flags().StringVar(&f.opt.Ruleset, "ruleset", "gcacw", "ruleset of the new map")
	cmd.Flags().StringVar(&f.opt.DefaultTerrain, "default-terrain", "clear", "default terrain of the new map")
	return cmd
}

// runVassalImport imports the map, creates the output folder, writes the
// board images beside the map and saves the map.
func runVassalImport(w io.Writer, in string, f vassalImportFlags) error {
	res, err := vassal.ImportFile(in, f.opt)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	for _, msg := range res.Warnings {
		fmt.Fprintf(f.warn, "warning: %s\n", msg)
	}
	dir := filepath.Dir(f.out)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("vassal import: %w", err)}
	}
	for _, name := range sortedNames(res.Images) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := jsonfile.WriteAtomic(p, res.Images[name]); err != nil {
			return &exitError{code: exitUsage, err: fmt.Errorf("vassal import: %w", err)}
		}
		fmt.Fprintln(w, p)
	}
	if err := maps.Save(f.out, res.Map); err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	fmt.Fprintln(w, f.out)
	return nil
}

// sortedNames returns the image names in order.
func sortedNames(images map[string][]byte) []string {
	names := make([]string, 0, len(images))
	for n := range images {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func newVassalExportCmd() *cobra.Command {
	var out, scenario string
	var dpi float64
	cmd := &cobra.Command{
		Use:   "export IN.map.json [--scenario S.json] -o OUT.vmod|DIR [--dpi N]",
		Short: "Write a VASSAL module of a map (and a scenario's set-up, units and turns)",
		Long: `Write a VASSAL module: OUT.vmod (a zip), or, when OUT does not end in
.vmod, the same files unzipped into the folder OUT. The module holds
buildFile.xml and moduledata, and images/ with a board image per sheet,
drawn by the editor's renderer at the map's hex size and --dpi, and a
counter image per unit. Its map lays the sheets' boards out edge to edge
(where sheets overlap, each hex shows once, on the sheet that names it
canonically), each board with a HexGrid and a HexGridNumbering that names
every hex with its Sandtable id. With --scenario, each set-up hex becomes
an at-start stack (SetupStack) holding a piece per unit (its counter shows
its name and strength; a Marker trait keeps its unit id), the order of
battle's units of the scenario's sides fill a piece window, one panel per
side, and the scenario's turns a turn tracker. Open the .vmod in VASSAL
(File > Open Module, or the Module Manager) and start a new game.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("vassal export: -o is required")}
			}
			if err := jsonfile.DefaultLimits.CheckDPI(dpi); err != nil {
				return &exitError{code: exitUsage, err: fmt.Errorf("vassal export: %w", err)}
			}
			return runVassalExport(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], scenario, out, dpi)
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "module to write (.vmod), or folder")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario whose set-up, units and turns the module gets")
	cmd.Flags().Float64Var(&dpi, "dpi", vassal.DefaultDPI, "board image resolution, pixels per inch")
	return cmd
}

// runVassalExport loads the map (and scenario), exports and writes.
func runVassalExport(w, warn io.Writer, in, scenario, out string, dpi float64) error {
	m, err := loadMapForExport(in)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	opt := vassal.ExportOptions{DPI: dpi, Paint: boardPainter(exportStyles(warn, in, m)), Saved: time.Now().UnixMilli()}
	if scenario != "" {
		if err := scenarioExport(m, scenario, warn, &opt); err != nil {
			return &exitError{code: exitUsage, err: err}
		}
	}
	res, err := vassal.Export(m, opt)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	if strings.EqualFold(filepath.Ext(out), ".vmod") {
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return &exitError{code: exitUsage, err: fmt.Errorf("vassal export: %w", err)}
		}
		if err := res.WriteModule(out); err != nil {
			return &exitError{code: exitUsage, err: err}
		}
		fmt.Fprintln(w, out)
		return nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	written, err := res.WriteDir(out)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	for _, p := range written {
		fmt.Fprintln(w, p)
	}
	return nil
}

// scenarioExport loads a scenario and its order of battle and fills the
// export options: the module's name, the at-start stacks, the pieces of the
// scenario's sides and the turns.
func scenarioExport(m *maps.Map, path string, warn io.Writer, opt *vassal.ExportOptions) error {
	files := filesFor(path)
	data, err := files.ReadFile(path)
	if err != nil {
		return fmt.Errorf("scenario %s: %w", path, err)
	}
	s, err := scenarios.DecodeScenario(data)
	if err != nil {
		return fmt.Errorf("scenario %s: %w", path, err)
	}
	oobPath := files.Join(path, s.OOB)
	oobData, err := files.ReadFile(oobPath)
	if err != nil {
		return fmt.Errorf("scenario %s: oob: %w", path, err)
	}
	oob, err := scenarios.DecodeOOB(oobData)
	if err != nil {
		return fmt.Errorf("scenario %s: %w", oobPath, err)
	}
	geo, err := m.Geometry()
	if err != nil {
		return err
	}
	if opt.Stacks, err = groupSetup(s, oob, geo, path, warn); err != nil {
		return err
	}
	opt.Name = s.Title
	opt.SideNames = map[string]string{}
	for _, side := range oob.Sides {
		opt.SideNames[side.ID] = side.Name
	}
	for _, u := range oob.Units {
		if slices.Contains(s.Sides, u.Side) {
			opt.Pieces = append(opt.Pieces, unitPiece(&u))
		}
	}
	for _, t := range s.Turns {
		opt.Turns = append(opt.Turns, t.Label)
	}
	return nil
}

// unitPiece is an OOB unit's piece in the module's piece window: its id,
// name, side and printed strength.
func unitPiece(u *scenarios.Unit) vassal.Piece {
	return vassal.Piece{Unit: u.ID, Name: u.Name, Side: u.Side, Strength: u.Strength}
}

// groupSetup groups the set-up's counters, as the one counter pass
// (engine/drawscene.Counters) makes them for print and the editor, by
// canonical hex. An entry "with" a formation is left out with a warning; a
// hex the map does not have is an error.
func groupSetup(s *scenarios.Scenario, oob *scenarios.OOB, geo maps.Geometry, path string, warn io.Writer) ([]vassal.Stack, error) {
	for _, e := range s.Setup {
		if e.Hex == "" {
			fmt.Fprintf(warn, "warning: %s: %s sets up with %s, not in a given hex: left out\n", path, e.Unit, e.With)
			continue
		}
		if _, err := geo.Numbering.Canonical(e.Hex); err != nil {
			return nil, fmt.Errorf("scenario %s: unit %s: %w", path, e.Unit, err)
		}
	}
	var stacks []vassal.Stack
	index := map[string]int{}
	for _, c := range drawscene.SetupCounters(s, oob, nil, geo) {
		id, err := geo.Numbering.Format(c.Hex)
		if err != nil {
			return nil, fmt.Errorf("scenario %s: unit %s: %w", path, c.ID, err)
		}
		i, ok := index[id]
		if !ok {
			i = len(stacks)
			index[id] = i
			stacks = append(stacks, vassal.Stack{Hex: id})
		}
		stacks[i].Pieces = append(stacks[i].Pieces, vassal.Piece{Unit: c.ID, Name: c.Name, Side: c.Side, Strength: c.Strength})
	}
	return stacks, nil
}

// boardPainter returns the painter of the board images: it draws map m
// with the editor's tiled raster renderer in style table st so that layout
// l (board pixels) places its hexes: hex radius l.Size pixels, global hex
// (0,0) centred on (l.OriginX, l.OriginY).
func boardPainter(st *draw.Styles) func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error) {
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
