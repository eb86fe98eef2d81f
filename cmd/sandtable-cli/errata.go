package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

func newErrataCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "errata [FILE...]",
		Short: "Print errata logs as Markdown (all built-in logs when no file is given)",
		RunE: func(cmd *cobra.Command, args []string) error {
			var files validate.Files = validate.OS{}
			if len(args) == 0 {
				files = validate.Builtin{}
				for _, p := range validate.BuiltinPaths() {
					if validate.KindOf(p) == "errata" {
						args = append(args, p)
					}
				}
			}
			for i, p := range args {
				data, err := files.ReadFile(p)
				if err != nil {
					return &exitError{code: exitUsage, err: err}
				}
				var e scenarios.Errata
				if err := jsonfile.DecodeStrict(data, &e); err != nil {
					return &exitError{code: exitUsage, err: fmt.Errorf("%s: %w", p, err)}
				}
				if i > 0 {
					fmt.Fprintln(cmd.OutOrStdout())
				}
				writeErrata(cmd.OutOrStdout(), &e)
			}
			return nil
		},
	}
}

// writeErrata prints one log as a Markdown table.
func writeErrata(w io.Writer, e *scenarios.Errata) {
	fmt.Fprintf(w, "# Errata: %s\n\n%d entries.\n\n", e.Game, len(e.Entries))
	fmt.Fprintln(w, "| id | where | printed | data uses | why |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- |")
	for _, x := range e.Entries {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", cell(x.ID), cell(x.Location), cell(x.Printed), cell(x.Used), cell(x.Why))
	}
}

// cell escapes a table cell: pipes and line breaks.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}
