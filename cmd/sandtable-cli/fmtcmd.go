package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/maps/jsonfile"
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
canonical and exit 1 if there is one.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			changed, failed := 0, 0
			for _, path := range args {
				data, err := os.ReadFile(path)
				if err != nil {
					fmt.Fprintln(cmd.ErrOrStderr(), err)
					failed++
					continue
				}
				canon, err := validate.Canonical(path, data)
				if err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "%v (left unchanged)\n", err)
					failed++
					continue
				}
				if bytes.Equal(canon, data) {
					continue
				}
				changed++
				fmt.Fprintln(cmd.OutOrStdout(), path)
				if !check {
					if err := jsonfile.WriteAtomic(path, canon); err != nil {
						fmt.Fprintln(cmd.ErrOrStderr(), err)
						failed++
					}
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
