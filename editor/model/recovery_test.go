package model

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRecoveryRoundTrip(t *testing.T) {
	rec := Recovery{Dir: t.TempDir()}
	d := openBuiltin(t)
	if err := rec.Write(d, time.Now()); err != nil {
		t.Fatal(err)
	}
	if es, _ := rec.List(); len(es) != 0 {
		t.Fatalf("a clean document left %d recovery copies", len(es))
	}
	o := hex(t, d, "S2016")
	do(t, d, d.PaintTerrain(0, "field", o))
	c, _ := d.PlaceUnit("c-7-ar", o)
	do(t, d, c)
	now := time.Date(2026, 4, 6, 6, 0, 0, 0, time.UTC)
	if err := rec.Write(d, now); err != nil {
		t.Fatal(err)
	}
	es, err := rec.List()
	if err != nil || len(es) != 1 {
		t.Fatalf("entries %v, %v", es, err)
	}
	e := es[0]
	if !e.Builtin || e.Path != BuiltinScenario || !e.Saved.Equal(now) || len(e.Files) != 2 {
		t.Errorf("entry %+v", e)
	}
	r, err := rec.Open(e)
	if err != nil {
		t.Fatal(err)
	}
	if r.TerrainAt(o) != "field" || r.SetupOf("c-7-ar").Hex != "S2016" {
		t.Error("the recovered document lacks the edits")
	}
	if !r.History().Dirty(MapFile) || !r.History().Dirty(ScenarioFile) || r.History().Dirty(OOBFile) {
		t.Error("recovered files must be unsaved, the others not")
	}
	if !r.IsBuiltin() {
		t.Error("a recovered built-in document must still need Save As")
	}
	if err := rec.Remove(e.Key); err != nil {
		t.Fatal(err)
	}
	if es, _ := rec.List(); len(es) != 0 {
		t.Error("removed entry still listed")
	}
}

func TestRecoveryOfAFileOnDisk(t *testing.T) {
	rec := Recovery{Dir: t.TempDir()}
	d, err := OpenFile(copyBuiltinGame(t, t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	do(t, d, d.SetElevation(0, 2, hex(t, d, "S2016")))
	if err := rec.Write(d, time.Now()); err != nil {
		t.Fatal(err)
	}
	es, _ := rec.List()
	r, err := rec.Open(es[0])
	if err != nil {
		t.Fatal(err)
	}
	if r.Elevation(hex(t, d, "S2016")) != 2 || r.IsBuiltin() {
		t.Error("recovered disk document")
	}
	if err := r.Save(); err != nil {
		t.Fatal(err)
	}
	back, _ := OpenFile(d.Path())
	if back.Elevation(hex(t, d, "S2016")) != 2 {
		t.Error("saving the recovered document did not write the edit")
	}
}

// A recovery copy whose map does not parse is reported as the damaged
// copy, not as the user's map, and can be set aside so it is not offered
// again.
func TestDamagedRecoveryCopy(t *testing.T) {
	rec := Recovery{Dir: t.TempDir()}
	d := openBuiltin(t)
	do(t, d, d.PaintTerrain(0, "field", hex(t, d, "S2016")))
	if err := rec.Write(d, time.Now()); err != nil {
		t.Fatal(err)
	}
	es, _ := rec.List()
	if len(es) != 1 {
		t.Fatalf("%d entries", len(es))
	}
	for _, name := range es[0].Files {
		if err := os.WriteFile(filepath.Join(rec.Dir, es[0].Key, name), []byte("{ broken"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, err := rec.Open(es[0])
	var damaged *DamagedCopyError
	if !errors.As(err, &damaged) || !strings.Contains(err.Error(), "recovery copy") || !strings.Contains(err.Error(), "untouched") {
		t.Fatalf("opening a damaged copy: %v", err)
	}
	aside, err := rec.SetAside(es[0].Key)
	if err != nil || !strings.HasSuffix(aside, ".damaged") {
		t.Fatalf("set aside: %q %v", aside, err)
	}
	if es, _ := rec.List(); len(es) != 0 {
		t.Errorf("a set-aside copy is still offered: %v", es)
	}
	if _, err := os.Stat(aside); err != nil {
		t.Errorf("the set-aside copy is gone: %v", err)
	}
}
