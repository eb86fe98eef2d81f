//go:build !unix

package testtool

// CPUSeconds is not measured here: it returns 0.
func CPUSeconds() float64 { return 0 }
