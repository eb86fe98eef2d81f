package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/validate"
)

func newFmtCmd() *cobra.Command {
	var check bool
	cmd := &cobra.Command{
		Use:   "fmt [--check] FILE...",
		Short: "Rewrite files in canonical form",
		Long: `Rewrite Sandtable files in canonical form (stable key order, two-space indent,
canonical hex names). A file that does not parse is reported and never
overwritten. With --check, write nothing: list the files that are not
canonical and exit 1 if there is one.
Never rewritten, each with a message: read-only files, anything but a regular
file, files with several hard links, files over their size limit, and files
that do not decode in full (invalid UTF-8, a byte order mark, duplicate keys,
null, nesting too deep). A symlink is followed and its target formatted (said
on stderr). Temporary files left by an interrupted save are removed.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			changed, failed := 0, 0
			for _, path := range args {
				differs, err := fmtFile(path, check, cmd.ErrOrStderr())
				if differs {
					changed++
					fmt.Fprintln(cmd.OutOrStdout(), validate.Escape(path))
				}
				if err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "%s (left unchanged)\n", validate.Escape(err.Error()))
					failed++
				}
			}
			switch {
			case failed > 0:
				return &exitError{code: exitUsage}
			case check && changed > 0:
				return &exitError{code: exitFindings}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&check, "check", false, "list files that are not canonical; write nothing")
	return cmd
}
