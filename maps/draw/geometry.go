package draw

import "math"

// maxDashes bounds the dashes one line is cut into; a finer pattern on a
// longer line is drawn solid rather than exhaust memory.
const maxDashes = 200000

// dashes cuts the polyline pts into the dashes of pattern (lengths of dash,
// gap, dash, ... in the units of pts, starting with a dash at pts[0]). A
// pattern that is empty, has a negative length or sums to nothing, or that
// would give more than maxDashes dashes, leaves the line whole.
func dashes(pts []Point, pattern []float64) [][]Point {
	whole := [][]Point{pts}
	total, sum := polylineLength(pts), 0.0
	for _, d := range pattern {
		if !(d >= 0) {
			return whole
		}
		sum += d
	}
	if len(pattern) == 0 || !(sum > 0) || total/sum*float64(len(pattern)) > maxDashes {
		return whole
	}
	var out [][]Point
	var cur []Point
	on, k, left := true, 0, pattern[0]
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		seg := math.Hypot(b.X-a.X, b.Y-a.Y)
		pos := 0.0
		if on && len(cur) == 0 {
			cur = append(cur, a)
		}
		for seg-pos > left {
			pos += left
			p := lerpPoint(a, b, pos/seg)
			if on {
				out = append(out, append(cur, p))
				cur = nil
			} else {
				cur = []Point{p}
			}
			on = !on
			k = (k + 1) % len(pattern)
			left = pattern[k]
		}
		left -= seg - pos
		if on {
			cur = append(cur, b)
		}
	}
	if on && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

// polylineLength returns the length of the polyline pts.
func polylineLength(pts []Point) float64 {
	l := 0.0
	for i := 1; i < len(pts); i++ {
		l += math.Hypot(pts[i].X-pts[i-1].X, pts[i].Y-pts[i-1].Y)
	}
	return l
}

// lerpPoint returns the point a fraction t of the way from a to b.
func lerpPoint(a, b Point, t float64) Point {
	return Point{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t}
}

// alongEvery calls fn at points step apart along the polyline pts, the first
// half a step from its start, with the unit direction of the line there. It
// does nothing for a step that is not positive or that would give more than
// maxDashes points.
func alongEvery(pts []Point, step float64, fn func(p Point, ux, uy float64)) {
	if !(step > 0) || polylineLength(pts)/step > maxDashes {
		return
	}
	next := step / 2
	done := 0.0
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		seg := math.Hypot(b.X-a.X, b.Y-a.Y)
		if seg == 0 {
			continue
		}
		ux, uy := (b.X-a.X)/seg, (b.Y-a.Y)/seg
		for next <= done+seg {
			fn(lerpPoint(a, b, (next-done)/seg), ux, uy)
			next += step
		}
		done += seg
	}
}

// unitVector returns the unit vector from a to b, or (0,-1) when they
// coincide.
func unitVector(a, b Point) (ux, uy float64) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return 0, -1
	}
	return dx / l, dy / l
}

// signedArea returns twice the signed area of the polygon pts (positive when
// its points turn clockwise on a y-down page).
func signedArea(pts []Point) float64 {
	a := 0.0
	for i := range pts {
		j := (i + 1) % len(pts)
		a += pts[i].X*pts[j].Y - pts[j].X*pts[i].Y
	}
	return a
}

// strokeOutline appends to out the polygons whose union is the stroke of
// the polyline pts (closed: back to pts[0]) with width w: a rectangle per
// segment, a disc at each joint (round joins) and, with round caps, at both
// ends. Every polygon turns the same way, so a non-zero fill of all of them
// together paints their union once.
func strokeOutline(out [][]Point, pts []Point, closed bool, w float64, c Cap) [][]Point {
	h := w / 2
	n := len(pts)
	if n == 0 || !(h > 0) {
		return out
	}
	segs := n - 1
	if closed {
		segs = n
	}
	for i := range segs {
		a, b := pts[i], pts[(i+1)%n]
		if a == b {
			continue
		}
		ux, uy := unitVector(a, b)
		nx, ny := -uy*h, ux*h
		out = append(out, clockwise([]Point{
			{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny},
		}))
	}
	for i, p := range pts {
		end := !closed && (i == 0 || i == n-1)
		if (!end || c == CapRound) && (n > 1 || c == CapRound) {
			out = append(out, disc(p, h))
		}
	}
	return out
}

// clockwise returns pts turning clockwise (see signedArea), reversed in place
// when they did not.
func clockwise(pts []Point) []Point {
	if signedArea(pts) < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	return pts
}

// disc returns a clockwise polygon close to the circle of radius r around c:
// enough sides that it strays from the circle by less than 0.05 units (the
// raster backend works in pixels), between 8 and 64.
func disc(c Point, r float64) []Point {
	n := 8
	if r > 0.05 {
		n = int(math.Ceil(math.Pi / math.Acos(1-0.05/r)))
	}
	n = min(max(n, 8), 64)
	pts := make([]Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return pts
}
