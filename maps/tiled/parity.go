package tiled

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// StaggerFromTiled returns Sandtable's stagger for a Tiled hexagonal map whose
// staggerindex is index ("odd" or "even", counted on 0-based tile indices
// along the stagger axis) and whose tile index 0 along that axis is global
// column (staggeraxis x) or row (staggeraxis y) number first.
//
// Tile index i is global number first+i, so the shifted indices (odd i for
// "odd") are the global numbers of parity (p + first) mod 2, p = 1 for "odd".
// With first = 1, Tiled "odd" is Sandtable "even" and the other way round.
func StaggerFromTiled(index string, first int) (hexgrid.Stagger, error) {
	var p int
	switch index {
	case "odd":
		p = 1
	case "even":
		p = 0
	default:
		return hexgrid.Odd, fmt.Errorf("staggerindex %q: want odd or even", index)
	}
	if mod2(p+first) == 1 {
		return hexgrid.Odd, nil
	}
	return hexgrid.Even, nil
}

// TiledStaggerIndex returns the Tiled staggerindex ("odd" or "even") of a
// Sandtable grid with stagger s when Tiled tile index 0 along the stagger
// axis is global number first. It is the inverse of [StaggerFromTiled].
func TiledStaggerIndex(s hexgrid.Stagger, first int) string {
	shifted := 0
	if s == hexgrid.Odd {
		shifted = 1
	}
	if mod2(shifted-first) == 1 {
		return "odd"
	}
	return "even"
}

// mod2 returns v mod 2 in {0, 1}, for negative v too.
func mod2(v int) int { return v & 1 }
