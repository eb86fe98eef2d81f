package hexgrid

import (
	"fmt"
	"strconv"
	"strings"
)

// Direction is a compass direction. A grid uses six of the eight as the
// directions of its hex SIDES (see [Grid.Directions]): flat-top hexes have N, NE,
// SE, S, SW, NW; pointy-top hexes have NE, E, SE, SW, W, NW.
type Direction uint8

// The eight compass directions, clockwise from north.
const (
	DirN Direction = iota
	DirNE
	DirE
	DirSE
	DirS
	DirSW
	DirW
	DirNW
)

var compassNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// String returns the compass name ("N", "NE", ...; "Direction(n)" for other values).
func (d Direction) String() string {
	if d > DirNW {
		return "Direction(" + strconv.Itoa(int(d)) + ")"
	}
	return compassNames[d]
}

// Opposite returns the compass direction opposite d (N <-> S, NE <-> SW, ...).
// The opposite of a side direction of a grid is a side direction of that grid.
func (d Direction) Opposite() Direction {
	if d > DirNW {
		return d
	}
	return (d + 4) & 7
}

// parseCompass returns the index 0..7 of a compass name in any letter case,
// or -1.
func parseCompass(s string) int {
	for i, name := range compassNames {
		if strings.EqualFold(s, name) {
			return i
		}
	}
	return -1
}

// sideDirs are the side directions of each orientation, clockwise.
var sideDirs = [2][6]Direction{
	{DirN, DirNE, DirSE, DirS, DirSW, DirNW},
	{DirNE, DirE, DirSE, DirSW, DirW, DirNW},
}

// sideVecs are the cube steps of sideDirs.
var sideVecs = [2][6]Cube{
	{{0, -1, 1}, {1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}},
	{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}},
}

// sideIndex maps a compass direction to its index in sideDirs, or -1.
var sideIndex = [2][8]int8{
	// N  NE   E  SE   S  SW   W  NW
	{0, 1, -1, 2, 3, 4, -1, 5},
	{-1, 0, 1, 2, -1, 3, 4, 5},
}

// sideIdx returns the index of d in g.Directions(), or -1 if g has no such side.
func (g Grid) sideIdx(d Direction) int {
	if d > DirNW {
		return -1
	}
	return int(sideIndex[g.orient()][d])
}

// Directions returns the grid's six side directions clockwise: N, NE, SE, S, SW,
// NW for flat-top hexes; NE, E, SE, SW, W, NW for pointy-top hexes.
func (g Grid) Directions() [6]Direction { return sideDirs[g.orient()] }

// HasDirection reports whether d is one of the grid's side directions.
func (g Grid) HasDirection(d Direction) bool { return g.sideIdx(d) >= 0 }

// ParseDirection parses a side direction name ("N", "ne", ...) in any letter
// case. It returns an error wrapping [ErrUnknownName] if s is not a compass name
// or names a direction the grid's orientation has no side in (E or W for
// flat-top hexes, N or S for pointy-top hexes).
func ParseDirection(g Grid, s string) (Direction, error) {
	i := parseCompass(s)
	if i < 0 {
		return 0, fmt.Errorf("direction %q: %w", s, ErrUnknownName)
	}
	d := Direction(i)
	if !g.HasDirection(d) {
		return 0, fmt.Errorf("direction %q: %w: %s hexes have sides %s",
			s, ErrUnknownName, g.Orientation, joinNames(g.Directions()))
	}
	return d, nil
}

func joinNames[T fmt.Stringer](xs [6]T) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(x.String())
	}
	return b.String()
}

// Neighbor returns the hex next to o across its side in direction d. If the
// grid has no side in direction d (see [Grid.HasDirection]) it returns o.
func (g Grid) Neighbor(o Offset, d Direction) Offset {
	i := g.sideIdx(d)
	if i < 0 {
		return o
	}
	return g.FromCube(g.ToCube(o).Add(sideVecs[g.orient()][i]))
}

// Neighbors returns the six hexes next to o, in [Grid.Directions] order.
func (g Grid) Neighbors(o Offset) [6]Offset {
	c := g.ToCube(o)
	var out [6]Offset
	for i, v := range sideVecs[g.orient()] {
		out[i] = g.FromCube(c.Add(v))
	}
	return out
}

// Adjacent reports whether a and b share a side (a hex is not adjacent to itself).
func (g Grid) Adjacent(a, b Offset) bool { return g.Distance(a, b) == 1 }

// DirectionTo returns the side direction from a to an adjacent hex b; false if
// a and b are not adjacent.
func (g Grid) DirectionTo(a, b Offset) (Direction, bool) {
	diff := g.ToCube(b).Sub(g.ToCube(a))
	for i, v := range sideVecs[g.orient()] {
		if v == diff {
			return sideDirs[g.orient()][i], true
		}
	}
	return 0, false
}
