package trace_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

func TestDiagFirst(t *testing.T) {
	lv := os.Getenv("FIRST_DIAG")
	if lv == "" {
		t.Skip()
	}
	tr := itwTruth(t, 1)
	scans := scansAt(t, tr, lv)
	opt := scangen.Colours(trace.DefaultOptions())
	opt.Refine = os.Getenv("REFINE") != ""
	job := tr.Job(scans[:1], 4, opt)
	job.Sheets[0].Hexes = job.Sheets[0].Hexes[:900]
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := tr.Score(p, false)
	fmt.Printf("first %s: terrain %v\n water %v\n roads %v\n contours %v\n", lv, s.Terrain, s.Water, s.Roads, s.Contours)
}
