package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/validate"
)

// Exit codes of every command.
const (
	exitOK       = 0 // success, no error found
	exitFindings = 1 // the files have errors (validate) or are not canonical (fmt --check)
	exitUsage    = 2 // bad usage or an I/O failure
)

// exitError carries a command's exit code through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "sandtable-cli",
		Short:         "Validate, format and play-test Sandtable maps, orders of battle and scenarios",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	bindReadFlags(root)
	root.AddCommand(newValidateCmd(), newFmtCmd(), newCheckCmd(), newDiffCmd(), newErrataCmd(), newPlayCmd(), newTiledCmd(), newVassalCmd(), newRenderCmd(), newTraceCmd(), newAnalyzeCmd())
	return root
}

// run executes the CLI with args and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, "sandtable-cli:", validate.Escape(ee.err.Error()))
		}
		return ee.code
	}
	fmt.Fprintln(stderr, "sandtable-cli:", validate.Escape(err.Error()))
	return exitUsage
}
