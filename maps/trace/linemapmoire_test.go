package trace

import (
	"image"
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestScreenMoireDrawn: scans drawn here, not by the tracer's generators.
// Between two hex centres a contour crosses at a slant, and short dead
// straight curves along the scan's x axis (as the yellow screen's moiré
// reads on a plate sheet) cross the centre line beside it. On a map of a
// sheet without the overprint mark every curve counts; on a marked one
// (screened) the axis curves are left out of the count and the read is
// marked as touched by the screen, which leaves the settled count flagged.
func TestScreenMoireDrawn(t *testing.T) {
	defer func(d float64) { moireAxisDeg = d }(moireAxisDeg)
	moireAxisDeg = 4
	const ppm = 8.0 // pixels per mm
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	brown := [3]float64{170, 110, 50}
	cases := []struct {
		name           string
		line, texture  bool
		plain, counted int
		screen         bool
	}{
		{"line", true, false, 1, 1, false},
		{"texture", false, true, 3, 0, true},
		{"line and texture", true, true, 4, 1, true},
	}
	for _, c := range cases {
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: 8, cy: 20, r: 9}
		side := 0
		n := f.Normals[side]
		ax, ay := h.px(0, 0)
		bx, by := h.px(2*Apothem*n[0], 2*Apothem*n[1])
		l := math.Hypot(bx-ax, by-ay)
		ux, uy := (bx-ax)/l, (by-ay)/l
		// the curves as segments in image px
		var segs [][4]float64
		if c.line {
			// through 0.2 of the way, at 35 degrees to the x axis
			px, py := ax+0.2*l*ux, ay+0.2*l*uy
			dx, dy := math.Cos(35*math.Pi/180), math.Sin(35*math.Pi/180)
			segs = append(segs, [4]float64{px - 60*dx, py - 60*dy, px + 60*dx, py + 60*dy})
		}
		if c.texture {
			// three 3.5 mm pieces along x, from 0.5 of the way on
			for _, s := range []float64{0.5, 0.65, 0.8} {
				px, py := ax+s*l*ux, ay+s*l*uy
				segs = append(segs, [4]float64{px - 1.75*ppm, py, px + 1.75*ppm, py})
			}
		}
		img := image.NewRGBA(image.Rect(0, 0, 320, 320))
		half := 0.1 * ppm // 0.2 mm lines
		for y := range 320 {
			for x := range 320 {
				ex, ey := float64(x)+0.5, float64(y)+0.5
				d := math.Inf(1)
				for _, sg := range segs {
					d = min(d, segDist(ex, ey, sg))
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
		for y := 300; y < 320; y += 2 {
			for x := 300; x < 320; x += 2 {
				cols = append(cols, p.at(float64(x), float64(y)))
			}
		}
		w := contourWeights(brown, [][][3]float64{cols}, nil)
		plainMap := buildLineMap(p, w, nil, ppm, h.r*ppm, nil, 0, nil, false, false)
		s := sideReader{p: p, f: f, h: h, i: side, lines: plainMap}
		plain := s.mapRead()
		s.lines = buildLineMap(p, w, nil, ppm, h.r*ppm, nil, 0, nil, false, true)
		got := s.mapRead()
		t.Logf("%s: unmarked %d crossings, marked %d (touched by the screen %v, confidence %.2f)", c.name, plain.Count, got.Count, got.screen, got.Conf)
		if plain.Count != c.plain || plain.screen {
			t.Errorf("%s: %d curves drawn across, the unmarked map counts %d (screen %v)", c.name, c.plain, plain.Count, plain.screen)
		}
		if got.Count != c.counted || got.screen != c.screen {
			t.Errorf("%s: the marked map counts %d (screen %v), want %d (%v)", c.name, got.Count, got.screen, c.counted, c.screen)
		}
		if screenDoubt(got, got.Count) != c.screen {
			t.Errorf("%s: flagged for the screen %v, want %v", c.name, !c.screen, c.screen)
		}
	}
}

// segDist returns the distance from (x, y) to the segment s (x0, y0, x1, y1).
func segDist(x, y float64, s [4]float64) float64 {
	dx, dy := s[2]-s[0], s[3]-s[1]
	u := ((x-s[0])*dx + (y-s[1])*dy) / (dx*dx + dy*dy)
	u = max(0, min(1, u))
	return math.Hypot(x-s[0]-u*dx, y-s[1]-u*dy)
}
