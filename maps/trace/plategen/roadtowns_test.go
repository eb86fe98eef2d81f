package plategen

import (
	"testing"

	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestTownBlocksNotRoads traces the plate-style maps of two tuning seeds
// whose towns are drawn as blocks in an ink the road reader takes for
// road ink (24: red blocks, brown roads; 30: black blocks, brown roads;
// 16 x 12 hexes, 300 dpi, light scans; about 15 CPU-s) and counts the road
// steps with a town hex at either end. The samples read the blocks along
// many of a town hex's steps, and before dropCrowded (roadcrowd.go) 18
// such steps were read that are no road (13 and 5); with it 4 (seed 21,
// red blocks too, 4 -> 2). It wants at most 8, and every town road step
// read (all were before).
func TestTownBlocksNotRoads(t *testing.T) {
	t.Parallel() // reads only its own maps and scans; the tracer has no switch set here
	if testing.Short() {
		t.Skip("prints, scans and traces two maps")
	}
	var falseSteps, roads, read int
	for _, seed := range []uint64{24, 30} {
		pm, pr := traceLight(t, seed, 300)
		g := pm.Truth.Geo.Grid
		var f, n, r int
		for _, sp := range pr.Sides {
			a, b := g.SideHexes(sp.Side)
			if pm.Truth.Terrain[a] != Town && pm.Truth.Terrain[b] != Town {
				continue
			}
			want := pm.Truth.Roads[scangen.NewStep(a, b)]
			switch {
			case want:
				n++
				if sp.Road {
					r++
				}
			case sp.Road:
				f++
			}
		}
		t.Logf("seed %d: town steps %d false, %d of %d roads read", seed, f, r, n)
		falseSteps, roads, read = falseSteps+f, roads+n, read+r
	}
	t.Logf("town steps: %d false, %d of %d roads read", falseSteps, read, roads)
	if falseSteps > 8 {
		t.Errorf("town blocks read as road on %d steps; want at most 8", falseSteps)
	}
	if read < roads {
		t.Errorf("town road steps: %d of %d read; want all", read, roads)
	}
}
