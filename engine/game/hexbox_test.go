package game

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Worked by hand: the hexes (2,5), (4,3) and (3,7) span columns 2-4 and
// rows 3-7, a box of 3 x 5 = 15 offsets, indexed row by row from (2,3).
func TestHexBoxIndexesRowByRow(t *testing.T) {
	b := boxOf(map[hexgrid.Offset]bool{{Col: 2, Row: 5}: true, {Col: 4, Row: 3}: true, {Col: 3, Row: 7}: true})
	if b != (hexBox{col0: 2, row0: 3, w: 3, h: 5}) || b.size() != 15 {
		t.Fatalf("box %+v size %d", b, b.size())
	}
	for _, c := range []struct {
		o    hexgrid.Offset
		i    int
		want bool
	}{
		{hexgrid.Offset{Col: 2, Row: 3}, 0, true},
		{hexgrid.Offset{Col: 4, Row: 3}, 2, true},
		{hexgrid.Offset{Col: 2, Row: 4}, 3, true},
		{hexgrid.Offset{Col: 4, Row: 7}, 14, true},
		{hexgrid.Offset{Col: 1, Row: 5}, 0, false},
		{hexgrid.Offset{Col: 5, Row: 5}, 0, false},
		{hexgrid.Offset{Col: 3, Row: 2}, 0, false},
		{hexgrid.Offset{Col: 3, Row: 8}, 0, false},
	} {
		if i, ok := b.index(c.o); ok != c.want || ok && i != c.i {
			t.Errorf("index %v = %d %v, want %d %v", c.o, i, ok, c.i, c.want)
		}
	}
	if (hexBox{}).size() != 0 || boxOf(map[hexgrid.Offset]bool{}).size() != 0 {
		t.Error("an empty set has a non-empty box")
	}
	if _, ok := (hexBox{}).index(hexgrid.Offset{}); ok {
		t.Error("the empty box holds (0,0)")
	}
}
