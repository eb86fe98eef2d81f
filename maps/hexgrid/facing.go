package hexgrid

import (
	"fmt"
	"strconv"
)

// Facing is the hex VERTEX a unit faces, named by compass direction. A grid uses
// six of the eight: flat-top hexes have vertices NE, E, SE, SW, W, NW;
// pointy-top hexes N, NE, SE, S, SW, NW (see [Grid.Facings]).
type Facing uint8

// The eight compass facings, clockwise from north.
const (
	FaceN Facing = iota
	FaceNE
	FaceE
	FaceSE
	FaceS
	FaceSW
	FaceW
	FaceNW
)

// String returns the compass name ("N", "NE", ...; "Facing(n)" for other values).
func (f Facing) String() string {
	if f > FaceNW {
		return "Facing(" + strconv.Itoa(int(f)) + ")"
	}
	return compassNames[f]
}

// facings are each orientation's vertex directions, clockwise.
var facings = [2][6]Facing{
	{FaceNE, FaceE, FaceSE, FaceSW, FaceW, FaceNW},
	{FaceN, FaceNE, FaceSE, FaceS, FaceSW, FaceNW},
}

// facingIndex maps a compass facing to its index in facings, or -1.
var facingIndex = [2][8]int8{
	// N  NE   E  SE   S  SW   W  NW
	{-1, 0, 1, 2, -1, 3, 4, 5},
	{0, 1, -1, 2, 3, 4, -1, 5},
}

func (g Grid) facingIdx(f Facing) int {
	if f > FaceNW {
		return -1
	}
	return int(facingIndex[g.orient()][f])
}

// Facings returns the grid's six vertex directions clockwise: NE, E, SE, SW, W,
// NW for flat-top hexes; N, NE, SE, S, SW, NW for pointy-top hexes.
func (g Grid) Facings() [6]Facing { return facings[g.orient()] }

// HasFacing reports whether f is one of the grid's vertex directions.
func (g Grid) HasFacing(f Facing) bool { return g.facingIdx(f) >= 0 }

// ParseFacing parses a facing name ("NE", "ne", ...) in any letter case. It
// returns an error wrapping [ErrUnknownName] if s is not a compass name or
// names a vertex the grid's orientation does not have (N or S for flat-top
// hexes, E or W for pointy-top hexes).
func ParseFacing(g Grid, s string) (Facing, error) {
	i := parseCompass(s)
	if i < 0 {
		return 0, fmt.Errorf("facing %q: %w", s, ErrUnknownName)
	}
	f := Facing(i)
	if !g.HasFacing(f) {
		return 0, fmt.Errorf("facing %q: %w: %s hexes have vertices %s",
			s, ErrUnknownName, g.Orientation, joinNames(g.Facings()))
	}
	return f, nil
}

// Rotate turns f by steps vertices, clockwise for positive steps and
// counter-clockwise for negative ones; 6 steps is a full turn. A facing the
// grid does not have is returned unchanged.
func (g Grid) Rotate(f Facing, steps int) Facing {
	i := g.facingIdx(f)
	if i < 0 {
		return f
	}
	return facings[g.orient()][mod6(i+steps%6)]
}

func mod6(v int) int {
	v %= 6
	if v < 0 {
		v += 6
	}
	return v
}

// FrontSides returns the two sides that meet at vertex f, counter-clockwise
// side first. Flat: NE -> N, NE; E -> NE, SE; SE -> SE, S; SW -> S, SW;
// W -> SW, NW; NW -> NW, N. Pointy: N -> NW, NE; NE -> NE, E; SE -> E, SE;
// S -> SE, SW; SW -> SW, W; NW -> W, NW. For a facing the grid does not have it
// returns the zero array.
func (g Grid) FrontSides(f Facing) [2]Direction {
	i := g.facingIdx(f)
	if i < 0 {
		return [2]Direction{}
	}
	dirs := g.Directions()
	if g.pointy() {
		return [2]Direction{dirs[mod6(i-1)], dirs[i]}
	}
	return [2]Direction{dirs[i], dirs[mod6(i+1)]}
}

// FrontHexes returns the two hexes next to o across its front sides for facing
// f, in [Grid.FrontSides] order. For a facing the grid does not have it
// returns o twice.
func (g Grid) FrontHexes(o Offset, f Facing) [2]Offset {
	if !g.HasFacing(f) {
		return [2]Offset{o, o}
	}
	fs := g.FrontSides(f)
	return [2]Offset{g.Neighbor(o, fs[0]), g.Neighbor(o, fs[1])}
}
