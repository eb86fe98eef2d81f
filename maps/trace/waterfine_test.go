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

// TestFineWaterDrawn: a family of small fine scans (300 dpi, JPEG at
// quality 90) drawn here, not by the tracer's generators. A grey grid
// line 0.1-0.2 mm wide (a bluish grey on some maps) runs along a hexside
// over a tint, and over it either a stream (blue ink 0.3-0.5 mm wide that
// multiplies, winding up to 0.5 mm to either side of the side from corner
// to corner), or 4-9 blue tufts (strokes 0.6-1.2 mm long at random angles
// and places within the band the side is read over), or nothing. The side
// is read as the tracer reads it (water, then fineWater): every stream must
// be water, and of the maps without one that water reads as water,
// fineWater must leave at most half.
func TestFineWaterDrawn(t *testing.T) {
	const ppm = 300 / 25.4 // pixels per mm
	const size = 440
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	blue := [3]float64{40, 105, 200}
	o := DefaultOptions()
	o.Overprint = true
	var streams, streamsRead, others, othersRead, othersBefore int
	for seed := range uint64(24) {
		r := rand.New(rand.NewPCG(seed, 29))
		tint := [3]float64{150 + 100*r.Float64(), 200 + 40*r.Float64(), 100 + 60*r.Float64()}
		grid := [3]float64{40 + 20*r.Float64(), 40 + 20*r.Float64(), 40 + 30*r.Float64()}
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: 10, cy: 18, r: 9}
		side := r.IntN(3)
		ink := newInks(o)
		for c := range 3 {
			ink.grid[c] = 1 - grid[c]/255
		}
		ink.hasGrid = true
		gridCover := make([]float64, size*size)
		blueCover := make([]float64, size*size)
		stamp := func(cover []float64, x, y, rad float64) { stampDisc(cover, size, h, ppm, x, y, rad) }
		gw := 0.1 + 0.1*r.Float64()
		for k := -20; k <= 420; k++ {
			x, y := f.SidePoint(side, float64(k)/400, 0)
			stamp(gridCover, x, y, gw/2)
		}
		stream := false
		switch seed % 3 {
		case 0:
			stream = true
			amp := (r.Float64()*2 - 1) * 0.5 / h.r
			w := 0.3 + 0.2*r.Float64()
			for k := 0; k <= 800; k++ {
				tt := float64(k) / 800
				x, y := f.SidePoint(side, tt, amp*math.Sin(math.Pi*tt))
				stamp(blueCover, x, y, w/2)
			}
		case 1:
			for range 4 + r.IntN(6) {
				tt, off := 0.1+0.8*r.Float64(), (r.Float64()*2-1)*waterReach
				a, l := r.Float64()*math.Pi, (0.6+0.6*r.Float64())/h.r
				w := 0.3 + 0.2*r.Float64()
				x0, y0 := f.SidePoint(side, tt, off)
				for k := 0; k <= 80; k++ {
					s := (float64(k)/80 - 0.5) * l
					stamp(blueCover, x0+s*math.Cos(a), y0+s*math.Sin(a), w/2)
				}
			}
		}
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		for i := range gridCover {
			for ch := range 3 {
				v := tint[ch] * (1 - gridCover[i]*(1-grid[ch]/255)) * (1 - blueCover[i]*(1-blue[ch]/255))
				img.Pix[4*i+ch] = uint8(v)
			}
			img.Pix[4*i+3] = 255
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
			t.Fatal(err)
		}
		scan, err := jpeg.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		sr := sideReader{p: newPixels(scan), f: f, h: h, i: side, bgA: tint, bgB: tint, ink: &ink,
			step: profileStep(h.r * ppm), gridBand: -1, mm: h.r}
		sp := SideProposal{}
		sp.Water, sp.WaterConf = sr.water()
		sp.waterHit = waterShare(sp)
		sp.track = sr.waterTrack()
		before := sp.Water
		sides := []SideProposal{sp}
		fineWater(sides)
		wet, beside := lineShares(sp)
		t.Logf("seed %d: stream %v, hit %.2f, line wet %.2f, beside %.2f: water %v -> %v", seed, stream, sp.waterHit, wet, beside, before, sides[0].Water)
		if stream {
			streams++
			if sides[0].Water {
				streamsRead++
			}
			continue
		}
		others++
		if sides[0].Water {
			othersRead++
		}
		if before {
			othersBefore++
		}
	}
	t.Logf("streams read %d of %d; sides without one read as water %d of %d (%d before fineWater)", streamsRead, streams, othersRead, others, othersBefore)
	if streamsRead < streams {
		t.Errorf("%d of %d streams drawn along the side read as water, want all", streamsRead, streams)
	}
	if 2*othersRead > othersBefore {
		t.Errorf("%d of %d sides without a stream read as water, %d before fineWater: want at most half of those", othersRead, others, othersBefore)
	}
}
