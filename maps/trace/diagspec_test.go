package trace_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// diagRun is what a replay diagnostic is asked to run: seeds lo..hi,
// at each of dpis, at the levels named in levels (comma-separated).
type diagRun struct {
	lo, hi uint64
	dpis   []float64
	levels string
}

// parseDiagSpec parses a diagnostic's seeds:dpis:levels spec, as
// "21-40:150,300:light,moderate". Errors: not three parts, seeds not
// lo-hi, a dpi not a number.
func parseDiagSpec(spec string) (diagRun, error) {
	var r diagRun
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		return r, fmt.Errorf("%q: want seeds:dpis:levels", spec)
	}
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &r.lo, &r.hi); err != nil {
		return r, fmt.Errorf("%q: seeds %q: %w", spec, parts[0], err)
	}
	for _, d := range strings.Split(parts[1], ",") {
		var x float64
		if _, err := fmt.Sscanf(d, "%g", &x); err != nil {
			return r, fmt.Errorf("%q: dpi %q: %w", spec, d, err)
		}
		r.dpis = append(r.dpis, x)
	}
	r.levels = parts[2]
	return r, nil
}

// diagSpecFromEnv reads and parses the spec in env variable env,
// skipping t when it or SANDTABLE_REPLAY_CACHE is unset; it returns the
// run and the cache folder.
func diagSpecFromEnv(t *testing.T, env string) (diagRun, string) {
	t.Helper()
	spec, cache := os.Getenv(env), os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skipf("diagnostic: set %s=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER", env)
	}
	r, err := parseDiagSpec(spec)
	if err != nil {
		t.Fatalf("%s: %v", env, err)
	}
	return r, cache
}

// wants reports whether level is among the run's levels.
func (r diagRun) wants(level string) bool {
	return strings.Contains(","+r.levels+",", ","+level+",")
}

// dpi returns the run's one dpi, failing t when it names more.
func (r diagRun) dpi(t *testing.T) float64 {
	t.Helper()
	if len(r.dpis) != 1 {
		t.Fatalf("diagnostic: one dpi wanted, got %v", r.dpis)
	}
	return r.dpis[0]
}

func TestParseDiagSpec(t *testing.T) {
	r, err := parseDiagSpec("21-40:150,300:light,moderate")
	if err != nil {
		t.Fatal(err)
	}
	if r.lo != 21 || r.hi != 40 || len(r.dpis) != 2 || r.dpis[0] != 150 || r.dpis[1] != 300 {
		t.Errorf("parsed %+v", r)
	}
	if !r.wants("moderate") || r.wants("heavy") || r.wants("mod") {
		t.Errorf("levels %q: wants moderate %v, heavy %v, mod %v", r.levels, r.wants("moderate"), r.wants("heavy"), r.wants("mod"))
	}
	for _, bad := range []string{"21-40:150", "21:150:light", "21-40:x:light"} {
		if _, err := parseDiagSpec(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
