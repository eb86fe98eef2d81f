package tiled

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// DefaultHexRadius is the hex radius, centre to corner in pixels, of an
// exported map when the options give none.
const DefaultHexRadius = 32

// TileSize returns the Tiled tile width, tile height and hexsidelength, in
// pixels, of a regular hex of radius r pixels (centre to corner) in
// orientation o. Tiled keeps tile sizes even and needs (width - side) even
// along the stagger axis, so r is first rounded up to an even number of at
// least 4.
//
// Flat (staggeraxis x): width 2r, side r, height sqrt(3)*r rounded to an even
// number. Pointy (staggeraxis y): height 2r, side r, width likewise.
func TileSize(o hexgrid.Orientation, r int) (width, height, side int) {
	r = max(4, r+r&1)
	across := 2 * int(math.Round(math.Sqrt(3)*float64(r)/2))
	if o == hexgrid.Pointy {
		return across, 2 * r, r
	}
	return 2 * r, across, r
}
