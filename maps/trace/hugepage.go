package trace

import "unsafe"

// The tracer's whole-sheet buffers (the undone and descreened copies of
// the scan, the line map's density and directions, the undo's band
// buffers: 30-215 MB each on a 300 dpi plate sheet) are fresh memory, and
// the kernel maps and zeroes fresh memory a page at a time on first
// touch: on the 53.7 Mpx plate benchmark about 250k page faults a run,
// most of them the trace's. Where the kernel keeps transparent huge pages
// for memory that asks for them (Linux's "madvise" setting), those
// buffers ask (hugepage_linux.go), so each fault maps 2 MB: about half as
// many faults, and less CPU time for the same reads and writes.

// bigSlice returns a zeroed slice of n values that asks for huge pages.
func bigSlice[T any](n int) []T {
	s := make([]T, n)
	var z T
	askHuge(unsafe.Pointer(unsafe.SliceData(s)), n*int(unsafe.Sizeof(z)))
	return s
}

// hugeMin is the least size, bytes, worth asking huge pages for (a few
// huge pages: smaller buffers gain little and split the heap's mappings).
const hugeMin = 8 << 20
