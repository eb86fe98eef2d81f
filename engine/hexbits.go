package engine

import (
	"iter"
	"math/bits"
	"slices"
	"sync"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// HexBits is a set of hexes as the region evaluator keeps it: one bit for
// each place of the rectangle of global columns and rows that holds the
// map's hexes (a playing area of 3,000 hexes is 70 words instead of a Go
// map of 3,000 entries), and a HexSet for the rare hex beyond it (a line
// whose tie runs past the map's edge). The nil *HexBits is the empty set.
// Regions.View returns one; it is shared and must not be changed.
type HexBits struct {
	box    *hexBox
	words  []uint64
	off    HexSet // hexes outside box, nil when none
	n      int
	sorted struct {
		once sync.Once
		list []hexgrid.Offset
	}
}

// hexBox is the rectangle of global columns and rows of a map's hexes: a
// hex's place in it, column by column, numbers its bit.
type hexBox struct {
	col0, row0 int
	cols, rows int
}

// maxBoxBits bounds the rectangle a box may cover, against sheets placed
// far apart: beyond it every hex goes to the HexSet.
const maxBoxBits = 1 << 22

// newHexBox returns the box of the hexes (nil when there are none, or when
// they are so spread out that a box would be mostly empty and large).
func newHexBox(all []hexgrid.Offset) *hexBox {
	if len(all) == 0 {
		return nil
	}
	c0, c1, r0, r1 := all[0].Col, all[0].Col, all[0].Row, all[0].Row
	for _, o := range all[1:] {
		c0, c1 = min(c0, o.Col), max(c1, o.Col)
		r0, r1 = min(r0, o.Row), max(r1, o.Row)
	}
	cols, rows := c1-c0+1, r1-r0+1
	if cols <= 0 || rows <= 0 || cols > maxBoxBits/rows || cols*rows > max(4*len(all), 1<<12) {
		return nil
	}
	return &hexBox{col0: c0, row0: r0, cols: cols, rows: rows}
}

// index returns o's place in the box, false when o lies outside it.
func (b *hexBox) index(o hexgrid.Offset) (int, bool) {
	if b == nil {
		return 0, false
	}
	c, r := o.Col-b.col0, o.Row-b.row0
	if c < 0 || r < 0 || c >= b.cols || r >= b.rows {
		return 0, false
	}
	return c*b.rows + r, true
}

// offset is the hex at a place of the box.
func (b *hexBox) offset(i int) hexgrid.Offset {
	return hexgrid.Offset{Col: b.col0 + i/b.rows, Row: b.row0 + i%b.rows}
}

// newHexBits returns an empty set over the box.
func newHexBits(b *hexBox) *HexBits {
	s := &HexBits{box: b}
	if b != nil {
		s.words = make([]uint64, (b.cols*b.rows+63)/64)
	}
	return s
}

// add puts o in the set.
func (s *HexBits) add(o hexgrid.Offset) {
	if i, ok := s.box.index(o); ok {
		w, m := &s.words[i>>6], uint64(1)<<(i&63)
		if *w&m == 0 {
			*w |= m
			s.n++
		}
		return
	}
	if s.off == nil {
		s.off = HexSet{}
	}
	if !s.off.Has(o) {
		s.off.add(o)
		s.n++
	}
}

// Has reports whether the set holds o.
func (s *HexBits) Has(o hexgrid.Offset) bool {
	if s == nil {
		return false
	}
	if i, ok := s.box.index(o); ok {
		return s.words[i>>6]&(uint64(1)<<(i&63)) != 0
	}
	return s.off.Has(o)
}

// Len returns the number of hexes in the set.
func (s *HexBits) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}

// All yields every hex of the set once: those of the map's rectangle in
// (column, row) order, then any beyond it in no set order.
func (s *HexBits) All() iter.Seq[hexgrid.Offset] {
	return func(yield func(hexgrid.Offset) bool) {
		if s == nil {
			return
		}
		for wi, w := range s.words {
			for w != 0 {
				b := bits.TrailingZeros64(w)
				w &^= uint64(1) << b
				if !yield(s.box.offset(wi<<6 + b)) {
					return
				}
			}
		}
		for o := range s.off {
			if !yield(o) {
				return
			}
		}
	}
}

// Sorted returns the hexes in (column, row) order. The list is made once
// per set, on the first call, and shared with every caller (the entry
// checks ask a row's entry of one set many times): never change it, and
// add no hex to the set after the first call.
func (s *HexBits) Sorted() []hexgrid.Offset {
	if s == nil {
		return []hexgrid.Offset{}
	}
	s.sorted.once.Do(func() { s.sorted.list = s.sortedList() })
	return s.sorted.list
}

// sortedList lists the hexes in (column, row) order.
func (s *HexBits) sortedList() []hexgrid.Offset {
	out := make([]hexgrid.Offset, 0, s.n)
	for o := range s.All() {
		out = append(out, o)
	}
	if len(s.off) > 0 {
		slices.SortFunc(out, compareOffsets)
	}
	return out
}

// Set returns the hexes as a HexSet of the caller's own.
func (s *HexBits) Set() HexSet {
	out := make(HexSet, s.Len())
	for o := range s.All() {
		out.add(o)
	}
	return out
}

// compareOffsets orders hexes by column, then row.
func compareOffsets(a, b hexgrid.Offset) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}
