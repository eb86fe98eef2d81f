package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A road is a path from hex centre to hex centre: each of its steps meets
// another at each end hex, except where the road ends or leaves the map.
// reconcileRoads uses this on the steps read one at a time: a step read
// short (its share of samples showing road ink under decide's half) whose
// two hexes each end a road there (one road step each, the chain broken
// between them) is a gap and is filled; a road step with no other road at
// either end is suspect: a weak one is dropped, any other is kept for
// review. All are flagged.

// Hit fractions (see decide) of the path rules, set as the water rules'
// (not swept): on printed-style seeds 21-40 at 150 dpi they raised road
// precision at light from 93.8 to 97.1% (weak lone steps in woods
// dropped) and recall at heavy from 86.8 to 88.2% (printgen FIGURES.md).
const (
	roadFill = 0.3 // least fraction of a gap step that is filled
	roadLone = 0.6 // a lone road step under this fraction is dropped
)

// reconcileRoads revisits the road proposals of sides by path continuity
// (see above); shares are the steps' hit fractions (roadShare) and a
// changed or suspect step's confidence is set under unsure. Steps not
// traced count as no road.
func reconcileRoads(g hexgrid.Grid, sides []SideProposal, shares []float64, unsure float64) {
	ends := func(i int) (hexgrid.Offset, hexgrid.Offset) {
		s := sides[i].Side
		return s.Hex, g.Neighbor(s.Hex, s.Dir)
	}
	degrees := func() map[hexgrid.Offset]int {
		deg := map[hexgrid.Offset]int{}
		for i, s := range sides {
			if s.Road {
				a, b := ends(i)
				deg[a]++
				deg[b]++
			}
		}
		return deg
	}
	flag := func(i int, road bool) {
		sides[i].Road = road
		sides[i].RoadConf = min(sides[i].RoadConf, unsure/2)
	}
	deg := degrees()
	var fill []int
	for i, s := range sides {
		if a, b := ends(i); !s.Road && shares[i] >= roadFill && deg[a] == 1 && deg[b] == 1 {
			fill = append(fill, i)
		}
	}
	for _, i := range fill {
		flag(i, true)
	}
	deg = degrees()
	var lone []int
	for i, s := range sides {
		if a, b := ends(i); s.Road && deg[a] == 1 && deg[b] == 1 {
			lone = append(lone, i)
		}
	}
	for _, i := range lone {
		flag(i, shares[i] >= roadLone)
	}
}
