//go:build linux

package trace

import (
	"syscall"
	"unsafe"
)

// mapZeroed returns n bytes of fresh anonymous memory (zero), asked for
// as huge pages before any page is touched; nil where the mapping fails
// or arenaOn is off.
func mapZeroed(n int) []byte {
	if !arenaOn {
		return nil
	}
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil
	}
	askHuge(unsafe.Pointer(unsafe.SliceData(b)), n)
	return b
}

// unmap returns b, from mapZeroed, to the kernel.
func unmap(b []byte) { _ = syscall.Munmap(b) }
