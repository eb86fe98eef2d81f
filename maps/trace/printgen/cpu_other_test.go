//go:build !unix

package printgen

// cpuSeconds is not measured here.
func cpuSeconds() float64 { return 0 }
