//go:build linux

package trace

import (
	"syscall"
	"unsafe"
)

// hugePageOn: the big buffers ask for huge pages (off only to compare).
var hugePageOn = true

// askHuge advises the kernel to back the whole pages of the n bytes at p
// with huge pages (MADV_HUGEPAGE); a refusal is ignored (the memory is
// then mapped as before).
func askHuge(p unsafe.Pointer, n int) {
	if !hugePageOn || n < hugeMin {
		return
	}
	const page = 4096
	lo := (uintptr(p) + page - 1) &^ (page - 1)
	hi := (uintptr(p) + uintptr(n)) &^ (page - 1)
	if hi <= lo {
		return
	}
	start := (*byte)(unsafe.Add(p, lo-uintptr(p)))
	_ = syscall.Madvise(unsafe.Slice(start, hi-lo), 14) // MADV_HUGEPAGE
}
