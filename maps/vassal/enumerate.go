package vassal

import (
	"fmt"
	"math"
)

// maxHexes bounds the hexes an imported board may hold, and maxLine the
// columns and the rows: Sandtable numbers have at most 3 digits.
const (
	maxHexes = 1 << 18
	maxLine  = 1000
)

// gridHex is one hex of a board: its raw indices, the board pixel of its
// centre, its VASSAL column and row numbers (offsets added) and name.
type gridHex struct {
	rawCol, rawRow int
	px, py         float64
	col, row       int // VASSAL's column and row numbers
	name           string
}

// edgeMargin is how far inside the board's edges, in pixels, a hex centre
// must lie for the hex to be on the board: a hex centred on the edge itself
// is a half hex of a neighbouring sheet.
const edgeMargin = 1.0

// enumerate returns every hex of grid g whose centre lies on board b, at
// least edgeMargin pixels inside its edges, named by numbering n in a
// container of size numSize (the board, or the zone holding the grid:
// descending numbers count from its far edge).
func enumerate(g HexGrid, n Numbering, b, numSize boardSize) ([]gridHex, error) {
	uMax, vMax := float64(b.w), float64(b.h)
	if g.Sideways {
		uMax, vMax = vMax, uMax
	}
	c0 := int(math.Ceil((edgeMargin - float64(g.X0)) / g.DX))
	c1 := int(math.Floor((uMax - edgeMargin - float64(g.X0)) / g.DX))
	perCol := vMax/g.DY + 2
	if c1 < c0 || c1-c0+1 > maxLine || perCol > maxLine+2 || float64(c1-c0+1)*perCol > maxHexes {
		return nil, fmt.Errorf("board %dx%d px with hexes %gx%g px: no hex, or more than %d hexes (%d a line)",
			b.w, b.h, g.DX, g.DY, maxHexes, maxLine)
	}
	var out []gridHex
	for c := c0; c <= c1; c++ {
		shift := 0.0
		if c%2 != 0 {
			shift = g.DY / 2
		}
		k0 := int(math.Ceil((edgeMargin - float64(g.Y0) - shift) / g.DY))
		k1 := int(math.Floor((vMax - edgeMargin - float64(g.Y0) - shift) / g.DY))
		for k := k0; k <= k1; k++ {
			out = append(out, newGridHex(g, n, numSize, c, k))
		}
	}
	return out, nil
}

// newGridHex names raw hex (c, k) as VASSAL does at the pixel nearest its
// centre.
func newGridHex(g HexGrid, n Numbering, b boardSize, c, k int) gridHex {
	px, py := g.Center(c, k)
	ix, iy := javaRound(px), javaRound(py)
	return gridHex{
		rawCol: c, rawRow: k, px: px, py: py,
		col:  n.Column(g, b, ix, iy) + n.HOff,
		row:  n.Row(g, b, ix, iy) + n.VOff,
		name: n.Name(g, b, ix, iy),
	}
}

// printed returns the hex's Sandtable printed column and row: VASSAL's
// column and row, swapped on a sideways grid (whose VASSAL columns count
// along the board's y axis).
func (h gridHex) printed(g HexGrid) (col, row int) {
	if g.Sideways {
		return h.row, h.col
	}
	return h.col, h.row
}
