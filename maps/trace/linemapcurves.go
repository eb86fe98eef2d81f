package trace

import "math/bits"

// curvePixels is which curve each pixel of a line map belongs to, kept
// for the few pixels that belong to one (a scan's kept line pixels are a
// few per cent of it): a bit per pixel (row by row), the number of set
// bits before each 64-pixel word, and the set pixels' curve ids (index
// + 1) in pixel order. On a 53.7 Mpx sheet that is about 10 MB and the
// ids, where an id per pixel took 215 MB.
type curvePixels struct {
	bits   []uint64
	before []uint32
	ids    []int32
}

// newCurvePixels returns the curvePixels of n pixels where pixel idx[k]
// belongs to curve id[k] (each pixel at most once, in any order) and no
// other pixel belongs to one.
func newCurvePixels(n int, idx []int, id []int32) curvePixels {
	c := curvePixels{bits: make([]uint64, (n+63)/64)}
	for _, i := range idx {
		c.bits[i>>6] |= 1 << (i & 63)
	}
	c.before = make([]uint32, len(c.bits))
	sum := uint32(0)
	for k, b := range c.bits {
		c.before[k] = sum
		sum += uint32(bits.OnesCount64(b))
	}
	c.ids = make([]int32, sum)
	for k, i := range idx {
		c.ids[c.rank(i)] = id[k]
	}
	return c
}

// rank returns how many set pixels come before pixel i.
func (c *curvePixels) rank(i int) int {
	return int(c.before[i>>6]) + bits.OnesCount64(c.bits[i>>6]&(1<<(i&63)-1))
}

// at returns pixel i's curve id, 0 for none.
func (c *curvePixels) at(i int) int32 {
	if c.bits[i>>6]&(1<<(i&63)) == 0 {
		return 0
	}
	return c.ids[c.rank(i)]
}
