package printgen

import (
	"maps"
	"testing"
)

// TestTripleSeeds checks the random triples Evaluate scores levels from:
// three distinct hexes each, seeded with their true levels, the same for
// every call on one map and different between maps of the printed family.
func TestTripleSeeds(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(21); seed <= 24; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		a, err := TripleSeeds(pm.Truth)
		if err != nil {
			t.Fatal(err)
		}
		b, err := TripleSeeds(pm.Truth)
		if err != nil {
			t.Fatal(err)
		}
		if len(a) != RandomTriples {
			t.Fatalf("seed %d: %d triples, want %d", seed, len(a), RandomTriples)
		}
		for i, tr := range a {
			if len(tr) != 3 {
				t.Errorf("seed %d triple %d: %d hexes %v, want 3 distinct", seed, i, len(tr), tr)
			}
			if !maps.Equal(tr, b[i]) {
				t.Errorf("seed %d triple %d: %v then %v, want the same triples on every call", seed, i, tr, b[i])
			}
			for id, l := range tr {
				o, err := pm.Truth.Geo.Numbering.Parse(id)
				if err != nil {
					t.Fatal(err)
				}
				if pm.Truth.Level[o] != l {
					t.Errorf("seed %d: hex %s seeded %d, its level is %d", seed, id, l, pm.Truth.Level[o])
				}
			}
		}
		key := ""
		for id := range a[0] {
			key += id
		}
		if seen[key] {
			t.Errorf("seed %d: first triple %v drawn for an earlier map too", seed, a[0])
		}
		seen[key] = true
	}
}

// TestTripleLevelsTrueCounts proposes each map's true contour counts, all
// sure. A count tells how many lines a side crosses, not which way the
// ground rises, so a hill or hollow whose rings hold no seed can come out
// either way: from some triples a level is guessed. What the solve does
// not guess must be right, whichever hexes are seeded; from the three
// fixed seeds every level is right on these maps.
func TestTripleLevelsTrueCounts(t *testing.T) {
	right, all := 0, 0
	for seed := uint64(21); seed <= 26; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		p := TrueProposal(tr, nil)
		r, err := Evaluate(tr, p)
		if err != nil {
			t.Fatal(err)
		}
		if r.TripleLevels != RandomTriples*len(tr.Hexes) {
			t.Errorf("seed %d: %d levels scored over the triples, want %d", seed, r.TripleLevels, RandomTriples*len(tr.Hexes))
		}
		if r.TripleWrongSure != 0 || r.LevelsRight != r.Hexes {
			t.Errorf("seed %d: true counts give %d wrong levels not guessed over the triples and %d of %d right from three seeds, want 0 and all",
				seed, r.TripleWrongSure, r.LevelsRight, r.Hexes)
		}
		right, all = right+r.TripleRight, all+r.TripleLevels
	}
	t.Logf("true counts: %.1f%% of levels right over the random triples (the rest guessed)", 100*float64(right)/float64(all))
}
