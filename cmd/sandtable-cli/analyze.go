package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/validate"
)

func newAnalyzeCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "analyze SCENARIO [--format text|json]",
		Short: "Dry-run a scenario: objective reach by turn, reinforcement entry, stuck units, set-up rules",
		Long: `Analyze SCENARIO without a player. For each side, every unit moves its full
movement allowance in each of its activations of a turn, as many as the
play-test gives it (the ruleset's sequence of play; once a turn without one),
from its set-up hex (reinforcements from their
entry hexes on their turn, after paying the entry cost) by the terrain effects
chart, inside each turn's playing area, while enemy units stay in their set-up
hexes. The report gives, for each place the victory objectives name, the
earliest turn each side can stand in any and in all of its hexes; each
reinforcement row that cannot enter at its entry hexes on its turn (not on the
map, outside the playing area, held by or next to the enemy at set-up, entry
cost above the allowance), naming the units; the units that can never move or
never reach the playing area; and what the engine's set-up checks find.
--format json prints every row, not only those with a problem.
A path under maps/, scenarios/ or engine/ that is not on disk is read from the
built-in data.

Exit status: 0 nothing is wrong, 1 a reinforcement cannot enter or a set-up
rule is broken, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAnalyze(cmd.OutOrStdout(), args[0], format)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

// runAnalyze loads the scenario, analyzes it and prints the report.
func runAnalyze(w io.Writer, scenario, format string) error {
	if format != "text" && format != "json" {
		return &exitError{code: exitUsage, err: fmt.Errorf("--format must be text or json, not %q", format)}
	}
	pos, err := strictSession(filesFor(scenario)).Position(scenario)
	if err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	a, err := game.Analyze(pos)
	if err != nil {
		return &exitError{code: exitUsage, err: fmt.Errorf("%s: %w", scenario, err)}
	}
	if err := printAnalysis(w, format, a); err != nil {
		return &exitError{code: exitUsage, err: err}
	}
	if n := a.Problems(); n > 0 {
		return &exitError{code: exitFindings, err: fmt.Errorf("%s: %d problem(s) found", scenario, n)}
	}
	return nil
}

// printAnalysis writes the report as text or as one JSON object.
func printAnalysis(w io.Writer, format string, a *game.Analysis) error {
	if format == "text" {
		ew := validate.NewEscapeWriter(w)
		if err := a.WriteText(ew); err != nil {
			return err
		}
		return ew.Flush()
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(a); err != nil {
		return fmt.Errorf("analysis of %s: %w", a.Scenario, err)
	}
	return nil
}
