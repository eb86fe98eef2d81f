package engine

import "testing"

// TestGBACWChart pins values of the Terrain Effects Chart and the Stacking
// Limits table of the Italian edition's player aids (ITW IT L4160-4230,
// L4649-4668), read from the seed by hand.
func TestGBACWChart(t *testing.T) {
	r, err := BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	if !r.Facing || len(r.Facings) != 6 {
		t.Errorf("GBACW units have facing: %v %v", r.Facing, r.Facings)
	}
	mp := func(terrain, col string) (float64, bool) {
		tt := r.TerrainByID(terrain)
		if tt == nil {
			t.Fatalf("no terrain %s", terrain)
		}
		c := tt.Cost[col]
		if c.Prohibited || c.MP == nil {
			return 0, false
		}
		return *c.MP, true
	}
	for _, tc := range []struct {
		terrain, col string
		want         float64
		allowed      bool
	}{
		{"field", "foot", 1, true}, {"field", "artillery", 2, true},
		{"woods", "foot", 1.5, true}, {"woods", "mounted", 2, true}, {"woods", "artillery", 3, true},
		{"thicket", "foot", 3, true}, {"thicket", "mounted", 4, true},
		{"marsh", "foot", 3, true}, {"marsh", "mounted", 4, true}, {"marsh", "artillery", 0, false},
		{"marsh-stream", "foot", 4, true}, {"marsh-stream", "artillery", 0, false},
		{"river", "foot", 0, false},
	} {
		got, ok := mp(tc.terrain, tc.col)
		if ok != tc.allowed || got != tc.want {
			t.Errorf("%s %s: got %v (allowed %v), want %v (allowed %v)", tc.terrain, tc.col, got, ok, tc.want, tc.allowed)
		}
	}
	if d := r.TerrainByID("marsh").Cost["mounted"].Disorder; d != "auto" {
		t.Errorf("mounted into Marsh: disorder %q, want auto (D)", d)
	}
	var march, advance *StackingLimit
	for i, s := range r.Stacking {
		if s.Class == "infantry" && len(s.Orders) > 0 {
			switch s.Orders[0] {
			case "march":
				march = &r.Stacking[i]
			case "advance":
				advance = &r.Stacking[i]
			}
		}
	}
	if march == nil || march.MaxSP == nil || *march.MaxSP != 7 || !march.SameBrigade {
		t.Errorf("infantry under March orders: 7 SP of one brigade, got %+v", march)
	}
	if advance == nil || advance.MaxSP == nil || *advance.MaxSP != 15 || !advance.OrOneUnit {
		t.Errorf("infantry under Advance orders: 15 SP or one unit, got %+v", advance)
	}
}
