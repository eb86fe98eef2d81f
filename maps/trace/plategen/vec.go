package plategen

import "math"

// pt is a point in map millimetres (x east, y south).
type pt struct{ x, y float64 }

func (a pt) add(b pt) pt         { return pt{a.x + b.x, a.y + b.y} }
func (a pt) sub(b pt) pt         { return pt{a.x - b.x, a.y - b.y} }
func (a pt) mul(k float64) pt    { return pt{a.x * k, a.y * k} }
func (a pt) len() float64        { return math.Hypot(a.x, a.y) }
func lerp(a, b pt, t float64) pt { return pt{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }
func rot(a pt, c, s float64) pt  { return pt{a.x*c - a.y*s, a.x*s + a.y*c} }
func dist(a, b pt) float64       { return math.Hypot(a.x-b.x, a.y-b.y) }
func clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// poly is one closed outline in millimetres.
type poly []pt

// area returns the signed shoelace area (positive: clockwise on a y-down
// page).
func (p poly) area() float64 {
	a := 0.0
	for i := range p {
		j := (i + 1) % len(p)
		a += p[i].x*p[j].y - p[j].x*p[i].y
	}
	return a / 2
}

// oriented returns p wound one way, so that overlapping outlines of one
// layer add up (the rasteriser takes the absolute winding) instead of
// cancelling.
func (p poly) oriented() poly {
	if p.area() >= 0 {
		return p
	}
	q := make(poly, len(p))
	for i := range p {
		q[i] = p[len(p)-1-i]
	}
	return q
}

// contains reports whether (x, y) is inside p (even-odd).
func (p poly) contains(q pt) bool {
	in := false
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		a, b := p[i], p[j]
		if (a.y > q.y) != (b.y > q.y) && q.x < (b.x-a.x)*(q.y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

// circle returns a disc outline of radius r.
func circle(c pt, r float64) poly {
	n := int(clamp(math.Ceil(2*math.Pi*r/0.12), 8, 40))
	out := make(poly, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = pt{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return out
}

// rect returns a rectangle of w x h centred on c, turned by angle a.
func rect(c pt, w, h, a float64) poly {
	ca, sa := math.Cos(a), math.Sin(a)
	out := poly{{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}}
	for i := range out {
		out[i] = c.add(rot(out[i], ca, sa))
	}
	return out
}

// segment returns the outline of a line from a to b of width w, its ends
// squared off half a width beyond the points (so that a polyline's
// segments overlap at the joints).
func segment(a, b pt, w float64) poly {
	d := b.sub(a)
	l := d.len()
	if l == 0 {
		return rect(a, w, w, 0)
	}
	u := d.mul(1 / l)
	n := pt{-u.y, u.x}.mul(w / 2)
	e := u.mul(w / 2)
	a, b = a.sub(e), b.add(e)
	return poly{a.add(n), b.add(n), b.sub(n), a.sub(n)}
}

// stroke returns the outlines of polyline ps drawn w wide.
func stroke(ps []pt, w float64) []poly {
	var out []poly
	for i := 1; i < len(ps); i++ {
		out = append(out, segment(ps[i-1], ps[i], w))
	}
	if len(ps) == 1 {
		out = append(out, circle(ps[0], w/2))
	}
	return out
}

// strokeVar returns the outlines of polyline ps with width w(i) at
// segment i.
func strokeVar(ps []pt, w func(i int) float64) []poly {
	var out []poly
	for i := 1; i < len(ps); i++ {
		out = append(out, segment(ps[i-1], ps[i], w(i)))
	}
	return out
}

// offsetLine returns ps moved sideways by d (positive: to the left of the
// direction of travel on a y-down page).
func offsetLine(ps []pt, d float64) []pt {
	out := make([]pt, len(ps))
	for i := range ps {
		a, b := ps[max(0, i-1)], ps[min(len(ps)-1, i+1)]
		t := b.sub(a)
		l := t.len()
		if l == 0 {
			out[i] = ps[i]
			continue
		}
		out[i] = ps[i].add(pt{t.y / l, -t.x / l}.mul(d))
	}
	return out
}

// dashes cuts polyline ps into pieces: on mm drawn, off mm skipped, the
// pattern starting phase mm before the line does.
func dashes(ps []pt, on, off, phase float64) [][]pt {
	cum := make([]float64, len(ps))
	for i := 1; i < len(ps); i++ {
		cum[i] = cum[i-1] + dist(ps[i-1], ps[i])
	}
	total := cum[len(cum)-1]
	var out [][]pt
	for s := -phase; s < total; s += on + off {
		s0, s1 := max(s, 0), min(s+on, total)
		if s1-s0 < 0.05 {
			continue
		}
		out = append(out, subline(ps, cum, s0, s1))
	}
	return out
}

// subline returns the part of ps between arc lengths s0 and s1 (cum holds
// the arc length at each point).
func subline(ps []pt, cum []float64, s0, s1 float64) []pt {
	at := func(s float64) (pt, int) {
		i := 1
		for i < len(ps)-1 && cum[i] < s {
			i++
		}
		l := cum[i] - cum[i-1]
		if l <= 0 {
			return ps[i], i
		}
		return lerp(ps[i-1], ps[i], (s-cum[i-1])/l), i
	}
	a, i := at(s0)
	b, j := at(s1)
	out := []pt{a}
	for k := i; k < j; k++ {
		out = append(out, ps[k])
	}
	return append(out, b)
}

// along returns points every step mm along polyline ps, from phase mm.
func along(ps []pt, step, phase float64) []pt {
	var out []pt
	next := phase
	acc := 0.0
	for i := 1; i < len(ps); i++ {
		a, b := ps[i-1], ps[i]
		l := dist(a, b)
		for next <= acc+l {
			out = append(out, lerp(a, b, (next-acc)/max(l, 1e-9)))
			next += step
		}
		acc += l
	}
	return out
}

// catmull returns a Catmull-Rom curve through ps, sampled about every
// step mm.
func catmull(ps []pt, step float64) []pt {
	if len(ps) < 2 {
		return ps
	}
	out := []pt{ps[0]}
	for i := 0; i+1 < len(ps); i++ {
		p0, p1, p2, p3 := ps[max(0, i-1)], ps[i], ps[i+1], ps[min(len(ps)-1, i+2)]
		n := max(2, int(math.Ceil(dist(p1, p2)/step)))
		for k := 1; k <= n; k++ {
			t := float64(k) / float64(n)
			t2, t3 := t*t, t*t*t
			f := func(a, b, c, d float64) float64 {
				return 0.5 * (2*b + (-a+c)*t + (2*a-5*b+4*c-d)*t2 + (-a+3*b-3*c+d)*t3)
			}
			out = append(out, pt{f(p0.x, p1.x, p2.x, p3.x), f(p0.y, p1.y, p2.y, p3.y)})
		}
	}
	return out
}

// lattice and valueNoise make smooth deterministic noise in -1..1 with
// features of about one unit.
func lattice(seed uint64, x, y int64) float64 {
	h := seed ^ uint64(x)*0x9e3779b97f4a7c15 ^ uint64(y)*0xc2b2ae3d27d4eb4f
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 29
	h *= 0x94d049bb133111eb
	h ^= h >> 32
	return float64(h>>11)/float64(1<<52) - 1
}

func valueNoise(seed uint64, x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int64(x0), int64(y0)
	a := lattice(seed, ix, iy) + (lattice(seed, ix+1, iy)-lattice(seed, ix, iy))*sx
	b := lattice(seed, ix, iy+1) + (lattice(seed, ix+1, iy+1)-lattice(seed, ix, iy+1))*sx
	return a + (b-a)*sy
}

// fbm sums three octaves of value noise of wavelength wl.
func fbm(seed uint64, x, y, wl float64) float64 {
	v, amp, f := 0.0, 1.0, 1/wl
	for o := range 3 {
		v += amp * valueNoise(seed+uint64(o)*101, x*f, y*f)
		amp *= 0.5
		f *= 2.03
	}
	return v / 1.75
}
