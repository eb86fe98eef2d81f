package engine

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// TestRegionKeyMatchesJSON checks regionKey against the key it replaced:
// two regions share a key exactly when their JSON encodings, top-level note
// cleared, are equal. The regions are drawn at random from a small
// vocabulary so that equal and near-equal pairs are common.
func TestRegionKeyMatchesJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 29))
	var rs []scenarios.Region
	for range 3000 {
		rs = append(rs, randomRegion(rng, 2))
	}
	byKey := map[string]string{}
	byJSON := map[string]string{}
	for i := range rs {
		r := rs[i]
		r.Note = ""
		j, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		k := regionKey(&rs[i])
		if prev, ok := byKey[k]; ok && prev != string(j) {
			t.Fatalf("one key for two JSON encodings:\n%s\n%s", prev, j)
		}
		if prev, ok := byJSON[string(j)]; ok && prev != k {
			t.Fatalf("two keys for one JSON encoding %s", j)
		}
		byKey[k], byJSON[string(j)] = string(j), k
	}
	if len(byKey) == len(rs) || len(byKey) < 100 {
		t.Fatalf("%d distinct regions of %d: the family should hold both repeats and variety", len(byKey), len(rs))
	}
}

func randomRegion(rng *rand.Rand, depth int) scenarios.Region {
	pick := func(vs ...string) string { return vs[rng.IntN(len(vs))] }
	list := func() []string {
		switch rng.IntN(4) {
		case 0:
			return nil
		case 1:
			return []string{}
		}
		out := make([]string, rng.IntN(3))
		for i := range out {
			out[i] = pick("S1010", "S1011", "N2020", "", "S10")
		}
		return out
	}
	num := func() *int {
		if rng.IntN(2) == 0 {
			return nil
		}
		v := rng.IntN(3) - 1
		return &v
	}
	var r scenarios.Region
	switch rng.IntN(12) {
	case 0:
		r.Hexes = list()
	case 1:
		r.Range = &scenarios.HexRange{From: pick("S1010", ""), To: pick("S1011", "")}
	case 2:
		r.EdgeNear = &scenarios.EdgeNear{Hex: pick("S1010", "N1"), Within: rng.IntN(3)}
	case 3:
		r.Rect = &scenarios.Rect{Sheet: pick("", "S"), ColMin: num(), ColMax: num(), RowMin: num(), RowMax: num()}
	case 4:
		r.Within = &scenarios.Within{Hex: pick("S1010", "N1"), Distance: rng.IntN(3)}
	case 5:
		r.Line = &scenarios.HexRange{From: pick("S1010", ""), To: pick("S1011", "")}
	case 6:
		r.Path = &scenarios.PathPart{Path: pick("road", "rr"), From: pick("", "S1010"), To: pick("", "S1011")}
	case 7:
		r.Side = &scenarios.LineSide{Line: list(), Toward: pick("west", "east", ""), Inclusive: rng.IntN(2) == 0}
	case 8:
		r.Area = pick("", "camp", "field")
		r.Terrain = list()
		r.Edge = rng.IntN(2) == 0
	case 9:
		r.Sheets = list()
	}
	if depth > 0 {
		for _, dst := range []*[]scenarios.Region{&r.Union, &r.Intersect, &r.Minus} {
			if rng.IntN(4) == 0 {
				n := rng.IntN(3)
				if n > 0 {
					*dst = make([]scenarios.Region, n)
					for i := range *dst {
						(*dst)[i] = randomRegion(rng, depth-1)
					}
				}
			}
		}
	}
	r.Note = pick("", "", "north of the creek")
	return r
}
