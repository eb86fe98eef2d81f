package hexgrid

import "math"

const sqrt3 = 1.7320508075688772935274463415058723669428

// Layout places a grid's hexes on a screen or image: x grows east and y grows
// south, in pixels. Size is the centre-to-corner radius of a hex in pixels
// (must be positive); OriginX, OriginY is the pixel position of the centre of
// global hex (0,0).
//
// Flat-top hexes are 2*Size wide and sqrt(3)*Size high; columns are 1.5*Size
// apart and low columns sit sqrt(3)/2*Size lower than high ones. Pointy-top
// hexes are sqrt(3)*Size wide and 2*Size high; rows are 1.5*Size apart and
// shifted rows sit sqrt(3)/2*Size further east.
type Layout struct {
	Grid             Grid
	Size             float64
	OriginX, OriginY float64
}

// Center returns the pixel position of the centre of hex o.
//
// Flat: x = OriginX + 1.5*Size*Col and y = OriginY + sqrt(3)*Size*(Row + k/2),
// where with [Odd] stagger k is 1 for low (odd) columns and 0 for high ones,
// and with [Even] stagger k is 0 for low (even) columns and -1 for high ones,
// so that hex (0,0) is always at the origin. Pointy: the same with columns and
// rows, x and y swapped (k for rows shifted east).
func (l Layout) Center(o Offset) (x, y float64) {
	c := l.Grid.ToCube(o)
	q, r := float64(c.Q), float64(c.R)
	if l.Grid.pointy() {
		return l.OriginX + l.Size*sqrt3*(q+r/2), l.OriginY + l.Size*1.5*r
	}
	return l.OriginX + l.Size*1.5*q, l.OriginY + l.Size*sqrt3*(r+q/2)
}

// hexAtLimit bounds fractional cube coordinates HexAt converts to integers.
const hexAtLimit = 1e15

// HexAt returns the hex containing pixel (x, y). A point on the border between
// hexes goes to one of them. If Size is not positive and finite, or the point
// is not finite or more than 10^15 hexes from the origin, it returns Offset{}.
func (l Layout) HexAt(x, y float64) Offset {
	if !(l.Size > 0) || math.IsInf(l.Size, 1) {
		return Offset{}
	}
	px := (x - l.OriginX) / l.Size
	py := (y - l.OriginY) / l.Size
	var fq, fr float64
	if l.Grid.pointy() {
		fq, fr = sqrt3/3*px-py/3, 2.0/3*py
	} else {
		fq, fr = 2.0/3*px, -px/3+sqrt3/3*py
	}
	c, ok := cubeRound(fq, fr)
	if !ok {
		return Offset{}
	}
	return l.Grid.FromCube(c)
}

// cubeRound returns the hex nearest the fractional cube (fq, fr, -fq-fr);
// false if a coordinate is not finite or beyond hexAtLimit.
func cubeRound(fq, fr float64) (Cube, bool) {
	fs := -fq - fr
	if !(math.Abs(fq) < hexAtLimit && math.Abs(fr) < hexAtLimit && math.Abs(fs) < hexAtLimit) {
		return Cube{}, false
	}
	q, r, s := math.Round(fq), math.Round(fr), math.Round(fs)
	dq, dr, ds := math.Abs(q-fq), math.Abs(r-fr), math.Abs(s-fs)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	default:
		s = -q - r
	}
	return Cube{int(q), int(r), int(s)}, true
}

// cornerUnits are the corner positions of a hex of Size 1 centred on (0,0), in
// Facings() order: flat NE, E, SE, SW, W, NW; pointy N, NE, SE, S, SW, NW.
var cornerUnits = [2][6][2]float64{
	{{0.5, -sqrt3 / 2}, {1, 0}, {0.5, sqrt3 / 2}, {-0.5, sqrt3 / 2}, {-1, 0}, {-0.5, -sqrt3 / 2}},
	{{0, -1}, {sqrt3 / 2, -0.5}, {sqrt3 / 2, 0.5}, {0, 1}, {-sqrt3 / 2, 0.5}, {-sqrt3 / 2, -0.5}},
}

// Corners returns the pixel positions of o's six corners, clockwise in
// [Grid.Facings] order (flat: NE, E, SE, SW, W, NW; pointy: N, NE, SE, S, SW,
// NW), so Corners(o)[i] == VertexPoint(o, Facings()[i]).
func (l Layout) Corners(o Offset) [6][2]float64 {
	cx, cy := l.Center(o)
	var out [6][2]float64
	for i, u := range cornerUnits[l.Grid.orient()] {
		out[i] = [2]float64{cx + l.Size*u[0], cy + l.Size*u[1]}
	}
	return out
}

// VertexPoint returns the pixel position of o's corner in direction f. For a
// facing the grid does not have it returns o's centre.
func (l Layout) VertexPoint(o Offset, f Facing) (x, y float64) {
	cx, cy := l.Center(o)
	i := l.Grid.facingIdx(f)
	if i < 0 {
		return cx, cy
	}
	u := cornerUnits[l.Grid.orient()][i]
	return cx + l.Size*u[0], cy + l.Size*u[1]
}

// SideSegment returns the pixel positions of the two corners at the ends of
// side s (the side of s.Hex in direction s.Dir, canonical or not), in
// clockwise order around s.Hex. If the grid has no side in direction s.Dir it
// returns s.Hex's centre twice.
func (l Layout) SideSegment(s Hexside) (x0, y0, x1, y1 float64) {
	i := l.Grid.sideIdx(s.Dir)
	if i < 0 {
		cx, cy := l.Center(s.Hex)
		return cx, cy, cx, cy
	}
	// Flat side i runs from corner i-1 to corner i; pointy side i from
	// corner i to corner i+1.
	a, b := mod6(i-1), i
	if l.Grid.pointy() {
		a, b = i, mod6(i+1)
	}
	corners := l.Corners(s.Hex)
	return corners[a][0], corners[a][1], corners[b][0], corners[b][1]
}
