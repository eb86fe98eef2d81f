package model

import (
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// openBuiltin opens the built-in scenario or fails the test. It is opened
// (decoded and validated) once per test binary; each test gets its own deep
// copy of that freshly opened document, since the tests edit it
// (TestOpenBuiltinCopiesShareNothing). The built-in files are embedded and
// cannot change under the cache.
func openBuiltin(t testing.TB) *Document {
	t.Helper()
	builtinOnce.Do(func() { builtinOnce.doc, builtinOnce.err = OpenBuiltin() })
	if builtinOnce.err != nil {
		t.Fatal(builtinOnce.err)
	}
	return testtool.DeepCopy(builtinOnce.doc)
}

var builtinOnce struct {
	sync.Once
	doc *Document
	err error
}

// TestOpenBuiltinCopiesShareNothing: openBuiltin's document equals one
// OpenBuiltin opens afresh, and after every value reachable from one copy
// is changed (each string, number and flag, each map given a new key), the
// next copy still equals a fresh open: no test's edits reach another's.
func TestOpenBuiltinCopiesShareNothing(t *testing.T) {
	fresh, err := OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	first := openBuiltin(t)
	if !reflect.DeepEqual(first, fresh) {
		t.Fatal("the cached copy differs from a fresh open")
	}
	if n := testtool.MutateAll(reflect.ValueOf(first).Elem()); n < 1000 {
		t.Fatalf("changed only %d values of the copy", n)
	}
	if reflect.DeepEqual(first, fresh) {
		t.Fatal("changing the copy changed nothing")
	}
	if next := openBuiltin(t); !reflect.DeepEqual(next, fresh) {
		t.Fatal("changes to one cached copy reached the next")
	}
}

// hex parses a hex id of d's map or fails the test.
func hex(t testing.TB, d *Document, id string) hexgrid.Offset {
	t.Helper()
	o, ok := d.ParseHex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return o
}

// copyBuiltinGame copies the built-in Scenario 1 with its map and OOB into
// dir, in their source-tree layout, and returns the scenario's path.
func copyBuiltinGame(t testing.TB, dir string) string {
	t.Helper()
	for _, p := range []string{"maps/itw-shiloh.map.json", "scenarios/itw-shiloh/itw-shiloh.oob.json", BuiltinScenario} {
		data, err := validate.Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, filepath.FromSlash(BuiltinScenario))
}

// do applies c (which must not be nil) and returns the change.
func do(t testing.TB, d *Document, c Command) Change {
	t.Helper()
	if c == nil {
		t.Fatal("nil command")
	}
	return d.Do(c)
}

// hasCode reports whether a diagnostic with the code names hex.
func hasCode(ds []validate.Diagnostic, code, hex string) bool {
	for _, dg := range ds {
		if dg.Code == code && (hex == "" || dg.Hex == hex) {
			return true
		}
	}
	return false
}
