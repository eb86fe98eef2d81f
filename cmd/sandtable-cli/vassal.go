package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine/interop"
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
// board images beside the map and saves the map (engine/interop, as the
// editor's File > Import does).
func runVassalImport(w io.Writer, in string, f vassalImportFlags) error {
	res, err := interop.ImportVassal(in, f.out, f.opt)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	for _, msg := range res.Warnings {
		fmt.Fprintf(f.warn, "warning: %s\n", msg)
	}
	for _, p := range res.Written {
		fmt.Fprintln(w, p)
	}
	return nil
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
counter image per unit, and sandtable.map.json, the map file itself (VASSAL
ignores it and keeps it when it saves the module; vassal import gives the
map back from it whole). Its map lays the sheets' boards out edge to edge
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

// runVassalExport loads the map (and scenario with its OOB) and writes the
// module through engine/interop, as the editor's File > Export To does.
func runVassalExport(w, warn io.Writer, in, scenario, out string, dpi float64) error {
	m, err := loadMapForExport(in)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	x := interop.VassalExport{Map: m, Styles: exportStyles(warn, in, m), DPI: dpi, Path: scenario}
	if scenario != "" {
		if x.Scenario, x.OOB, err = loadScenarioForExport(scenario); err != nil {
			return &exitError{code: exitUsage, err: err}
		}
	}
	res, err := interop.ExportVassal(x, out)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	for _, msg := range res.Warnings {
		fmt.Fprintf(warn, "warning: %s\n", msg)
	}
	for _, p := range res.Written {
		fmt.Fprintln(w, p)
	}
	return nil
}

// loadScenarioForExport reads a scenario and its order of battle.
func loadScenarioForExport(path string) (*scenarios.Scenario, *scenarios.OOB, error) {
	files := filesFor(path)
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	s, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	oobPath := files.Join(path, s.OOB)
	oobData, err := files.ReadFile(oobPath)
	if err != nil {
		return nil, nil, fmt.Errorf("scenario %s: oob: %w", path, err)
	}
	oob, err := scenarios.DecodeOOB(oobData)
	if err != nil {
		return nil, nil, fmt.Errorf("scenario %s: %w", oobPath, err)
	}
	return s, oob, nil
}
