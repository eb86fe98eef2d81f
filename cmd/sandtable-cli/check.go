package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/engine"
)

func newCheckCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "check SCENARIO",
		Short: "Print each constraint of a scenario and whether its setup satisfies it",
		Long: `Evaluate each constraint of the scenario (continuous line, area, no-stacking,
stacking exceptions) against its setup at the first turn and print one verdict
per constraint, with the units and hexes that break it.
A path under maps/, scenarios/ or engine/ that is not on disk is read from the
built-in data (e.g. scenarios/itw-shiloh/01-bloody-april.scenario.json).

Exit status: 0 every constraint that applies is satisfied, 1 one is not,
2 usage or I/O failure.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s := strictSession(filesFor(args[0]))
			p, err := s.Position(args[0])
			if err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			if printConstraints(cmd.OutOrStdout(), p) {
				return &exitError{code: exitFindings}
			}
			return nil
		},
	}
}

// printConstraints writes one verdict per constraint and reports whether any
// applicable constraint is broken.
func printConstraints(w io.Writer, p *engine.Position) bool {
	broken := false
	sts := engine.CheckConstraints(p)
	if len(sts) == 0 {
		fmt.Fprintf(w, "%s has no constraints\n", p.Scenario.ID)
	}
	for _, st := range sts {
		c := st.Constraint
		verdict := "satisfied"
		switch {
		case !st.Applies:
			verdict = "does not apply at " + p.Turn
		case c.Type == "stacking-exception":
			verdict = "exempts its units from the stacking limits"
		case len(st.Violations) > 0:
			verdict = fmt.Sprintf("BROKEN (%d)", len(st.Violations))
			broken = true
		}
		rule := ""
		if c.Rule != "" {
			rule = " [" + c.Rule + "]"
		}
		fmt.Fprintf(w, "%s (%s)%s: %s\n", c.ID, c.Type, rule, verdict)
		for _, v := range st.Violations {
			fmt.Fprintf(w, "  %s %s: %s\n", v.Code, p.Name(v.Hex), v.Message)
		}
	}
	return broken
}
