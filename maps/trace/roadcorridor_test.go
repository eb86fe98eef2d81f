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

// TestRoadStripCorridorDrawn: a family of small 300 dpi scans (a 3 x 3
// binomial blur, JPEG at quality 80) drawn here, not by the tracer's
// generators, as printed maps draw a road through woods: a green tint
// under dark tree crowns (0.5-1.1 mm, 2.2-3.2 radii apart, jittered) that
// are kept off a corridor 0.6-1.4 mm either side of the road, and in it
// a red line 0.2-0.35 mm wide along the step from hex centre to hex
// centre, dashed (1-2.2 mm dashes, 0.5-1 mm gaps) or solid; on every
// other map the corridor is there with no line in it. The line's ink is
// known from the drawing (its width times its dashes' share times the
// ink's absorption, summed over the channels). Read as the tracer reads a
// step (roadStrip, stripRoad, roadLineShows): every drawn line must come
// out with 0.4-1.6 times its ink and the road ink's hue (cosine 0.9 or
// more, nearer it than the contour ink's) and be read as road or a
// candidate line; no empty corridor may be either. Measured against the
// strip's shoulders (the crowns) a line in such a corridor read no ink
// at all on printed-style seeds (printgen FIGURES.md, "Roads through
// cleared corridors"), and none of these 10 lines read. The corridor is
// measured on scans of 7 px/mm and finer only, as here.
func TestRoadStripCorridorDrawn(t *testing.T) {
	const ppm = 300 / 25.4 // pixels per mm
	const size = 440
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	f := NewFrame(g)
	road := [3]float64{185, 35, 35}
	o := DefaultOptions()
	o.Overprint = true
	var lines, linesRead, empty, emptyRead int
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 30))
		u := func(a, b float64) float64 { return a + (b-a)*r.Float64() }
		tint := [3]float64{u(150, 200), u(200, 235), u(140, 180)}
		crown := [3]float64{u(30, 60), u(90, 130), u(40, 70)}
		side := r.IntN(6)
		n := f.Normals[side]
		// the step's midpoint at the scan's centre
		rad := u(7.5, 10)
		half := size / ppm / 2
		h := hexPlace{a: calibration{Affine: calib.Affine{ppm, 0, 0, 0, ppm, 0}}, cx: half - n[0]*Apothem*rad, cy: half - n[1]*Apothem*rad, r: rad}
		ink := newInks(o)
		ink.c[inkRoad] = road
		ink.c[inkContour] = [3]float64{170, 110, 50}
		// distance (mm) of a point (mm) from the step's centre line, and
		// how far along it (mm from the centre)
		L := 2 * Apothem * h.r
		across := func(x, y float64) (float64, float64) {
			dx, dy := x-h.cx, y-h.cy
			return math.Abs(-n[1]*dx + n[0]*dy), n[0]*dx + n[1]*dy
		}
		crownCover := make([]float64, size*size)
		lineCover := make([]float64, size*size)
		id := hexPlace{a: h.a, r: 1}
		stamp := func(cover []float64, x, y, rad float64) { stampDisc(cover, size, id, ppm, x, y, rad) }
		cr := u(0.5, 1.1)
		gap := cr * u(2.2, 3.2)
		corr := u(0.6, 1.4)
		for y := 0.0; y < size/ppm; y += gap {
			for x := 0.0; x < size/ppm; x += gap {
				cx, cy := x+u(-0.3, 0.3)*gap, y+u(-0.3, 0.3)*gap
				if d, _ := across(cx, cy); d < corr+cr {
					continue
				}
				stamp(crownCover, cx, cy, cr)
			}
		}
		withLine := seed%2 == 0
		w := u(0.2, 0.35)
		duty := 1.0
		if withLine {
			dash, dgap := u(1, 2.2), u(0.5, 1)
			solid := r.IntN(3) == 0
			if !solid {
				duty = dash / (dash + dgap)
			}
			ph := u(0, dash+dgap)
			for s := -2.0; s <= L+2; s += 0.05 {
				if !solid && math.Mod(s+ph, dash+dgap) > dash {
					continue
				}
				stamp(lineCover, h.cx+n[0]*s, h.cy+n[1]*s, w/2)
			}
		}
		raw := make([][3]float64, size*size)
		for i := range raw {
			for c := range 3 {
				v := tint[c] * (1 - crownCover[i]*(1-crown[c]/255)) * (1 - lineCover[i]*(1-road[c]/255))
				raw[i][c] = v
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
			step: profileStep(h.r * ppm), gridBand: -1, mm: h.r}
		st := sr.roadStrip(h.r)
		yes, _, hu := ink.stripRoad(st)
		read := yes || roadLineShows(hu)
		want := 0.0
		for c := range 3 {
			want += w * duty * (1 - road[c]/255)
		}
		t.Logf("seed %d: line %v (%.3f mm of ink), corridor %.2f mm, crowns %.2f mm: strip ink %.3f snr %.1f cos road %.2f contour %.2f: road %v, candidate %v",
			seed, withLine, want, corr, cr, hu.ink, hu.snr, hu.road, hu.contour, yes, roadLineShows(hu))
		if !withLine {
			empty++
			if read {
				emptyRead++
				t.Errorf("seed %d: an empty corridor read as a road line (ink %.3f, snr %.1f)", seed, hu.ink, hu.snr)
			}
			continue
		}
		lines++
		if read {
			linesRead++
		}
		if hu.ink < 0.4*want || hu.ink > 1.6*want || hu.road < 0.9 || hu.road <= hu.contour {
			t.Errorf("seed %d: line of %.3f mm ink read %.3f mm, cosines %.2f road, %.2f contour", seed, want, hu.ink, hu.road, hu.contour)
		}
	}
	t.Logf("lines read %d of %d; empty corridors read %d of %d", linesRead, lines, emptyRead, empty)
	if linesRead < lines {
		t.Errorf("%d of %d road lines in a corridor read as road or a candidate, want all", linesRead, lines)
	}
}
