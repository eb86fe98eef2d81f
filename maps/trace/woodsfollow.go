package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// A contour line runs on as a smooth curve: where the lanes count a line
// on one side, it crosses other sides near by, and inside woods the crowns
// can hide it from the lanes there along its whole run (no corner is left
// odd). followWoods follows each line the lanes counted (SideProposal.traced,
// its centre and direction) on as a few smooth arcs (followBends curvatures,
// both ways, up to followReach hex radii) and, where an arc crosses the
// line between the centres of a side the lanes read no line on, measures
// the line's ink along the arc there: at each point one pixel apart within
// followWindow hex radii of the crossing, the contour ink share of the
// pixel on the arc (shifted up to followShiftPx pixels across it) against
// the colour followFlankPx pixels either side, the lesser of the two,
// averaged along the arc. The best arc's mean is the side's FollowRead.
const (
	followReach   = 2.0  // hex radii along the arc from the counted line's centre
	followWindow  = 0.35 // hex radii either side of the crossing
	followFlankPx = 3.0  // px either side of the arc, the background
	followShiftPx = 2    // px the arc is shifted across, either way
	followChord   = 0.05 // hex radii: the arcs' chords, crossings found on them
)

// followAlways: followWoods runs with the rule off too (diagnostics).
var followAlways = false

// followZeros is Options.FollowZeros' default (0: off). Replayed on printed
// 150 dpi seeds 21-30 and 41-50 (TestTallyContourFlags): wrong and not
// flagged 41-50 heavy 0.9 -> 0.6%, moderate 0.7 -> 0.6%, 21-30 light 0.1 ->
// 0.0%, for 1-7 more review items per 100 hexes; 0.025 took 41-50 heavy to
// 0.5% but added 13 on 21-30 light (FIGURES.md, s43-woodsfollow).
var followZeros = 0.04

// followBends are the arcs' curvatures, per hex radius.
var followBends = []float64{0, -0.35, 0.35, -0.7, 0.7}

// FollowRead is what followWoods measured on a side the lanes read no line
// on: the best followed arc's mean contour ink share against the lesser and
// the greater of its two flanks, how far along the arc from the counted
// line's centre it crossed (hex radii), and how many arcs crossed the side
// (0: none; the rest is then zero).
type FollowRead struct {
	Lesser, Greater, Mean float64
	Dist                  float64
	Paths                 int
}

// followSide is one side the arcs may cross: its index in sides and the
// line between its two centres, mm.
type followSide struct {
	i              int
	x0, y0, x1, y1 float64
}

// followWoods sets FollowRead on every side of a coarse sheet (no line
// map) whose lanes read no line, from the lines the lanes counted on the
// sides near by (see the constants above).
func (t *tracer) followWoods(sides []SideProposal) {
	if !t.job.Options.Curves || (t.job.Options.FollowZeros <= 0 && !followAlways) {
		return
	}
	g := t.job.Grid
	r := t.layout.Size
	var targets []followSide
	for i := range sides {
		s := &sides[i]
		if t.lines != nil && s.sheet < len(t.lines) && t.lines[s.sheet] != nil {
			continue
		}
		if rd := s.ContourReads[0]; rd.Reader != ReaderLanes || rd.Count != 0 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		x0, y0 := t.layout.Center(a)
		x1, y1 := t.layout.Center(b)
		targets = append(targets, followSide{i: i, x0: x0, y0: y0, x1: x1, y1: y1})
	}
	if len(targets) == 0 {
		return
	}
	reach := (followReach + 2) * r
	for j := range sides {
		src := &sides[j]
		for _, l := range src.traced[:src.tracedN] {
			var near []followSide
			for _, f := range targets {
				if sides[f.i].sheet != src.sheet || f.i == j {
					continue
				}
				mx, my := (f.x0+f.x1)/2, (f.y0+f.y1)/2
				if math.Hypot(mx-l.x, my-l.y) <= reach {
					near = append(near, f)
				}
			}
			if len(near) > 0 {
				t.followLine(sides, src.sheet, l, near)
			}
		}
	}
}

// followLine follows line l of sheet si on as arcs both ways and measures
// each side of near the arcs cross (see followWoods), keeping each side's
// best.
func (t *tracer) followLine(sides []SideProposal, si int, l laneLine, near []followSide) {
	r := t.layout.Size
	ppm := t.job.Sheets[si].Affine.PxPerMM()
	chord := followChord * r
	steps := int(math.Ceil(followReach / followChord))
	sr := t.sideReaderFor(si, sides[near[0].i].Side.Hex, 0)
	for _, dir := range []float64{1, -1} {
		for _, bend := range followBends {
			k := bend / r // curvature, 1/mm
			arc := followArc{x: l.x, y: l.y, dx: dir * l.dx, dy: dir * l.dy, k: k}
			seen := make([]bool, len(near))
			px, py := arc.at(l.half)
			for st := 1; st <= steps; st++ {
				u := l.half + float64(st)*chord
				qx, qy := arc.at(u)
				for n, f := range near {
					if seen[n] {
						continue
					}
					w, ok := segmentCross(px, py, qx, qy, f.x0, f.y0, f.x1, f.y1)
					if !ok {
						continue
					}
					seen[n] = true
					at := u - chord*(1-w)
					ink := t.followInk(&sr, si, arc, at, ppm)
					fr := &sides[f.i].follow
					fr.Paths++
					if ink[0] > fr.Lesser || fr.Paths == 1 {
						fr.Lesser, fr.Dist = ink[0], at/r
					}
					fr.Greater, fr.Mean = max(fr.Greater, ink[1]), max(fr.Mean, ink[2])
				}
				px, py = qx, qy
			}
		}
	}
}

// followArc is an arc from (x, y) heading (dx, dy) (unit) with curvature
// k (1/mm, positive turning left of the heading), in mm.
type followArc struct {
	x, y, dx, dy, k float64
}

// at returns the arc's point u mm along it.
func (a followArc) at(u float64) (float64, float64) {
	nx, ny := -a.dy, a.dx
	if math.Abs(a.k*u) < 1e-9 {
		return a.x + u*a.dx, a.y + u*a.dy
	}
	s, c := math.Sin(a.k*u)/a.k, (1-math.Cos(a.k*u))/a.k
	return a.x + s*a.dx + c*nx, a.y + s*a.dy + c*ny
}

// normal returns the arc's unit normal (left of its heading) u mm along it.
func (a followArc) normal(u float64) (float64, float64) {
	nx, ny := -a.dy, a.dx
	s, c := math.Sin(a.k*u), math.Cos(a.k*u)
	tx, ty := c*a.dx+s*nx, c*a.dy+s*ny
	return -ty, tx
}

// segmentCross reports whether segment p-q crosses segment a-b, and where
// along p-q (0..1).
func segmentCross(px, py, qx, qy, ax, ay, bx, by float64) (float64, bool) {
	rx, ry := qx-px, qy-py
	sx, sy := bx-ax, by-ay
	den := rx*sy - ry*sx
	if math.Abs(den) < 1e-12 {
		return 0, false
	}
	wx, wy := ax-px, ay-py
	t := (wx*sy - wy*sx) / den
	u := (wx*ry - wy*rx) / den
	if t < 0 || t > 1 || u < 0 || u > 1 {
		return 0, false
	}
	return t, true
}

// followInk measures the line's ink along arc within followWindow hex radii
// of at (mm along it) on sheet si (ppm px per mm): per point one pixel
// apart, for each shift across of up to followShiftPx pixels, the contour
// ink share of the pixel against the colour followFlankPx either side: the
// lesser and the greater of the two, and against their mean; each averaged
// along the arc, the best shift's.
func (t *tracer) followInk(sr *sideReader, si int, arc followArc, at, ppm float64) [3]float64 {
	w := followWindow * t.layout.Size
	step := 1 / ppm
	n := int(2*w/step) + 1
	shifts := 2*followShiftPx + 1
	var sums [3][2*followShiftPx + 1]float64
	h := t.place(si, hexgrid.Offset{})
	p := t.pix[si]
	mm := func(x, y float64) [3]float64 {
		h.cx, h.cy, h.r = x, y, 1
		qx, qy := h.px(0, 0)
		return p.at(qx, qy)
	}
	for k := 0; k < n; k++ {
		u := at - w + float64(k)*step
		x, y := arc.at(u)
		nx, ny := arc.normal(u)
		for s := 0; s < shifts; s++ {
			o := float64(s-followShiftPx) * step
			cx, cy := x+o*nx, y+o*ny
			c := mm(cx, cy)
			f := followFlankPx * step
			b1, b2 := mm(cx+f*nx, cy+f*ny), mm(cx-f*nx, cy-f*ny)
			a1, _ := sr.laneShares(c, b1)
			a2, _ := sr.laneShares(c, b2)
			am, _ := sr.laneShares(c, [3]float64{(b1[0] + b2[0]) / 2, (b1[1] + b2[1]) / 2, (b1[2] + b2[2]) / 2})
			sums[0][s] += min(a1, a2)
			sums[1][s] += max(a1, a2)
			sums[2][s] += am
		}
	}
	var out [3]float64
	for m := range sums {
		for s := range shifts {
			out[m] = max(out[m], sums[m][s]/float64(n))
		}
	}
	return out
}
