package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// A stream does not fork at a corner and stop a side later: where a weakly
// read water side leaves a corner at which the two other sides are water
// (the stream runs on through that corner) and meets no water at its far
// corner, it is a spur of the stream, most often a marsh tuft, a dark
// crown or a screen dot on the line beside it. Nor does a stream end in
// two weak reads: a weak side that meets no water at one corner and only
// another weak side at the other is a weak tail. pruneWaterSpurs drops
// both, flagged (one pass over the sides as read). A weak stream end next
// to a strong side, and a weak side between water at both its corners,
// are left alone. A weak side with no water at either corner (a lone
// read; reconcileWater drops those under waterLone) is dropped too. All
// of this only where the scan's streams read strong: the sides of its
// streams of at least streamLong sides read at waterStrong or more at the
// streamLow quantile. On a blurred scan a thin stream's colour is spread
// and its true sides often show as lone reads, spurs and tails at 55-70%
// (printed-style seeds 21-30, 150 dpi heavy: pruning there lost 5 true
// sides for 3 false); on a sharp one a stream reads whole, and a weak read
// off it is texture (a marsh tuft, dark crowns or a screen beside the
// hexside): at 150 dpi light, false water sides 26 -> 8 for 2 true ones.

// waterSpur is the hit fraction (see decide) under which a side is weak;
// streamLong, streamLow and waterStrong tell a scan whose streams read
// strong (see above).
const (
	waterSpur   = 0.7
	streamLong  = 4
	streamLow   = 0.2
	waterStrong = 0.9
)

// streamStrength returns the streamLow quantile of the hit fractions of
// the water sides in streams of at least streamLong sides (0 when there
// are none).
func streamStrength(g hexgrid.Grid, sides []SideProposal) float64 {
	var fs []float64
	for _, i := range longStreamSides(g, sides) {
		fs = append(fs, waterShare(sides[i]))
	}
	return lowQuantile(fs)
}

// longStreamSides returns the indices of the water sides in streams of at
// least streamLong sides.
func longStreamSides(g hexgrid.Grid, sides []SideProposal) []int {
	label, n := waterComponents(g, sides)
	size := make([]int, n)
	for _, l := range label {
		if l >= 0 {
			size[l]++
		}
	}
	var out []int
	for i, l := range label {
		if l >= 0 && size[l] >= streamLong {
			out = append(out, i)
		}
	}
	return out
}

// lowQuantile returns the streamLow quantile of fs (0 when fs is empty);
// it sorts fs.
func lowQuantile(fs []float64) float64 {
	if len(fs) == 0 {
		return 0
	}
	slices.Sort(fs)
	return fs[int(streamLow*float64(len(fs)-1))]
}

// pruneWaterSpurs drops the weak water spurs and tails of sides (see
// above) on a scan whose streams read strong; a dropped side's
// confidence is set under unsure.
func pruneWaterSpurs(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	idx := sideIndex(sides)
	weak := func(i int) bool { return sides[i].Water && waterShare(sides[i]) < waterSpur }
	// wetAt returns the water sides among side i's two others at corner c.
	wetAt := func(i, c int) []int {
		var out []int
		for _, os := range corners(g, sides[i].Side)[c] {
			if j, ok := idx[os]; ok && sides[j].Water {
				out = append(out, j)
			}
		}
		return out
	}
	if streamStrength(g, sides) < waterStrong {
		return
	}
	var drop []int
	for i := range sides {
		if !weak(i) {
			continue
		}
		if len(wetAt(i, 0)) == 0 && len(wetAt(i, 1)) == 0 {
			drop = append(drop, i)
			continue
		}
		for c := range 2 {
			dry, far := wetAt(i, c), wetAt(i, 1-c)
			if len(dry) == 0 && (len(far) == 2 || len(far) == 1 && weak(far[0])) {
				drop = append(drop, i)
				break
			}
		}
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}
