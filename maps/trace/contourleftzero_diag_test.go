package trace_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// leftZerosFromEnv sets flagLeftZeros from SANDTABLE_LEFTZERO
// (off, or rare,lanes,share,shows) and returns what puts it back.
func leftZerosFromEnv(t *testing.T) func() {
	t.Helper()
	v := os.Getenv("SANDTABLE_LEFTZERO")
	if v == "" {
		return func() {}
	}
	rare, lanes, share, shows := 0.0, trace.LeftLanes, trace.LeftShare, trace.LeftShows
	if v != "off" {
		if _, err := fmt.Sscanf(v, "%g,%d,%g,%g", &rare, &lanes, &share, &shows); err != nil {
			t.Fatal(err)
		}
	}
	trace.SetLeftZeros(rare, lanes, share, shows)
	return func() { trace.SetLeftZeros(trace.LeftRare, trace.LeftLanes, trace.LeftShare, trace.LeftShows) }
}

// TestDiagnoseLeftZeros is a diagnostic, not a check: with
// SANDTABLE_LEFTZERO_DIAG=seeds:dpi:level (e.g. 21-30:150:heavy),
// SANDTABLE_REPLAY_CACHE=FOLDER (TestReplayContours' cache) and
// SANDTABLE_LEFTZERO_CSV=FILE it writes, for each side the lanes read
// alone as no line, its true count, the settled count and confidence (settled again, SANDTABLE_LEFTZERO as
// in TestReplayContours), the lanes'
// confidence and the chain
// they left over (trace.LeftChain).
func TestDiagnoseLeftZeros(t *testing.T) {
	spec, cache, out := os.Getenv("SANDTABLE_LEFTZERO_DIAG"), os.Getenv("SANDTABLE_REPLAY_CACHE"), os.Getenv("SANDTABLE_LEFTZERO_CSV")
	if spec == "" || cache == "" || out == "" {
		t.Skip("diagnostic: set SANDTABLE_LEFTZERO_DIAG, SANDTABLE_REPLAY_CACHE and SANDTABLE_LEFTZERO_CSV")
	}
	defer leftZerosFromEnv(t)()
	var lo, hi uint64
	var dpi float64
	var level string
	if _, err := fmt.Sscanf(strings.ReplaceAll(spec, ":", " "), "%d-%d %g %s", &lo, &hi, &dpi, &level); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fmt.Fprintln(f, "seed,level,truth,final,fconf,conf,lanes,cross,along,grid,share,square,resid,mean,both")
	for li, lv := range printgen.Levels {
		if lv.Name != level {
			continue
		}
		for seed := lo; seed <= hi; seed++ {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
			trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
			for _, sp := range p.Sides {
				r := sp.ContourReads
				if r[0].Reader == "" || r[1].Reader != "" || r[0].Count != 0 {
					continue
				}
				l := sp.LeftChain
				fmt.Fprintf(f, "%d,%s,%d,%d,%.3f,%.3f,%s\n", seed, lv.Name, pm.Truth.Contours[sp.Side], sp.Contours, sp.ContourConf, r[0].Conf, chainText(l))
			}
		}
	}
}

// chainText writes l's measures for the CSV.
func chainText(l trace.LeftChain) string {
	return fmt.Sprintf("%d,%.3f,%t,%t,%.3f,%.3f,%.4f,%.3f,%.3f", l.Lanes, l.Cross, l.Along, l.Grid, l.Share, l.Square, l.Resid, l.Mean, l.Both)
}
