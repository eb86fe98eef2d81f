package model

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A confirmed Save As over a file that does not parse replaces it with the
// document and keeps the old bytes beside it.
func TestSaveAsReplacingKeepsUnparsableBytes(t *testing.T) {
	d := openBuiltin(t)
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	dir := t.TempDir()
	target := filepath.Join(dir, "mine.scenario.json")
	garbage := []byte("{\"setup\": [ oops")
	if err := os.WriteFile(target, garbage, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := d.SaveAs(target); err == nil || !strings.Contains(err.Error(), "does not parse") {
		t.Fatalf("unconfirmed SaveAs over an unparsable file: %v", err)
	}
	if got, _ := os.ReadFile(target); !bytes.Equal(got, garbage) {
		t.Fatal("the refused save changed the file")
	}
	kept, err := d.SaveAsReplacing(target)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(kept); !bytes.Equal(got, garbage) {
		t.Errorf("kept %s holds %q", kept, got)
	}
	re, err := OpenFile(target)
	if err != nil {
		t.Fatalf("the replaced file does not open: %v", err)
	}
	if re.TerrainAt(hex(t, re, "S2016")) != "field" || d.Path() != target || d.Dirty() {
		t.Errorf("saved document: path %s dirty %v", d.Path(), d.Dirty())
	}
	// A valid file replaced: nothing kept.
	if kept, err := d.SaveAsReplacing(target); err != nil || kept != "" {
		t.Errorf("replacing a valid scenario: kept %q, %v", kept, err)
	}
}

// Save As never writes the scenario over its own map or OOB, nor under a
// name of another kind of file.
func TestSaveAsRefusesOwnFilesAndOtherKinds(t *testing.T) {
	d := openBuiltin(t)
	dir := t.TempDir()
	if err := d.SaveAs(filepath.Join(dir, "s1.scenario.json")); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"itw-shiloh.map.json", "itw-shiloh.oob.json", "other.map.json", "x.ruleset.json"} {
		p := filepath.Join(dir, name)
		before, _ := os.ReadFile(p)
		if _, err := d.SaveAsReplacing(p); err == nil {
			t.Errorf("Save As %s accepted", name)
		}
		if after, _ := os.ReadFile(p); !bytes.Equal(before, after) {
			t.Errorf("%s changed", name)
		}
	}
}
