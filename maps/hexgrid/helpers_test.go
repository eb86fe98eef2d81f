package hexgrid

import (
	"math/rand/v2"
	"testing"
)

var (
	flatOdd    = Grid{Orientation: Flat, Stagger: Odd}
	flatEven   = Grid{Orientation: Flat, Stagger: Even}
	pointyOdd  = Grid{Orientation: Pointy, Stagger: Odd}
	pointyEven = Grid{Orientation: Pointy, Stagger: Even}
	allGrids   = []Grid{flatOdd, flatEven, pointyOdd, pointyEven}
)

// newRand returns a deterministic random source so property tests repeat.
func newRand() *rand.Rand { return rand.New(rand.NewPCG(20260406, 1862)) }

// randOffset returns an offset with both coordinates in [-span, span].
func randOffset(r *rand.Rand, span int) Offset {
	return Offset{Col: r.IntN(2*span+1) - span, Row: r.IntN(2*span+1) - span}
}

// itwNumbering is the Into the Woods: Shiloh map: sheet N columns 10-66 rows
// 1-34, sheet S columns 10-69 rows 1-34, S row 01 = N row 34.
func itwNumbering() Numbering {
	return Numbering{Sheets: []Sheet{
		{ID: "N", Prefix: "N", ColMin: 10, ColMax: 66, RowMin: 1, RowMax: 34},
		{ID: "S", Prefix: "S", ColMin: 10, ColMax: 69, RowMin: 1, RowMax: 34, OffsetRow: 33},
	}}
}

// plainNumbering is a one-sheet map numbered CCRR from 0101.
func plainNumbering() Numbering {
	return Numbering{Sheets: []Sheet{{ID: "map", ColMin: 1, ColMax: 40, RowMin: 1, RowMax: 30}}}
}

func mustParse(t testing.TB, n Numbering, id string) Offset {
	t.Helper()
	o, err := n.Parse(id)
	if err != nil {
		t.Fatalf("Parse(%q): %v", id, err)
	}
	return o
}
