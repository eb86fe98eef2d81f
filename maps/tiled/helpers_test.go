package tiled

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// fixtureDir is where the shared Tiled fixtures live, relative to this package.
var fixtureDir = filepath.Join("..", "..", "..", "shared", "fixtures", "tiled")

// fixture returns the path of a shared fixture, skipping the test when it is
// absent.
func fixture(t testing.TB, name string) string {
	t.Helper()
	p := filepath.Join(fixtureDir, name)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("shared fixture %s not found (%v): the Tiled import tests need /work/shared/fixtures/tiled", p, err)
	}
	return p
}

// neighbourIDs returns the ids of the on-map neighbours of hex id, sorted.
func neighbourIDs(t testing.TB, m *maps.Map, id string) []string {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	o, err := geo.Numbering.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, nb := range geo.Grid.Neighbors(o) {
		if s, err := geo.Numbering.Format(nb); err == nil {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// mustGeometry returns m's geometry or fails.
func mustGeometry(t testing.TB, m *maps.Map) maps.Geometry {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	return geo
}
