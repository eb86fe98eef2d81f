package model

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// openBuiltin opens the built-in scenario or fails the test.
func openBuiltin(t testing.TB) *Document {
	t.Helper()
	d, err := OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	return d
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
