package engine

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestSatAddAgreesWithBigInts: over random pairs, edge values among them,
// SatAdd equals the exact sum (math/big) clamped to the int range.
func TestSatAddAgreesWithBigInts(t *testing.T) {
	edges := []int{0, 1, -1, 9, 1 << 62, -(1 << 62), math.MaxInt, math.MinInt, math.MaxInt - 1, math.MinInt + 1}
	r := rand.New(rand.NewPCG(27, 62))
	for i := 0; i < 20000; i++ {
		a, b := int(r.Uint64()), int(r.Uint64())
		if i < len(edges)*len(edges) {
			a, b = edges[i/len(edges)], edges[i%len(edges)]
		}
		exact := new(big.Int).Add(big.NewInt(int64(a)), big.NewInt(int64(b)))
		want := exact
		if exact.Cmp(big.NewInt(math.MaxInt)) > 0 {
			want = big.NewInt(math.MaxInt)
		} else if exact.Cmp(big.NewInt(math.MinInt)) < 0 {
			want = big.NewInt(math.MinInt)
		}
		if got := SatAdd(a, b); big.NewInt(int64(got)).Cmp(want) != 0 {
			t.Fatalf("SatAdd(%d, %d) = %d, want %v", a, b, got, want)
		}
	}
}
