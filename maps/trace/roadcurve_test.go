package trace

import "testing"

// TestDashChain: a row of dashes 1.5 mm long with 0.9 mm gaps (a plate
// lane) is a chain over most of the step; dark runs of differing lengths
// at uneven gaps (tree outlines, a town's blocks) are none.
func TestDashChain(t *testing.T) {
	const rowMM = 0.25
	path := make([]float64, 36) // 9 mm
	for r := range path {
		if (r+2)%10 < 6 { // 1.5 mm on, 1 mm off
			path[r] = 0.8
		}
	}
	if got := dashChain(path, rowMM); got < curveDashShare {
		t.Errorf("dashed lane: chain share %.2f, want at least %.2f", got, curveDashShare)
	}
	blobs := make([]float64, 36)
	for _, r := range []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33} {
		blobs[r] = 0.8
	}
	if got := dashChain(blobs, rowMM); got >= curveDashShare {
		t.Errorf("blobs: chain share %.2f, want under %.2f", got, curveDashShare)
	}
}

// TestWindowLine: a line narrower than the window reads its absorption
// against light flanks; a block wider than window and flanks reads about
// nothing.
func TestWindowLine(t *testing.T) {
	offs := make([]float64, 61)
	line := make([]float64, 61)
	block := make([]float64, 61)
	for k := range offs {
		offs[k] = float64(k-30) * 0.01
		if k >= 28 && k <= 32 {
			line[k] = 1
		}
		block[k] = 1
	}
	hw, fw := 0.04, 0.1
	if got := windowLine(line, offs, 0, hw, fw); got < 4.5 {
		t.Errorf("line: %.2f, want about 5", got)
	}
	if got := windowLine(block, offs, 0, hw, fw); got > 0.01 || got < -0.01 {
		t.Errorf("block: %.2f, want 0", got)
	}
}
