//go:build !linux

package trace

// mapZeroed maps nothing where the tracer does not map memory itself: the
// buffers stay Go slices.
func mapZeroed(int) []byte { return nil }

// unmap is never called where mapZeroed maps nothing.
func unmap([]byte) {}
