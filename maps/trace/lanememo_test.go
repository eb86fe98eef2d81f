package trace_test

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestLaneMemoMatchesPlain: the lanes reusing the sample before's read
// where a sample reads the same colour over the same backgrounds count
// every side as reading every sample does (count, confidence, ungated
// count, share fit's count), on a plate-style sheet at 300 dpi (seed 21,
// descreened, nearest-pixel lanes) and a printed-style one at 150 dpi
// (seed 21, interpolated lanes with the wide background).
func TestLaneMemoMatchesPlain(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and reads two maps")
	}
	t.Run("plate 300 dpi", func(t *testing.T) {
		lv, err := plategen.LevelNamed("light")
		if err != nil {
			t.Fatal(err)
		}
		pm, err := plategen.New(21, 7, 6)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.Print(300 / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(p, lv, 2100)
		if err != nil {
			t.Fatal(err)
		}
		laneMemoCheck(t, pm.Job(s, 4, trace.DefaultOptions()))
	})
	t.Run("printed 150 dpi", func(t *testing.T) {
		pm, s := printAndScan(t, 21, 8, 6, 150, "moderate", 2101)
		laneMemoCheck(t, pm.Job(s, 4, trace.DefaultOptions()))
	})
}

// laneMemoCheck fails t when the lanes read any side of job differently
// with and without the memo, or read no line anywhere.
func laneMemoCheck(t *testing.T, job trace.Job) {
	t.Helper()
	sides, lines, differ, err := trace.LaneMemoDisagree(job)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d sides, %d read a line, %d read differently", sides, lines, differ)
	if differ > 0 || lines == 0 {
		t.Errorf("%d of %d sides read differently (%d with lines); want none, and lines", differ, sides, lines)
	}
}
