package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

// startProfile writes a CPU profile of the editor to the file named by
// SANDTABLE_CPUPROFILE, for SANDTABLE_CPUPROFILE_SECONDS (default 60)
// seconds from the start: for finding where interactive time goes (see
// scripts/latency.sh). "%p" in the name becomes the process id. It does
// nothing when the variable is unset.
func startProfile() {
	path := strings.ReplaceAll(os.Getenv("SANDTABLE_CPUPROFILE"), "%p", strconv.Itoa(os.Getpid()))
	if path == "" {
		return
	}
	secs, err := strconv.Atoi(os.Getenv("SANDTABLE_CPUPROFILE_SECONDS"))
	if err != nil || secs <= 0 {
		secs = 60
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandtable: profile:", err)
		return
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "sandtable: profile:", err)
		_ = f.Close()
		return
	}
	time.AfterFunc(time.Duration(secs)*time.Second, func() {
		pprof.StopCPUProfile()
		_ = f.Close()
		fmt.Fprintln(os.Stderr, "sandtable: CPU profile written to", path)
	})
}
