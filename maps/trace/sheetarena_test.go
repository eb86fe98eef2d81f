package trace

import "testing"

// TestArenaSlice: a buffer from an arena is zero, as long as asked and
// writable to its end; small buffers and a nil arena give Go slices;
// release forgets every mapping (each is unmapped once).
func TestArenaSlice(t *testing.T) {
	a := &sheetArena{}
	n := hugeMin/4 + 3
	f := arenaSlice[float32](a, n)
	if len(f) != n {
		t.Fatalf("len %d, want %d", len(f), n)
	}
	for i, v := range f {
		if v != 0 {
			t.Fatalf("value %d is %v, want 0", i, v)
		}
	}
	f[0], f[n-1] = 1, 2
	b := arenaSlice[uint8](a, 100)
	if len(b) != 100 || len(a.maps) > 1 {
		t.Fatalf("a small buffer: len %d, %d mappings", len(b), len(a.maps))
	}
	g := arenaSlice[uint8](nil, hugeMin)
	g[len(g)-1] = 1
	a.release()
	if a.maps != nil {
		t.Fatalf("%d mappings kept after release", len(a.maps))
	}
	a.release()
	(*sheetArena)(nil).release()
}
