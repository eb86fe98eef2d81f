package trace

import "slices"

// Paths from each seed. The levels are solved from every seed at once, so
// a hex whose level only one seed's paths hold, or seeds the others'
// paths put at another level, pass unseen when the counts between them fit
// (a contour line missed all along, read as sure zeros). So the solved
// levels are searched again with each seed left out in turn, from where
// they are: a hex that moves is held by that seed alone, and a seed that
// moves is one the other seeds' paths disagree with, which means the
// counts between them are wrong somewhere no corner shows.

// maxLeaveOut is the most seeds left out one at a time; with more seeds
// (the editor's seeding of many hexes) only the first maxLeaveOut in hex
// order are.
const maxLeaveOut = 4

// leaveOneOut returns, for the solved levels, the hexes whose level moves
// when one seed is left out (the levels annealed and polished from the
// solved ones without it: a search near them, not a new solve), and
// whether some seed left out moves itself. The solve's levels and margins
// are as they were on return. (Annealed for 100 sweeps instead of 300,
// printed seeds 31-40 at 150 dpi moderate kept 1.8% of their hexes wrong
// and not guessed instead of 0.4%.)
func (s *levelSolve) leaveOneOut() (moved []bool, conflict bool) {
	moved = make([]bool, s.n)
	var seeded []int
	for i, f := range s.fixed {
		if f >= 0 {
			seeded = append(seeded, i)
		}
	}
	if len(seeded) < 2 {
		return moved, false
	}
	label := slices.Clone(s.label)
	for _, j := range seeded[:min(len(seeded), maxLeaveOut)] {
		f := s.fixed[j]
		s.fixed[j] = -1
		s.anneal()
		for i, l := range s.label {
			if l != label[i] {
				moved[i] = true
			}
		}
		if s.label[j] != f {
			conflict = true
		}
		s.fixed[j] = f
		copy(s.label, label)
	}
	return moved, conflict
}
