package trace

import (
	"slices"
	"testing"
)

func TestReaderOthers(t *testing.T) {
	for _, c := range []struct {
		settled, lanes, lmap int
		mapRead              bool
		want                 []int
	}{
		{1, 0, 1, true, []int{0}},
		{0, 1, 2, true, []int{1, 2}},
		{0, 1, 1, true, []int{1}},
		{1, 1, 1, true, nil},
		{0, 2, 5, false, []int{2}},
	} {
		s := SideProposal{Contours: c.settled, ContourReads: [2]ContourRead{{Reader: "lanes", Count: c.lanes}}}
		if c.mapRead {
			s.ContourReads[1] = ContourRead{Reader: "line map", Count: c.lmap}
		}
		if got := readerOthers(s); !slices.Equal(got, c.want) {
			t.Errorf("settled %d lanes %d map %d (%v): others %v, want %v", c.settled, c.lanes, c.lmap, c.mapRead, got, c.want)
		}
	}
}

func TestAltCost(t *testing.T) {
	e := edge{c: 1, w: 0.5, alt: altMask([]int{0, 1}, 1)}
	if e.alt != 1 {
		t.Fatalf("mask %b, want 1 (the count itself left out)", e.alt)
	}
	for _, c := range []struct {
		la, lb int
		want   float64
	}{
		{2, 1, 0},                 // the count read
		{1, 1, 0.5 * altShare},    // a reader's other count
		{3, 1, 0.5 * maxLinesOff}, // any other
	} {
		if got := e.countPair(c.la, c.lb); got != c.want {
			t.Errorf("levels %d, %d: cost %g, want %g", c.la, c.lb, got, c.want)
		}
	}
	tab := [4]float64{0.3, 0, 2, 5}
	e = edge{c: 1, w: 0.5, costs: &tab}
	if got := e.countPair(4, 1); got != 5 {
		t.Errorf("tabulated costs, 3 lines: %g, want 5", got)
	}
}
