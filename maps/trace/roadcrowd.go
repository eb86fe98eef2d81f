package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Crowded hexes. A town drawn as building blocks on a tint, in an ink
// near the road ink's hue, fills the band the samples look in along many
// of the town hex's steps: the samples read road ink over most of each
// such step and the hex ends up with four, five or six road steps, most
// of them read only in part. A road crossing or ending in a hex is a line
// drawn from centre to centre, read along the whole step. So where
// roadCrowd or more road steps meet in a hex, a step there read over less
// than roadCrowdShare of its length is dropped, flagged: the steps read
// whole stay, and so does a road hex's real junction, whose steps are
// drawn lines.

// dropCrowded drops (flags as no road) every road step of sides with
// roadCrowd or more road steps at either end hex and a share (roadShare:
// the samples' share, or the strip's reading) under roadCrowdShare. The
// degrees are counted once, before any step is dropped.
func dropCrowded(sides []SideProposal, shares []float64, ends func(int) (hexgrid.Offset, hexgrid.Offset), flag func(int, bool)) {
	deg := map[hexgrid.Offset]int{}
	for i, s := range sides {
		if s.Road {
			a, b := ends(i)
			deg[a]++
			deg[b]++
		}
	}
	var drop []int
	for i, s := range sides {
		a, b := ends(i)
		if s.Road && max(deg[a], deg[b]) >= roadCrowd && shares[i] < roadCrowdShare {
			drop = append(drop, i)
		}
	}
	for _, i := range drop {
		flag(i, false)
	}
}

// Crowded hex thresholds (see dropCrowded): the least number of road
// steps meeting in a hex that makes it crowded, and the share a step
// there must be read over to stay.
// Measured on plate seeds 21-40 at 300 and 150 dpi light (the
// diagnostic's reads, TestDiagnosePlateRoads): at 300 dpi, seeds 31-32
// aside (a field or woods read as road everywhere), the share 0.8 / 0.9
// / 0.95 drops 19 / 22 / 24 false steps and no true one; at 150 dpi 17 /
// 20 / 22 false and 1 / 2 / 4 true (pike steps read at 0.94 in a town).
// With 5 steps for a crowd, 9 false at 300 and 5 at 150 (printgen
// FIGURES.md, session 37).
var (
	roadCrowd      = 4
	roadCrowdShare = 0.9
)
