package hexgrid

import "slices"

// MaxRadius is the largest radius [Grid.Ring] and [Grid.Within] accept, in hexes.
const MaxRadius = 1024

// Distance returns the number of hex steps between a and b.
func (g Grid) Distance(a, b Offset) int {
	return g.ToCube(b).Sub(g.ToCube(a)).Len()
}

// Ring returns the hexes exactly n hexes from o (n >= 0): o alone for n == 0,
// otherwise 6n hexes clockwise, starting with the hex n steps from o in the
// grid's first direction (N for flat-top, NE for pointy-top hexes). It returns
// nil for n < 0 or n > [MaxRadius].
func (g Grid) Ring(o Offset, n int) []Offset {
	if n < 0 || n > MaxRadius {
		return nil
	}
	if n == 0 {
		return []Offset{o}
	}
	vecs := sideVecs[g.orient()]
	h := g.ToCube(o).Add(vecs[0].Scale(n))
	out := make([]Offset, 0, 6*n)
	for i := range 6 {
		step := vecs[(i+2)%6]
		for range n {
			out = append(out, g.FromCube(h))
			h = h.Add(step)
		}
	}
	return out
}

// Within returns every hex at most n hexes from o (n >= 0), o included:
// 3n(n+1)+1 hexes sorted by (Col, Row). It returns nil for n < 0 or
// n > [MaxRadius].
func (g Grid) Within(o Offset, n int) []Offset {
	if n < 0 || n > MaxRadius {
		return nil
	}
	c := g.ToCube(o)
	out := make([]Offset, 0, 3*n*(n+1)+1)
	for dq := -n; dq <= n; dq++ {
		for dr := max(-n, -dq-n); dr <= min(n, -dq+n); dr++ {
			out = append(out, g.FromCube(c.Add(Cube{dq, dr, -dq - dr})))
		}
	}
	slices.SortFunc(out, compareOffsets)
	return out
}
