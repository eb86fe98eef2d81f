package plategen

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// margin is the paper left around the map's frame, mm.
const margin = 8.0

// art is the map's artwork being laid onto the press.
type art struct {
	pm   *Map
	pr   *press
	r    *rand.Rand
	busy map[[2]int]bool // 1 mm cells crossed by roads and streams
}

// press builds the sheet's plates and layers: terrain tints and symbols,
// contours, streams, roads, the grid, hex ids and labels, then the paper
// margin around the frame.
// Errors: a glyph the fonts cannot set.
func (pm *Map) press() (*press, error) {
	st := pm.Style
	pr := &press{
		ox: pm.x0 - margin, oy: pm.y0 - margin,
		w: pm.x1 - pm.x0 + 2*margin, h: pm.y1 - pm.y0 + 2*margin,
		paper: st.Paper, ink: st.Ink, lpmm: st.LPI / 25.4, dot: st.Gain, flat: st.Flat,
	}
	for p := range nPlates {
		pr.angle[p] = st.Angle[p] * math.Pi / 180
		pr.shift[p] = pt{st.Shift[p][0], st.Shift[p][1]}
	}
	a := &art{pm: pm, pr: pr, r: rand.New(rand.NewPCG(pm.Seed, 0xa27)), busy: map[[2]int]bool{}}
	a.markBusy()
	a.tints()
	a.symbols()
	if err := a.contours(); err != nil {
		return nil, err
	}
	a.streams()
	a.roads()
	a.grid()
	if err := a.labels(); err != nil {
		return nil, err
	}
	a.frame()
	return pr, nil
}

// paint adds a layer per tone of mix holding outlines ps.
func (a *art) paint(mix Mix, raw bool, ps []poly) {
	for _, t := range mix {
		if t.Tone < 0.02 {
			continue
		}
		l := &layer{plate: t.Plate, tone: t.Tone, raw: raw}
		l.add(ps...)
		a.pr.layers = append(a.pr.layers, l)
	}
}

// roadLine returns the curve a road path is drawn along: through the hex
// centres, bending where it crosses each hexside at a point moved along
// the side.
func (a *art) roadLine(hexes []hexgrid.Offset, seed uint64) []pt {
	pm := a.pm
	r := rand.New(rand.NewPCG(seed, 0x70ad))
	var ctl []pt
	for i, o := range hexes {
		c := pm.centre(o)
		if i > 0 {
			p := pm.centre(hexes[i-1])
			mid := lerp(p, c, 0.5)
			d := c.sub(p)
			along := pt{-d.y, d.x}.mul(1 / d.len())
			ctl = append(ctl, mid.add(along.mul((r.Float64()-0.5)*0.3*pm.R())))
		}
		ctl = append(ctl, c)
	}
	return catmull(ctl, 0.3)
}

// streamLine returns the curve a stream is drawn along: its vertex path
// with each side bowed a little either way.
func (a *art) streamLine(path []pt, seed uint64) []pt {
	r := rand.New(rand.NewPCG(seed, 0x5717))
	var ctl []pt
	for i, p := range path {
		if i > 0 {
			q := path[i-1]
			d := p.sub(q)
			n := pt{-d.y, d.x}.mul(1 / d.len())
			for _, f := range []float64{1.0 / 3, 2.0 / 3} {
				ctl = append(ctl, lerp(q, p, f).add(n.mul((r.Float64()-0.5)*0.12*a.pm.R())))
			}
		}
		ctl = append(ctl, p)
	}
	return catmull(ctl, 0.3)
}

// markBusy notes the cells the roads and streams cross, where no symbol
// is drawn.
func (a *art) markBusy() {
	mark := func(ps []pt) {
		for _, p := range along(ps, 0.3, 0) {
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					a.busy[[2]int{int(math.Floor(p.x)) + dx, int(math.Floor(p.y)) + dy}] = true
				}
			}
		}
	}
	for i, rp := range a.pm.roads {
		mark(a.roadLine(rp.hexes, a.pm.Seed*100+uint64(i)))
	}
	for i, s := range a.pm.streams {
		mark(a.streamLine(s, a.pm.Seed*100+uint64(i)))
	}
}

func (a *art) free(p pt) bool { return !a.busy[[2]int{int(math.Floor(p.x)), int(math.Floor(p.y))}] }

// tints lays each terrain type's tint over its cells.
func (a *art) tints() {
	st := a.pm.Style
	mixes := map[string]Mix{Woods: st.Woods, Field: st.Field, Orchard: st.Orchard, Thicket: st.Thicket, Marsh: st.Marsh, Town: st.Town}
	for _, ty := range []string{Woods, Field, Orchard, Thicket, Marsh, Town} {
		a.paint(mixes[ty], false, a.cellsOf(ty))
	}
}

func (a *art) cellsOf(ty string) []poly {
	var out []poly
	for _, o := range a.pm.ring() {
		if a.pm.Drawn[o] == ty {
			out = append(out, a.pm.cells[o])
		}
	}
	return out
}

// scatter returns points about every step mm over the cells, jittered.
func (a *art) scatter(cells []poly, step, jitter float64) []pt {
	var out []pt
	for _, c := range cells {
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, q := range c {
			x0, y0, x1, y1 = min(x0, q.x), min(y0, q.y), max(x1, q.x), max(y1, q.y)
		}
		for y := math.Floor(y0/step) * step; y < y1; y += step {
			for x := math.Floor(x0/step) * step; x < x1; x += step {
				p := pt{x + (a.r.Float64()-0.5)*jitter*step, y + (a.r.Float64()-0.5)*jitter*step}
				if c.contains(p) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// symbols draws the terrain's symbols: crowns, scribbles, orchard rows,
// marsh tufts and building blocks.
func (a *art) symbols() {
	st := a.pm.Style
	cr := st.Crown
	// Woods.
	var crowns, rings []poly
	if st.Blobs {
		for _, p := range a.scatter(a.cellsOf(Woods), 1.5*cr, 0.8) {
			if a.free(p) {
				crowns = append(crowns, circle(p, cr*(0.55+0.5*a.r.Float64())))
			}
		}
	} else {
		for _, p := range a.scatter(a.cellsOf(Woods), 2.6*cr, 0.7) {
			if !a.free(p) {
				continue
			}
			rr := cr * (0.6 + 0.3*a.r.Float64())
			crowns = append(crowns, circle(p, rr))
			rings = append(rings, circle(p, rr+0.06).oriented(), circle(p, rr-0.06).oriented().flip())
		}
	}
	a.paint(st.Canopy, false, crowns)
	a.paint(st.Ring, true, rings)
	// Thicket scribbles.
	var scr []poly
	for _, p := range a.scatter(a.cellsOf(Thicket), 2.2, 0.9) {
		if !a.free(p) {
			continue
		}
		ang := a.r.Float64() * 2 * math.Pi
		line := []pt{p}
		for range 10 {
			ang += (a.r.Float64() - 0.5) * 2.4
			p = p.add(pt{math.Cos(ang), math.Sin(ang)}.mul(0.35))
			line = append(line, p)
		}
		scr = append(scr, stroke(catmull(line, 0.1), 0.15)...)
	}
	a.paint(st.Scribble, false, scr)
	// Orchard rows.
	var dots []poly
	step := 1.6 + 0.8*a.r.Float64()
	ang := a.r.Float64() * math.Pi / 2
	ca, sa := math.Cos(ang), math.Sin(ang)
	for _, c := range a.cellsOf(Orchard) {
		ctr := pt{}
		for _, q := range c {
			ctr = ctr.add(q.mul(1 / float64(len(c))))
		}
		for i := -8; i <= 8; i++ {
			for j := -8; j <= 8; j++ {
				p := ctr.add(rot(pt{float64(i) * step, float64(j) * step}, ca, sa))
				if c.contains(p) && a.free(p) {
					dots = append(dots, circle(p, 0.3+0.12*a.r.Float64()))
				}
			}
		}
	}
	a.paint(st.Canopy, false, dots)
	// Marsh tufts.
	var tufts []poly
	for _, p := range a.scatter(a.cellsOf(Marsh), 2.4, 0.8) {
		if !a.free(p) {
			continue
		}
		w := 1 + 0.4*a.r.Float64()
		tufts = append(tufts, segment(p.sub(pt{w / 2, 0}), p.add(pt{w / 2, 0}), 0.12))
		n := 3 + a.r.IntN(3)
		for k := range n {
			t := (float64(k)/float64(n-1) - 0.5) * 1.4
			l := 0.5 + 0.4*a.r.Float64()
			tufts = append(tufts, segment(p, p.add(pt{math.Sin(t) * l, -math.Cos(t) * l}), 0.1))
		}
	}
	a.paint(st.Tuft, false, tufts)
	// Town blocks, aligned with the town's road, clear of the streets.
	var blocks []poly
	bang := a.r.Float64() * math.Pi
	for _, p := range a.scatter(a.cellsOf(Town), 2.6, 0.3) {
		if !a.free(p) || a.r.Float64() < 0.25 {
			continue
		}
		blocks = append(blocks, rect(p, 0.8+a.r.Float64(), 0.6+0.6*a.r.Float64(), bang+(a.r.Float64()-0.5)*0.2))
	}
	a.paint(st.Block, false, blocks)
}

// flip returns p wound the other way.
func (p poly) flip() poly {
	q := make(poly, len(p))
	for i := range p {
		q[i] = p[len(p)-1-i]
	}
	return q
}

// contours traces the field's whole-level isolines by marching squares and
// draws them, every IndexEvery-th level thicker, broken here and there for
// a level number.
func (a *art) contours() error {
	pm := a.pm
	st := pm.Style
	const h = 0.25
	x0, y0 := pm.x0-1, pm.y0-1
	nx, ny := int((pm.x1-pm.x0+2)/h)+1, int((pm.y1-pm.y0+2)/h)+1
	f := make([]float64, nx*ny)
	for j := range ny {
		for i := range nx {
			f[j*nx+i] = pm.Field(x0+float64(i)*h, y0+float64(j)*h)
		}
	}
	base := []float64{200, 300, 400, 500}[a.r.IntN(4)]
	step := []float64{10, 20, 25, 50}[a.r.IntN(4)]
	var lines, texts []poly
	for lv := 1; lv <= 4; lv++ {
		L := float64(lv)
		w := st.Contour
		index := lv%st.IndexEvery == 0
		if index {
			w = st.IndexW
		}
		var segs [][2]pt
		for j := range ny - 1 {
			for i := range nx - 1 {
				v := [4]float64{f[j*nx+i], f[j*nx+i+1], f[(j+1)*nx+i+1], f[(j+1)*nx+i]}
				c := [4]pt{{x0 + float64(i)*h, y0 + float64(j)*h}, {x0 + float64(i+1)*h, y0 + float64(j)*h},
					{x0 + float64(i+1)*h, y0 + float64(j+1)*h}, {x0 + float64(i)*h, y0 + float64(j+1)*h}}
				var cross []pt
				for e := range 4 {
					a0, a1 := v[e], v[(e+1)%4]
					if (a0 < L) != (a1 < L) {
						cross = append(cross, lerp(c[e], c[(e+1)%4], (L-a0)/(a1-a0)))
					}
				}
				switch len(cross) {
				case 2:
					segs = append(segs, [2]pt{cross[0], cross[1]})
				case 4:
					// A saddle: pair by the cell's mean.
					if ((v[0]+v[1]+v[2]+v[3])/4 < L) == (v[0] < L) {
						segs = append(segs, [2]pt{cross[0], cross[1]}, [2]pt{cross[2], cross[3]})
					} else {
						segs = append(segs, [2]pt{cross[3], cross[0]}, [2]pt{cross[1], cross[2]})
					}
				}
			}
		}
		// Level numbers on index lines, well inside a hex, in a gap.
		var gaps []pt
		var gapR float64
		if index && st.LevelLabels && len(segs) > 0 {
			txt := fmt.Sprint(base + L*step)
			size := 1.5 + 0.4*a.r.Float64()
			gapR = size*0.35*float64(len(txt)) + 0.2
			for try := 0; try < 60 && len(gaps) < 2; try++ {
				s := segs[a.r.IntN(len(segs))]
				m := lerp(s[0], s[1], 0.5)
				if pm.sideDist(m) < gapR+0.6 || m.x < pm.x0+5 || m.x > pm.x1-5 || m.y < pm.y0+5 || m.y > pm.y1-5 {
					continue
				}
				ang := math.Atan2(s[1].y-s[0].y, s[1].x-s[0].x)
				if ang > math.Pi/2 {
					ang -= math.Pi
				} else if ang < -math.Pi/2 {
					ang += math.Pi
				}
				t, err := textOutlines(txt, faceRegular, size, m, ang, 0)
				if err != nil {
					return err
				}
				texts = append(texts, t...)
				gaps = append(gaps, m)
			}
		}
	seg:
		for _, s := range segs {
			for _, g := range gaps {
				if dist(s[0], g) < gapR || dist(s[1], g) < gapR {
					continue seg
				}
			}
			lines = append(lines, segment(s[0], s[1], w))
		}
	}
	a.paint(Mix{{plateBrown, 1}}, false, lines)
	a.paint(Mix{{plateBrown, 1}}, true, texts)
	return nil
}

// sideDist returns the distance from p to the nearest side of the hex it
// is in, mm.
func (pm *Map) sideDist(p pt) float64 {
	o := pm.layout.HexAt(p.x, p.y)
	cs := pm.layout.Corners(o)
	d := math.Inf(1)
	for i := range 6 {
		d = min(d, segDist(p, pt{cs[i][0], cs[i][1]}, pt{cs[(i+1)%6][0], cs[(i+1)%6][1]}))
	}
	return d
}

// streams draws the streams, widening downstream, some with a darker edge.
func (a *art) streams() {
	st := a.pm.Style
	var body, edge []poly
	for i, s := range a.pm.streams {
		line := a.streamLine(s, a.pm.Seed*100+uint64(i))
		n := len(line)
		width := func(k int) float64 { return st.Stream[0] + (st.Stream[1]-st.Stream[0])*float64(k)/float64(n) }
		body = append(body, strokeVar(line, width)...)
		if st.StreamEdge {
			unit := offsetLine(line, 1)
			for _, sgn := range []float64{1, -1} {
				side := make([]pt, n)
				for k := range line {
					side[k] = line[k].add(unit[k].sub(line[k]).mul(sgn * width(k) / 2))
				}
				edge = append(edge, stroke(side, 0.1)...)
			}
		}
	}
	a.paint(Mix{{plateBlue, 1}}, false, body)
	a.paint(Mix{{plateC, 1}, {plateK, 0.5}}, false, edge)
}

// roads draws the roads by class: the pike double or cased (its bed
// knocked out to paper), roads solid, lanes dashed, trails dotted.
func (a *art) roads() {
	st := a.pm.Style
	var knock, solid, casing, fill []poly
	for i, rp := range a.pm.roads {
		line := a.roadLine(rp.hexes, a.pm.Seed*100+uint64(i))
		switch rp.class {
		case Pike:
			half := 0.7 * st.RoadW
			knock = append(knock, stroke(line, 2*half)...)
			if st.PikeDouble {
				solid = append(solid, stroke(offsetLine(line, half), 0.16)...)
				solid = append(solid, stroke(offsetLine(line, -half), 0.16)...)
			} else {
				casing = append(casing, stroke(offsetLine(line, half), 0.12)...)
				casing = append(casing, stroke(offsetLine(line, -half), 0.12)...)
				fill = append(fill, stroke(line, 2*half-0.1)...)
			}
		case Road:
			solid = append(solid, stroke(line, st.RoadW)...)
		case Lane:
			for _, d := range dashes(line, st.Dash[0], st.Dash[1], 0.3) {
				solid = append(solid, stroke(d, 0.8*st.RoadW)...)
			}
		case Trail:
			for _, p := range along(line, st.Dot[1], 0.2) {
				solid = append(solid, circle(p, st.Dot[0]/2))
			}
		}
	}
	a.pr.layers = append(a.pr.layers, &layer{plate: plateK, knock: true})
	a.pr.layers[len(a.pr.layers)-1].add(knock...)
	a.paint(st.RoadMix, false, solid)
	a.paint(Mix{{plateK, 1}}, false, casing)
	a.paint(st.RoadMix, false, fill)
}

// grid draws the hexsides of the on-map hexes, sometimes broken at the
// vertices, and the centre dots.
func (a *art) grid() {
	pm := a.pm
	st := pm.Style
	g := pm.Truth.Geo.Grid
	done := map[hexgrid.Hexside]bool{}
	var lines, dots []poly
	for _, o := range pm.Truth.Hexes {
		for _, d := range g.Directions() {
			s := g.Side(o, d)
			if done[s] {
				continue
			}
			done[s] = true
			x0, y0, x1, y1 := pm.layout.SideSegment(s)
			p, q := pt{x0, y0}, pt{x1, y1}
			if st.GridGap > 0 {
				p, q = lerp(p, q, st.GridGap), lerp(p, q, 1-st.GridGap)
				lines = append(lines, segment(p, q, st.Grid))
				continue
			}
			// Square ends would poke out at the vertices; pull them in.
			e := q.sub(p).mul(st.Grid / 2 / dist(p, q))
			lines = append(lines, segment(p.add(e), q.sub(e), st.Grid))
		}
		if st.CentreDot > 0 {
			dots = append(dots, circle(pm.centre(o), st.CentreDot/2))
		}
	}
	a.paint(Mix{{plateGrid, 1}}, false, lines)
	a.paint(Mix{{plateK, 1}}, false, dots)
}

// labels sets the hex ids and the names.
func (a *art) labels() error {
	pm := a.pm
	st := pm.Style
	face := faceRegular
	if st.IDBold {
		face = faceBold
	}
	var ids []poly
	for _, o := range pm.Truth.Hexes {
		id, err := pm.Truth.Geo.Numbering.Format(o)
		if err != nil {
			return err
		}
		c := pm.centre(o)
		t, err := textOutlines(id, face, st.IDSize, c.add(pt{0, -0.866*pm.R() + st.IDSize*0.9}), 0, 0.02)
		if err != nil {
			return err
		}
		ids = append(ids, t...)
	}
	a.paint(Mix{{plateK, 1}}, true, ids)
	for _, l := range pm.names {
		f := l.face
		t, err := textOutlines(l.text, f, l.size, l.at, l.angle, 0.03)
		if err != nil {
			return err
		}
		a.paint(l.mix, true, t)
	}
	return nil
}

// frame knocks out the art outside the map's frame and rules the frame.
func (a *art) frame() {
	pm := a.pm
	pr := a.pr
	fx0, fy0, fx1, fy1 := pm.x0, pm.y0, pm.x1, pm.y1
	X0, Y0, X1, Y1 := pr.ox-1, pr.oy-1, pr.ox+pr.w+1, pr.oy+pr.h+1
	k := &layer{plate: plateK, knock: true}
	k.add(poly{{X0, Y0}, {X1, Y0}, {X1, fy0}, {X0, fy0}}, poly{{X0, fy1}, {X1, fy1}, {X1, Y1}, {X0, Y1}},
		poly{{X0, fy0}, {fx0, fy0}, {fx0, fy1}, {X0, fy1}}, poly{{fx1, fy0}, {X1, fy0}, {X1, fy1}, {fx1, fy1}})
	pr.layers = append(pr.layers, k)
	w := 0.5
	fr := []poly{segment(pt{fx0 - w/2, fy0 - w/2}, pt{fx1 + w/2, fy0 - w/2}, w), segment(pt{fx0 - w/2, fy1 + w/2}, pt{fx1 + w/2, fy1 + w/2}, w),
		segment(pt{fx0 - w/2, fy0 - w/2}, pt{fx0 - w/2, fy1 + w/2}, w), segment(pt{fx1 + w/2, fy0 - w/2}, pt{fx1 + w/2, fy1 + w/2}, w)}
	a.paint(Mix{{plateK, 1}}, false, fr)
}
