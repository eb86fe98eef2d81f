package trace

import (
	"sync"
	"unsafe"
)

// A trace's whole-sheet buffers (the undone and descreened copies of a
// scan, 161 MB each on a 300 dpi plate sheet; the line map's density and
// directions, 215 and 54 MB) were fresh Go slices. The heap hands such a
// slice memory it used before (the caller's decoded scan, freed) and
// zeroes it on the allocating goroutine before the bands that fill it
// start: on the plate benchmark 0.2-0.6 CPU-s in profiles, on one core
// while the other waits, and the zeroing's first touches of the pages the
// runtime had returned to the kernel fault them in a 4 KB page at a time
// (the huge-page advice comes after). A sheetArena maps those buffers
// straight from the kernel instead (Linux; elsewhere they stay Go
// slices): the kernel's pages are zero, asked for as huge pages before
// any is touched, and faulted in by the workers that first write them,
// on every core. Trace owns one and unmaps it all when it returns, so
// nothing the trace returns may point into its buffers (the Proposal
// holds none of them: the line map keeps its curves in its own slices).

// arenaOn: traces map their whole-sheet buffers from the kernel (off only
// to compare).
var arenaOn = true

// sheetArena keeps the buffers mapped for one trace until release.
type sheetArena struct {
	mu   sync.Mutex
	maps [][]byte
}

// arenaSlice returns n zero values of T from a, or a Go slice (bigSlice)
// when a is nil, the buffer is under hugeMin bytes or the kernel's
// mapping fails.
func arenaSlice[T any](a *sheetArena, n int) []T {
	var z T
	size := n * int(unsafe.Sizeof(z))
	if a == nil || size < hugeMin {
		return bigSlice[T](n)
	}
	b := mapZeroed(size)
	if b == nil {
		return bigSlice[T](n)
	}
	a.mu.Lock()
	a.maps = append(a.maps, b)
	a.mu.Unlock()
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// release unmaps every buffer a handed out; none may be read after.
func (a *sheetArena) release() {
	if a == nil {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, b := range a.maps {
		unmap(b)
	}
	a.maps = nil
}
