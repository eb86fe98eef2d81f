package trace

import "math"

// Counting contour curves across a hexside from the sheet's line map: the
// curves that cross the segment from A's centre to B's, each once, two
// lines two. Lengths in pixels unless said.
const (
	crossBand   = 1.5  // a curve pixel this near the segment touches it
	crossJoin   = 3.0  // touches of one curve this close along are one crossing
	crossEnd    = 0.08 // share of the way from a centre within which a crossing is unsure
	crossLong   = 0.3  // share of the way a touch may run along the segment and still be a crossing
	crossUnsure = 0.1  // confidence of a count with a crossing near a centre or along the way
)

// crossing is where one curve touches the centre-to-centre segment.
type crossing struct {
	curve    int32
	from, to float64 // along the segment, px
	last     float64
}

// contourCrossings counts the line map's curves crossing between A's centre
// and B's (on a map read by parity, parityCount), with a confidence: the
// weakest crossing curve's score, lowered when a crossing lies near a
// centre or runs along the segment.
func (s *sideReader) contourCrossings() (int, float64, int) {
	n := s.f.Normals[s.i]
	ax, ay := s.h.px(0, 0)
	bx, by := s.h.px(2*Apothem*n[0], 2*Apothem*n[1])
	l := math.Hypot(bx-ax, by-ay)
	if l < 2 {
		return 0, 0, 0
	}
	ux, uy := (bx-ax)/l, (by-ay)/l
	vx, vy := -uy, ux
	var cs []crossing
	open := map[int32]int{} // curve -> index in cs of its open crossing
	for t := 0.0; t <= l; t += 0.5 {
		for d := -crossBand; d <= crossBand; d += 0.5 {
			x, y := ax+ux*t+vx*d, ay+uy*t+vy*d
			id := s.lines.at(int(math.Floor(x)), int(math.Floor(y)))
			if id == 0 {
				continue
			}
			if k, ok := open[id]; ok && t-cs[k].last <= crossJoin {
				cs[k].last = t
				cs[k].to = t
				continue
			}
			if k := len(cs) - 1; k >= 0 && t-cs[k].last <= s.lines.merge {
				// beside the last crossing: the two edges of one wide line
				open[id] = k
				cs[k].last, cs[k].to = t, t
				cs[k].curve = min(cs[k].curve, id)
				continue
			}
			open[id] = len(cs)
			cs = append(cs, crossing{curve: id, from: t, to: t, last: t})
		}
	}
	conf := 1.0
	for _, c := range cs {
		conf = min(conf, float64(s.lines.score[c.curve-1]))
		mid := (c.from + c.to) / 2 / l
		if mid < crossEnd || mid > 1-crossEnd {
			conf = min(conf, crossUnsure)
		}
		if (c.to-c.from)/l > crossLong {
			conf = min(conf, crossUnsure)
		}
	}
	count := len(cs)
	if s.lines.parity {
		count = parityCount(cs)
	}
	return min(count, maxContours), conf, 0
}

// parityCount counts the crossings cs as level changes: the crossings of
// one curve count their number's parity. A contour is one level all
// along, so a curve that crosses the segment and crosses it back leaves
// B's level as A's; on a screened plate sheet the line map links the
// tints' texture under woods into curves that wind across a side several
// times, each pair of crossings a false pair of lines.
func parityCount(cs []crossing) int {
	per := map[int32]int{}
	for _, c := range cs {
		per[c.curve]++
	}
	n := 0
	for _, k := range per {
		n += k % 2
	}
	return n
}
