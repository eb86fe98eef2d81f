package trace

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestContourCrossingsDrawn: a family of small scans drawn here, not by the
// tracer's generators: on paper, k straight contour lines (brown ink that
// multiplies, 0.2-0.45 mm wide, at random angles within 35 degrees of square
// to the centre line and at least 2 mm apart where they cross it) cross
// between two hex centres, among green tree-crown rings (outlined circles
// 0.5-1 mm in radius, scattered at random, some over the lines). The count
// read must be k, the number of lines drawn, on every map.
func TestContourCrossingsDrawn(t *testing.T) {
	const ppm = 8.0 // pixels per mm
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	paper := [3]float64{250, 248, 240}
	brown := [3]float64{170, 110, 50}
	green := [3]float64{40, 110, 50}
	for seed := range uint64(12) {
		r := rand.New(rand.NewPCG(seed, 25))
		img := image.NewRGBA(image.Rect(0, 0, 320, 320))
		buf := make([][3]float64, 320*320)
		for i := range buf {
			buf[i] = paper
		}
		// hex A's centre at (20, 20) mm, radius 9 mm; side 0's neighbour
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: 8, cy: 20, r: 9}
		side := 0
		n := f.Normals[side]
		ax, ay := h.px(0, 0)
		bx, by := h.px(2*Apothem*n[0], 2*Apothem*n[1])
		l := math.Hypot(bx-ax, by-ay)
		ux, uy := (bx-ax)/l, (by-ay)/l
		k := r.IntN(3)
		var at []float64
		for len(at) < k {
			p := l * (0.15 + 0.7*r.Float64())
			ok := true
			for _, q := range at {
				ok = ok && math.Abs(p-q) > 2*ppm
			}
			if ok {
				at = append(at, p)
			}
		}
		mul := func(x, y int, ink [3]float64, cover float64) {
			if x < 0 || y < 0 || x >= 320 || y >= 320 {
				return
			}
			for c := range 3 {
				buf[y*320+x][c] *= 1 - cover*(1-ink[c]/255)
			}
		}
		for _, p := range at {
			a := (r.Float64()*2 - 1) * 35 * math.Pi / 180
			dx, dy := -uy*math.Cos(a)+ux*math.Sin(a), ux*math.Cos(a)+uy*math.Sin(a) // line direction
			px, py := ax+ux*p, ay+uy*p
			half := (0.2 + 0.25*r.Float64()) * ppm / 2
			for y := range 320 {
				for x := range 320 {
					ex, ey := float64(x)+0.5-px, float64(y)+0.5-py
					d := math.Abs(ex*dy - ey*dx) // distance from the line
					if cov := math.Min(1, half+0.5-d); cov > 0 {
						mul(x, y, brown, cov)
					}
				}
			}
		}
		for range 40 {
			cx, cy := r.Float64()*320, r.Float64()*320
			rad := (0.5 + 0.5*r.Float64()) * ppm
			for y := int(cy - rad - 2); y <= int(cy+rad+2); y++ {
				for x := int(cx - rad - 2); x <= int(cx+rad+2); x++ {
					d := math.Abs(math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) - rad)
					if cov := math.Min(1, 0.6-d); cov > 0 {
						mul(x, y, green, cov)
					}
				}
			}
		}
		var hexes [][][3]float64
		for i, c := range buf {
			img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = uint8(c[0]), uint8(c[1]), uint8(c[2]), 255
		}
		p := newPixels(img)
		// taught texture: a patch of rings only (top left corner has no line
		// through it unless drawn there; a few line pixels do not matter)
		var cols [][3]float64
		for y := 250; y < 320; y += 2 {
			for x := 250; x < 320; x += 2 {
				cols = append(cols, p.at(float64(x), float64(y)))
			}
		}
		hexes = append(hexes, cols)
		w := contourWeights(brown, hexes, nil)
		lm := newLineMap(p, w, nil, ppm, h.r*ppm, nil)
		s := sideReader{p: p, f: f, h: h, i: side, lines: lm}
		got, conf, _ := s.contourCrossings()
		t.Logf("seed %d: drawn %d read %d conf %.2f", seed, k, got, conf)
		if got != k {
			t.Errorf("seed %d: %d lines drawn across, read %d (confidence %.2f)", seed, k, got, conf)
		}
	}
}
