// Command sandtable is the Sandtable desktop editor.
//
// Usage:
//
//	sandtable [SCENARIO.json]
//
// With no argument it opens the built-in ITW Shiloh Scenario 1; with a path it
// opens that scenario file (its map and OOB are read relative to it). Errors go
// to standard error with exit status 2.
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2/app"

	"github.com/sandtable/sandtable/editor"
)

// appID is the application id Fyne stores preferences under.
const appID = "dev.sandtable.editor"

const usage = "usage: sandtable [SCENARIO.json]"

func main() {
	doc, err := open(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandtable:", err)
		os.Exit(2)
	}
	editor.New(app.NewWithID(appID), doc).Window.ShowAndRun()
}

// errUsage reports command-line arguments the editor does not take.
var errUsage = errors.New(usage)

// open returns the document the arguments name: the built-in scenario when
// there are none, else the one scenario file given.
func open(args []string) (*editor.Document, error) {
	switch {
	case len(args) == 0:
		return editor.OpenBuiltin()
	case len(args) > 1 || strings.HasPrefix(args[0], "-"):
		return nil, errUsage
	}
	return editor.OpenFile(args[0])
}
