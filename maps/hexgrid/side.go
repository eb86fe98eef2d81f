package hexgrid

// Hexside is a side shared by two hexes: the side of Hex in direction Dir.
//
// Every side has one canonical Hexside, the one whose Dir is N, NE or SE
// (flat-top hexes) or NE, E or SE (pointy-top hexes): the first three of
// [Grid.Directions]. [Grid.Side] and [Grid.SideBetween] return canonical values,
// so canonical Hexsides can be compared with == and used as map keys.
type Hexside struct {
	Hex Offset
	Dir Direction
}

// String returns "(col,row)/DIR", like "(24,42)/N".
func (s Hexside) String() string { return s.Hex.String() + "/" + s.Dir.String() }

// Side returns the canonical Hexside of o's side in direction d: {o, d} if d is
// one of the canonical directions, otherwise the opposite side of the
// neighbour, {Neighbor(o, d), d.Opposite()}. If the grid has no side in
// direction d, it returns {o, d} unchanged (check with [Grid.HasDirection]).
func (g Grid) Side(o Offset, d Direction) Hexside {
	i := g.sideIdx(d)
	if i < 3 {
		return Hexside{Hex: o, Dir: d}
	}
	return Hexside{Hex: g.Neighbor(o, d), Dir: d.Opposite()}
}

// SideBetween returns the canonical Hexside shared by a and b; false if they
// are not adjacent.
func (g Grid) SideBetween(a, b Offset) (Hexside, bool) {
	d, ok := g.DirectionTo(a, b)
	if !ok {
		return Hexside{}, false
	}
	return g.Side(a, d), true
}

// SideHexes returns the two hexes that share s: s.Hex, which names it, and the
// hex across the side, Neighbor(s.Hex, s.Dir). If the grid has no side in
// direction s.Dir, both are s.Hex.
func (g Grid) SideHexes(s Hexside) (Offset, Offset) {
	return s.Hex, g.Neighbor(s.Hex, s.Dir)
}

// IsCanonical reports whether s is in canonical form for the grid: its Dir is
// one of the first three of [Grid.Directions].
func (g Grid) IsCanonical(s Hexside) bool {
	i := g.sideIdx(s.Dir)
	return i >= 0 && i < 3
}

// Sides returns the six canonical sides of o, in [Grid.Directions] order.
func (g Grid) Sides(o Offset) [6]Hexside {
	var out [6]Hexside
	for i, d := range g.Directions() {
		out[i] = g.Side(o, d)
	}
	return out
}
