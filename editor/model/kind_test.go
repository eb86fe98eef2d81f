package model

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/validate"
)

// copyHSN copies the built-in HSN map, OOB and scenarios into dir in their
// source-tree layout and returns every file written with its bytes.
func copyHSN(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, p := range validate.BuiltinPaths() {
		if !strings.HasPrefix(p, "scenarios/hsn/") && p != "maps/hsn.map.json" {
			continue
		}
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
		out[to] = data
	}
	return out
}

// errorsOf counts error diagnostics.
func errorsOf(ds []validate.Diagnostic) int {
	n, _ := validate.Count(ds)
	return n
}

// TestOpenMapAlonePaintSave is issue 24's acceptance: the HSN map opened on
// its own is a map document; a hex painted and saved changes the map file
// in that hex alone and leaves every other file of the game as it was.
func TestOpenMapAlonePaintSave(t *testing.T) {
	dir := t.TempDir()
	before := copyHSN(t, dir)
	mapPath := filepath.Join(dir, "maps", "hsn.map.json")
	d, err := OpenFile(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind() != KindMap || d.Path() != mapPath || d.MapPath() != mapPath {
		t.Fatalf("kind %v path %s map %s", d.Kind(), d.Path(), d.MapPath())
	}
	if d.Ruleset() == nil || d.Ruleset().ID != "gcacw" {
		t.Fatalf("the map's ruleset gcacw not loaded: %v", d.Ruleset())
	}
	// The map alone validates as `sandtable-cli validate maps/hsn.map.json`
	// does: the same diagnostics, none about a scenario.
	want := validate.NewSession(validate.OS{}).Paths([]string{mapPath})
	if got := d.Diagnostics(); len(got) != len(want) || errorsOf(got) != 0 {
		t.Fatalf("diagnostics %v, want %v", got, want)
	}
	// Columbia, 1715, is clear with a town feature; paint it rolling.
	o := hex(t, d, "1715")
	do(t, d, d.PaintTerrain(1, "rolling", o))
	if !d.Dirty() {
		t.Fatal("not dirty after painting")
	}
	// A scenario edit has no file to go to: refused.
	if ch := d.Do(scenarioEdit{}); !ch.Empty() || d.History().Len() != 1 {
		t.Fatalf("a scenario edit was applied to a map document: %+v", ch)
	}
	time.Sleep(10 * time.Millisecond)
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() {
		t.Fatal("dirty after saving")
	}
	for p, old := range before {
		now, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if p != mapPath && !bytes.Equal(now, old) {
			t.Errorf("%s changed", p)
		}
	}
	// No file was added either (no scenario written beside the map).
	entries, _ := os.ReadDir(filepath.Join(dir, "maps"))
	if len(entries) != 1 {
		t.Errorf("maps/ holds %d files after the save", len(entries))
	}
	oldMap, err := maps.Decode(before[mapPath])
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(mapPath)
	newMap, err := maps.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if newMap.Hexes["1715"].Terrain != "rolling" {
		t.Fatalf("1715 saved as %+v", newMap.Hexes["1715"])
	}
	changed := 0
	for id, h := range newMap.Hexes {
		if !reflect.DeepEqual(h, oldMap.Hexes[id]) {
			changed++
		}
	}
	if changed != 1 || len(newMap.Hexes) != len(oldMap.Hexes) {
		t.Fatalf("%d hexes changed, %d -> %d hexes", changed, len(oldMap.Hexes), len(newMap.Hexes))
	}
	// The one-hex change is a one-line diff of the canonical file.
	if n := diffLines(before[mapPath], data); n != 1 {
		t.Errorf("%d lines differ", n)
	}
}

// diffLines counts the lines added to a to make b (a line diff by longest
// common subsequence would say the same for a one-line insertion).
func diffLines(a, b []byte) int {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	i := 0
	for i < len(al) && i < len(bl) && al[i] == bl[i] {
		i++
	}
	j := 0
	for j < len(al)-i && j < len(bl)-i && al[len(al)-1-j] == bl[len(bl)-1-j] {
		j++
	}
	return max(len(bl)-i-j, len(al)-i-j)
}

// TestOpenOOBAlone: an OOB opens in an OOB document with the map of the
// scenario beside it that uses it; an added unit saves into the OOB file
// alone.
func TestOpenOOBAlone(t *testing.T) {
	dir := t.TempDir()
	before := copyHSN(t, dir)
	oobPath := filepath.Join(dir, "scenarios", "hsn", "hsn.oob.json")
	d, err := OpenFile(oobPath)
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind() != KindOOB || d.OOB() == nil || d.MapPath() != filepath.Join(dir, "maps", "hsn.map.json") {
		t.Fatalf("kind %v oob %v map %s", d.Kind(), d.OOB() != nil, d.MapPath())
	}
	if errorsOf(d.Diagnostics()) != 0 {
		t.Fatalf("diagnostics %v", d.Diagnostics())
	}
	units := len(d.OOB().Units)
	f := d.OOB().Formations[0].ID
	c, _, err := d.AddUnit(f, "Test Battery", "artillery")
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, c)
	// The map is shown, not edited.
	if ch := d.Do(d.PaintTerrain(2, "rolling", hex(t, d, "1715"))); !ch.Empty() {
		t.Fatal("a map edit was applied to an OOB document")
	}
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	for p, old := range before {
		now, _ := os.ReadFile(p)
		if p != oobPath && !bytes.Equal(now, old) {
			t.Errorf("%s changed", p)
		}
	}
	again, err := OpenFile(oobPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(again.OOB().Units) != units+1 {
		t.Fatalf("%d units after saving, want %d", len(again.OOB().Units), units+1)
	}
}

// TestOpenRulesetAlone: each built-in ruleset opens as a ruleset document
// whose swatch map shows one column per terrain type, and validates as the
// pipeline validates the file.
func TestOpenRulesetAlone(t *testing.T) {
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		p := "engine/rulesets/" + id + ".ruleset.json"
		d, err := Open(validate.Builtin{}, p)
		if err != nil {
			t.Fatal(err)
		}
		if d.Kind() != KindRuleset || d.Ruleset() == nil || d.Ruleset().ID != id || d.RulesetPath() != p {
			t.Fatalf("%s: kind %v", id, d.Kind())
		}
		if got, want := d.Map().Sheets[0].Columns[1], len(d.Ruleset().Terrain); got != want {
			t.Errorf("%s: swatch of %d columns, %d terrain types", id, got, want)
		}
		data, _ := validate.Builtin{}.ReadFile(p)
		want := validate.NewSession(validate.Builtin{}).Bytes(p, data)
		if len(d.Diagnostics()) != len(want) {
			t.Errorf("%s: %v, want %v", id, d.Diagnostics(), want)
		}
		if err := d.Save(); err != ErrNeedsPath {
			t.Errorf("%s: saving the built-in ruleset: %v", id, err)
		}
	}
}

// TestOpenTellsKindFromFormat: a file named like nothing of ours opens by
// its "format"; a scenario still opens as a scenario.
func TestOpenTellsKindFromFormat(t *testing.T) {
	dir := t.TempDir()
	data, _ := validate.Builtin{}.ReadFile("maps/classic-shiloh.map.json")
	odd := filepath.Join(dir, "sheet.json")
	os.WriteFile(odd, data, 0o644)
	d, err := OpenFile(odd)
	if err != nil || d.Kind() != KindMap {
		t.Fatalf("%v %v", d, err)
	}
	s, err := OpenBuiltin()
	if err != nil || s.Kind() != KindScenario {
		t.Fatalf("%v %v", s, err)
	}
	bad := filepath.Join(dir, "x.json")
	os.WriteFile(bad, []byte(`{"format": "sandtable-errata/1"}`), 0o644)
	if _, err := OpenFile(bad); err == nil || !strings.Contains(err.Error(), "errata") {
		t.Fatalf("errata opened: %v", err)
	}
}

// TestMapDocumentRecovery: a map document's recovery copy holds the map
// and reopens as a map document with the painted hex.
func TestMapDocumentRecovery(t *testing.T) {
	dir := t.TempDir()
	copyHSN(t, dir)
	mapPath := filepath.Join(dir, "maps", "hsn.map.json")
	d, err := OpenFile(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, d.PaintTerrain(1, "rolling", hex(t, d, "0101")))
	r := Recovery{Dir: t.TempDir()}
	if err := r.Write(d, time.Now()); err != nil {
		t.Fatal(err)
	}
	es, err := r.List()
	if err != nil || len(es) != 1 || len(es[0].Files) != 1 {
		t.Fatalf("%v %v", es, err)
	}
	back, err := r.Open(es[0])
	if err != nil {
		t.Fatal(err)
	}
	if back.Kind() != KindMap || !back.Dirty() || back.Map().Hexes["0101"].Terrain != "rolling" {
		t.Fatalf("recovered %v dirty %v hex %+v", back.Kind(), back.Dirty(), back.Map().Hexes["0101"])
	}
}

// scenarioEdit is a command on the scenario file that changes nothing.
type scenarioEdit struct{}

func (scenarioEdit) Label() string           { return "edit the scenario" }
func (scenarioEdit) Files() FileSet          { return Of(ScenarioFile) }
func (scenarioEdit) Apply(*Document) Change  { return Change{Files: Of(ScenarioFile), Lists: true} }
func (scenarioEdit) Revert(*Document) Change { return Change{Files: Of(ScenarioFile), Lists: true} }
