package validate

import (
	"path"
	"testing"
)

// overlay serves the built-in data with some files replaced or added, so a
// test can validate a modified copy that still refers to the real map and OOB.
type overlay struct {
	Builtin
	files map[string][]byte
}

func (o overlay) ReadFile(p string) ([]byte, error) {
	if b, ok := o.files[path.Clean(p)]; ok {
		return b, nil
	}
	return o.Builtin.ReadFile(p)
}

func builtinBytes(t *testing.T, p string) []byte {
	t.Helper()
	b, err := Builtin{}.ReadFile(p)
	if err != nil {
		t.Fatalf("read built-in %s: %v", p, err)
	}
	return b
}

const (
	s1Path  = "scenarios/itw-shiloh/01-bloody-april.scenario.json"
	s2Path  = "scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"
	oobPath = "scenarios/itw-shiloh/itw-shiloh.oob.json"
	mapPath = "maps/itw-shiloh.map.json"
)
