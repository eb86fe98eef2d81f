package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// On a scan fine enough to show a stream beside the grid line it runs over
// (printed maps, 7 px/mm and finer: waterTrack.Fine), a stream printed
// along a hexside has two marks no texture has. Its ink lies on or next to
// the hexside at every place along it: the line winds at most a fraction of
// a mm off the side, so its nearest ink is within nearMM of it, where a
// marsh's tufts or dark crowns read as water lie anywhere across the band
// the side is read over. And it is wider than the grid line's edge: a bluish
// or JPEG-tinted grid line leaves a fringe about one pixel wide along one
// edge that reads as water ink at every place, with nothing on the line
// itself but grid ink; a stream either shows more than that somewhere along
// the side or darkens the line it covers with its own ink.
//
// fineWater reads the sides again with both: a side's hit fraction counts
// only the places where water ink lies within nearMM of the hexside, and a
// side whose water ink is a fringe at every place (no run wider than
// fringePx pixels) over a printed line that shows no water ink at more than
// lineWet of them is read as no water. A side whose answer changes is
// flagged. The path rules (settleWater) then work on these readings.

// Thresholds of fineWater (see above). Measured on printed-style seeds
// 21-40 at 300 and 600 dpi: see FIGURES.md, section "Water on fine scans".
var (
	nearMM   = 0.6
	fringePx = 1.25
	lineWet  = 0.3
)

// fineRules switches fineWater off (the water diagnostics compare).
var fineRules = true

// fineHit returns side s's hit fraction counting only the places whose
// water ink lies within nearMM of the hexside (s.waterHit when the side was
// not read on a fine scan).
func fineHit(s SideProposal) float64 {
	if !s.track.Fine {
		return s.waterHit
	}
	near := 0
	for _, d := range s.track.Near {
		if d <= float32(nearMM) {
			near++
		}
	}
	return min(s.waterHit, float64(near)/float64(len(s.track.Near)))
}

// fringe reports whether side s's water ink is a grid line's fringe (see
// above).
func fringe(s SideProposal) bool {
	if !s.track.Fine || !(s.track.PxMM > 0) {
		return false
	}
	wet, runs := 0, 0
	for k, w := range s.track.Widths {
		if w > 0 {
			runs++
			if w > float32(fringePx)*s.track.PxMM {
				return false
			}
		}
		if s.track.Over[k] >= minInk {
			wet++
		}
	}
	return runs > 0 && float64(wet) <= lineWet*float64(len(s.track.Over))
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
		if !s.track.Fine {
			continue
		}
		h := fineHit(*s)
		if s.Water && fringe(*s) {
			h = min(h, 0.5-1e-9)
		}
		if h == s.waterHit {
			continue
		}
		was := s.Water
		s.Water, s.WaterConf = decide(h)
		s.waterHit = h
		if s.Water != was {
			changed = append(changed, i)
		}
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
