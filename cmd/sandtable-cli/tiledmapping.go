package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/tiled"
)

func newTiledMappingCmd() *cobra.Command {
	var ruleset, def, out string
	cmd := &cobra.Command{
		Use:   "mapping --ruleset ID|FILE.ruleset.json [--default TERRAIN] [-o MAP.json]",
		Short: "Write a terrain-to-tile mapping for a ruleset",
		Long: `Write the mapping file 'tiled import --mapping' reads, with one tile per
terrain type of the ruleset: a tile whose type (class in Tiled 1.9+) is a
terrain id, or its English name, is that terrain. --default gives the terrain
of empty cells and of tiles the mapping does not name. The mapping goes to
standard output unless -o names a file.

Exit status: 0 written, 2 usage or I/O failure (unknown ruleset or terrain).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if ruleset == "" {
				return &exitError{code: exitUsage, err: fmt.Errorf("tiled mapping: --ruleset is required")}
			}
			return runTiledMapping(cmd.OutOrStdout(), ruleset, def, out)
		},
	}
	cmd.Flags().StringVar(&ruleset, "ruleset", "", "built-in ruleset id (gbacw, gcacw, classic) or ruleset file")
	cmd.Flags().StringVar(&def, "default", "", "terrain of empty cells and unnamed tiles")
	cmd.Flags().StringVarP(&out, "output", "o", "", "mapping file to write (default: standard output)")
	return cmd
}

// runTiledMapping generates the mapping of a ruleset and writes it.
func runTiledMapping(w io.Writer, ruleset, def, out string) error {
	rs, err := rulesetByIDOrFile(ruleset)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled mapping: %w", err)}
	}
	if def != "" && rs.TerrainByID(def) == nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled mapping: ruleset %s has no terrain %q", rs.ID, def)}
	}
	terrains := make([]tiled.Terrain, 0, len(rs.Terrain))
	for _, t := range rs.Terrain {
		terrains = append(terrains, tiled.Terrain{ID: t.ID, Name: t.Name["en"]})
	}
	data, err := tiled.EncodeMapping(tiled.MappingFor(rs.ID, terrains, def))
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled mapping: %w", err)}
	}
	if out == "" {
		_, err = w.Write(data)
	} else {
		err = os.WriteFile(out, data, 0o644)
	}
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("tiled mapping: %w", err)}
	}
	return nil
}

// rulesetByIDOrFile returns a built-in ruleset by id, or a ruleset file.
func rulesetByIDOrFile(arg string) (*engine.Ruleset, error) {
	if !strings.HasSuffix(arg, ".json") {
		return engine.BuiltinRuleset(arg)
	}
	data, err := filesFor(arg).ReadFile(arg)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", arg, err)
	}
	return engine.DecodeRuleset(data)
}
