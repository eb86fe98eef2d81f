//go:build !linux

package trace

import "unsafe"

// askHuge does nothing where the kernel has no madvise huge pages.
func askHuge(unsafe.Pointer, int) {}
