package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// A line the lanes read on a coarse scan that the corner reconciliation
// then took away (its count lowered to no line: the sure zeros around it
// did not carry it on) is either texture read as a line or a real line the
// lanes lost on the sides beyond. If it is real it goes on through one of
// the two other sides of each of its corners, and those sides' zeros are
// the lanes' misses. flagErasedLines flags the sure zeros the lanes read
// alone (a scan coarser than 7 px/mm) at the corners of such an erased
// line, after the reconciliation.
func flagErasedLines(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if !erasedLines {
		return
	}
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	lanesAlone := func(s *SideProposal) bool {
		r := s.ContourReads
		return r[0].Reader != "" && r[1].Reader == ""
	}
	var flag []int
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s) || s.ContourReads[0].Count == 0 || s.Contours != 0 {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			for _, o := range pair {
				j, ok := idx[o]
				if !ok {
					continue
				}
				if n := &sides[j]; lanesAlone(n) && n.Contours == 0 && n.ContourReads[0].Count == 0 && n.ContourConf >= unsure {
					flag = append(flag, j)
				}
			}
		}
	}
	for _, j := range flag {
		sides[j].ContourConf = min(sides[j].ContourConf, unsure*doubtFlag)
	}
}

// erasedLines turns flagErasedLines on (off: for before-and-after figures).
var erasedLines = true
