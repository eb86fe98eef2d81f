// Command sandtable is the Sandtable desktop editor.
//
// Usage:
//
//	sandtable [--save-as PATH] [--center HEX] [-v] [FILE.json]
//
// With no file it opens the built-in ITW Shiloh Scenario 1; with a path it
// opens that file of a game, of the kind its "format" field names: a
// scenario (its map and OOB are read relative to it), a map on its own for
// map editing, an order of battle in the OOB tree, or a ruleset.
//
//	--save-as PATH  where Save writes built-in data (instead of asking)
//	--center HEX    open with the map centred on that hex
//	-v              print the window layout to standard error once shown, and
//	                again with every control shown at each SIGUSR1 (Unix)
//
// Unsaved changes are copied every minute to the recovery folder
// (<user config dir>/sandtable/recovery) and offered at the next start.
// Errors go to standard error with exit status 2.
package main

//go:generate go run icon_gen.go Icon.png

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/sandtable/sandtable/editor"
	"github.com/sandtable/sandtable/editor/model"
)

// appID is the application id Fyne stores preferences under.
const appID = "dev.sandtable.editor"

const usage = "usage: sandtable [--save-as PATH] [--center HEX] [-v] [FILE.json]"

func main() {
	cfg, err := parseArgs(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandtable:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "sandtable:", err)
		os.Exit(2)
	}
}

// config is what the command line asks for.
type config struct {
	scenario string // "" for the built-in scenario
	saveAs   string
	center   string
	verbose  bool
}

// errUsage reports command-line arguments the editor does not take.
var errUsage = errors.New(usage)

// parseArgs reads the command line.
func parseArgs(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("sandtable", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&cfg.saveAs, "save-as", "", "where Save writes built-in data")
	fs.StringVar(&cfg.center, "center", "", "hex to centre the map on")
	fs.BoolVar(&cfg.verbose, "v", false, "print the window layout")
	if err := fs.Parse(args); err != nil {
		return config{}, errUsage
	}
	switch fs.NArg() {
	case 0:
	case 1:
		cfg.scenario = fs.Arg(0)
	default:
		return config{}, errUsage
	}
	return cfg, nil
}

// open returns the document the configuration names: the built-in scenario
// when there is none, else the scenario file.
func open(cfg config) (*model.Document, error) {
	if cfg.scenario == "" {
		return model.OpenBuiltin()
	}
	return model.OpenFile(cfg.scenario)
}

// run opens the document and shows the editor until its window closes.
func run(cfg config) error {
	if err := haveDisplay(); err != nil {
		return err
	}
	startProfile()
	doc, openErr := open(cfg)
	if openErr != nil {
		// The window opens all the same, on the built-in scenario, and says
		// why in a dialog: started from a desktop, a line on standard error
		// would go unseen.
		fmt.Fprintln(os.Stderr, "sandtable:", openErr)
		var err error
		if doc, err = model.OpenBuiltin(); err != nil {
			return errors.Join(openErr, err)
		}
	}
	opts := editor.Options{SaveTarget: cfg.saveAs, Screen: screenSize()}
	if dir, err := model.DefaultRecoveryDir(); err == nil {
		opts.Recovery = model.Recovery{Dir: dir}
	}
	a := app.NewWithID(appID)
	if err := editor.SetupLanguage(a); err != nil {
		fmt.Fprintln(os.Stderr, "sandtable: translations:", err)
	}
	e := editor.NewWithOptions(a, doc, opts)
	if cfg.center != "" {
		if err := e.CenterOnHex(cfg.center); err != nil {
			return err
		}
	}
	if cfg.verbose {
		go printLayout(e)
		dumpOnSignal(e)
	}
	if openErr != nil {
		e.ShowStartError(openErr)
	} else {
		e.OfferRecovery()
	}
	e.Window().ShowAndRun()
	return nil
}

// printLayout writes the editor's layout to standard error once the map is
// laid out (for scripts driving the window).
func printLayout(e *editor.Editor) {
	for range 100 {
		time.Sleep(200 * time.Millisecond)
		var info string
		var ok bool
		fyne.DoAndWait(func() { info, ok = e.LayoutInfo() })
		if ok {
			fmt.Fprintln(os.Stderr, info)
			return
		}
	}
}
