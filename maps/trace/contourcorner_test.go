package trace

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// cornerFamily returns the sides of a cols x rows map whose hex levels are
// a few random round hills (seeded), quantised to whole levels, each side
// read by the lanes alone as its true count at full confidence.
func cornerFamily(seed uint64, cols, rows int) (hexgrid.Grid, []SideProposal, func(hexgrid.Hexside) int) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	rng := rand.New(rand.NewPCG(seed, 33))
	type hill struct{ c, r, h, w float64 }
	var hills []hill
	for range 4 {
		hills = append(hills, hill{rng.Float64() * float64(cols), rng.Float64() * float64(rows), 1 + 3*rng.Float64(), 2 + 4*rng.Float64()})
	}
	level := func(o hexgrid.Offset) int {
		z := 0.0
		for _, h := range hills {
			dc, dr := float64(o.Col)-h.c, float64(o.Row)-h.r
			z += h.h * math.Exp(-(dc*dc+dr*dr)/(2*h.w*h.w))
		}
		return int(z)
	}
	in := func(o hexgrid.Offset) bool { return o.Col >= 0 && o.Col < cols && o.Row >= 0 && o.Row < rows }
	truth := func(s hexgrid.Hexside) int {
		a, b := g.SideHexes(s)
		return abs(level(a) - level(b))
	}
	var sides []SideProposal
	for c := range cols {
		for r := range rows {
			o := hexgrid.Offset{Col: c, Row: r}
			dirs := g.Directions()
			for _, d := range dirs[:3] {
				if !in(g.Neighbor(o, d)) {
					continue
				}
				s := hexgrid.Hexside{Hex: o, Dir: d}
				n := truth(s)
				sides = append(sides, SideProposal{Side: s, Contours: n, ContourConf: 1,
					ContourReads: [2]ContourRead{{Reader: ReaderLanes, Count: n, Conf: 1}}})
			}
		}
	}
	return g, sides, truth
}

// TestSettleFromCornersFamily: on six seeded level fields (16 x 12 hexes)
// a third of the sides are flagged (confidence 0.125; one in five of those
// read one line off, the rest right). settleFromCorners must settle only
// right counts (the sure counts around are right), settle at least a
// third of the right flagged ones, never change a count, leave the wrong
// ones flagged, leave zeros read near a broken line and sides the line map
// read flagged, and keep each settled count's former confidence.
func TestSettleFromCornersFamily(t *testing.T) {
	const unsure = 0.25
	settled, flaggedRight := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, sides, truth := cornerFamily(seed, 16, 12)
		rng := rand.New(rand.NewPCG(seed, 7))
		type kind int
		const (
			sure kind = iota
			right
			wrong
			near
			mapped
		)
		kinds := make([]kind, len(sides))
		for i := range sides {
			s := &sides[i]
			if rng.Float64() >= 1.0/3 {
				continue
			}
			s.ContourConf = 0.125
			s.ContourReads[0].Conf = 0.3
			switch x := rng.Float64(); {
			case x < 0.2:
				kinds[i] = wrong
				s.Contours++
				s.ContourReads[0].Count = s.Contours
			case x < 0.25 && s.Contours == 0:
				kinds[i] = near
				s.ContourReads[0].Conf = nearLineConf
			case x < 0.3:
				kinds[i] = mapped
				s.ContourReads[1] = ContourRead{Reader: ReaderLineMap, Count: s.Contours, Conf: 0.2}
			default:
				kinds[i] = right
				flaggedRight++
			}
		}
		before := make([]int, len(sides))
		for i, s := range sides {
			before[i] = s.Contours
		}
		settleFromCorners(g, sides, unsure, nil)
		for i, s := range sides {
			if s.Contours != before[i] {
				t.Errorf("seed %d side %v: count changed %d -> %d", seed, s.Side, before[i], s.Contours)
			}
			if kinds[i] == sure || s.ContourConf < unsure {
				continue
			}
			switch kinds[i] {
			case right:
				settled++
				if s.ContourSettledFrom != 0.125 {
					t.Errorf("seed %d side %v: settled from %g, want 0.125", seed, s.Side, s.ContourSettledFrom)
				}
			case wrong:
				t.Errorf("seed %d side %v: wrong count %d (true %d) settled", seed, s.Side, s.Contours, truth(s.Side))
			case near:
				t.Errorf("seed %d side %v: zero near a broken line settled", seed, s.Side)
			case mapped:
				t.Errorf("seed %d side %v: side the line map read settled", seed, s.Side)
			}
		}
	}
	if settled*3 < flaggedRight {
		t.Errorf("settled %d of %d right flagged counts, want at least a third", settled, flaggedRight)
	}
	t.Logf("settled %d of %d right flagged counts", settled, flaggedRight)
}
