package trace_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseLeftChains is a diagnostic, not a check: with
// SANDTABLE_LEFT=seeds:dpis:levels, SANDTABLE_REPLAY_CACHE=FOLDER (as
// TestReplayContours) and SANDTABLE_LEFT_OUT=FILE it writes one row per
// side the lanes read no line on and that stayed a zero (tab-separated:
// seed, dpi, level, the generator's count, sure, the confidence, the
// lanes' own, then the LeftChain's fields), for the left-over-chain flag
// (contourleftzero.go) to be measured on.
func TestDiagnoseLeftChains(t *testing.T) {
	spec, cache, out := os.Getenv("SANDTABLE_LEFT"), os.Getenv("SANDTABLE_REPLAY_CACHE"), os.Getenv("SANDTABLE_LEFT_OUT")
	if spec == "" || cache == "" || out == "" {
		t.Skip("diagnostic: set SANDTABLE_LEFT=seeds:dpis:levels, SANDTABLE_REPLAY_CACHE=FOLDER and SANDTABLE_LEFT_OUT=FILE")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil || len(parts) != 3 {
		t.Fatalf("SANDTABLE_LEFT=%q: want seeds:dpis:levels", spec)
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fmt.Fprintln(f, "seed\tdpi\tlevel\ttruth\tsure\tconf\tlaneconf\tlanes\tcross\talong\tgrid\tshare\tsquare\tresid\tmean\tboth")
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range printgen.Levels {
			if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
				continue
			}
			for seed := lo; seed <= hi; seed++ {
				pm, err := printgen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayTrace(t, cache, pm, dpi, lv, seed*100+uint64(li))
				for _, s := range p.Sides {
					r := s.ContourReads[0]
					if r.Reader == "" || r.Count != 0 || s.Contours != 0 {
						continue
					}
					l := s.LeftChain
					fmt.Fprintf(f, "%d\t%g\t%s\t%d\t%v\t%.3f\t%.3f\t%d\t%.3f\t%v\t%v\t%.3f\t%.3f\t%.4f\t%.3f\t%.3f\n",
						seed, dpi, lv.Name, pm.Truth.Contours[s.Side], p.Sure(s.ContourConf), s.ContourConf, r.Conf,
						l.Lanes, l.Cross, l.Along, l.Grid, l.Share, l.Square, l.Resid, l.Mean, l.Both)
				}
			}
		}
	}
}
