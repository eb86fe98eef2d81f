package model

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

func TestBuiltinNeedsSaveAs(t *testing.T) {
	d := openBuiltin(t)
	if err := d.Save(); !errors.Is(err, ErrNeedsPath) {
		t.Errorf("saving built-in data: %v, want ErrNeedsPath", err)
	}
}

func TestSaveAsBuiltinThenReopen(t *testing.T) {
	d := openBuiltin(t)
	o := hex(t, d, "S2016")
	do(t, d, d.PaintTerrain(0, "field", o))
	c, _ := d.PlaceUnit("c-7-ar", o)
	do(t, d, c)
	dir := t.TempDir()
	if err := d.SaveAs(filepath.Join(dir, "mine")); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(dir, "mine.scenario.json")
	if d.Path() != want || d.IsBuiltin() || d.Dirty() {
		t.Errorf("after save as: path %s, builtin %v, dirty %v", d.Path(), d.IsBuiltin(), d.Dirty())
	}
	for _, f := range []string{"mine.scenario.json", "itw-shiloh.map.json", "itw-shiloh.oob.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	r, err := OpenFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if r.TerrainAt(o) != "field" || r.SetupOf("c-7-ar").Hex != "S2016" {
		t.Error("the reopened file lacks the edits")
	}
	for _, dg := range r.Diagnostics() {
		// Moving 7 AR out of Hardee's line breaks the line; nothing else may fail.
		if dg.Severity == validate.Error && !strings.HasPrefix(dg.Code, "line.") {
			t.Errorf("the saved copy has an error: %v", dg)
		}
	}
	// The files are canonical: formatting them changes nothing.
	for _, p := range []string{want, r.MapPath()} {
		data, _ := os.ReadFile(p)
		canon, err := validate.Canonical(p, data)
		if err != nil || !bytes.Equal(canon, data) {
			t.Errorf("%s is not canonical: %v", p, err)
		}
	}
}

func TestSaveWritesMapOnlyWhenChanged(t *testing.T) {
	path := copyBuiltinGame(t, t.TempDir())
	d, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	stamp := func(p string) []byte { b, _ := os.ReadFile(p); return b }
	mapBefore := stamp(d.MapPath())
	c, _ := d.PlaceUnit("c-7-ar", hex(t, d, "S2016"))
	do(t, d, c)
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stamp(d.MapPath()), mapBefore) {
		t.Error("a scenario-only edit rewrote the map")
	}
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load(d.MapPath())
	if err != nil || m.TerrainAt("S2016") != "field" {
		t.Errorf("map after saving a terrain edit: %v", err)
	}
	sc, err := scenarios.LoadScenario(path)
	if err != nil || sc.Map != "../../maps/itw-shiloh.map.json" {
		t.Errorf("scenario refs changed by a plain save: %v", err)
	}
}

func TestNeverOverwritesAnUnparsableFile(t *testing.T) {
	path := copyBuiltinGame(t, t.TempDir())
	d, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	broken := []byte(`{"format": "sandtable-map/1", "hexes": [`)
	if err := os.WriteFile(d.MapPath(), broken, 0o644); err != nil {
		t.Fatal(err)
	}
	err = d.Save()
	if err == nil || !strings.Contains(err.Error(), "does not parse") {
		t.Fatalf("save over a broken map: %v", err)
	}
	if got, _ := os.ReadFile(d.MapPath()); !bytes.Equal(got, broken) {
		t.Error("the broken map was overwritten")
	}
	if !d.Dirty() {
		t.Error("a failed save marked the document clean")
	}
}

func TestOpenRefusesUnparsableScenario(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.scenario.json")
	os.WriteFile(p, []byte("{not json"), 0o644)
	if _, err := OpenFile(p); err == nil {
		t.Error("a broken scenario opens")
	}
}

func TestSaveAsRefusesADifferentMapInTheWay(t *testing.T) {
	d := openBuiltin(t)
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	dir := t.TempDir()
	other := filepath.Join(dir, "itw-shiloh.map.json")
	data, _ := validate.Builtin{}.ReadFile("maps/hsn.map.json")
	os.WriteFile(other, data, 0o644)
	if err := d.SaveAs(filepath.Join(dir, "x.scenario.json")); err == nil {
		t.Error("save as over another map in the folder succeeded")
	}
	if got, _ := os.ReadFile(other); !bytes.Equal(got, data) {
		t.Error("the other map was overwritten")
	}
}

func TestScanPaths(t *testing.T) {
	path := copyBuiltinGame(t, t.TempDir())
	d, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mapDir := filepath.Dir(d.MapPath())
	if rel, err := d.ScanRelPath(filepath.Join(mapDir, "scans", "n.png")); err != nil || rel != "scans/n.png" {
		t.Errorf("inside: %q %v", rel, err)
	}
	if _, err := d.ScanRelPath(filepath.Join(mapDir, "..", "n.png")); err == nil {
		t.Error("a scan outside the map's folder is accepted")
	}
	if _, err := d.SetScan(0, &maps.Scan{Path: "../n.png"}); err == nil {
		t.Error("SetScan accepts a path leaving the folder")
	}
	e, err := d.SetScan(0, &maps.Scan{Path: "scans/n.png", Affine: [6]float64{1, 0, 0, 0, 1, 0}})
	if err != nil {
		t.Fatal(err)
	}
	d.Do(e)
	if p, ok := d.ScanFile(0); !ok || p != filepath.Join(mapDir, "scans", "n.png") {
		t.Errorf("scan file %s %v", p, ok)
	}
	if _, err := openBuiltin(t).ScanRelPath("/x.png"); !errors.Is(err, ErrMapNotOnDisk) {
		t.Errorf("built-in map: %v", err)
	}
}
