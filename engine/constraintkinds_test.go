package engine

import (
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// Every constraint type the scenario format accepts has one row in the
// engine's table, with a diagnostic code: a type added to the format and
// not to the engine fails here.
func TestEveryConstraintTypeHasAKind(t *testing.T) {
	for _, typ := range scenarios.ConstraintKinds {
		k, ok := constraintKinds[typ]
		if !ok || k.Code == "" {
			t.Errorf("constraint type %q has no engine kind", typ)
		}
	}
	if len(constraintKinds) != len(scenarios.ConstraintKinds) {
		t.Errorf("the engine knows %d constraint types, the format %d", len(constraintKinds), len(scenarios.ConstraintKinds))
	}
}
