package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// lineCornerFit returns the share of corners, with a line read by reader k
// (ContourReads[k]) on at least one of their three sides, whose counts fit
// levels (cornerFits), and the number of such corners.
func lineCornerFit(g hexgrid.Grid, sides []SideProposal, k int) (float64, int) {
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	n, fit := 0, 0
	for _, s := range sides {
		r := s.ContourReads[k]
		if r.Reader == "" {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ {
				continue
			}
			ri, rj := sides[i].ContourReads[k], sides[j].ContourReads[k]
			if ri.Reader == "" || rj.Reader == "" || r.Count+ri.Count+rj.Count == 0 {
				continue
			}
			n++
			if cornerFits(r.Count, ri.Count, rj.Count) {
				fit++
			}
		}
	}
	if n == 0 {
		return 1, 0
	}
	return float64(fit) / float64(n), n
}
