package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// On a coarse printed scan (under 7 px/mm: the sides waterTrack follows,
// Tracked) a stream and the grid line it is printed over blur into one
// dark line, and that line's darkest samples unmix as water and grid ink
// together (waterTrack.Over): along a stream printed on the side the water
// share is about what it is on the sheet's strongly read streams; along a
// bare grid line with texture beside it (a woods or marsh tint's edge, a
// marsh tuft, dark crowns, a bluish grid line's fringe) it is near none.
// What one sheet shows depends on its blur and its inks (the median share
// of the strongly read sides, lineRef, is 0.3-0.8 at 150 dpi heavy and
// 0.5-1.2 at light on printed-style seeds 21-40 and 91-110), so each side
// is weighed against its sheet: its line's median share over lineRef.
//
// coarseLineWater, after the path rules: a water side read under
// lineStrongHit whose line shows under lineDropRel of the sheet's is no
// water; a dry side read at lineFillHit or more whose line shows
// lineFillRel of it or more is water. Then a stream's gaps: a dry side read
// at gapHit or more between water at both its corners (a water side among
// the two others at each) whose line shows gapRel of the sheet's or more
// is water. All are flagged. Measured on printed-style seeds 21-40 (150
// dpi light and heavy) and 91-110 (150 dpi light) from the water
// diagnostic's sides (FIGURES.md, "Water weighed against the sheet's own
// streams"). A fine scan's sides are weighed by fineLineWater instead.
const (
	lineStrongHit = 0.9
	lineDropRel   = 0.3
	lineFillHit   = 0.3
	lineFillRel   = 0.6
	gapHit        = 0.15
	gapRel        = 0.4
	lineMinPlaces = 4    // fewer places unmixed: the line is not weighed
	lineRefSides  = 3    // fewer strong sides: the sheet is not weighed
	lineRefLow    = 0.15 // a lineRef under this says nothing
)

// lineMid returns the median of tr.Over over the places where it
// unmixed, and false when fewer than lineMinPlaces did.
func lineMid(tr waterTrack) (float64, bool) {
	var v []float64
	for _, o := range tr.Over {
		if o == o {
			v = append(v, float64(o))
		}
	}
	if len(v) < lineMinPlaces {
		return 0, false
	}
	slices.Sort(v)
	return v[len(v)/2], true
}

// lineRef returns the median of the line medians of the sides read at
// lineStrongHit or more, of a coarse scan's followed sides or (fine) a
// fine scan's, and false when there are fewer than lineRefSides of them
// or it is under lineRefLow.
func lineRef(sides []SideProposal, fine bool) (float64, bool) {
	var ms []float64
	for _, s := range sides {
		if !lineSide(s, fine) || s.waterHit < lineStrongHit {
			continue
		}
		if m, ok := lineMid(s.track); ok {
			ms = append(ms, m)
		}
	}
	if len(ms) < lineRefSides {
		return 0, false
	}
	slices.Sort(ms)
	ref := ms[len(ms)/2]
	return ref, ref >= lineRefLow
}

// lineSide reports whether s was measured on a coarse printed scan (its
// water followed: Tracked) or, when fine, on a fine one.
func lineSide(s SideProposal, fine bool) bool {
	if fine {
		return s.track.Fine
	}
	return s.track.Tracked && !s.track.Fine
}

// coarseLineWater weighs the water sides of a coarse printed scan by their
// printed line against the sheet's (see above), flagging each side it
// changes under unsure.
func coarseLineWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	ref, ok := lineRef(sides, false)
	if !ok {
		return
	}
	for i := range sides {
		s := &sides[i]
		if !lineSide(*s, false) {
			continue
		}
		m, ok := lineMid(s.track)
		if !ok {
			continue
		}
		rel := m / ref
		switch {
		case s.Water && s.waterHit < lineStrongHit && rel < lineDropRel:
			s.Water = false
		case !s.Water && s.waterHit >= lineFillHit && rel >= lineFillRel:
			s.Water = true
		default:
			continue
		}
		s.WaterConf = min(s.WaterConf, unsure/2)
	}
	fillLineGaps(g, sides, ref, unsure)
}

// fillLineGaps reads as water the dry sides of sides read at gapHit or
// more, between water at both corners, whose line shows gapRel of ref or
// more (see above), flagged under unsure.
func fillLineGaps(g hexgrid.Grid, sides []SideProposal, ref, unsure float64) {
	idx := sideIndex(sides)
	var fill []int
	for i, s := range sides {
		if s.Water || !lineSide(s, false) || s.waterHit < gapHit {
			continue
		}
		if m, ok := lineMid(s.track); !ok || m/ref < gapRel {
			continue
		}
		if waterBothEnds(g, sides, idx, i) {
			fill = append(fill, i)
		}
	}
	for _, i := range fill {
		sides[i].Water = true
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}

// sideIndex returns the index of each side of sides.
func sideIndex(sides []SideProposal) map[hexgrid.Hexside]int {
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	return idx
}

// waterBothEnds reports whether side i of sides (idx: sideIndex) meets a
// water side at each of its corners.
func waterBothEnds(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, i int) bool {
	for _, c := range corners(g, sides[i].Side) {
		wet := false
		for _, os := range c {
			if j, ok := idx[os]; ok && sides[j].Water {
				wet = true
			}
		}
		if !wet {
			return false
		}
	}
	return true
}
