package ui

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/scenarios"
)

// TestChoosersFromSchemas: the editor's choosers hold the schemas' values,
// so a value the format gains appears in the editor without Go code: every
// constraint kind the engine checks, the statuses including GCACW's, the
// orders and the arrival letters, the area kinds.
func TestChoosersFromSchemas(t *testing.T) {
	for _, c := range []struct {
		name string
		list []string
		must []string
	}{
		{"constraint types", ConstraintTypes, scenarios.ConstraintKinds},
		{"set-up statuses", SetupStatuses, []string{"disordered", "reserve", "no-activate-turn-1", "demoralized"}},
		{"set-up orders", SetupOrders, []string{"advance", "attack", "march", "advance-or-attack"}},
		{"arrival order letters", OrderChoices, []string{"A", "E"}},
		{"area kinds", model.AreaKinds, []string{"field", "town", "landing", "county", "area"}},
	} {
		for _, v := range c.must {
			if !slices.Contains(c.list, v) {
				t.Errorf("%s %v lack %q", c.name, c.list, v)
			}
		}
	}
}
