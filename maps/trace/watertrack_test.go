package trace

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestWaterTrackDrawn: a family of small coarse scans (150 dpi) drawn here,
// not by the tracer's generators: on a green tint, either a stream (blue
// ink that multiplies, 0.3-0.5 mm wide) winds along a hexside from corner
// to corner, up to 0.5 mm to either side of it, or the same blue ink is
// printed as 4-7 tufts (strokes 0.6-1.2 mm long at random angles) at random
// places within a reach of the side. The stream must be followed as one
// line over at least 85% of the side on every map, the tufts over at most
// half of it.
func TestWaterTrackDrawn(t *testing.T) {
	const ppm = 150 / 25.4 // pixels per mm
	const size = 220
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	tint := [3]float64{170, 215, 150}
	blue := [3]float64{40, 105, 200}
	o := DefaultOptions()
	o.Overprint = true
	ink := newInks(o)
	for seed := range uint64(16) {
		r := rand.New(rand.NewPCG(seed, 28))
		cover := make([]float64, size*size)
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: 10, cy: 18, r: 9}
		side := r.IntN(3)
		stamp := func(x, y, rad float64) { stampDisc(cover, size, h, ppm, x, y, rad) }
		stream := seed%2 == 0
		if stream {
			amp := (r.Float64()*2 - 1) * 0.5 / h.r
			w := 0.3 + 0.2*r.Float64()
			for k := 0; k <= 400; k++ {
				tt := float64(k) / 400
				x, y := f.SidePoint(side, tt, amp*math.Sin(math.Pi*tt))
				stamp(x, y, w/2)
			}
		} else {
			for range 4 + r.IntN(4) {
				tt, off := 0.1+0.8*r.Float64(), (r.Float64()*2-1)*waterReach
				a, l := r.Float64()*math.Pi, (0.6+0.6*r.Float64())/h.r
				w := 0.3 + 0.2*r.Float64()
				x0, y0 := f.SidePoint(side, tt, off)
				for k := 0; k <= 40; k++ {
					s := (float64(k)/40 - 0.5) * l
					stamp(x0+s*math.Cos(a), y0+s*math.Sin(a), w/2)
				}
			}
		}
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		for i, c := range cover {
			for ch := range 3 {
				img.Pix[4*i+ch] = uint8(tint[ch] * (1 - c*(1-blue[ch]/255)))
			}
			img.Pix[4*i+3] = 255
		}
		sr := sideReader{p: newPixels(img), f: f, h: h, i: side, bgA: tint, bgB: tint, ink: &ink,
			step: profileStep(h.r * ppm), gridBand: -1, mm: h.r}
		tr := sr.waterTrack()
		t.Logf("seed %d: stream %v, share %.2f, width %.2f mm", seed, stream, tr.Share, tr.Width)
		switch {
		case !tr.Tracked:
			t.Errorf("seed %d: not tracked", seed)
		case stream && tr.Share < 0.85:
			t.Errorf("seed %d: a stream drawn along the side followed over %.2f of it, want >= 0.85", seed, tr.Share)
		case !stream && tr.Share > 0.5:
			t.Errorf("seed %d: tufts scattered beside the side followed as one line over %.2f of it, want <= 0.5", seed, tr.Share)
		}
	}
}

// stampDisc paints into cover (size x size pixels, ppm pixels per mm) a
// disc of radius rad mm at point (x, y) of hex h's local frame, with a
// one-pixel soft edge; a pixel keeps the darker of its old and new cover.
func stampDisc(cover []float64, size int, h hexPlace, ppm, x, y, rad float64) {
	px, py := h.px(x, y)
	rp := rad * ppm
	for yy := int(py - rp - 2); yy <= int(py+rp+2); yy++ {
		for xx := int(px - rp - 2); xx <= int(px+rp+2); xx++ {
			if xx < 0 || yy < 0 || xx >= size || yy >= size {
				continue
			}
			d := math.Hypot(float64(xx)+0.5-px, float64(yy)+0.5-py)
			cover[yy*size+xx] = max(cover[yy*size+xx], min(1, rp+0.5-d))
		}
	}
}
