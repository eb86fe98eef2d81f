package uitest

import (
	"reflect"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/validate"
)

// TestDocumentCopiesShareNothing: Document's copy equals the file model.Open
// opens afresh, and after every value reachable from one copy is changed
// (each string, number and flag, each map given a new key), the next copy
// still equals a fresh open: no test's edits reach another's.
func TestDocumentCopiesShareNothing(t *testing.T) {
	for _, path := range []string{model.BuiltinScenario, "scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"} {
		fresh, err := model.Open(validate.Builtin{}, path)
		if err != nil {
			t.Fatal(err)
		}
		first := Document(t, path)
		if !reflect.DeepEqual(first, fresh) {
			t.Fatalf("%s: the cached copy differs from a fresh open", path)
		}
		if n := testtool.MutateAll(reflect.ValueOf(first).Elem()); n < 1000 {
			t.Fatalf("%s: changed only %d values of the copy", path, n)
		}
		if reflect.DeepEqual(first, fresh) {
			t.Fatalf("%s: changing the copy changed nothing", path)
		}
		if next := Document(t, path); !reflect.DeepEqual(next, fresh) {
			t.Fatalf("%s: changes to one cached copy reached the next", path)
		}
	}
}
