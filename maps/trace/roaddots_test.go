package trace

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestRoadDotsDrawn: a family of small 150 dpi scans (a 3 x 3 binomial
// blur, JPEG at quality 80) drawn here as plate-style maps draw a trail
// through woods: a green tint under dark canopy blobs (0.5-1.1 mm, 2-3
// radii apart, jittered, over the trail as well) and on every other map
// a trail along the step from hex centre to hex centre as a row of dots
// (0.3-0.45 mm at a pitch of 0.7-1.1 mm) in black or red. Read as the
// tracer reads a step the samples miss (roadDecide with no share): all
// dotted trails but one at most must be read as road, flagged (confidence
// under one half), and no step without one. Before the dot-pitch read
// (roaddots.go) the strip read 1 of these 8 trails; now 7 of 8 (the one
// left: dots 0.31 mm, the faintest).
func TestRoadDotsDrawn(t *testing.T) {
	const ppm = 150 / 25.4 // pixels per mm
	const size = 170
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	var trails, trailsRead, empty, emptyRead int
	for seed := range uint64(16) {
		r := rand.New(rand.NewPCG(seed, 35))
		u := func(a, b float64) float64 { return a + (b-a)*r.Float64() }
		road := [3]float64{32, 33, 31}
		if seed%4 >= 2 {
			road = [3]float64{185, 35, 35}
		}
		o := DefaultOptions()
		o.Overprint = true
		o.Road = RGB{uint8(road[0]), uint8(road[1]), uint8(road[2])}
		o.Contour = RGB{170, 110, 50}
		ink := newInks(o)
		tint := [3]float64{u(150, 200), u(200, 235), u(140, 180)}
		crown := [3]float64{u(90, 130), u(150, 190), u(80, 110)}
		side := r.IntN(6)
		n := f.Normals[side]
		rad := u(7.5, 10)
		half := size / ppm / 2
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: half - n[0]*Apothem*rad, cy: half - n[1]*Apothem*rad, r: rad}
		L := 2 * Apothem * h.r
		crownCover := make([]float64, size*size)
		dotCover := make([]float64, size*size)
		id := hexPlace{a: h.a, r: 1}
		stamp := func(cover []float64, x, y, rad float64) { stampDisc(cover, size, id, ppm, x, y, rad) }
		cr := u(0.5, 1.1)
		gap := cr * u(2, 3)
		for y := 0.0; y < size/ppm; y += gap {
			for x := 0.0; x < size/ppm; x += gap {
				stamp(crownCover, x+u(-0.3, 0.3)*gap, y+u(-0.3, 0.3)*gap, cr)
			}
		}
		withTrail := seed%2 == 0
		dot, pitch := u(0.3, 0.45), u(0.7, 1.1)
		if withTrail {
			for s := u(0, pitch); s <= L; s += pitch {
				stamp(dotCover, h.cx+n[0]*s, h.cy+n[1]*s, dot/2)
			}
		}
		raw := make([][3]float64, size*size)
		for i := range raw {
			for c := range 3 {
				raw[i][c] = tint[c] * (1 - crownCover[i]*(1-crown[c]/255)) * (1 - dotCover[i]*(1-road[c]/255))
			}
		}
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		kern := [3]float64{0.25, 0.5, 0.25}
		for y := range size {
			for x := range size {
				var v [3]float64
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						xx, yy := min(size-1, max(0, x+dx)), min(size-1, max(0, y+dy))
						for c := range 3 {
							v[c] += kern[dx+1] * kern[dy+1] * raw[yy*size+xx][c]
						}
					}
				}
				for c := range 3 {
					img.Pix[4*(y*size+x)+c] = uint8(math.Round(v[c]))
				}
				img.Pix[4*(y*size+x)+3] = 255
			}
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80}); err != nil {
			t.Fatal(err)
		}
		scan, err := jpeg.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		sr := sideReader{p: newPixels(scan), f: f, h: h, i: side, ink: &ink,
			step: profileStep(h.r * ppm), gridBand: -1, mm: h.r, wideGap: 0.1}
		yes, conf, _, _ := sr.roadDecide(0)
		st := sr.roadStrip(h.r)
		d := sr.dotTrail(h.r, st.peak, st.hw)
		t.Logf("seed %d: trail %v grey %v (dots %.2f at %.2f mm): read %v conf %.2f | pitch %.2f share %.2f least %.2f amp %.3f side %.3f at %.3f prom %.1f",
			seed, withTrail, ink.greyRoad, dot, pitch, yes, conf, d.pitch, d.share, d.least, d.amp, d.side, d.sideAt, d.prom)
		if !withTrail {
			empty++
			if yes {
				emptyRead++
				t.Errorf("seed %d: woods with no trail read as road", seed)
			}
			continue
		}
		trails++
		if yes {
			trailsRead++
			if conf >= 0.5 {
				t.Errorf("seed %d: a dotted trail read sure (confidence %.2f)", seed, conf)
			}
		}
	}
	t.Logf("trails read %d of %d; empty woods read %d of %d", trailsRead, trails, emptyRead, empty)
	if trailsRead < trails-1 {
		t.Errorf("%d of %d dotted trails read as road, want all but one at most", trailsRead, trails)
	}
}
