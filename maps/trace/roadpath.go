package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A road is a path from hex centre to hex centre: each of its steps meets
// another at each end hex, except where the road ends or leaves the map.
// reconcileRoads uses this on the steps read one at a time: a step read
// short (its share of samples showing road ink under decide's half) whose
// two hexes each end a road there (one road step each, the chain broken
// between them; two ends of one road are not a gap) is filled where one
// of those two steps shows its line along the whole step (a gap between
// two steps that each lack the line along a third of theirs joins what
// may be two pieces of a contour line); a road step with no other road at
// either end is suspect: a weak one, or one whose strip lacks the line
// along a third of the step, is dropped unless a step whose strip shows a
// line (SideProposal.roadLine) meets it, any other is kept for review. Then road paths are grown over such line steps (growRoads),
// and last the steps read in part at a hex where four or more road steps
// meet are dropped (dropCrowded: town blocks). All are flagged.

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
	piece := roadPieces(sides, ends)
	// hexes where a road step ends whose strip does not lack the line
	// along a third of the step
	whole := map[hexgrid.Offset]bool{}
	for i, s := range sides {
		if a, b := ends(i); s.Road && s.roadLine != hueTrace {
			whole[a], whole[b] = true, true
		}
	}
	var fill []int
	for i, s := range sides {
		if a, b := ends(i); !s.Road && shares[i] >= roadFill && deg[a] == 1 && deg[b] == 1 && piece(a) != piece(b) && (whole[a] || whole[b]) {
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
	lines := map[hexgrid.Offset]bool{}
	for i, s := range sides {
		if a, b := ends(i); !s.Road && s.roadLine == lineTrace {
			lines[a], lines[b] = true, true
		}
	}
	for _, i := range lone {
		a, b := ends(i)
		line := sides[i].roadLine
		flag(i, shares[i] >= roadLone && line != hueTrace || line == lineTrace && (lines[a] || lines[b]))
	}
	growRoads(g, sides, ends, flag)
	dropCrowded(sides, shares, ends, flag)
}

// growRoads continues road paths over the steps whose strip shows a line
// that could be a road (SideProposal.roadLine): from a hex where a road
// ends, the one such step leaving it is added, flagged, and the path
// grows on from its far hex, up to roadGrow steps; where two roads then
// end in neighbouring hexes (two pieces: the two ends of one road are
// not joined, that would close a loop) the step between them is added,
// flagged, as
// a gap in the path (a dash or a road's stretch through woods read as
// nothing at all), and so are the two steps between two road ends two
// steps apart, through a hex no road meets, where both show road-hued
// ink (roadTrace). A hex where a road ends with two or more candidate
// steps leaving it is left alone: which one the road takes is not told.
// Lines along a step away from any road (contour lines, crowns in a row)
// are never added.
func growRoads(g hexgrid.Grid, sides []SideProposal, ends func(int) (hexgrid.Offset, hexgrid.Offset), flag func(int, bool)) {
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
	for range roadGrow {
		deg := degrees()
		cands := map[hexgrid.Offset]int{}
		for i, s := range sides {
			if a, b := ends(i); !s.Road && s.roadLine == lineTrace {
				cands[a]++
				cands[b]++
			}
		}
		var add []int
		for i, s := range sides {
			a, b := ends(i)
			if !s.Road && s.roadLine == lineTrace && (deg[a] == 1 && cands[a] == 1 || deg[b] == 1 && cands[b] == 1) {
				add = append(add, i)
			}
		}
		if len(add) == 0 {
			break
		}
		for _, i := range add {
			flag(i, true)
		}
	}
	deg := degrees()
	piece := roadPieces(sides, ends)
	var gaps []int
	for i, s := range sides {
		if a, b := ends(i); !s.Road && deg[a] == 1 && deg[b] == 1 && piece(a) != piece(b) {
			gaps = append(gaps, i)
		}
	}
	for _, i := range gaps {
		flag(i, true)
	}
	// two road ends two steps apart, through a hex no road meets, both
	// steps showing road-hued ink: a two-step gap
	deg = degrees()
	via := map[hexgrid.Offset][]int{}
	for i, s := range sides {
		if s.Road || s.roadLine == noTrace {
			continue
		}
		a, b := ends(i)
		switch {
		case deg[a] == 0 && deg[b] == 1:
			via[a] = append(via[a], i)
		case deg[b] == 0 && deg[a] == 1:
			via[b] = append(via[b], i)
		}
	}
	piece = roadPieces(sides, ends)
	for h, is := range via {
		if len(is) != 2 {
			continue
		}
		a0, b0 := ends(is[0])
		a1, b1 := ends(is[1])
		if e0, e1 := other(a0, b0, h), other(a1, b1, h); piece(e0) != piece(e1) {
			flag(is[0], true)
			flag(is[1], true)
		}
	}
}

// roadPieces returns a function telling which connected piece of the
// road steps of sides a hex belongs to (a hex no road meets is its own
// piece): two ends of one piece are not a gap, closing them would make a
// loop.
func roadPieces(sides []SideProposal, ends func(int) (hexgrid.Offset, hexgrid.Offset)) func(hexgrid.Offset) hexgrid.Offset {
	parent := map[hexgrid.Offset]hexgrid.Offset{}
	var find func(o hexgrid.Offset) hexgrid.Offset
	find = func(o hexgrid.Offset) hexgrid.Offset {
		p, ok := parent[o]
		if !ok || p == o {
			return o
		}
		r := find(p)
		parent[o] = r
		return r
	}
	for i, s := range sides {
		if s.Road {
			a, b := ends(i)
			if ra, rb := find(a), find(b); ra != rb {
				parent[ra] = rb
			}
		}
	}
	return find
}

// other returns the end of a step (a, b) that is not h.
func other(a, b, h hexgrid.Offset) hexgrid.Offset {
	if a == h {
		return b
	}
	return a
}

// roadGrow is how many steps growRoads grows a road path at most from
// each end (printed-style seeds 1-5 and 21-30: the longest stretch of a
// lane through woods the strip did not read was 3 steps).
const roadGrow = 6
