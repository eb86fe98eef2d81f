package main

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor"
	"github.com/sandtable/sandtable/editor/model"
)

func TestParseArgs(t *testing.T) {
	cfg, err := parseArgs([]string{"--save-as", "/tmp/x.scenario.json", "--center", "S2016", "-v", "a.scenario.json"})
	if err != nil || cfg.saveAs != "/tmp/x.scenario.json" || cfg.center != "S2016" || !cfg.verbose || cfg.scenario != "a.scenario.json" {
		t.Errorf("config %+v, %v", cfg, err)
	}
	for _, args := range [][]string{{"a.json", "b.json"}, {"-h"}, {"--help"}, {"--nope"}} {
		if _, err := parseArgs(args); !errors.Is(err, errUsage) {
			t.Errorf("%q: err = %v, want the usage", args, err)
		}
	}
}

func TestOpenArguments(t *testing.T) {
	doc, err := open(config{})
	if err != nil || doc.Path() != model.BuiltinScenario {
		t.Fatalf("no argument: %v, %v; want the built-in scenario", doc, err)
	}
	if _, err := open(config{scenario: "no/such.scenario.json"}); err == nil {
		t.Error("a missing file opens")
	}
}

func TestEditorWindowBuilds(t *testing.T) {
	doc, err := open(config{})
	if err != nil {
		t.Fatal(err)
	}
	a := test.NewApp()
	defer a.Quit()
	e := editor.NewWithOptions(a, doc, editor.Options{SaveTarget: t.TempDir() + "/x.scenario.json"})
	if e.Window().Title() == "" {
		t.Error("window has no title")
	}
	if err := e.CenterOnHex("S2016"); err != nil {
		t.Error(err)
	}
	if err := e.CenterOnHex("S9999"); err == nil {
		t.Error("centring on a hex that does not exist succeeds")
	}
}
