package model

import (
	"reflect"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The revalidator gives exactly what a validation from scratch gives, after
// each kind of edit: a unit moved (scenario only), a hex painted (the map),
// an undo, and a unit moved onto a hex that breaks a rule.
func TestRevalidatorMatchesFullValidation(t *testing.T) {
	d := openBuiltin(t)
	var rv Revalidator
	check := func(step string) {
		t.Helper()
		s := d.Snapshot()
		got, want := rv.Validate(s), s.Validate()
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: revalidated %d diagnostics, from scratch %d:\n%v\n%v", step, len(got), len(want), got, want)
		}
	}
	check("opened")
	place := func(unit, at string) {
		t.Helper()
		c, err := d.PlaceUnit(unit, hex(t, d, at))
		if err != nil {
			t.Fatal(err)
		}
		d.Do(c)
	}
	place("c-6-ar", "S3515")
	check("unit moved")
	do(t, d, d.PatchHexes("paint", 0, []hexgrid.Offset{hex(t, d, "S3515")}, func(h *maps.Hex) { h.Terrain = "river" }))
	check("hex painted river under a unit")
	d.Undo()
	check("undo")
	place("c-6-ar", "N6501")
	check("unit moved into the river")
}

// BenchmarkEditToDiagnostics: a unit move on ITW Scenario 1, from the edit
// to the diagnostics (snapshot, then validation), revalidated and from
// scratch; the live validator's pause before it starts is not counted.
func BenchmarkEditToDiagnostics(b *testing.B) {
	for _, mode := range []string{"revalidated", "from-scratch"} {
		b.Run(mode, func(b *testing.B) {
			d := openBuiltin(b)
			var rv Revalidator
			rv.Validate(d.Snapshot())
			hexes := []string{"S3515", "S3514"}
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				c, err := d.PlaceUnit("c-6-ar", hex(b, d, hexes[i%2]))
				if err != nil {
					b.Fatal(err)
				}
				d.Do(c)
				i++
				s := d.Snapshot()
				if mode == "revalidated" {
					rv.Validate(s)
				} else {
					s.Validate()
				}
			}
		})
	}
}
