package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/validate"
	"github.com/sandtable/sandtable/validate/semdiff"
)

func newDiffCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "diff [--format text|json] OLD NEW",
		Short: "Compare two versions of a map or scenario in the game's terms",
		Long: `Compare two maps, or two scenarios (with their maps when those differ), and
print the changes in the game's terms:
  55 TN: S1925 -> S1926
  S2410: Marsh -> Marsh-Stream
  reinforcement 47 TN: 6 AM -> 7 AM
  hexside S2410/N: stream added

Exit status: 0 equal, 1 different, 2 usage or I/O failure.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &exitError{code: exitUsage, err: fmt.Errorf("--format must be text or json, not %q", format)}
			}
			changes, err := semdiff.Files(filesForAll(args[1], args[0]), args[0], args[1])
			if err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			w := cmd.OutOrStdout()
			if format == "json" {
				if changes == nil {
					changes = []semdiff.Change{}
				}
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				enc.SetEscapeHTML(false)
				if err := enc.Encode(struct {
					Changes []semdiff.Change `json:"changes"`
				}{changes}); err != nil {
					return &exitError{code: exitUsage, err: err}
				}
			} else {
				for _, c := range changes {
					fmt.Fprintln(w, validate.Escape(c.Text))
				}
			}
			if len(changes) > 0 {
				return &exitError{code: exitFindings}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}
