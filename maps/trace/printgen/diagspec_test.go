package printgen

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// diagSpec reads a diagnostic's environment variable env, written
// "lo-hi:…:…" (usage names the three parts), and returns the seed range and
// the three parts. It skips the test when env is unset and fails it when
// the value has another shape.
func diagSpec(t *testing.T, env, usage string) (lo, hi uint64, parts []string) {
	t.Helper()
	spec := os.Getenv(env)
	if spec == "" {
		t.Skip("diagnostic: set " + env + "=" + usage)
	}
	parts = strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("%s=%q: want %s", env, spec, usage)
	}
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil {
		t.Fatalf("%s=%q: seeds: %v", env, spec, err)
	}
	return lo, hi, parts
}

// printScan prints pm at dpi and scans the print at level lv with scan
// seed seed, failing the test on an error. It returns the scan and the
// print's pixels per mm.
func printScan(t *testing.T, pm *Map, dpi float64, lv Level, seed uint64) (Scan, float64) {
	t.Helper()
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(img, a, ppm, lv, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s, ppm
}
