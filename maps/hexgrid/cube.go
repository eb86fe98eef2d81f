package hexgrid

import "strconv"

// Offset is a global offset coordinate, in hexes: the printed column and row
// numbers plus the offset of the sheet they are printed on.
type Offset struct{ Col, Row int }

// String returns "(col,row)", like "(29,5)".
func (o Offset) String() string {
	return "(" + strconv.Itoa(o.Col) + "," + strconv.Itoa(o.Row) + ")"
}

// compareOffsets orders offsets by column, then row.
func compareOffsets(a, b Offset) int {
	switch {
	case a.Col != b.Col:
		return cmpInt(a.Col, b.Col)
	default:
		return cmpInt(a.Row, b.Row)
	}
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Cube is a cube coordinate, in hexes. Valid cubes have Q+R+S == 0. For flat
// hexes Q is the column; for pointy hexes R is the row.
type Cube struct{ Q, R, S int }

// String returns "(q,r,s)".
func (c Cube) String() string {
	return "(" + strconv.Itoa(c.Q) + "," + strconv.Itoa(c.R) + "," + strconv.Itoa(c.S) + ")"
}

// Add returns c + d.
func (c Cube) Add(d Cube) Cube { return Cube{c.Q + d.Q, c.R + d.R, c.S + d.S} }

// Sub returns c - d.
func (c Cube) Sub(d Cube) Cube { return Cube{c.Q - d.Q, c.R - d.R, c.S - d.S} }

// Scale returns c * k.
func (c Cube) Scale(k int) Cube { return Cube{c.Q * k, c.R * k, c.S * k} }

// Len returns the distance of c from the origin cube, in hexes.
func (c Cube) Len() int { return max(abs(c.Q), abs(c.R), abs(c.S)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// half returns the half-hex shift, in rows (flat) or columns (pointy), that a
// column (flat) or row (pointy) numbered n carries relative to cube axes:
// (n - n&1)/2 for odd stagger, (n + n&1)/2 for even stagger. n&1 is the parity
// for negative numbers too (two's complement), and the halved value is always
// even, so the shift is exact.
func half(n int, even bool) int {
	if even {
		return (n + (n & 1)) >> 1
	}
	return (n - (n & 1)) >> 1
}

// ToCube converts a global offset coordinate to a cube coordinate.
// Flat: Q = Col, R = Row - half(Col). Pointy: R = Row, Q = Col - half(Row).
func (g Grid) ToCube(o Offset) Cube {
	if g.pointy() {
		q := o.Col - half(o.Row, g.even())
		return Cube{q, o.Row, -q - o.Row}
	}
	r := o.Row - half(o.Col, g.even())
	return Cube{o.Col, r, -o.Col - r}
}

// FromCube converts a cube coordinate to a global offset coordinate. S is
// ignored (taken as -Q-R).
func (g Grid) FromCube(c Cube) Offset {
	if g.pointy() {
		return Offset{Col: c.Q + half(c.R, g.even()), Row: c.R}
	}
	return Offset{Col: c.Q, Row: c.R + half(c.Q, g.even())}
}
