package trace

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
)

// The tracer's faster paths must read exactly what the plain ones read:
// each is checked here against a plain version on random data.

// randomYCbCr returns a w x h YCbCr image of random values at subsample
// ratio r, its origin at (3, -2).
func randomYCbCr(rng *rand.Rand, w, h int, r image.YCbCrSubsampleRatio) *image.YCbCr {
	img := image.NewYCbCr(image.Rect(3, -2, 3+w, -2+h), r)
	for _, b := range [][]uint8{img.Y, img.Cb, img.Cr} {
		for i := range b {
			b[i] = uint8(rng.IntN(256))
		}
	}
	return img
}

// randomRGBA returns a w x h RGBA image of random colours, its origin at
// (-1, 4).
func randomRGBA(rng *rand.Rand, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(-1, 4, -1+w, 4+h))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.IntN(256))
	}
	return img
}

// TestFastReadsMatchAt: pixels.row and atLinear's direct reads give what
// at gives, on RGBA, rgb24 and YCbCr images of every subsample ratio, edges and
// outside included.
func TestFastReadsMatchAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	imgs := []image.Image{randomRGBA(rng, 23, 17), rgb24Of(randomRGBA(rng, 23, 17))}
	for _, r := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422,
		image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410} {
		imgs = append(imgs, randomYCbCr(rng, 23, 17, r))
		// an origin at odd coordinates >= 0 (the chroma offsets' shifts)
		img := image.NewYCbCr(image.Rect(5, 3, 5+23, 3+17), r)
		for _, b := range [][]uint8{img.Y, img.Cb, img.Cr} {
			for i := range b {
				b[i] = uint8(rng.IntN(256))
			}
		}
		imgs = append(imgs, img)
	}
	for _, img := range imgs {
		p := newPixels(img)
		b := p.b
		for y := b.Min.Y - 1; y <= b.Max.Y; y++ {
			got := p.row(b.Min.X, y, b.Dx(), nil)
			for x := range b.Dx() {
				c := p.at(float64(b.Min.X+x)+0.5, float64(y)+0.5)
				if want := [3]float32{float32(c[0]), float32(c[1]), float32(c[2])}; [3]float32(got[3*x:3*x+3]) != want {
					t.Fatalf("%T row %d pixel %d: %v, at reads %v", img, y, x, got[3*x:3*x+3], want)
				}
			}
		}
		for range 2000 {
			x := float64(b.Min.X) - 2 + rng.Float64()*float64(b.Dx()+4)
			y := float64(b.Min.Y) - 2 + rng.Float64()*float64(b.Dy()+4)
			if got, want := p.atLinear(x, y), plainLinear(p, x, y); got != want {
				t.Fatalf("%T atLinear(%g, %g) = %v, plain %v", img, x, y, got, want)
			}
		}
	}
}

// plainLinear is atLinear read through at alone.
func plainLinear(p pixels, x, y float64) [3]float64 {
	x, y = x-0.5, y-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	wx, wy := x-fx, y-fy
	c00, c10 := p.at(fx+0.5, fy+0.5), p.at(fx+1.5, fy+0.5)
	c01, c11 := p.at(fx+0.5, fy+1.5), p.at(fx+1.5, fy+1.5)
	var c [3]float64
	for ch := range 3 {
		c[ch] = (c00[ch]*(1-wx)+c10[ch]*wx)*(1-wy) + (c01[ch]*(1-wx)+c11[ch]*wx)*wy
	}
	return c
}

// TestDescreenBandsMatchTwoPass: descreen in bands gives the image the
// two whole-scan passes give, for kernels of several widths and scans
// shorter and taller than a band.
func TestDescreenBandsMatchTwoPass(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, h := range []int{1, 5, descreenBand - 1, descreenBand + 3, 2*descreenBand + 17} {
		img := randomYCbCr(rng, 31, h, image.YCbCrSubsampleRatio420)
		p := newPixels(img)
		for _, w := range []float64{1, 2, 2.8, 4.3} {
			k := boxKernel(w)
			got, want := rgbaOf(descreen(p, p.b, k)), plainDescreen(p, p.b, k)
			if !slices.Equal(got.Pix, want.Pix) || got.Rect != want.Rect {
				t.Fatalf("height %d, box %g px: the bands differ from the two passes", h, w)
			}
		}
	}
}

// plainDescreen is descreen as two passes over the whole scan.
func plainDescreen(p pixels, b image.Rectangle, k []float32) *image.RGBA {
	w, h := b.Dx(), b.Dy()
	r := len(k) / 2
	tmp := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		var buf []float32
		for x := range w {
			c := p.at(float64(b.Min.X+x)+0.5, float64(b.Min.Y+y)+0.5)
			buf = append(buf, float32(c[0]), float32(c[1]), float32(c[2]))
		}
		o := y * tmp.Stride
		for x := range w {
			var s [3]float32
			for j, kv := range k {
				xx := min(w-1, max(0, x+j-r))
				s[0] += kv * buf[3*xx]
				s[1] += kv * buf[3*xx+1]
				s[2] += kv * buf[3*xx+2]
			}
			tmp.Pix[o+4*x], tmp.Pix[o+4*x+1], tmp.Pix[o+4*x+2], tmp.Pix[o+4*x+3] = to8(s[0]), to8(s[1]), to8(s[2]), 255
		}
	}
	out := image.NewRGBA(b)
	for y := range h {
		buf := make([]float32, 3*w)
		for j, kv := range k {
			yy := min(h-1, max(0, y+j-r))
			row := tmp.Pix[yy*tmp.Stride : yy*tmp.Stride+4*w]
			for x := range w {
				buf[3*x] += kv * float32(row[4*x])
				buf[3*x+1] += kv * float32(row[4*x+1])
				buf[3*x+2] += kv * float32(row[4*x+2])
			}
		}
		o := y * out.Stride
		for x := range w {
			out.Pix[o+4*x], out.Pix[o+4*x+1], out.Pix[o+4*x+2], out.Pix[o+4*x+3] = to8(buf[3*x]), to8(buf[3*x+1]), to8(buf[3*x+2]), 255
		}
	}
	return out
}

// TestBlur121InPlace: blur121 in place gives what the two passes through
// a copy give.
func TestBlur121InPlace(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, h := range []int{1, 2, 3, 4, 7, 40} {
		for _, w := range []int{1, 2, 9} {
			s := make([]float32, w*h)
			for i := range s {
				s[i] = rng.Float32()
			}
			want := plainBlur121(slices.Clone(s), w, h)
			if got := blur121(s, w, h); !slices.Equal(got, want) {
				t.Fatalf("%d x %d: in place %v, two passes %v", w, h, got, want)
			}
		}
	}
}

// plainBlur121 is blur121 through a whole copy of the horizontal pass.
func plainBlur121(s []float32, w, h int) []float32 {
	t := make([]float32, len(s))
	for y := range h {
		row := s[y*w : (y+1)*w]
		for x := range w {
			a, c := row[max(0, x-1)], row[min(w-1, x+1)]
			t[y*w+x] = (a + 2*row[x] + c) / 4
		}
	}
	for y := range h {
		up, dn := max(0, y-1), min(h-1, y+1)
		for x := range w {
			s[y*w+x] = (t[up*w+x] + 2*t[y*w+x] + t[dn*w+x]) / 4
		}
	}
	return s
}

// TestBestChainLaneSpans: bestChain, looking at each lane's own peaks,
// picks the chain the search over every peak picks, with peaks used or
// not, in lane order and out of it, also on buffers kept from the
// trials before (chainBufs, as countChains keeps them per side).
func TestBestChainLaneSpans(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var kept chainBufs
	for trial := range 300 {
		var peaks []lanePeak
		for lane := range contourLanes {
			for range rng.IntN(5) {
				x := 0.3 + 0.02*rng.NormFloat64() + 0.1*float64(lane)*float64(trial%3)
				peaks = append(peaks, lanePeak{lane: lane, x: x, y: contourLanes[lane], a: rng.Float64(), used: rng.IntN(6) == 0})
			}
		}
		if trial%4 == 3 {
			rng.Shuffle(len(peaks), func(i, j int) { peaks[i], peaks[j] = peaks[j], peaks[i] })
		}
		gs, gc := bestChain(peaks)
		ws, wc := plainBestChain(peaks)
		if gs != ws || !slices.Equal(gc, wc) {
			t.Fatalf("trial %d: %d %v, over every peak %d %v", trial, gs, gc, ws, wc)
		}
		// the same with the buffers of every trial before (countChains')
		if bs, bc := kept.best(peaks); bs != ws || !slices.Equal(bc, wc) {
			t.Fatalf("trial %d: %d %v on kept buffers, over every peak %d %v", trial, bs, bc, ws, wc)
		}
	}
}

// plainBestChain is bestChain looking at every peak on every lane.
func plainBestChain(peaks []lanePeak) (int, []int) {
	best, bestA := 0, 0.0
	var chain, cur []int
	for i := range peaks {
		p := peaks[i]
		if p.used {
			continue
		}
		for j := range peaks {
			q := peaks[j]
			if q.used || q.lane < p.lane+2 {
				continue
			}
			dx, dy := q.x-p.x, q.y-p.y
			l := math.Hypot(dx, dy)
			if l < 1e-6 {
				continue
			}
			nx, ny := -dy/l, dx/l
			cur = cur[:0]
			sup, sumA := 0, 0.0
			for lane := range contourLanes {
				bk, bd := -1, chainTol
				for k, r := range peaks {
					if r.used || r.lane != lane {
						continue
					}
					if d := math.Abs((r.x-p.x)*nx + (r.y-p.y)*ny); d <= bd {
						bk, bd = k, d
					}
				}
				if bk >= 0 {
					sup++
					sumA += peaks[bk].a
					cur = append(cur, bk)
				}
			}
			if sup > best || sup == best && sumA > bestA {
				best, bestA = sup, sumA
				chain = slices.Clone(cur)
			}
		}
	}
	return best, chain
}

// TestAbsorbKeptMatches: the absorption newInks works out once is what
// absorption gives (its squared length as project works it out), and a
// colour changed afterwards is read anew.
func TestAbsorbKeptMatches(t *testing.T) {
	k := newInks(DefaultOptions())
	// l2 is the squared length as project works it out
	l2 := func(v [3]float64) float64 { return v[0]*v[0] + v[1]*v[1] + v[2]*v[2] }
	for i := range k.c {
		if k.absorb(i) != absorption(k.c[i]) {
			t.Fatalf("ink %d: kept %v, worked out %v", i, k.absorb(i), absorption(k.c[i]))
		}
		if v, n := k.absorbL2(i); n != l2(v) {
			t.Fatalf("ink %d: kept length %g, worked out %g", i, n, l2(v))
		}
	}
	k.c[inkWater] = [3]float64{10, 200, 30}
	if k.absorb(inkWater) != absorption(k.c[inkWater]) {
		t.Fatal("a changed ink colour kept its old absorption")
	}
	if v, n := k.absorbL2(inkWater); v != absorption(k.c[inkWater]) || n != l2(v) {
		t.Fatal("a changed ink colour kept its old absorption's length")
	}
}

// TestShareMatchesUnmix: inks.share gives unmix's share of the wanted ink
// (0 where unmix picks another or none), on random colours and on colours
// mixed from the inks themselves, with and without overprint.
func TestShareMatchesUnmix(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, over := range []bool{false, true} {
		o := DefaultOptions()
		o.Overprint = over
		k := newInks(o)
		for n := range 40000 {
			var p, bg [3]float64
			for c := range 3 {
				bg[c] = float64(rng.IntN(256))
				p[c] = float64(rng.IntN(256))
			}
			if n%2 == 0 {
				// a mix of an ink over bg, rounded, as scans show them
				ink, f := k.c[rng.IntN(4)], rng.Float64()
				for c := range 3 {
					p[c] = math.Round(bg[c]*(1-f) + ink[c]*f + rng.NormFloat64()*3)
				}
			}
			least, fit := []float64{0.03, 0.05, minInk}[n%3], []float64{chainFit, widthFit, 0.25}[n%3]
			kind, a := k.unmix(p, bg, least, fit)
			for want := range 4 {
				w := 0.0
				if kind == want {
					w = a
				}
				if got := k.share(want, p, bg, least, fit); got != w {
					t.Fatalf("overprint %v, ink %d, p %v over %v: share %g, unmix %d %g", over, want, p, bg, got, kind, a)
				}
			}
		}
	}
}

// TestUnsharpUndoneMatchesPlain: unsharpUndone's bands, row reads,
// packed channels and whole-number weights give the plain float version's
// image to within 1 level a channel, and on fewer than 3% of the values
// (random noise, the weights' rounding at its worst),
// on RGBA and YCbCr images, narrower and wider than the kernel, shorter
// and taller than a band, near white (clipped halos) and anywhere.
func TestUnsharpUndoneMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, sigma := range []float64{0.6, 1.3, 2.4} {
		for _, w := range []int{3, 9, 41} {
			// 13 and 11 rows: one band; 2 bands and a bit: rows a band
			// reads from its neighbours' rows
			tall := 2*unsharpBand + 7
			imgs := []image.Image{randomRGBA(rng, w, 13), randomYCbCr(rng, w, 11, image.YCbCrSubsampleRatio420),
				randomRGBA(rng, w, tall), randomYCbCr(rng, w, tall, image.YCbCrSubsampleRatio420)}
			for _, img := range imgs {
				p := newPixels(img)
				for _, a := range []float64{0.4, 1.1} {
					got, want := rgbaOf(unsharpUndone(p, p.b, a, sigma)), plainUnsharpUndone(p, p.b, a, sigma)
					if got.Rect != want.Rect {
						t.Fatalf("%T %d px wide: bounds %v, want %v", img, w, got.Rect, want.Rect)
					}
					worst, off := 0, 0
					for i, v := range got.Pix {
						d := int(v) - int(want.Pix[i])
						worst = max(worst, d, -d)
						if d != 0 {
							off++
						}
					}
					if worst > 1 || off*100 > 3*len(got.Pix) {
						t.Fatalf("%T %d px wide, sigma %g, amount %g: %d of %d values differ from the plain version, by up to %d",
							img, w, sigma, a, off, len(got.Pix), worst)
					}
				}
			}
		}
	}
}

// plainUnsharpUndone is unsharpUndone as first written: every pixel read
// through at, every tap clamped, 8-bit RGBA between the passes.
func plainUnsharpUndone(p pixels, b image.Rectangle, a, sigma float64) *image.RGBA {
	w, h := b.Dx(), b.Dy()
	k := gaussKernel(sigma)
	r := len(k) / 2
	src := func(x, y int) [3]float64 {
		return p.at(float64(b.Min.X+x)+0.5, float64(b.Min.Y+y)+0.5)
	}
	out := image.NewRGBA(b)
	tmp := image.NewRGBA(image.Rect(0, 0, w, h))
	ca, cs := float32(a/(1+a)), float32(1/(1+a))
	for step := range unsharpUndoSteps {
		// Horizontal pass of G over the current estimate into tmp.
		rowsDo(h, func(y int, buf []float32) []float32 {
			buf = buf[:0]
			if step == 0 {
				for x := range w {
					c := src(x, y)
					buf = append(buf, float32(c[0]), float32(c[1]), float32(c[2]))
				}
			} else {
				row := out.Pix[y*out.Stride : y*out.Stride+4*w]
				for x := range w {
					buf = append(buf, float32(row[4*x]), float32(row[4*x+1]), float32(row[4*x+2]))
				}
			}
			o := y * tmp.Stride
			for x := range w {
				var s [3]float32
				for j, kv := range k {
					xx := min(w-1, max(0, x+j-r))
					s[0] += kv * buf[3*xx]
					s[1] += kv * buf[3*xx+1]
					s[2] += kv * buf[3*xx+2]
				}
				tmp.Pix[o+4*x], tmp.Pix[o+4*x+1], tmp.Pix[o+4*x+2], tmp.Pix[o+4*x+3] = to8(s[0]), to8(s[1]), to8(s[2]), 255
			}
			return buf
		})
		// Vertical pass, and the step: v = (s + a G v) / (1 + a).
		rowsDo(h, func(y int, buf []float32) []float32 {
			buf = buf[:0]
			for range 3 * w {
				buf = append(buf, 0)
			}
			for j, kv := range k {
				yy := min(h-1, max(0, y+j-r))
				row := tmp.Pix[yy*tmp.Stride : yy*tmp.Stride+4*w]
				for x := range w {
					buf[3*x] += kv * float32(row[4*x])
					buf[3*x+1] += kv * float32(row[4*x+1])
					buf[3*x+2] += kv * float32(row[4*x+2])
				}
			}
			o := y * out.Stride
			for x := range w {
				c := src(x, y)
				for ch := range 3 {
					v := to8(cs*float32(c[ch]) + ca*buf[3*x+ch])
					if c[ch] >= unsharpWhite {
						v = uint8(c[ch]) // a halo clipped at white: keep it
					}
					out.Pix[o+4*x+ch] = v
				}
				out.Pix[o+4*x+3] = 255
			}
			return buf
		})
	}
	return out
}

// rowsDo calls f for every row y in 0..h-1, on as many workers as there
// are processors; each worker passes its own scratch buffer along from row
// to row (f returns it, grown as it needs).
func rowsDo(h int, f func(y int, buf []float32) []float32) {
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var buf []float32
			for y := range rows {
				buf = f(y, buf)
			}
		})
	}
	wg.Wait()
}

// TestTo8MatchesClamp: to8's compares round every value as the float
// min/max clamp it replaced does, around each byte's rounding edge, at
// the ends and in between.
func TestTo8MatchesClamp(t *testing.T) {
	clamp := func(v float32) uint8 { return uint8(min(255, max(0, v+0.5))) }
	check := func(v float32) {
		if got, want := to8(v), clamp(v); got != want {
			t.Fatalf("to8(%g) = %d, the clamp gives %d", v, got, want)
		}
	}
	for i := -2; i <= 258; i++ {
		for _, e := range []float32{-0.5, 0, 0.5} {
			c := float32(i) + e
			v := c
			for range 64 {
				check(v)
				v = math.Nextafter32(v, float32(math.Inf(1)))
			}
			v = c
			for range 64 {
				check(v)
				v = math.Nextafter32(v, float32(math.Inf(-1)))
			}
		}
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 200000 {
		check(float32(rng.Float64()*600 - 150))
	}
	for _, v := range []float32{float32(math.Copysign(0, -1)), 0, 1e9, -1e9, float32(math.Inf(1)), float32(math.Inf(-1))} {
		check(v)
	}
}

// TestLaneSampleMatchesAt: laneSample's direct read of an RGBA image and
// its table of fifths give, bit for bit, the mean of at's reads (of
// atLinear's on a coarse scan), on RGBA and YCbCr images, with and
// without a row shift, inside the image, across its edges and outside it.
func TestLaneSampleMatchesAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	rows := &rowShift{y0: 3, step: 7, dx: []float64{0.3, -0.8, 1.6, 0.2, -0.4, 0.9, 0, 0.1}, dy: []float64{0, 0.2, -0.1, 0.4, 0.3, -0.6, 0.1, 0}}
	for _, img := range []image.Image{randomRGBA(rng, 60, 50), rgb24Of(randomRGBA(rng, 60, 50)), randomYCbCr(rng, 60, 50, image.YCbCrSubsampleRatio420)} {
		p := newPixels(img)
		for _, rs := range []*rowShift{nil, rows} {
			a := calibration{Affine: calib.Affine{11.3, 0.4, -2, -0.3, 11.1, 5}, rows: rs}
			h := hexPlace{a: a, cx: 2.1, cy: 2.3, r: 1.9}
			for _, wide := range []float64{0, 0.05} {
				s := &sideReader{p: p, lp: p, h: h, wideGap: wide}
				for range 5000 {
					x, y := rng.Float64()*3.6-1.5, rng.Float64()*3.6-1.5
					tx, ty := math.Sincos(rng.Float64() * 2 * math.Pi)
					var want [3]float64
					for k := range alongSamples {
						d := alongSpread * float64(k-alongSamples/2) / 4
						v := p.at(h.px(x+tx*d, y+ty*d))
						if wide > 0 {
							v = p.atLinear(h.px(x+tx*d, y+ty*d))
						}
						for ch := range 3 {
							want[ch] += v[ch] / alongSamples
						}
					}
					if got := s.laneSample(x, y, tx, ty); got != want {
						t.Fatalf("%T, wide gap %g: at (%g, %g) along (%g, %g): %v, at reads %v", img, wide, x, y, tx, ty, got, want)
					}
				}
			}
		}
	}
}

// TestMayBeKeepsEveryKind: inks.mayBe is false only where kind (and
// unmix at kind's least share and fit, off the grid band) is not the ink
// asked for, on random colours and on colours mixed from the inks,
// with and without overprint and grey road ink, on and off the grid band;
// and it is false on most random colours (it saves the other inks' fits).
func TestMayBeKeepsEveryKind(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for _, over := range []bool{false, true} {
		for _, grey := range []bool{false, true} {
			o := DefaultOptions()
			o.Overprint = over
			k := newInks(o)
			k.greyRoad = grey
			if grey {
				k.c[inkRoad] = [3]float64{40, 40, 40}
				k.abs[inkRoad], k.absL2[inkRoad] = absorptionL2(k.c[inkRoad])
				k.absFor[inkRoad] = k.c[inkRoad]
			}
			k.grid, k.hasGrid = [3]float64{0.3, 0.3, 0.25}, true
			not, hits := 0, map[int]int{}
			for n := range 40000 {
				var p, bg [3]float64
				for c := range 3 {
					bg[c] = float64(rng.IntN(256))
					p[c] = float64(rng.IntN(256))
				}
				if n%2 == 0 {
					ink, f := k.c[rng.IntN(4)], rng.Float64()
					for c := range 3 {
						p[c] = math.Round(bg[c]*(1-f) + ink[c]*f + rng.NormFloat64()*3)
					}
				}
				onGrid := n%3 == 0
				kind := k.kind(p, bg, onGrid)
				hits[kind]++
				if u, _ := k.unmix(p, bg, minInk, 0.25); u >= 0 && !k.mayBe(u, p, bg, false) {
					t.Fatalf("overprint %v, grey %v, %v over %v: unmix %d, mayBe false", over, grey, p, bg, u)
				}
				for want := range len(k.c) {
					may := k.mayBe(want, p, bg, onGrid)
					if !may && kind == want {
						t.Fatalf("overprint %v, grey %v, grid %v, %v over %v: kind %d, mayBe false", over, grey, onGrid, p, bg, kind)
					}
					if !may {
						not++
					}
				}
			}
			if not < 40000*len(k.c)/2 {
				t.Errorf("overprint %v, grey %v: mayBe false on %d of %d asks, want most", over, grey, not, 40000*len(k.c))
			}
			if hits[inkWater] == 0 || hits[inkRoad] == 0 {
				t.Errorf("overprint %v, grey %v: kinds %v, want water and road among them", over, grey, hits)
			}
		}
	}
}

// TestNthSmallestMatchesSort: nthSmallest gives the sorted slice's k-th
// value, on short and long slices, with many ties and none, at every k
// of the short ones and the median of the long.
func TestNthSmallestMatchesSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for n := 1; n < 400; n += 1 + n/8 {
		for _, levels := range []int{2, 7, 1 << 30} {
			a := make([]float64, n)
			for i := range a {
				a[i] = float64(rng.IntN(levels))
			}
			sorted := slices.Sorted(slices.Values(a))
			ks := []int{n / 2}
			if n < 40 {
				ks = ks[:0]
				for k := range n {
					ks = append(ks, k)
				}
			}
			for _, k := range ks {
				b := slices.Clone(a)
				if got := nthSmallest(b, k); got != sorted[k] {
					t.Fatalf("n %d, %d levels, k %d: %g, sorted %g", n, levels, k, got, sorted[k])
				}
			}
		}
	}
}

// TestLineRowMatchesPlain: the line filter's rows (lineRow) give the
// strengths and directions of the per-pixel version with every offset
// checked against the scan's bounds, bit for bit, on random densities
// (with ties and zeros) and on scans narrower than the filter's reach;
// so does lineStrengthInPlace, the strength written over the density, in
// one band or several.
func TestLineRowMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, sz := range [][3]int{{40, 30, 2}, {57, 41, 4}, {9, 12, 4}, {8, 8, 3}, {64, 20, 5}, {30, 3, 2}} {
		w, h, hp := sz[0], sz[1], sz[2]
		dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
		offs := [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}}
		s := make([]float32, w*h)
		for i := range s {
			s[i] = float32(rng.IntN(6)) / 4 // coarse: ties and equal pixels
			if rng.IntN(3) == 0 {
				s[i] = rng.Float32()
			}
			if rng.IntN(7) == 0 {
				s[i] = float32(math.Copysign(0, -1)) // white paper's density can be -0
			}
		}
		rows := func(y int) []float32 { return s[y*w : (y+1)*w] }
		r, dir := make([]float32, w*h), make([]uint8, w*h)
		pr, pd := make([]float32, w*h), make([]uint8, w*h)
		for y := range h {
			lineRow(rows, r[y*w:(y+1)*w], dir[y*w:(y+1)*w], w, h, y, hp, offs)
			lineRowPlain(rows, pr[y*w:(y+1)*w], pd[y*w:(y+1)*w], w, h, y, 0, w, offs)
		}
		same := func(what string, r []float32, dir []uint8) {
			t.Helper()
			for i := range r {
				if math.Float32bits(r[i]) != math.Float32bits(pr[i]) || dir[i] != pd[i] {
					t.Fatalf("%s, %dx%d hp %d: pixel (%d, %d): %v dir %d, plain %v dir %d", what, w, h, hp, i%w, i/w, r[i], dir[i], pr[i], pd[i])
				}
			}
		}
		same("lineRow", r, dir)
		for _, bands := range []int{1, 2, 3, 5} {
			in, id := slices.Clone(s), make([]uint8, w*h)
			lineStrengthInPlace(in, id, w, h, hp, offs, bands)
			same(fmt.Sprintf("in place, %d bands", bands), in, id)
		}
	}
}

// TestCurvePixelsMatchDense: curvePixels answers as an id per pixel does,
// on random sparse and dense sets of pixels given in random order, sizes
// on and off a 64-pixel word.
func TestCurvePixelsMatchDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for _, n := range []int{1, 63, 64, 65, 1000, 4096, 10007} {
		for _, share := range []int{0, 1, 20, 100} {
			dense := make([]int32, n)
			var idx []int
			var ids []int32
			for _, i := range rng.Perm(n) {
				if rng.IntN(100) < share {
					id := int32(1 + rng.IntN(500))
					dense[i] = id
					idx, ids = append(idx, i), append(ids, id)
				}
			}
			c := newCurvePixels(n, idx, ids)
			for i, want := range dense {
				if got := c.at(i); got != want {
					t.Fatalf("%d pixels, %d%% set: pixel %d: %d, want %d", n, share, i, got, want)
				}
			}
		}
	}
}

// rgbaOf returns m's pixels as an RGBA image, read through m.At.
func rgbaOf(m *rgb24) *image.RGBA {
	out := image.NewRGBA(m.Bounds())
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			out.Set(x, y, m.At(x, y))
		}
	}
	return out
}

// TestUndoStepMatchesPlain: undoQ.step's tables give the step worked out
// channel by channel as written (plainUndoStep), for every channel value
// and blurs from 0 to 255 levels, at mask amounts from faint to strong.
func TestUndoStepMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	for _, a := range []float64{0.2, 0.86, 1.5, 3} {
		q := newUndoQ(a)
		for range 20000 {
			var c, g uint64
			for i := range 3 {
				sh := i * laneBits
				c |= uint64(rng.IntN(256)) << sh
				g |= uint64(rng.IntN(255*kernelOne+1)) << sh
			}
			if i := rng.IntN(4); i < 3 {
				// a channel at or near white (kept as scanned)
				c = c&^(0xff<<(i*laneBits)) | uint64(252+rng.IntN(4))<<(i*laneBits)
			}
			if got, want := q.step(c, g), plainUndoStep(q.cs, q.ca, c, g); got != want {
				t.Fatalf("amount %g: step(%x, %x) = %x, want %x", a, c, g, got, want)
			}
		}
	}
}

// plainUndoStep is undoQ.step channel by channel, without tables.
func plainUndoStep(cs, ca, c, g uint64) uint64 {
	var v uint64
	for i := range 3 {
		sh := i * laneBits
		ci := (c >> sh) & 0xff
		if ci < unsharpWhite {
			ci = min(255, (cs*ci+ca*((g>>sh)&laneMask)+1<<31)>>32)
		}
		v |= ci << sh
	}
	return v
}

// BenchmarkUnsharpUndone undoes a mask of amount 0.86 at 1.2 px on a
// random 2048 x 1536 YCbCr scan (4:2:0, the JPEG's).
func BenchmarkUnsharpUndone(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := newPixels(randomYCbCr(rng, 2048, 1536, image.YCbCrSubsampleRatio420))
	b.ResetTimer()
	for b.Loop() {
		unsharpUndone(p, p.b, 0.86, 1.2)
	}
}

// BenchmarkDescreen low-passes a random 2048 x 1536 three-byte image over
// a box of 4.3 px (a 120-line screen at 300 dpi is 2.5 px; a coarser one
// more).
func BenchmarkDescreen(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := newPixels(rgb24Of(randomRGBA(rng, 2048, 1536)))
	k := boxKernel(4.3)
	b.ResetTimer()
	for b.Loop() {
		descreen(p, p.b, k)
	}
}

// BenchmarkLineRow: lineRow over a 2000 x 64 density (a smooth field,
// noise and thin ridges, so the best direction changes from pixel to
// pixel as on a scan), with the select (lineRowSelect) and with the chain
// of compares it replaced.
func BenchmarkLineRow(b *testing.B) {
	w, h, hp := 2000, 64, 3
	dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
	offs := [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}}
	rng := rand.New(rand.NewPCG(5, 6))
	s := make([]float32, w*h)
	for y := range h {
		for x := range w {
			v := 0.5 + 0.3*math.Sin(float64(x)/7)*math.Cos(float64(y)/11) + 0.05*rng.NormFloat64()
			if (x+2*y)%23 < 2 {
				v += 0.4
			}
			s[y*w+x] = float32(v)
		}
	}
	rows := func(y int) []float32 { return s[y*w : (y+1)*w] }
	r, dir := make([]float32, w), make([]uint8, w)
	for _, sel := range []bool{true, false} {
		b.Run(fmt.Sprintf("select=%v", sel), func(b *testing.B) {
			defer func(v bool) { lineRowSelect = v }(lineRowSelect)
			lineRowSelect = sel
			for b.Loop() {
				for y := hp; y < h-hp; y++ {
					lineRow(rows, r, dir, w, h, y, hp, offs)
				}
			}
		})
	}
}

// TestAcrossRowSlicesMatch: acrossRow gives the same values reading the
// row's inner pixels as lined-up slices (acrossSlices) as checking each
// pixel's offsets, for the four normals at half-widths 1-5 (offsets as
// wide as the row and wider too), on rows in and off the offsets' reach.
func TestAcrossRowSlicesMatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 3))
	defer func(v bool) { acrossSlices = v }(acrossSlices)
	for _, w := range []int{1, 2, 5, 9, 40} {
		h := 12
		s := make([]float32, w*h)
		for i := range s {
			s[i] = float32(rng.IntN(5)) / 4
			if rng.IntN(2) == 0 {
				s[i] = rng.Float32()
			}
		}
		rows := func(y int) []float32 { return s[y*w : (y+1)*w] }
		for hp := 1; hp <= 5; hp++ {
			dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
			for _, o := range [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}} {
				for y := range h {
					var got [2][]float32
					for m, on := range []bool{true, false} {
						acrossSlices = on
						got[m] = make([]float32, w)
						for i := range got[m] {
							got[m][i] = -1 // every value must be written
						}
						acrossRow(rows, got[m], w, h, o, y)
					}
					for x := range w {
						if math.Float32bits(got[0][x]) != math.Float32bits(got[1][x]) {
							t.Fatalf("w %d, offset %v, row %d, x %d: %v with slices, %v without", w, o, y, x, got[0][x], got[1][x])
						}
					}
				}
			}
		}
	}
}

// BenchmarkAcrossRow: acrossRow over the rows of a 2000 x 64
// benchDensity for the four normals at half-width 3, with and without
// the lined-up slices (acrossSlices).
func BenchmarkAcrossRow(b *testing.B) {
	w, h, hp := 2000, 64, 3
	dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
	s := make([]float32, w*h)
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range s {
		s[i] = rng.Float32()
	}
	rows := func(y int) []float32 { return s[y*w : (y+1)*w] }
	v := make([]float32, w)
	for _, on := range []bool{true, false} {
		b.Run(fmt.Sprintf("slices=%v", on), func(b *testing.B) {
			defer func(x bool) { acrossSlices = x }(acrossSlices)
			acrossSlices = on
			for b.Loop() {
				for _, o := range [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}} {
					for y := range h {
						acrossRow(rows, v, w, h, o, y)
					}
				}
			}
		})
	}
}
