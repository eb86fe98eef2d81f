package model

import (
	"reflect"
	"testing"
)

// The editor's lists come from the schemas: the features in the map
// schema's order, and each echelon's child as the OOB schema orders them
// (an army holds corps, a corps divisions, a division brigades, a brigade
// no formation), as the battle book's command levels go.
func TestListsFromSchema(t *testing.T) {
	if len(Features) < 10 || Features[0] != "camp-infantry" || featureRank("entry") != len(Features)-1 {
		t.Errorf("features %v", Features)
	}
	want := map[string]string{"": "army", "army": "corps", "corps": "division", "division": "brigade"}
	if !reflect.DeepEqual(childEchelon, want) {
		t.Errorf("childEchelon %v, want %v", childEchelon, want)
	}
}
