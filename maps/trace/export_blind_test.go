package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// BlindTypeTally is one traced type's tally on a sheet read by the lanes
// alone (see flagBlindTypes): sides between two hexes of the type, how
// many the lanes read a line on, and the same over every other side.
type BlindTypeTally struct {
	Type                           string
	Sides, Lines, Other, OtherLine int
	Corners, Fit                   int // corners inside the type with a lane line, and those whose counts fit
	Ends, DeadEnds                 int // corners inside the type of its sure lane lines, and those whose two other sides the lanes read no line on
	// EndsK, DeadK: per number of the corner's three hexes of the type
	// (0-3), the corners of lane lines and the dead ends among them
	EndsK, DeadK [4]int
}

// BlindTypeTallies returns flagBlindTypes' tallies on sheet 0 of p and
// the sheet's broken share (brokenShares).
func BlindTypeTallies(g hexgrid.Grid, p *Proposal) ([]BlindTypeTally, float64) {
	ty := hexTerrain(p.Hexes)
	per := map[string]*BlindTypeTally{}
	all, lines := 0, 0
	for i := range p.Sides {
		s := &p.Sides[i]
		if s.sheet != 0 || s.ContourReads[0].Reader == "" || s.ContourReads[1].Reader != "" {
			continue
		}
		l := 0
		if s.laneLines() > 0 {
			l = 1
		}
		all++
		lines += l
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] {
			continue
		}
		x := per[ty[a]]
		if x == nil {
			x = &BlindTypeTally{Type: ty[a]}
			per[ty[a]] = x
		}
		x.Sides++
		x.Lines += l
	}
	idx := sideIndex(p.Sides)
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		x := per[ty[a]]
		if x == nil || ty[a] != ty[b] || s.ContourReads[0].Reader == "" {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ {
				continue
			}
			si, sj := &p.Sides[i], &p.Sides[j]
			ai, bi := g.SideHexes(si.Side)
			aj, bj := g.SideHexes(sj.Side)
			if ty[ai] != ty[a] || ty[bi] != ty[a] || ty[aj] != ty[a] || ty[bj] != ty[a] {
				continue
			}
			c, ci, cj := s.ContourReads[0].Count, si.ContourReads[0].Count, sj.ContourReads[0].Count
			if c+ci+cj == 0 {
				continue
			}
			x.Corners++
			if cornerFits(c, ci, cj) {
				x.Fit++
			}
			if c > 0 {
				x.Ends++
				if ci == 0 && cj == 0 {
					x.DeadEnds++
				}
			}
		}
	}
	for _, s := range p.Sides {
		if s.ContourReads[0].Reader == "" || s.ContourReads[0].Count == 0 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ {
				continue
			}
			si, sj := &p.Sides[i], &p.Sides[j]
			ai, bi := g.SideHexes(si.Side)
			c := ai
			if c == a || c == b {
				c = bi
			}
			dead := si.ContourReads[0].Count == 0 && sj.ContourReads[0].Count == 0
			for t, x := range per {
				k := 0
				for _, h := range []hexgrid.Offset{a, b, c} {
					if ty[h] == t {
						k++
					}
				}
				x.EndsK[k]++
				if dead {
					x.DeadK[k]++
				}
			}
		}
	}
	var out []BlindTypeTally
	for _, x := range per {
		x.Other, x.OtherLine = all-x.Sides, lines-x.Lines
		out = append(out, *x)
	}
	return out, brokenShares(p.Sides, 1)[0]
}
