package trace_test

import (
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestWidthsAlongPlate: on plate-style scans (seeds 21-22, 300 dpi,
// light) the widths read along each line (Options.ContourWidthsAlong) on
// the sides one line crosses and read as one, classed by the known levels
// and index interval, part the index lines from the others: their median
// at least 1.3 times as wide on each sheet (measured 1.40 and 1.45; the
// five lanes' read 0.92 and 0.94), and at most 25% of those lines on the
// wrong side of the best threshold (measured 20.8%; the lanes' 51%). Two
// traces, 18 CPU-s: run only with SANDTABLE_WIDTHS_ALONG=1 (the reader is
// opt-in).
func TestWidthsAlongPlate(t *testing.T) {
	if os.Getenv("SANDTABLE_WIDTHS_ALONG") == "" {
		t.Skip("two plate traces at 300 dpi (18 CPU-s): set SANDTABLE_WIDTHS_ALONG=1")
	}
	wrong, of := 0, 0
	for seed := uint64(21); seed <= 22; seed++ {
		tr, every, traceIt := indexSheet(t, false, seed, 300, "light")
		n, ix := printgen.SingleLineWidths(tr, every, traceIt(true))
		w, o, ratio := printgen.IdealSplit(n, ix)
		t.Logf("seed %d: normal %.3f mm (%d), index %.3f mm (%d), ratio %.2f, %d/%d in the wrong class", seed, median(n), len(n), median(ix), len(ix), ratio, w, o)
		if ratio < 1.3 {
			t.Errorf("seed %d: index lines read %.2f times as wide as the others, want >= 1.3", seed, ratio)
		}
		wrong, of = wrong+w, of+o
	}
	if of == 0 || pctOf(wrong, of) > 25 {
		t.Errorf("%d of %d single lines in the wrong class, want <= 25%%", wrong, of)
	}
}
