package trace

import "testing"

// TestHighOf: three quarters of the profiles must lean the same way, and
// there must be lines.
func TestHighOf(t *testing.T) {
	for _, c := range []struct{ count, lean, profiles, want int }{
		{1, 4, 4, 1}, {2, 3, 4, 1}, {1, -3, 4, -1}, {1, 2, 4, 0}, {0, 4, 4, 0}, {1, -2, 4, 0},
	} {
		if got := highOf(c.count, c.lean, c.profiles); got != c.want {
			t.Errorf("highOf(%d, %d, %d) = %d, want %d", c.count, c.lean, c.profiles, got, c.want)
		}
	}
}
