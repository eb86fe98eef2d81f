//go:build !unix

package plategen

// cpuSeconds is not measured here.
func cpuSeconds() float64 { return 0 }
