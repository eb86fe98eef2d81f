package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// s1With returns Scenario 1's position with its objectives changed by edit.
func s1With(t *testing.T, edit func([]scenarios.Objective) []scenarios.Objective) *engine.Position {
	t.Helper()
	pos, err := LoadScenario(jsonfile.OS{}, s1Path)
	if err != nil {
		t.Fatal(err)
	}
	sc := *pos.Scenario
	v := *sc.Victory
	v.Objectives = edit(slices.Clone(v.Objectives))
	sc.Victory = &v
	pos.Scenario = &sc
	return pos
}

func gameOf(t *testing.T, pos *engine.Position) *Game {
	t.Helper()
	g, err := New(pos, Options{Seed: 1, ScenarioPath: s1Path})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Spain's Field has no hex in the book's text, so the map area is empty and
// the real Scenario 1 can neither score it nor set its control by hand. A
// designer's stand-in list on the objectives (issue #12.1) makes it score
// like a painted field: occupying any listed hex controls it, and the hand
// adjustment of the area reaches the listed hexes.
func TestControlAreaStandInHexes(t *testing.T) {
	g := newGame(t, s1Path)
	if len(g.Board.AreaHexes("spains-field")) != 0 {
		t.Skip("spains-field has hexes on the map now; the stand-in is not needed")
	}
	if o := objective(t, g.Score(), "spains-field-csa"); o.Met || o.VP != 0 {
		t.Fatalf("empty Spain's Field scored without hexes: %+v", o)
	}
	refuse(t, g, Action{Action: ActAdjust, Control: map[string]string{"spains-field": "union"}}, "neither an area nor a hex")

	stand := []string{"S4020", "S4120"}
	g = gameOf(t, s1With(t, func(os []scenarios.Objective) []scenarios.Objective {
		for i := range os {
			if os[i].Area == "spains-field" {
				os[i].Hexes = stand
			}
		}
		return os
	}))
	apply(t, g, Action{Action: ActAdjust, Control: map[string]string{"spains-field": "union"}})
	if o := objective(t, g.Score(), "spains-field-union"); !o.Met || o.VP != 5 {
		t.Fatalf("Union set in control of the stand-in hexes: %+v", o)
	}
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S4120"})
	sc := g.Score()
	if o := objective(t, sc, "spains-field-csa"); !o.Met || o.VP != 5 {
		t.Fatalf("7 AR in stand-in hex S4120: %+v", o)
	}
	if o := objective(t, sc, "spains-field-union"); o.Met {
		t.Fatalf("Union still holds Spain's Field with 7 AR in it: %+v", o)
	}
	// Once the map area has hexes, the area wins over the stand-ins:
	// Lost Field's objectives ignore a stand-in list.
	g = gameOf(t, s1With(t, func(os []scenarios.Objective) []scenarios.Objective {
		for i := range os {
			if os[i].Area == "lost-field" {
				os[i].Hexes = stand
			}
		}
		return os
	}))
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S4120"})
	if o := objective(t, g.Score(), "lost-field-csa"); o.Met {
		t.Fatalf("a stand-in hex counted for Lost Field, which has map hexes: %+v", o)
	}
}

// A hex-count objective that names an area and no hexes counts the area's
// hexes one by one (Scenario 4's "seven of the 13 Sunken Lane hexes").
func TestControlHexesOverArea(t *testing.T) {
	two := 2
	g := gameOf(t, s1With(t, func(os []scenarios.Objective) []scenarios.Objective {
		return append(os, scenarios.Objective{ID: "lost-hexes", Type: scenarios.ObjectiveControlHexes, Side: "csa", VP: &two, Area: "lost-field", Count: &two, Per: "objective"})
	}))
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S3609"})
	o := objective(t, g.Score(), "lost-hexes")
	if o.Met || !strings.Contains(o.Detail, "holds 1 of 2") {
		t.Fatalf("one of Lost Field's two hexes: %+v", o)
	}
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S3509"})
	if o = objective(t, g.Score(), "lost-hexes"); !o.Met || o.VP != 2 {
		t.Fatalf("7 AR passed through both Lost Field hexes: %+v", o)
	}
}
