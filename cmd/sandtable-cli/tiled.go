package main

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"slices"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/maps/tiled"
	"github.com/sandtable/sandtable/validate"
)

func newTiledCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tiled",
		Short: "Import and export hexagonal maps of the Tiled map editor",
	}
	cmd.AddCommand(newTiledImportCmd(), newTiledExportCmd(), newTiledMappingCmd())
	return cmd
}

func newTiledImportCmd() *cobra.Command {
	var mapping, out string
	cmd := &cobra.Command{
		Use:   "import IN.tmx|IN.tmj --mapping MAP.json -o OUT.map.json",
		Short: "Convert a hexagonal Tiled map into a Sandtable map",
		Long: `Convert a hexagonal Tiled map (.tmx or .tmj) into a Sandtable map file.
The mapping file says which terrain each tile is, by tile id, tile type or
tile property ("name=value"), and which ruleset the terrain ids belong to:
  {"tiles": {"1": "woods", "field": "field"}, "ruleset": "gbacw", "default": "clear"}
Hexes are numbered CCRR from 0101 unless the mapping gives a numbering.
The stagger is computed from Tiled's staggerindex and the first column
number, so a Tiled "odd" map numbered from 01 is a Sandtable "even" map.

Exit status: 0 written, 1 terrain the ruleset does not have, 2 usage or I/O
failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if mapping == "" || out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("tiled import: --mapping and -o are required")}
			}
			return runTiledImport(cmd.OutOrStdout(), args[0], mapping, out)
		},
	}
	cmd.Flags().StringVar(&mapping, "mapping", "", "mapping file: tiles to terrain ids, ruleset, default")
	cmd.Flags().StringVarP(&out, "output", "o", "", "map file to write")
	return cmd
}

// runTiledImport imports, checks the terrain ids and saves.
func runTiledImport(w io.Writer, in, mappingPath, out string) error {
	data, err := readArg(mappingPath, 0)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("mapping: %w", err)}
	}
	mp, err := tiled.DecodeMapping(data)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("load mapping %s: %w", mappingPath, err)}
	}
	rootDir := readOptions.root
	if rootDir == "" {
		rootDir = filepath.Dir(in)
	}
	root, err := jsonfile.NewRooted(rootDir)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	root.Limits = root.Limits.WithMaxBytes(readOptions.maxBytes)
	m, err := tiled.ImportFileIn(root, in, mp)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	// The ruleset is a built-in id or a file relative to the mapping,
	// read through the guard as any reference is.
	rs, err := strictSession(contained(mappingPath)).Ruleset(mappingPath, mp.Ruleset)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled import: mapping %s: %w", mappingPath, err)}
	}
	if unknown := unknownTerrains(m, rs); len(unknown) > 0 {
		return &exitError{code: exitFindings, err: fmt.Errorf("tiled import %s: ruleset %s has no terrain %v (fix the mapping)", in, m.Ruleset, unknown)}
	}
	encoded, err := maps.Encode(m)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled import %s: %w", in, err)}
	}
	if err := jsonfile.WriteOutput(out, encoded); err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	fmt.Fprintf(w, "%s: %d hexes not %s\n", out, len(m.Hexes), m.DefaultTerrain)
	return nil
}

// unknownTerrains lists the terrain ids of m that the ruleset rs does not
// define.
func unknownTerrains(m *maps.Map, rs *engine.Ruleset) []string {
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

func newTiledExportCmd() *cobra.Command {
	var out string
	var radius int
	cmd := &cobra.Command{
		Use:   "export IN.map.json -o OUT.tmx|OUT.tmj [--hex-radius PX]",
		Short: "Convert a Sandtable map into a hexagonal Tiled map",
		Long: `Write the map as a hexagonal Tiled map, OUT.tmx (XML) or OUT.tmj (Tiled's
JSON format) as the extension says, with one tile layer, a tileset
image OUT.tiles.png (one hex tile per terrain, in the editor's colours) and
OUT.mapping.json, the mapping that imports the .tmx back unchanged. Object
layers carry the rest, each object with typed properties that give it back
exactly: "hexsides TYPE" (a polyline along each hexside), "paths TYPE" (a
polyline through the path's hex centres), "areas" (a hex polygon per hex of
an area), "places" and "labels" (points), in the editor's line colours. Tiled's
staggerindex is computed from the map's stagger and its first column (row
for pointy maps). Tiled's tmxrasterizer renders the result.

Exit status: 0 written, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("tiled export: -o is required")}
			}
			if err := jsonfile.DefaultLimits.CheckHexRadius(radius); err != nil {
				return &exitError{code: exitUsage, err: fmt.Errorf("tiled export: %w", err)}
			}
			m, err := loadMapForExport(args[0])
			if err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			st := exportStyles(cmd.ErrOrStderr(), args[0], m)
			written, err := tiled.ExportFile(m, out, tiled.ExportOptions{
				HexRadius: radius, Color: terrainColors(st), FeatureColor: featureColors(st),
			})
			if err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			for _, p := range written {
				fmt.Fprintln(cmd.OutOrStdout(), p)
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", ".tmx or .tmj file to write")
	cmd.Flags().IntVar(&radius, "hex-radius", tiled.DefaultHexRadius, "hex radius, centre to corner, in pixels")
	return cmd
}

// loadMapForExport reads a map file from disk, or a built-in one
// ("maps/itw-shiloh.map.json") when the path is not on disk.
func loadMapForExport(path string) (*maps.Map, error) {
	data, err := filesFor(path).ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return m, nil
}

// exportStyles resolves the look of map m's types from its ruleset (a
// built-in id, or a file relative to the map at path), once for an export;
// when the ruleset cannot be read it warns and returns nil (the unknown
// style).
func exportStyles(warn io.Writer, path string, m *maps.Map) *draw.Styles {
	return drawscene.Styles(loadRuleset(warn, validate.NewSession(filesFor(path)), path, m.Ruleset))
}

// featureColors returns the stroke colour of a hexside or path type in
// style table st.
func featureColors(st *draw.Styles) func(kind, typ string) color.RGBA {
	return func(kind, typ string) color.RGBA {
		if kind == tiled.KindHexside {
			return premul(st.Hexside(typ).Line.Color)
		}
		l, _ := st.Path(typ)
		return premul(l.Color)
	}
}

// terrainColors returns the fill of each terrain type in style table st.
func terrainColors(st *draw.Styles) func(string) color.RGBA {
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
