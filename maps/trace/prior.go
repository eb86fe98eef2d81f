package trace

// What the paper shows when the counts cannot tell. A region with no seed
// that one contour line encloses fits the counts as well raised as
// lowered (a hill or a hollow): the counts give |level a - level b| only.
// Printed maps mark a closed depression (ticks on its downhill side, or a
// symbol of its own); an unmarked closed contour is a rise. A region on
// the sheet's edge is either; one that lies mostly along the edge is low
// ground running off the sheet (mirrorWanted). So where the mirror of such
// a region costs no more than the levels solved, it is solved the likelier
// way up. Its hexes keep the flags of the solve (a region a shift moves
// cheaply is guessed, flagRegions): the prior picks the likelier level, it
// does not make it sure.

// priorRounds bounds the passes of preferRises (each pass can open new
// regions to mirror).
const priorRounds = 4

// priorTol is how much more (in sure-count units) a region's mirror may
// cost and still be taken for the prior.
const priorTol = 1e-9

// preferRises mirrors the seedless regions of the solved levels that
// mirrorWanted asks for where the counts allow it at no more cost; it
// reports whether any level changed.
func (s *levelSolve) preferRises() bool {
	changed := false
	for range priorRounds {
		if !s.mirrorOnce() {
			break
		}
		changed = true
	}
	return changed
}

// mirrorOnce tries every seedless region once (seedless) and mirrors the
// first that mirrorWanted asks for and whose mirror fits: the levels
// reflected about the commonest level of its rim. It reports whether one
// was mirrored.
func (s *levelSolve) mirrorOnce() bool {
	return s.seedless(func(members, comp []int, c int, hollow, open bool) bool {
		return mirrorWanted(hollow, open, s.edgeShare(members)) && s.mirror(members, comp, c)
	})
}

// seedless calls fn with every region of the solved levels that holds no
// seed: each connected set of hexes at or below a level (a hollow) or
// above it (a rise), members and comp marking them with id c, open when
// one lies on the map's edge (has fewer than six neighbours), until fn
// returns true; it reports whether fn did.
func (s *levelSolve) seedless(fn func(members, comp []int, c int, hollow, open bool) bool) bool {
	comp := make([]int, s.n)
	var members, queue []int
	for kk := 0; kk < 2*(s.nl-1); kk++ {
		// hollows: components of levels <= k; rises: of levels >= k+1.
		hollow, k := kk < s.nl-1, kk%(s.nl-1)
		in := func(i int) bool {
			if hollow {
				return s.label[i] <= k
			}
			return s.label[i] > k
		}
		for i := range comp {
			comp[i] = -1
		}
		for start := range s.n {
			if comp[start] >= 0 || !in(start) {
				continue
			}
			var seeded, open bool
			members, queue, seeded, open = s.component(start, in, comp, members, queue)
			if !seeded && fn(members, comp, start, hollow, open) {
				return true
			}
		}
	}
	return false
}

// mirror reflects the levels of region members (comp id c) about the
// commonest level of its rim when every level stays in range and the cost
// rises by at most priorTol; it reports whether it did.
func (s *levelSolve) mirror(members, comp []int, c int) bool {
	rim := make([]int, s.nl)
	for _, i := range members {
		for _, k := range s.inc[i] {
			j := s.edges[k].a
			if j == i {
				j = s.edges[k].b
			}
			if comp[j] != c {
				rim[s.label[j]]++
			}
		}
	}
	p := 0
	for l, n := range rim {
		if n > rim[p] {
			p = l
		}
	}
	old := make([]int, len(members))
	before := 0.0
	for x, i := range members {
		old[x] = s.label[i]
		if l := 2*p - s.label[i]; l < 0 || l >= s.nl {
			return false
		}
	}
	before = s.regionCost(members)
	for _, i := range members {
		s.label[i] = 2*p - s.label[i]
	}
	if s.regionCost(members) <= before+priorTol {
		return true
	}
	for x, i := range members {
		s.label[i] = old[x]
	}
	return false
}

// regionCost is the cost of the sides of region members (a side inside
// it counted twice).
func (s *levelSolve) regionCost(members []int) float64 {
	cost := 0.0
	for _, i := range members {
		for _, k := range s.inc[i] {
			e := &s.edges[k]
			cost += e.pair(s.label[e.a], s.label[e.b])
		}
	}
	return cost
}

// edgeLowShare is the share of a seedless rise's hexes on the map's edge
// from which it is taken for a low running off the sheet: on printgen's
// maps 21-60 (true counts, three seeds) the rises the counts cannot tell
// from a hollow have 1 of 52, 3 of 37, 4 of 32 hexes on the edge, the
// hollows 6 of 6, 11 of 14, 10 of 17 (0.5: 95.9% right, 0.6: 96.0%,
// none: 94.8%; fresh maps 91-110, 0.5: 97.0%, 0.6: 95.8%).
const edgeLowShare = 0.5

// mirrorWanted reports whether a seedless region (a hollow or a rise;
// open: on the map's edge; share: of its hexes on the edge) is to be
// mirrored when its mirror fits: a closed hollow into a rise, and a rise
// lying mostly along the edge into a low running off the sheet (a rise's
// top lies inside the sheet; water leaves it along its lows). Open
// hollows stay as solved (mirrored into rises where they lean less on the
// edge: 0.2% fewer right).
func mirrorWanted(hollow, open bool, share float64) bool {
	if !open {
		return hollow
	}
	return !hollow && share >= edgeLowShare
}

// edgeShare returns the share of members that lie on the map's edge
// (have fewer than six neighbours).
func (s *levelSolve) edgeShare(members []int) float64 {
	onEdge := 0
	for _, i := range members {
		if len(s.inc[i]) < 6 {
			onEdge++
		}
	}
	return float64(onEdge) / float64(len(members))
}

// risePrior: seedless regions are solved the likelier way up (preferRises).
var risePrior = true
