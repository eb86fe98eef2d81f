package trace

// lineBufs are the whole-scan buffers a line-map build works in: the
// contour-ink density (w x h float32, which the filter, plain or averaged
// along the line, overwrites with its response) and the directions (w x h
// bytes). On a 300 dpi plate sheet (53.7 Mpx) they are 215 and 54 MB. A
// sheet with the overprint mark builds its map twice (plain, then
// averaged along the line; linemapgate.go) and sometimes a third time
// (plainFallback): the builds share one lineBufs, so the later builds
// touch no fresh memory for the density and directions. Nothing a build
// keeps (the lineMap's curves and scores) points into them.
type lineBufs struct {
	dens []float32
	dir  []uint8
	used bool // dir has been written by an earlier build
}

// density returns the density buffer for n pixels, holding whatever an
// earlier build left.
func (b *lineBufs) density(n int) []float32 {
	if cap(b.dens) < n {
		b.dens = bigSlice[float32](n)
	}
	return b.dens[:n]
}

// dirs returns the direction buffer for n pixels, every byte 0 (as fresh
// memory: the averaged filter writes a direction only where a response
// beats the best so far).
func (b *lineBufs) dirs(n int) []uint8 {
	if cap(b.dir) < n {
		b.dir, b.used = bigSlice[uint8](n), false
	}
	d := b.dir[:n]
	if b.used {
		clear(d)
	}
	b.used = true
	return d
}
