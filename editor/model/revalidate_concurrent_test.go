package model

import (
	"reflect"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// TestConcurrentRevalidationAgreesWithFromScratch is the document's test of
// concurrent use, the one the race stage runs (scripts/test.sh): the editor
// validates snapshots on background goroutines through one shared
// Revalidator while the document goes on being edited. Three goroutines
// validate three snapshots each, in different orders, while the test edits
// the document further; each result must equal that snapshot validated from
// scratch on one goroutine.
func TestConcurrentRevalidationAgreesWithFromScratch(t *testing.T) {
	d := openBuiltin(t)
	snaps := []Snapshot{d.Snapshot()}
	c, err := d.PlaceUnit("c-6-ar", hex(t, d, "S3515"))
	if err != nil {
		t.Fatal(err)
	}
	d.Do(c)
	snaps = append(snaps, d.Snapshot())
	do(t, d, d.PatchHexes("paint", 0, []hexgrid.Offset{hex(t, d, "S3515")}, func(h *maps.Hex) { h.Terrain = "river" }))
	snaps = append(snaps, d.Snapshot())
	want := make([][]validate.Diagnostic, len(snaps))
	for i, s := range snaps {
		want[i] = s.Validate()
	}
	if reflect.DeepEqual(want[0], want[2]) {
		t.Fatal("painting a river under a unit changed no diagnostic: the snapshots cannot tell the runs apart")
	}

	var rv Revalidator
	orders := [][]int{{0, 1, 2}, {2, 1, 0}, {1, 2, 0}}
	got := make([][][]validate.Diagnostic, len(orders))
	var wg sync.WaitGroup
	for g, order := range orders {
		got[g] = make([][]validate.Diagnostic, len(snaps))
		wg.Go(func() {
			for _, i := range order {
				got[g][i] = rv.Validate(snaps[i])
			}
		})
	}
	// The document is edited meanwhile: the snapshots must not see it.
	d.Undo()
	if c, err := d.PlaceUnit("c-6-ar", hex(t, d, "N6501")); err == nil {
		d.Do(c)
	}
	_ = d.Snapshot()
	wg.Wait()
	for g := range orders {
		for i := range snaps {
			if !reflect.DeepEqual(got[g][i], want[i]) {
				t.Errorf("goroutine %d, snapshot %d: revalidated %d diagnostics, from scratch %d", g, i, len(got[g][i]), len(want[i]))
			}
		}
	}
}
