package trace_test

import (
	"context"
	"encoding/gob"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseFirstElevation is a diagnostic, not a check: with
// SANDTABLE_FIRST_ELEV=level (light, moderate, heavy) it traces the first
// style's known map at that level as `trace accuracy --style first` does,
// keeping the proposal in file SANDTABLE_FIRST_ELEV_CACHE when set, and
// logs the elevation figures of printgen.Evaluate.
func TestDiagnoseFirstElevation(t *testing.T) {
	level := os.Getenv("SANDTABLE_FIRST_ELEV")
	if level == "" {
		t.Skip("diagnostic: set SANDTABLE_FIRST_ELEV=level")
	}
	tr := itwTruth(t, 1)
	cache := os.Getenv("SANDTABLE_FIRST_ELEV_CACHE")
	var p *trace.Proposal
	if f, err := os.Open(cache); err == nil {
		p = &trace.Proposal{}
		if err := gob.NewDecoder(f).Decode(p); err != nil {
			t.Fatal(err)
		}
		f.Close()
	} else {
		var err error
		p, err = trace.Trace(context.Background(), tr.Job(scansAt(t, tr, level), 4, scangen.Colours(trace.DefaultOptions())), nil)
		if err != nil {
			t.Fatal(err)
		}
		if cache != "" {
			f, err := os.Create(cache)
			if err != nil {
				t.Fatal(err)
			}
			if err := gob.NewEncoder(f).Encode(p); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
	r, err := printgen.Evaluate(tr, p)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first style %s: levels %.1f%% right, %.1f%% wrong sure", level,
		100*float64(r.LevelsRight)/float64(r.Hexes), 100*float64(r.LevelsWrongSure)/float64(r.Hexes))
}
