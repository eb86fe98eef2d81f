package trace_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagWaterRun is a diagnostic, not a check: with
// SANDTABLE_WATERRUN=style:lo-hi:dpi:level and SANDTABLE_WATERRUN_OUT=file
// it reads every side's water before the path rules and writes, for each
// side hit at 0.5 or more, the seed, side, truth, reading, hit share, line
// share and water run (waterrun.go), one line each.
func TestDiagWaterRun(t *testing.T) {
	spec := os.Getenv("SANDTABLE_WATERRUN")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_WATERRUN=style:lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	fmt.Sscanf(parts[1], "%d-%d", &lo, &hi)
	dpi, _ := strconv.ParseFloat(parts[2], 64)
	if v := os.Getenv("SANDTABLE_RUNGAP"); v != "" {
		g, _ := strconv.ParseFloat(v, 64)
		trace.SetRunGap(g)
	}
	trace.SetWaterRunRule(os.Getenv("SANDTABLE_NORUN") == "")
	defer trace.SetWaterRunRule(true)
	var b strings.Builder
	for seed := lo; seed <= hi; seed++ {
		job, truth, err := waterPixJob(parts[0], seed, dpi, parts[3])
		if err != nil {
			t.Fatal(err)
		}
		sts, err := trace.WaterRunStats(job)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range sts {
			if st.Hit < 0.5 && !truth.Water[st.Side] {
				continue
			}
			a, c := job.Grid.SideHexes(st.Side)
			fmt.Fprintf(&b, "%s %g %s %d %v-%v truth=%v wet=%v hit=%.3f line=%.3f run=%.3f run10=%.3f ctla=%.3f ctlb=%.3f texa=%.3f texb=%.3f alpha=%.2f blur=%.3f %s/%s\n",
				parts[0], dpi, parts[3], seed, a, c, truth.Water[st.Side], st.Wet, st.Hit, st.Line, st.Run, st.RunReach, st.CtlA, st.CtlB, st.TexA, st.TexB, st.MedAlpha, st.BlurMM, truth.Terrain[a], truth.Terrain[c])
		}
	}
	if out := os.Getenv("SANDTABLE_WATERRUN_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Log("\n" + b.String())
}

// TestDiagWaterRunSide logs one side's water hits place by place:
// SANDTABLE_WATERRUN_SIDE=style:seed:dpi:level:col:row:dir.
func TestDiagWaterRunSide(t *testing.T) {
	spec := os.Getenv("SANDTABLE_WATERRUN_SIDE")
	if spec == "" {
		t.Skip("diagnostic")
	}
	p := strings.Split(spec, ":")
	seed, _ := strconv.ParseUint(p[1], 10, 64)
	dpi, _ := strconv.ParseFloat(p[2], 64)
	col, _ := strconv.Atoi(p[4])
	row, _ := strconv.Atoi(p[5])
	dir, _ := strconv.Atoi(p[6])
	job, _, err := waterPixJob(p[0], seed, dpi, p[3])
	if err != nil {
		t.Fatal(err)
	}
	ls, err := trace.WaterRunDebug(job, hexgrid.Offset{Col: col, Row: row}, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + strings.Join(ls, "\n"))
}
