package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// settleCornersWhole is settleFromCorners over the whole sheet at once:
// every flagged count (every flagged zero unless cornerSettleAll) is an
// unknown of 0 to maxContours lines, the others are fixed (sure sides
// carrying at least cornerDecideConf; the rest stay unknowns too), and
// each corner with all three sides traced keeps of an unknown only the
// counts some choice of its two other sides fits (cornerFits), corner by
// corner until nothing changes. An unknown left with one count is set to
// it at confidence unsure. Only counts the lanes read alone (a scan
// coarser than 7 px/mm, coarseRead) are settled, and no zero the lanes
// read a broken line near (nearZero).
func settleCornersWhole(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	const all = uint8(1<<(maxContours+1) - 1)
	dom := make([]uint8, len(sides))
	open := make([]bool, len(sides))
	for i := range sides {
		s := &sides[i]
		switch {
		case s.ContourConf >= max(unsure, cornerDecideConf) && s.Contours <= maxContours:
			dom[i] = 1 << s.Contours
		default:
			dom[i] = all
			open[i] = s.ContourConf < unsure && (cornerSettleAll || s.Contours == 0) && !unsettled(s)
		}
	}
	type corner [3]int
	var cs []corner
	for i, s := range sides {
		for _, pair := range corners(g, s.Side) {
			a, okA := idx[pair[0]]
			b, okB := idx[pair[1]]
			if okA && okB {
				cs = append(cs, corner{i, a, b}) // each corner up to three times: harmless
			}
		}
	}
	for range 20 {
		changed := false
		for _, c := range cs {
			for k := range 3 {
				x, y, z := c[k], c[(k+1)%3], c[(k+2)%3]
				if dom[x]&(dom[x]-1) == 0 {
					continue // fixed
				}
				keep := uint8(0)
				for v := range maxContours + 1 {
					if dom[x]&(1<<v) == 0 {
						continue
					}
				fit:
					for a := range maxContours + 1 {
						if dom[y]&(1<<a) == 0 {
							continue
						}
						for b := range maxContours + 1 {
							if dom[z]&(1<<b) != 0 && cornerFits(v, a, b) {
								keep |= 1 << v
								break fit
							}
						}
					}
				}
				if keep != dom[x] && keep != 0 {
					dom[x], changed = keep, true
				}
			}
		}
		if !changed {
			break
		}
	}
	for i := range sides {
		if !open[i] || dom[i] == 0 || dom[i]&(dom[i]-1) != 0 {
			continue
		}
		v := 0
		for dom[i]>>v != 1 {
			v++
		}
		if cornerSettleConfirm && v != sides[i].Contours {
			continue
		}
		sides[i].Contours, sides[i].ContourSettledFrom, sides[i].ContourConf = v, max(sides[i].ContourConf, 1e-6), unsure
	}
}

// coarseRead reports whether only the lanes read s (a scan coarser than 7
// px/mm: no line map).
func coarseRead(s *SideProposal) bool {
	return s.ContourReads[0].Reader != "" && s.ContourReads[1].Reader == ""
}

// nearZero reports whether s is settled at no line where the lanes read a
// broken line near it (a zero at nearLineConf or under): on printed-style
// seeds 21-55 at 150 dpi 13 of the 100 such zeros settleFromCorners
// settled hid a line, of the other 772 zeros 26 (TestTallyContourFlags).
func nearZero(s *SideProposal) bool {
	r := s.ContourReads[0]
	return s.Contours == 0 && r.Count == 0 && r.Conf <= nearLineConf
}

// unsettled reports whether settleFromCorners leaves s as it is: read by
// the line map too (a scan of 7 px/mm or more), a zero near a broken line
// (nearZero), or, with cornerOwnOnly, a count other than the lanes' own
// (the reconciliation's: it made it fit the corners, and they cannot
// confirm it).
func unsettled(s *SideProposal) bool {
	return !coarseRead(s) || nearZero(s) || cornerOwnOnly && s.Contours != s.ContourReads[0].Count
}

// cornerOwnOnly: see unsettled.
var cornerOwnOnly = true
