package trace

import "testing"

// TestWetOver checks the wet tint on the plate style's tints as scanned
// (plate seed 21, 150 dpi light, the hexes' median colours) and on a
// range of printed tints against a blue water ink: a marsh's cyan is wet
// over a field's buff, and nothing else is: not the field over the marsh,
// not a woods' green over the field, nor a thicket's yellow-green over a
// woods' green, nor two hexes of one tint.
func TestWetOver(t *testing.T) {
	k := &inks{}
	k.c[inkWater] = [3]float64{40, 110, 200}
	var (
		marsh   = [3]float64{181, 224, 222}
		field   = [3]float64{253, 226, 180}
		woods   = [3]float64{123, 189, 33}
		thicket = [3]float64{150, 205, 40}
		paleC   = [3]float64{185, 230, 240}
		paper   = [3]float64{250, 248, 240}
	)
	for _, c := range []struct {
		name  string
		t, bg [3]float64
		want  bool
	}{
		{"marsh over field", marsh, field, true},
		{"pale cyan over paper", paleC, paper, true},
		{"field over marsh", field, marsh, false},
		{"woods over field", woods, field, false},
		{"woods over marsh", woods, marsh, false},
		{"thicket over woods", thicket, woods, false},
		{"woods over thicket", woods, thicket, false},
		{"marsh over marsh", marsh, marsh, false},
	} {
		if got := k.wetOver(c.t, c.bg); got != c.want {
			t.Errorf("%s: wetOver = %v, want %v", c.name, got, c.want)
		}
	}
}
