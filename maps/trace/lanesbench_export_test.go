package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// LanesReader returns a function that reads every side of job's hexes
// with the contour lanes (contourChains) and returns the sum of the
// counts (benchmarks).
func LanesReader(job Job) (func() int, error) {
	t, err := tracerWithBackgrounds(job)
	if err != nil {
		return nil, err
	}
	g := t.job.Grid
	dirs := g.Directions()
	type side struct {
		si int
		o  hexgrid.Offset
		i  int
	}
	var sides []side
	for _, o := range t.hexList() {
		for i, d := range dirs[:3] {
			if _, ok := t.bg[g.Neighbor(o, d)]; ok {
				sides = append(sides, side{t.sheetOf[o], o, i})
			}
		}
	}
	return func() int {
		n := 0
		for _, s := range sides {
			r := t.sideReaderFor(s.si, s.o, s.i)
			c, _, _ := r.contourChains()
			n += c
		}
		return n
	}, nil
}
