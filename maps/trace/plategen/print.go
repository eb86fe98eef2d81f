package plategen

import (
	"image"
	"image/draw"
	"math"
	"slices"

	"golang.org/x/image/vector"
)

// Printing plates. Each is inked by one press unit and registered on its
// own, so each has its own small offset (misregistration).
const (
	plateC = iota
	plateM
	plateY
	plateK
	plateBrown // contour spot ink
	plateBlue  // water spot ink
	plateRoad  // road spot ink
	plateGrid  // grid ink: black or a grey
	nPlates
)

var plateNames = [nPlates]string{"C", "M", "Y", "K", "contour", "water", "road", "grid"}

// bpoly is an outline and its bounding box, mm.
type bpoly struct {
	p              poly
	x0, y0, x1, y1 float64
}

// layer is what one plate prints in one tone: a solid (tone 1) or a
// halftone screen of tone 0..1 over its outlines. A knockout layer prints
// nothing but removes every ink laid before it under its outlines (paper
// shows through).
type layer struct {
	plate int
	tone  float64
	knock bool
	raw   bool // keep the outlines' own winding (glyphs with holes)
	polys []bpoly
}

func (l *layer) add(ps ...poly) {
	for _, p := range ps {
		if len(p) < 3 {
			continue
		}
		if !l.raw {
			p = p.oriented()
		}
		b := bpoly{p: p, x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
		for _, q := range p {
			b.x0, b.y0 = min(b.x0, q.x), min(b.y0, q.y)
			b.x1, b.y1 = max(b.x1, q.x), max(b.y1, q.y)
		}
		l.polys = append(l.polys, b)
	}
}

// press is the sheet being printed: paper, inks, screens, registration
// and the layers in printing order.
type press struct {
	w, h   float64 // sheet, mm (origin at map mm (ox, oy))
	ox, oy float64
	paper  [3]float64
	ink    [nPlates][3]float64 // reflectance of each ink printed solid
	angle  [nPlates]float64    // screen angle, radians
	lpmm   float64             // screen ruling, lines per mm
	dot    float64             // dot gain: tones print this much darker
	flat   bool                // tints unscreened
	shift  [nPlates]pt         // misregistration, mm
	layers []*layer
}

// canvas is a float RGB image, channels 0..1.
type canvas struct {
	w, h int
	c    [3][]float32
}

func newCanvas(w, h int) *canvas {
	cv := &canvas{w: w, h: h}
	for k := range cv.c {
		cv.c[k] = make([]float32, w*h)
	}
	return cv
}

// spot is the halftone cell's spot function sorted, to turn a tone into
// the threshold that covers that share of the cell.
var spot = func() []float64 {
	const n = 96
	v := make([]float64, 0, n*n)
	for i := range n {
		for j := range n {
			u, w := (float64(i)+0.5)/n, (float64(j)+0.5)/n
			v = append(v, (math.Cos(2*math.Pi*u)+math.Cos(2*math.Pi*w))/2)
		}
	}
	slices.Sort(v)
	return v
}()

var cosLUT = func() []float32 {
	t := make([]float32, 1024)
	for i := range t {
		t[i] = float32(math.Cos(2 * math.Pi * float64(i) / 1024))
	}
	return t
}()

func lcos(u float64) float32 { return cosLUT[int(u*1024)&1023] }

// print renders the sheet at ppm pixels per mm; pixel (0, 0) is sheet mm
// (ox, oy).
func (pr *press) print(ppm float64) *canvas {
	W, H := int(math.Ceil(pr.w*ppm)), int(math.Ceil(pr.h*ppm))
	cv := newCanvas(W, H)
	const band = 128
	var z vector.Rasterizer
	mask := image.NewAlpha(image.Rect(0, 0, 1, 1))
	prod := [3][]float32{make([]float32, W*band), make([]float32, W*band), make([]float32, W*band)}
	for y0 := 0; y0 < H; y0 += band {
		bh := min(band, H-y0)
		for k := range prod {
			for i := range prod[k][:W*bh] {
				prod[k][i] = 1
			}
		}
		for _, l := range pr.layers {
			sh := pr.shift[l.plate]
			// The band in layer mm.
			my0 := pr.oy + float64(y0)/ppm - sh.y
			my1 := pr.oy + float64(y0+bh)/ppm - sh.y
			var in []bpoly
			x0, x1 := math.Inf(1), math.Inf(-1)
			for _, b := range l.polys {
				if b.y1 < my0 || b.y0 > my1 {
					continue
				}
				in = append(in, b)
				x0, x1 = min(x0, b.x0), max(x1, b.x1)
			}
			if len(in) == 0 {
				continue
			}
			px0 := max(0, int(math.Floor((x0+sh.x-pr.ox)*ppm))-1)
			px1 := min(W, int(math.Ceil((x1+sh.x-pr.ox)*ppm))+1)
			if px1 <= px0 {
				continue
			}
			bw := px1 - px0
			z.Reset(bw, bh)
			for _, b := range in {
				for i, q := range b.p {
					x := float32((q.x+sh.x-pr.ox)*ppm - float64(px0))
					y := float32((q.y+sh.y-pr.oy)*ppm) - float32(y0)
					if i == 0 {
						z.MoveTo(x, y)
					} else {
						z.LineTo(x, y)
					}
				}
				z.ClosePath()
			}
			if mask.Rect.Dx() != bw || mask.Rect.Dy() != bh {
				mask = image.NewAlpha(image.Rect(0, 0, bw, bh))
			} else {
				clear(mask.Pix)
			}
			z.DrawOp = draw.Src
			z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
			pr.apply(l, mask, prod, W, px0, y0, ppm)
		}
		for k := range 3 {
			p := float32(pr.paper[k])
			copy(cv.c[k][y0*W:(y0+bh)*W], prod[k][:W*bh])
			for i := y0 * W; i < (y0+bh)*W; i++ {
				cv.c[k][i] *= p
			}
		}
	}
	return cv
}

// apply lays layer l's mask (at pixel column px0, row y0) into the band's
// ink product.
func (pr *press) apply(l *layer, mask *image.Alpha, prod [3][]float32, W, px0, y0 int, ppm float64) {
	ink := pr.ink[l.plate]
	bw, bh := mask.Rect.Dx(), mask.Rect.Dy()
	tone := l.tone
	screened := !l.knock && tone < 0.999 && !pr.flat
	var th, ca, sa, k, edge float64
	sub := 1
	if screened {
		// Dot gain darkens mid tones as printed dots spread.
		tone = clamp(tone+pr.dot*4*tone*(1-tone), 0, 1)
		th = spot[min(len(spot)-1, int((1-tone)*float64(len(spot))))]
		ca, sa = math.Cos(pr.angle[l.plate]), math.Sin(pr.angle[l.plate])
		k = pr.lpmm / ppm // screen cells per pixel
		switch period := 1 / k; {
		case period < 3:
			sub = 3
		case period < 6:
			sub = 2
		}
		edge = math.Pi * k / float64(sub)
	}
	for y := range bh {
		row := (y0 + y) * 1
		for x := range bw {
			a := float64(mask.Pix[y*mask.Stride+x]) / 255
			if a == 0 {
				continue
			}
			if screened {
				// The share of the pixel the screen's dots cover.
				cov := 0.0
				for sy := range sub {
					for sx := range sub {
						fx := float64(px0+x) + (float64(sx)+0.5)/float64(sub)
						fy := float64(row) + (float64(sy)+0.5)/float64(sub)
						u, v := (fx*ca+fy*sa)*k, (-fx*sa+fy*ca)*k
						u -= math.Floor(u)
						v -= math.Floor(v)
						s := float64(lcos(u)+lcos(v)) / 2
						cov += clamp((s-th)/edge+0.5, 0, 1)
					}
				}
				a *= cov / float64(sub*sub)
			}
			i := y*W + px0 + x
			for c := range 3 {
				if l.knock {
					prod[c][i] = prod[c][i]*float32(1-a) + float32(a)
				} else {
					prod[c][i] *= float32(1 - a*(1-ink[c]))
				}
			}
		}
	}
}

// only returns a copy of the press that prints plate p alone, solid and
// black on white paper: the plate's coverage, for checking what was drawn.
func (pr *press) only(p int) *press {
	q := *pr
	q.paper = [3]float64{1, 1, 1}
	q.layers = nil
	for _, l := range pr.layers {
		if l.plate == p && !l.knock {
			c := *l
			c.tone = 1
			q.layers = append(q.layers, &c)
		}
	}
	q.ink[p] = [3]float64{0, 0, 0}
	return &q
}
