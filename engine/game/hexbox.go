package game

import "github.com/sandtable/sandtable/maps/hexgrid"

// hexBox is a rectangle of offsets: h rows of w columns from (col0, row0).
// Searches index the hexes in it densely instead of hashing them.
type hexBox struct{ col0, row0, w, h int }

// boxOf returns the smallest box holding every key of hexes (empty for none).
func boxOf[V any](hexes map[hexgrid.Offset]V) hexBox {
	var b hexBox
	for o := range hexes {
		b = b.with(o)
	}
	return b
}

// with returns the smallest box holding b and o.
func (b hexBox) with(o hexgrid.Offset) hexBox {
	if b.w == 0 {
		return hexBox{col0: o.Col, row0: o.Row, w: 1, h: 1}
	}
	c1, r1 := max(b.col0+b.w, o.Col+1), max(b.row0+b.h, o.Row+1)
	b.col0, b.row0 = min(b.col0, o.Col), min(b.row0, o.Row)
	b.w, b.h = c1-b.col0, r1-b.row0
	return b
}

// size is the number of offsets in the box.
func (b hexBox) size() int { return b.w * b.h }

// index returns o's place in the box, row by row; false when o is outside.
func (b hexBox) index(o hexgrid.Offset) (int, bool) {
	c, r := uint(o.Col-b.col0), uint(o.Row-b.row0)
	if c >= uint(b.w) || r >= uint(b.h) {
		return 0, false
	}
	return int(r)*b.w + int(c), true
}
