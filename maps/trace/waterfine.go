package trace

import (
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// On a scan fine enough to show a stream beside the grid line it runs over
// (printed maps, 7 px/mm and finer: waterTrack.Fine), a stream printed
// along a hexside leaves its own ink on the hexside's printed line: where
// it covers the grid line, the line's darkest sample unmixes as water and
// grid ink together (overGrid), with a water share of lineInk or more.
// Where it winds off the line it shows beside it as a band of water ink
// within nearMM of the hexside, wider than besidePx pixels or clear of the
// grid line's edge (more than clearPx pixels from the hexside: a stream
// through dark woods may show only a pixel of its ink). Texture read as
// water does neither: a marsh's blue tufts or dark crowns lie anywhere
// across the band the side is read over, and a bluish or JPEG-tinted grid
// line leaves a fringe about a pixel wide along one edge, with nothing but
// grid ink on the line itself.
//
// fineWater reads the sides again with this: a water side whose line shows
// water at no more than lineDry of its places, whose line's median water
// share is under lineMedian (a blurred scan spreads the stream's ink: at
// 300 dpi heavy true streams' lines show 0.4-0.5 at every place) and whose
// ink lies beside the line along fewer than besideMin of them is no water;
// a side read at fillHit or more whose line shows water at lineFill of its
// places or more, more than it was read at, is read at that share (water;
// the path rules then do not take it for a weak lone read or spur). A side
// whose answer changes is flagged. The path rules (settleWater) then work
// on these readings. Coarser scans are left alone: there the stream and
// the grid line blur into one dark line, read by the joint unmixing
// (gridink.go), and a wet-line fill tried at 150 dpi gained 1-5 true sides
// of 800 for 0-1 false on seeds 21-40 heavy, and added false ones at light.

// Thresholds of fineWater (see above), shares of the side's places unless
// named otherwise. Measured on printed-style seeds 21-40 at 300 dpi light
// (water sides right, false, missed: 784, 67, 18 without fineWater; 797, 9,
// 5 with it), 21-32 at 300 dpi heavy and 21-30 at 600 dpi light; see
// FIGURES.md, section "Water read from the hexside's printed line".
var (
	lineInk   = 0.5  // water share of the line's darkest sample
	lineDry   = 0.35 // a line showing water at this share or less is dry
	besideMin = 0.3
	nearMM    = 0.6
	besidePx  = 1.25
	clearPx   = 3.0
	lineFill  = 0.6
	fillHit   = 0.2
)

// lineMedian: a side whose line's median water share (see
// medianOver) is this or more keeps its water (see above).
const lineMedian = 0.25

// fineRules switches fineWater off (the water diagnostics compare).
var fineRules = true

// lineShares returns the share of side s's places whose printed line
// shows water ink (see above), and the share of them on the longest chain
// of places whose water ink lies beside the line and follows on from the
// last within trackJumpMM (one place may be missed), as waterTrack follows
// a line: a stream beside the line runs on, tufts beside it are short.
func lineShares(s SideProposal) (wet, beside float64) {
	tr := s.track
	n := len(tr.Over)
	best := make([]int, n) // chain length ending at each place beside
	top := 0
	for k := range n {
		if tr.Over[k] >= float32(lineInk) {
			wet++
		}
		if !(tr.Near[k] <= float32(nearMM) && (tr.Widths[k] > float32(besidePx)*tr.PxMM || tr.Near[k] > float32(clearPx)*tr.PxMM)) {
			continue
		}
		best[k] = 1
		for back := 1; back <= 2 && k-back >= 0; back++ {
			if best[k-back] > 0 && math.Abs(float64(tr.Mids[k]-tr.Mids[k-back])) <= trackJumpMM*float64(back) {
				best[k] = max(best[k], best[k-back]+1)
			}
		}
		top = max(top, best[k])
	}
	return wet / float64(n), float64(top) / float64(n)
}

// medianOver returns the median of tr.Over, a place where it did not
// unmix counting as none.
func medianOver(tr waterTrack) float64 {
	var v [13]float64
	for k, o := range tr.Over {
		v[k] = -1
		if o == o {
			v[k] = float64(o)
		}
	}
	slices.Sort(v[:])
	return v[len(v)/2]
}

// fineWater reads the water sides of a fine scan again (see above) and
// returns the indices of the sides whose answer it changed; it changes
// nothing on other scans.
func fineWater(sides []SideProposal) []int {
	if !fineRules {
		return nil
	}
	var changed []int
	for i := range sides {
		s := &sides[i]
		if !s.track.Fine || !(s.track.PxMM > 0) {
			continue
		}
		wet, beside := lineShares(*s)
		switch {
		case s.Water && wet <= lineDry && beside < besideMin && medianOver(s.track) < lineMedian:
			s.Water = false
		case s.waterHit >= fillHit && wet >= lineFill && wet > s.waterHit:
			// read at the line's share: the path rules weigh it so
			was := s.Water
			s.waterHit = wet
			s.Water, s.WaterConf = decide(wet)
			if was {
				continue
			}
		default:
			continue
		}
		changed = append(changed, i)
	}
	return changed
}

// flagChanged sets the water confidence of the sides at idx that the rules
// left changed from what was read under unsure.
func flagChanged(sides []SideProposal, idx []int, read []bool, unsure float64) {
	for k, i := range idx {
		if sides[i].Water != read[k] {
			sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
		}
	}
}

// settleFineWater runs fineWater on sides and the path rules after it, and
// flags the sides fineWater changed whose answer the path rules kept.
func settleFineWater(g hexgrid.Grid, sides []SideProposal, o Options, line bool) {
	var read []bool
	changed := fineWater(sides)
	for _, i := range changed {
		read = append(read, !sides[i].Water)
	}
	settlePathRules(g, sides, o, line)
	flagChanged(sides, changed, read, o.Uncertain)
}
