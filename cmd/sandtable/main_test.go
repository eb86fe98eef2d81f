package main

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor"
)

func TestOpenArguments(t *testing.T) {
	doc, err := open(nil)
	if err != nil || doc.Path() != editor.BuiltinScenario {
		t.Fatalf("no argument: %v, %v; want the built-in scenario", doc, err)
	}
	for _, args := range [][]string{{"a.json", "b.json"}, {"-h"}, {"--help"}} {
		if _, err := open(args); !errors.Is(err, errUsage) {
			t.Errorf("%q: err = %v, want the usage", args, err)
		}
	}
	if _, err := open([]string{"no/such.scenario.json"}); err == nil {
		t.Error("a missing file opens")
	}
}

func TestEditorWindowBuilds(t *testing.T) {
	doc, err := open(nil)
	if err != nil {
		t.Fatal(err)
	}
	a := test.NewApp()
	defer a.Quit()
	e := editor.New(a, doc)
	if e.Window.Title() == "" {
		t.Error("window has no title")
	}
}
