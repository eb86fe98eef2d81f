package game

import (
	"sync"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// scratch is the reusable memory of Reachable's searches: per leg, a cell
// for each hex of the board's box and the hexes reached, and the queue.
// Cells are valid for the run under way only when their gen is the
// scratch's, so a run starts without clearing them.
type scratch struct {
	cells   [2][]cell
	reached [2][]hexgrid.Offset
	gen     uint32
	queue   hexQueue
}

// cell is a hex's arrival in one run; gen tells which run wrote it.
type cell struct {
	a   arrival
	gen uint32
}

// scratchPool lends scratches to searches (one per search at a time, so
// games may search concurrently).
var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// begin readies leg for a new run over a box of size hexes: leg 0 starts a
// new generation.
func (sc *scratch) begin(leg, size int) {
	if leg == 0 {
		sc.gen++
		if sc.gen == 0 { // wrapped: old cells could pass for new ones
			for l := range sc.cells {
				clear(sc.cells[l])
			}
			sc.gen = 1
		}
	}
	if len(sc.cells[leg]) < size {
		sc.cells[leg] = make([]cell, size)
	}
	sc.reached[leg] = sc.reached[leg][:0]
	sc.queue = sc.queue[:0]
}

// at returns o's cell of leg in box (nil outside the box).
func (sc *scratch) at(leg int, box hexBox, o hexgrid.Offset) *cell {
	i, ok := box.index(o)
	if !ok {
		return nil
	}
	return &sc.cells[leg][i]
}

// trailCell is how each leg entered a hex, and the leg whose path serves it.
type trailCell struct {
	leg [2]pred
	via uint8
}

// pred packs the way an arrival came: bit 7 set when reached, bits 0-2 its
// back, bits 3-5 its back2, bit 6 a ferry crossing.
type pred uint8

func packArrival(a arrival) pred {
	p := pred(0x80) | pred(a.back)&7 | (pred(a.back2)&7)<<3
	if a.ferry {
		p |= 0x40
	}
	return p
}

func (p pred) reached() bool { return p&0x80 != 0 }
func (p pred) back() int     { return int(p & 7) }
func (p pred) back2() int    { return int(p>>3) & 7 }
func (p pred) ferry() bool   { return p&0x40 != 0 }
