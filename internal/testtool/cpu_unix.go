//go:build unix

package testtool

import "syscall"

// CPUSeconds returns the process's user and system CPU time so far, in
// seconds (0 where it cannot be read): benchmarks report CPU seconds per
// operation beside the wall time, which a shared machine's load inflates.
func CPUSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
