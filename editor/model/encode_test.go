package model

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestUnencodableValueNeverWritten: a value JSON cannot hold (a NaN, as a
// degenerate calibration could produce) makes Save fail with an error,
// leaves the files on disk as they were, and shows as a diagnostic in live
// validation; nothing panics.
func TestUnencodableValueNeverWritten(t *testing.T) {
	path := copyBuiltinGame(t, t.TempDir())
	d, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mapPath := filepath.Join(filepath.Dir(path), "..", "..", "maps", "itw-shiloh.map.json")
	before, _ := os.ReadFile(mapPath)
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S3010")))
	d.Map().Grid.HexAcrossFlatsMM = math.NaN()
	if err := d.Save(); err == nil {
		t.Fatal("saving a NaN should fail")
	}
	if after, _ := os.ReadFile(mapPath); !bytes.Equal(before, after) {
		t.Error("the map file changed although the save failed")
	}
	if !hasCode(d.Snapshot().Validate(), "model.encode", "") {
		t.Error("live validation should report the value that cannot be saved")
	}
}
