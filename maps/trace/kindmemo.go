package trace

import (
	"image"
	"math"
	"sync"
)

// kindMemo remembers, for one hexside, the ink kindAt read at each scan
// pixel: the side readers sample every half pixel and the water, texture,
// line and run rules read the same offsets again, while the ink depends
// only on the pixel, the background (A's or B's) and whether the sample
// is within the grid band. A direct-mapped table: a slot another pixel
// took is read anew, so what kindAt returns is the same with or without
// it.
type kindMemo struct {
	img   image.Image // the pixels the slots were read on
	gen   uint32      // slots of another generation are empty
	slots [kindMemoSize]kindSlot
}

// kindSlot is one remembered read: pixel (x, y), flags (bit 0: B's
// background, bit 1: in the grid band, bit 2: over sideReader.oneBg) and the ink, or notKind(i) where
// isKind found only that the ink is not i.
type kindSlot struct {
	x, y  int32
	gen   uint32
	flags uint8
	kind  int8
}

// kindMemoSize is the table's slots, a power of two: a side's water and
// road reads touch one to two thousand pixels.
const kindMemoSize = 4096

var kindMemoPool = sync.Pool{New: func() any { return &kindMemo{} }}

// getKindMemo returns an empty table from the pool.
func getKindMemo() *kindMemo {
	m := kindMemoPool.Get().(*kindMemo)
	m.reset(nil)
	return m
}

// reset empties the table for reads on img.
func (m *kindMemo) reset(img image.Image) {
	m.img = img
	m.gen++
	if m.gen == 0 {
		m.slots = [kindMemoSize]kindSlot{}
		m.gen = 1
	}
}

// slot returns the slot of the pixel holding (px, py) of p read with
// flags (see kindSlot) and whether it holds that pixel's ink; if not, it
// is claimed for the pixel and the caller sets its kind.
func (m *kindMemo) slot(p pixels, px, py float64, flags uint8) (*kindSlot, bool) {
	if m.img != p.img {
		m.reset(p.img)
	}
	ix, iy := int32(math.Floor(px)), int32(math.Floor(py))
	h := (uint32(ix)*73856093 ^ uint32(iy)*19349663 ^ uint32(flags)*83492791) & (kindMemoSize - 1)
	sl := &m.slots[h]
	if sl.gen == m.gen && sl.x == ix && sl.y == iy && sl.flags == flags {
		return sl, true
	}
	*sl = kindSlot{x: ix, y: iy, gen: m.gen, flags: flags}
	return sl, false
}

// notKind(i) is what a slot holds where isKind found that the pixel's ink
// is not i (inks.mayBe) without reading which it is: below inkNone.
func notKind(i int) int8 {
	return int8(inkNone - 1 - i)
}
