package trace

import (
	"math"
	"testing"
)

// TestChainCrossing: the centre line runs from A's centre (0, 0) to B's
// (0, 2*Apothem). A chain from (-0.27, 0.5) to (0.27, 0.7) crosses x = 0 at
// y = 0.6, 0.6 / 1.7321 = 0.3464 of the way; one from (-0.27, 1.9) to
// (0.27, 1.8) at y = 1.85, beyond B (1.068); one along the line does not
// cross it.
func TestChainCrossing(t *testing.T) {
	n := [2]float64{0, 1}
	for _, c := range []struct {
		a, b lanePeak
		u    float64
		ok   bool
	}{
		{lanePeak{x: -0.27, y: 0.5}, lanePeak{x: 0.27, y: 0.7}, 0.3464, true},
		{lanePeak{x: -0.27, y: 1.9}, lanePeak{x: 0.27, y: 1.8}, 1.0681, true},
		{lanePeak{x: 0.01, y: 0.2}, lanePeak{x: 0.02, y: 1.2}, 0, false},
	} {
		u, ok := chainCrossing([]lanePeak{c.a, c.b}, []int{0, 1}, n)
		if ok != c.ok || ok && math.Abs(u-c.u) > 5e-4 {
			t.Errorf("chain %v-%v: crossing %.4f ok %v, want %.4f ok %v", c.a, c.b, u, ok, c.u, c.ok)
		}
	}
}
