package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/validate"
)

func newValidateCmd() *cobra.Command {
	var format string
	var showProgress bool
	cmd := &cobra.Command{
		Use:   "validate [--format text|json|sarif] [FILE...]",
		Short: "Validate files (all built-in data when no file is given)",
		Long: `Validate maps, orders of battle, rulesets, scenarios and errata logs through
every stage: JSON syntax, JSON Schema, struct rules, references, rules checks.
A FILE that is a folder is validated as a game: every file in it, then the
checks across its scenarios (the same unit placed in different hexes by two
scenarios that start at the same turn). With no FILE, validate all data built
into Sandtable, game by game.

Exit status: 0 no error, 1 at least one error, 2 usage or I/O failure.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" && format != "sarif" {
				return &exitError{code: exitUsage, err: fmt.Errorf("--format must be text, json or sarif, not %q", format)}
			}
			if os.Getenv("GOGC") == "" {
				// A one-shot validation: see validate.BatchGCPercent.
				debug.SetGCPercent(validate.BatchGCPercent)
			}
			var progress func(done, total int)
			if showProgress {
				progress = func(done, total int) {
					fmt.Fprintf(cmd.ErrOrStderr(), "validated %d/%d files\n", done, total)
				}
			}
			ds, err := collect(args, progress)
			if err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			if err := printDiagnostics(cmd.OutOrStdout(), format, ds); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			for _, d := range ds {
				if d.Code == "file.read" {
					return &exitError{code: exitUsage}
				}
			}
			if validate.HasErrors(ds) {
				return &exitError{code: exitFindings}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text, json or sarif")
	cmd.Flags().BoolVar(&showProgress, "progress", false, "report each file validated on stderr")
	return cmd
}

func printDiagnostics(w io.Writer, format string, ds []validate.Diagnostic) error {
	if format == "sarif" {
		return writeSARIF(w, ds)
	}
	if format == "json" {
		if ds == nil {
			ds = []validate.Diagnostic{}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(struct {
			Diagnostics []validate.Diagnostic `json:"diagnostics"`
		}{ds})
	}
	for _, d := range ds {
		d = d.Escaped()
		line := d.String()
		if d.Hex != "" {
			line += " hex=" + d.Hex
		}
		if d.Unit != "" {
			line += " unit=" + d.Unit
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	e, wn := validate.Count(ds)
	_, err := fmt.Fprintf(w, "%s, %s\n", plural(e, "error"), plural(wn, "warning"))
	return err
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// collect validates the arguments: files, game folders, or (none) the
// built-in data.
func collect(args []string, progress func(done, total int)) ([]validate.Diagnostic, error) {
	if len(args) == 0 {
		return validate.BuiltinGamesProgress(progress), nil
	}
	sessions := map[validate.Files]*validate.Session{} // one per folder tree
	var ds []validate.Diagnostic
	for _, a := range args {
		files := contained(a)
		s := sessions[files]
		if s == nil {
			s = validate.NewSession(files)
			s.Progress = progress
			sessions[files] = s
		}
		if validate.IsDir(a) {
			g, err := s.Game(a)
			if err != nil {
				return nil, err
			}
			ds = append(ds, g...)
			continue
		}
		ds = append(ds, s.File(a)...)
	}
	return ds, nil
}
