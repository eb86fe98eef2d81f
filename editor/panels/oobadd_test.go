package panels

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sandtable/sandtable/editor/ui/uitest"
)

// Adding a unit with no formation selected asks for the formation (a
// one-id chooser, on the stand-in window), and the unit joins the one
// picked.
func TestAddUnitAsksForTheFormation(t *testing.T) {
	h := uitest.New(t)
	p := NewOOBPanel(h)
	p.Selected = ""
	p.AddUnit("Test Bn", "infantry")
	if h.Chooser == nil || !h.Chooser.Single {
		t.Fatal("no formation picker")
	}
	test.Type(h.Chooser.Filter, "Wood")
	want := h.Chooser.Shown[0].ID
	h.Chooser.List.Select(0)
	var added string
	for _, u := range h.Doc.OOB().Units {
		if u.Name == "Test Bn" {
			added = u.Command
		}
	}
	if added != want {
		t.Errorf("Test Bn added to %q, want %q", added, want)
	}
}
