package maps

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func itwMap(t *testing.T) (*Map, Geometry) {
	t.Helper()
	data, err := fs.ReadFile(Builtin(), "itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	return m, geo
}

// TestITWSheets: the two sheets and their one-row overlap as the battle book
// pins them ("S1401 (N1434)" EN L2259, "S4601 (N4634)" EN L2277).
func TestITWSheets(t *testing.T) {
	m, geo := itwMap(t)
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "odd" || m.DefaultTerrain != "woods" {
		t.Errorf("grid %+v, default terrain %q", m.Grid, m.DefaultTerrain)
	}
	for _, pair := range [][2]string{{"S1401", "N1434"}, {"S4601", "N4634"}, {"S6601", "N6634"}} {
		a, errA := geo.Numbering.Parse(pair[0])
		b, errB := geo.Numbering.Parse(pair[1])
		if errA != nil || errB != nil || a != b {
			t.Errorf("%s and %s should be one hex: %v %v (%v, %v)", pair[0], pair[1], a, b, errA, errB)
		}
	}
	// S6901: column 69 exists only on the south sheet, so it has one name.
	o, err := geo.Numbering.Parse("S6901")
	if err != nil || len(geo.Numbering.Names(o)) != 1 {
		t.Errorf("S6901: %v, names %v", err, geo.Numbering.Names(o))
	}
	for _, bad := range []string{"N6701", "S7001", "N1035", "S0934"} {
		if _, err := geo.Numbering.Parse(bad); err == nil {
			t.Errorf("%s should be off the map", bad)
		}
	}
	// N: 57 columns x 34 rows; S: 60 x 34; the shared row has 57 hexes.
	if n := len(geo.Numbering.All()); n != 57*34+60*34-57 {
		t.Errorf("%d hexes, want %d", n, 57*34+60*34-57)
	}
}

// TestITWNamedFeatures: hexes the seeds tie to named features are on the map
// with that feature (ITW BB 9.44, 9.7 and the scenario texts).
func TestITWNamedFeatures(t *testing.T) {
	m, _ := itwMap(t)
	for _, id := range []string{"S2410", "S2509", "S2610"} {
		if got := m.TerrainAt(id); got != "marsh-stream" {
			t.Errorf("%s terrain %q, want marsh-stream (EN L342)", id, got)
		}
	}
	want := map[string]string{"N6420": "landing", "N6423": "landing", "S2706": "church", "S2902": "crossroads", "S4210": "crossroads", "S5712": "hq"}
	for id, feature := range want {
		if !slices.Contains(m.Hexes[id].Features, feature) {
			t.Errorf("%s lacks feature %s: %+v", id, feature, m.Hexes[id])
		}
	}
	if m.TerrainAt("S3010") != "woods" {
		t.Error("an unpainted hex should have the default terrain Woods")
	}
	pl := m.Area("pittsburg-landing")
	if pl == nil || !slices.Contains(pl.Hexes, "N6420") || !slices.Contains(pl.Hexes, "N6325") {
		t.Errorf("Pittsburg Landing area: %+v", pl)
	}
	if m.Transcription == nil || m.Transcription.ToDo == "" {
		t.Error("the map must say what is still to be painted")
	}
}

func TestSaveIsCanonicalAndAtomic(t *testing.T) {
	data, _ := fs.ReadFile(Builtin(), "itw-shiloh.map.json")
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "itw.map.json")
	if err := Save(path, m); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, data) {
		t.Error("load then save changed the bytes")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	// Saving into a folder that does not exist fails and leaves nothing.
	if err := Save(filepath.Join(t.TempDir(), "no", "such", "x.map.json"), m); err == nil {
		t.Error("save into a missing folder should fail")
	}
}

func TestCanonicalizeRewritesAliases(t *testing.T) {
	m, _ := itwMap(t)
	m.Hexes["S1501"] = Hex{Terrain: "field"}
	m.Hexsides = map[string]Hexside{"S2411/N": {Type: "stream"}}
	if err := Canonicalize(m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Hexes["N1534"]; !ok {
		t.Error("S1501 was not rewritten as N1534")
	}
	// The north side of S2411 is the south side of S2410: canonical is S2411/N
	// only if N is a canonical direction, which it is (N, NE, SE).
	if _, ok := m.Hexsides["S2411/N"]; !ok {
		t.Errorf("hexsides %v", m.Hexsides)
	}
	m.Hexsides = map[string]Hexside{"S2410/S": {Type: "stream"}}
	if err := Canonicalize(m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Hexsides["S2411/N"]; !ok {
		t.Errorf("S2410/S should become S2411/N: %v", m.Hexsides)
	}
	m.Hexes["N2134"], m.Hexes["S2101"] = Hex{}, Hex{}
	if err := Canonicalize(m); err == nil {
		t.Error("two keys for one hex must be refused")
	}
}
