package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

func newErrataCmd() *cobra.Command {
	var format string
	var check bool
	cmd := &cobra.Command{
		Use:   "errata [--format md|csv] [--check] [GAME|FILE...]",
		Short: "Print errata logs as Markdown or CSV, or self-test the validator against them",
		Long: `Print errata logs (all built-in logs when none is given; a GAME is a built-in
game id: itw-shiloh, hsn, classic-shiloh) as a Markdown table or as CSV.

With --check, run the self-test on built-in logs: every entry with a machine
check has its printed values put back into a copy of the data, the game is
validated, and the entry is flagged when a new diagnostic names its unit or
hex. A printed unit command is put back both ways: in the OOB and, in each
scenario that prints it, as a scenario attachment; the entry is flagged only
when both are. Prints one row per entry (flagged / missed / not
machine-detectable with the reason) and two shares: flagged of the
machine-detectable entries and flagged of all entries; exit 1 when an entry
is missed or unclassified.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "md" && format != "csv" {
				return &exitError{code: exitUsage, err: fmt.Errorf("--format must be md or csv, not %q", format)}
			}
			files, paths := errataPaths(args)
			w := validate.NewEscapeWriter(cmd.OutOrStdout())
			defer w.Flush()
			if check {
				return errataCheck(w, files, paths, format)
			}
			for i, p := range paths {
				e, err := readErrata(files, p)
				if err != nil {
					return err
				}
				if i > 0 && format == "md" {
					fmt.Fprintln(w)
				}
				if format == "csv" {
					if err := writeErrataCSV(w, e, i == 0); err != nil {
						return &exitError{code: exitUsage, err: err}
					}
					continue
				}
				writeErrata(w, e)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "md", "output format: md or csv")
	cmd.Flags().BoolVar(&check, "check", false, "self-test the validator against the built-in errata logs")
	return cmd
}

// errataPaths resolves the arguments: built-in game ids to their logs, other
// arguments as files on disk; none means every built-in log.
func errataPaths(args []string) (validate.Files, []string) {
	var builtin []string
	for _, p := range validate.BuiltinPaths() {
		if validate.KindOf(p) == "errata" {
			builtin = append(builtin, p)
		}
	}
	if len(args) == 0 {
		return validate.Builtin{}, builtin
	}
	var out []string
	for _, a := range args {
		p := "scenarios/" + a + "/" + a + ".errata.json"
		if !slices.Contains(builtin, p) {
			return filesForAll(args...), args
		}
		out = append(out, p)
	}
	return validate.Builtin{}, out
}

func readErrata(files validate.Files, p string) (*scenarios.Errata, error) {
	data, err := files.ReadFile(p)
	if err != nil {
		return nil, &exitError{code: exitUsage, err: err}
	}
	var e scenarios.Errata
	if err := jsonfile.DecodeStrict(data, &e); err != nil {
		return nil, &exitError{code: exitUsage, err: fmt.Errorf("%s: %w", p, err)}
	}
	return &e, nil
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

// writeErrataCSV prints one log as CSV rows (game first), with the header
// when header is set.
func writeErrataCSV(w io.Writer, e *scenarios.Errata, header bool) error {
	cw := csv.NewWriter(w)
	if header {
		_ = cw.Write([]string{"game", "id", "where", "printed", "data uses", "why"})
	}
	for _, x := range e.Entries {
		_ = cw.Write([]string{csvCell(e.Game), csvCell(x.ID), csvCell(x.Location), csvCell(x.Printed), csvCell(x.Used), csvCell(x.Why)})
	}
	cw.Flush()
	return cw.Error()
}

// csvCell neutralises a CSV cell that a spreadsheet would run as a
// formula: one starting with =, +, -, @, a tab or a carriage return gets a
// leading apostrophe (the OWASP convention for CSV injection).
func csvCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// cell escapes a table cell: pipes and line breaks.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}
