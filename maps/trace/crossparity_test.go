package trace

import (
	"image"
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestCrossParityDrawn: scans drawn here, not by the tracer's generators.
// Between two hex centres a contour either crosses once (a straight line:
// B lies one level from A) or runs across the centre line and back (a
// tongue of one level, a U whose two arms cross it: A and B on one
// level), or both. Read by parity the count must be the levels between
// the centres (1, 0, 1); the plain number of crossings (2 for the tongue)
// is logged beside it.
func TestCrossParityDrawn(t *testing.T) {
	const ppm = 8.0 // pixels per mm
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	brown := [3]float64{170, 110, 50}
	cases := []struct {
		name          string
		line, tongue  bool
		levels, plain int
	}{
		{"line", true, false, 1, 1},
		{"tongue", false, true, 0, 2},
		{"line and tongue", true, true, 1, 3},
	}
	for _, c := range cases {
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: 8, cy: 20, r: 9}
		side := 0
		n := f.Normals[side]
		ax, ay := h.px(0, 0)
		bx, by := h.px(2*Apothem*n[0], 2*Apothem*n[1])
		l := math.Hypot(bx-ax, by-ay)
		ux, uy := (bx-ax)/l, (by-ay)/l
		vx, vy := -uy, ux
		// the curves as points in (along, across) px from A's centre
		var pts [][2]float64
		if c.line {
			for s := -5 * ppm; s <= 5*ppm; s += 0.5 {
				pts = append(pts, [2]float64{0.2*l + 0.15*s, s})
			}
		}
		if c.tongue {
			// across = 4 mm - k (along - mid)^2, from 3 mm past the
			// centre line: crossing it 3.5 mm either side of 0.65 l
			mid, half := 0.65*l, 3.5*ppm
			k := 4 * ppm / (half * half)
			for a := mid - 5*ppm; a <= mid+5*ppm; a += 0.5 {
				if s := 4*ppm - k*(a-mid)*(a-mid); s >= -3*ppm {
					pts = append(pts, [2]float64{a, s})
				}
			}
		}
		img := image.NewRGBA(image.Rect(0, 0, 320, 320))
		half := 0.15 * ppm // 0.3 mm line
		for y := range 320 {
			for x := range 320 {
				ex, ey := float64(x)+0.5-ax, float64(y)+0.5-ay
				pa, ps := ex*ux+ey*uy, ex*vx+ey*vy
				d := math.Inf(1)
				for _, p := range pts {
					d = min(d, math.Hypot(pa-p[0], ps-p[1]))
				}
				cov := math.Max(0, math.Min(1, half+0.5-d))
				px := [3]float64{250, 248, 240}
				for k := range 3 {
					px[k] *= 1 - cov*(1-brown[k]/255)
				}
				i := 4 * (y*320 + x)
				img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(px[0]), uint8(px[1]), uint8(px[2]), 255
			}
		}
		p := newPixels(img)
		var cols [][3]float64
		for y := 280; y < 320; y += 2 {
			for x := 280; x < 320; x += 2 {
				cols = append(cols, p.at(float64(x), float64(y)))
			}
		}
		w := contourWeights(brown, [][][3]float64{cols}, nil)
		lm := newLineMap(p, w, nil, ppm, h.r*ppm, nil)
		s := sideReader{p: p, f: f, h: h, i: side, lines: lm}
		plain, _, _ := s.contourCrossings()
		lm.parity = true
		got, conf, _ := s.contourCrossings()
		t.Logf("%s: levels %d, read by parity %d (confidence %.2f), crossings %d", c.name, c.levels, got, conf, plain)
		if plain != c.plain {
			t.Errorf("%s: %d crossings drawn, the map counts %d", c.name, c.plain, plain)
		}
		if got != c.levels {
			t.Errorf("%s: %d levels between the centres, read by parity %d", c.name, c.levels, got)
		}
	}
}
