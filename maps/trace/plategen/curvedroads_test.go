package plategen

import "testing"

// TestCurvedBlackRoads traces the plate-style maps of two tuning seeds
// whose roads are black (23: a grey grid; 33: black tree outlines and
// pikes through a town) at 300 dpi (light scans, 16 x 12 hexes) and
// counts their road steps against the known maps. A road bowed off the
// straight line between two hex centres falls beside the strip's window,
// so greyVeto took the solid roads, pikes and lanes the samples read
// there for blobs; followed along their curve (curvedLine) they are
// read. Without the rule the two read 44 right, 3 false and 8 missed
// (TestDiagnosePlateRoads on main), with it 52 / 2 / 0; it wants at least
// 50 right and at most 3 false. About 30 CPU-s; skipped under -short.
func TestCurvedBlackRoads(t *testing.T) {
	t.Parallel() // reads only its own maps and scans; the tracer has no switch set here
	if testing.Short() {
		t.Skip("prints, scans and traces two 300 dpi maps")
	}
	r := lightRoads(t, 300, 23, 33)
	if r.TP < 50 || r.FP > 3 {
		t.Errorf("curved black roads: %d right, %d false, %d missed; want at least 50 right, at most 3 false", r.TP, r.FP, r.FN)
	}
}
