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

// enumerate returns every hex of grid g on board b, named by numbering n in
// a container of size numSize (the board, or the zone holding the grid:
// descending numbers count from its far edge). A hex is on the board as
// VASSAL decides where a point is: its centre, as HexGrid computes it in
// whole pixels (vassalCenter), lies inside the board's rectangle, java.awt
// Rectangle.contains (x >= 0, y >= 0, x < width, y < height; Map.findBoard
// and Board.contains in vassalengine/vassal). So a half hex centred on the
// top or left edge is on the board, one centred on the bottom or right
// edge is on the next board, and one centred outside the image is on none.
func enumerate(g HexGrid, n Numbering, b, numSize boardSize) ([]gridHex, error) {
	uMax, vMax := float64(b.w), float64(b.h)
	if g.Sideways {
		uMax, vMax = vMax, uMax
	}
	c0 := int(math.Floor(-float64(g.X0)/g.DX)) - 1
	c1 := int(math.Ceil((uMax-float64(g.X0))/g.DX)) + 1
	k0 := int(math.Floor(-float64(g.Y0)/g.DY)) - 2
	k1 := int(math.Ceil((vMax-float64(g.Y0))/g.DY)) + 1
	if c1-c0+1 > maxLine+4 || k1-k0+1 > maxLine+4 || float64(c1-c0+1)*float64(k1-k0+1) > maxHexes {
		return nil, fmt.Errorf("board %dx%d px with hexes %gx%g px: more than %d hexes (%d a line)",
			b.w, b.h, g.DX, g.DY, maxHexes, maxLine)
	}
	var out []gridHex
	for c := c0; c <= c1; c++ {
		for k := k0; k <= k1; k++ {
			u, v := g.vassalCenterUV(c, k)
			if u >= 0 && v >= 0 && float64(u) < uMax && float64(v) < vMax {
				out = append(out, newGridHex(g, n, numSize, c, k))
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("board %dx%d px with hexes %gx%g px: no hex centre on it", b.w, b.h, g.DX, g.DY)
	}
	return out, nil
}

// newGridHex names raw hex (c, k) as VASSAL does at its centre point.
func newGridHex(g HexGrid, n Numbering, b boardSize, c, k int) gridHex {
	px, py := g.Center(c, k)
	ix, iy := g.vassalCenter(c, k)
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
