package trace

import (
	"math"
	"runtime"
	"sync"
)

// The line filter's support along the line. newLineMap's filter reads a
// pixel against the two points lineHalf pixels across it: one pixel's
// worth of evidence, which a dense screened tint (plate woods: a cyan and
// yellow screen under crown outlines, its moiré left after the descreen)
// matches as often as a thin contour over it does. A contour runs on
// straight for far longer than the screen's period, the moiré's ridges
// and a crown's arc do not. ridgeAlong averages the across-the-line
// response of each of the four directions along that direction's line,
// over lineAlongMM either side, and a pixel keeps the least of its own
// response and that mean: a line's pixels keep their strength, an isolated
// screen dot or a short arc's loses it. The noise over the tint falls by
// about the square root of the pixels averaged, so a faint line over woods
// stands out where the single-pixel filter drowned it.

// lineAlongMM is the default half-length along the line the response is
// averaged over, mm (Options.LineAlongMM; 0: the single-pixel filter).
// Plate seeds 21-22, 300 dpi light, sides touching woods read right by the
// line map: 0 -> 0.5 mm took 26.7 -> 57.8% and 63.0 -> 67.1%, sides in the
// open 77.9 -> 79.2% and 87.8 -> 94.9% (TestDiagLineMapWoods); 0.8 mm lost
// recall. With coilsLocally, plainFallback and the averaged map's own
// recall values in flagMapRecall (alongRecallLack), plate 21-30 at 300 dpi
// reads 48.5/53.9/49.7 -> 52.5/58.7/50.2% right (light/moderate/heavy;
// wrong and not flagged 1.9/1.2/1.2 -> 1.2/0.9/1.1%), plate 31-35 light
// 55.3 -> 62.5% (3.8 -> 2.0%), printed 21-25 at 300 within a side of the
// single-pixel map (FIGURES.md, s40-woodszeros). On every sheet it read
// the held-out printed 300 dpi contours lower (light 96.5 -> 95.1%,
// moderate 93.3 -> 91.2%) and 600 dpi light with twice the review items;
// it is now built only on sheets with overprinted screens
// (linemapscreened.go), which no printed sheet shows. With the dark-tint
// weights (Options.LineMapDark, on the same sheets) plate 300 dpi 21-25
// light read 40.2 -> 46.3% right (wrong and
// not flagged 2.5 -> 1.3%), moderate 44.8 -> 51.1% (1.5 -> 1.4%), heavy
// unchanged (no sheet marked), 31-35 light 55.3 -> 66.9% (3.8 -> 1.3%),
// moderate 67.7 -> 70.0% (2.8 -> 0.4%), but 41-43 light 58.4 -> 54.9%
// (2.5 -> 3.3%; the averaging alone 55.3%, 3.3%), elevation 56.9 ->
// 48.4% (FIGURES.md, s43-platecont), nearly all of it plate 42, whose
// averaged counts fit the corners worse than its plain map's; and s40
// measured it losing on the held-out plate sheets. On by default since
// alongByCorners sets the averaged map aside on such sheets (FIGURES.md,
// s44-platecont); SANDTABLE_LINE_ALONG=0 in sandtable-cli turns it off.
var lineAlongMM = 0.5

// lineAlongDirs are the steps along a line of each of newLineMap's four
// directions (their normals at k*45 degrees).
var lineAlongDirs = [4][2]int{{0, 1}, {-1, 1}, {1, 0}, {1, 1}}

// ridgeAlong fills r (w x h line strength, density shares) and dir (its
// direction, 0..3) from s (w x h blurred contour-ink density): per
// direction k the across response min(s - s[+o], s - s[-o]) for normal
// offsets offs[k] (0 where an offset leaves the scan), averaged along the
// line over the pixels within l px either side that lie on the scan, each
// pixel taking the least of its own response and that mean, the best
// direction kept (the first on a tie; r 0 where none is positive). Each
// direction is one pass over the scan in bands of alongBand rows
// (alongRows), the response held for the rows the mean reaches only. The
// line map builds with ridgeAlongInPlace; this is the plain version its
// tests compare with.
func ridgeAlong(s, r []float32, dir []uint8, w, h int, offs [4][2]int, l int) {
	clear(r)
	for k, o := range offs {
		a := lineAlongDirs[k]
		bands := bandsOf(h, (h+alongBand-1)/alongBand)
		next := make(chan [2]int, len(bands))
		for _, b := range bands {
			next <- b
		}
		close(next)
		var wg sync.WaitGroup
		for range min(len(bands), runtime.GOMAXPROCS(0)) {
			wg.Go(func() {
				var bufs alongBufs
				for b := range next {
					y0, y1 := b[0], b[1]
					alongRows(rowsOf(s, w), r[y0*w:y1*w], dir[y0*w:y1*w], w, h, o, a, l, uint8(k), y0, y1, &bufs)
				}
			})
		}
		wg.Wait()
	}
}

// rowsOf returns row y of s (w values a row).
func rowsOf(s []float32, w int) func(y int) []float32 {
	return func(y int) []float32 { return s[y*w : (y+1)*w] }
}

// ridgeAlongInPlace is ridgeAlong with the response written over the
// density s, so the averaged map takes no second w x h float buffer; the
// same values (TestRidgeAlongInPlaceMatches). It goes band by band (the
// same alongBand bands, so the same sums), all four directions in a band
// before the next, on GOMAXPROCS workers: a band's response is held in a
// band-sized buffer until the band's last direction is done, then copied
// over its density rows. Density rows of a band that other bands read
// (within l+1 rows along the line plus the normal offsets' rows across)
// are copied aside before any band starts, and those bands read the
// copies.
func ridgeAlongInPlace(s []float32, dir []uint8, w, h int, offs [4][2]int, l int) {
	if w == 0 || h == 0 {
		return
	}
	reach := l + 1
	for _, o := range offs {
		reach = max(reach, l+1+o[1], l+1-o[1])
	}
	bands := bandsOf(h, (h+alongBand-1)/alongBand)
	halos := bandHalos(s, w, h, reach, bands)
	next := make(chan int, len(bands))
	for b := range bands {
		next <- b
	}
	close(next)
	var wg sync.WaitGroup
	for range min(len(bands), runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			var bufs alongBufs
			var resp []float32
			for b := range next {
				y0, y1, hl := bands[b][0], bands[b][1], halos[b]
				rows := func(y int) []float32 {
					switch {
					case y >= y0 && y < y1:
						return s[y*w : (y+1)*w]
					case y < y0:
						return hl.rows[(y-hl.lo)*w : (y-hl.lo+1)*w]
					}
					o := (y0 - hl.lo + y - y1) * w
					return hl.rows[o : o+w]
				}
				if n := (y1 - y0) * w; cap(resp) < n {
					resp = make([]float32, n)
				} else {
					resp = resp[:n]
					clear(resp)
				}
				for k, o := range offs {
					alongRows(rows, resp, dir[y0*w:y1*w], w, h, o, lineAlongDirs[k], l, uint8(k), y0, y1, &bufs)
				}
				copy(s[y0*w:y1*w], resp)
			}
		})
	}
	wg.Wait()
}

// alongBand is the height of ridgeAlong's bands, rows: a fixed height, so
// its sums (float64, begun afresh on each band's first row) do not depend
// on the number of cores.
const alongBand = 128

// alongRows does ridgeAlong's pass for direction k (normal offset o, step
// along the line a, a[1] >= 0) on rows y0..y1-1, reading the density's
// row y as rows(y) and keeping the best response and its direction in r
// and dir (rows y0..y1-1 only, w values a row). The sums along the line
// run down the rows: the sum at (x, y) is the one at (x - a[0], y - 1)
// plus the response at (x + a[0]*l, y + l) less the one at
// (x - a[0]*(l+1), y - l - 1), over rows padded by l+1 zeros either side
// (a line's pixels off the scan count as 0 and are not counted); a[1] = 0
// runs along each row instead.
func alongRows(rows func(y int) []float32, r []float32, dir []uint8, w, h int, o, a [2]int, l int, k uint8, y0, y1 int, bufs *alongBufs) {
	e := l + 1
	pw := w + 2*e
	bufs.size(pw, 2*l+2)
	if a[1] == 0 {
		v := bufs.ring[0]
		clear(v)
		for y := y0; y < y1; y++ {
			acrossRow(rows, v[e:e+w], w, h, o, y)
			var sum float64
			for x := -e; x < l; x++ {
				sum += float64(v[e+x])
			}
			for x := range w {
				sum += float64(v[e+x+l]) - float64(v[e+x-l-1])
				n := min(x+l, w-1) - max(x-l, 0) + 1
				keepRidge(r, dir, (y-y0)*w+x, float32(sum/float64(n)), v[e+x], k)
			}
		}
		return
	}
	// ring of the responses of rows y-l-1 .. y+l, padded
	ring := bufs.ring
	slot := func(y int) []float32 { return ring[((y%len(ring))+len(ring))%len(ring)] }
	fill := func(y int) {
		v := slot(y)
		clear(v)
		if y >= 0 && y < h {
			acrossRow(rows, v[e:e+w], w, h, o, y)
		}
	}
	for y := y0 - l - 1; y < y0+l; y++ {
		fill(y)
	}
	dx := a[0]
	cur, prev := bufs.cur, bufs.prev
	for y := y0; y < y1; y++ {
		fill(y + l)
		if y == y0 {
			for X := range pw {
				var sum float64
				for t := -l; t <= l; t++ {
					if xx := X + dx*t; xx >= 0 && xx < pw {
						sum += float64(slot(y + t)[xx])
					}
				}
				cur[X] = sum
			}
		} else {
			stepSums(cur, prev, slot(y+l), slot(y-l-1), dx, l)
		}
		ty0, ty1 := max(-l, -y), min(l, h-1-y)
		v, sums := slot(y)[e:e+w], cur[e:e+w]
		rr, dr := r[(y-y0)*w:(y-y0+1)*w], dir[(y-y0)*w:(y-y0+1)*w]
		// where the whole window lies on the scan, one count
		in0, in1 := 0, w
		if dx != 0 {
			in0, in1 = min(l, w), max(min(l, w), w-l)
		}
		if ty1-ty0 < 2*l {
			in0, in1 = 0, 0
		}
		for x := 0; x < w; x++ {
			if x == in0 && in1 > in0 {
				inv := 1 / float64(2*l+1)
				for i := in0; i < in1; i++ {
					if a := min(float32(sums[i]*inv), v[i]); a > rr[i] {
						rr[i], dr[i] = a, k
					}
				}
				x = in1
				if x >= w {
					break
				}
			}
			t0, t1 := ty0, ty1
			switch {
			case dx > 0:
				t0, t1 = max(t0, -x), min(t1, w-1-x)
			case dx < 0:
				t0, t1 = max(t0, x-(w-1)), min(t1, x)
			}
			keepRidge(r, dir, (y-y0)*w+x, float32(sums[x]/float64(t1-t0+1)), v[x], k)
		}
		cur, prev = prev, cur
	}
}

// alongBufs are alongRows' row buffers, kept by a worker from band to band:
// the ring of padded response rows and the sums along the line of the
// current and previous row.
type alongBufs struct {
	ring      [][]float32
	cur, prev []float64
}

// size makes b hold n ring rows and two sum rows of pw values each.
func (b *alongBufs) size(pw, n int) {
	if len(b.ring) == n && len(b.cur) == pw {
		return
	}
	b.ring = make([][]float32, n)
	for i := range b.ring {
		b.ring[i] = make([]float32, pw)
	}
	b.cur, b.prev = make([]float64, pw), make([]float64, pw)
}

// stepSums sets cur (sums along the line of direction step (dx, 1) over
// +-l rows, on padded rows) from prev (the row above's): the sum one step
// back along the line, plus in (the padded response l rows down) l steps
// ahead, less out (l+1 rows up) l+1 steps back; what falls off the padded
// row counts 0.
func stepSums(cur, prev []float64, in, out []float32, dx, l int) {
	pw := len(cur)
	lo := max(0, dx, -dx*l, dx*(l+1))
	hi := max(lo, pw+min(0, dx, -dx*l, dx*(l+1)))
	at := func(X int) float64 {
		var sum float64
		if xp := X - dx; xp >= 0 && xp < pw {
			sum = prev[xp]
		}
		if xi := X + dx*l; xi >= 0 && xi < pw {
			sum += float64(in[xi])
		}
		if xo := X - dx*(l+1); xo >= 0 && xo < pw {
			sum -= float64(out[xo])
		}
		return sum
	}
	for X := range lo {
		cur[X] = at(X)
	}
	p, a, b := prev[lo-dx:hi-dx], in[lo+dx*l:hi+dx*l], out[lo-dx*(l+1):hi-dx*(l+1)]
	c := cur[lo:hi]
	for i := range c {
		c[i] = p[i] + float64(a[i]) - float64(b[i])
	}
	for X := hi; X < pw; X++ {
		cur[X] = at(X)
	}
}

// keepRidge sets r[i], dir[i] to min(m, v), k where that is over r[i].
func keepRidge(r []float32, dir []uint8, i int, m, v float32, k uint8) {
	if a := min(m, v); a > r[i] {
		r[i], dir[i] = a, k
	}
}

// acrossRow writes into v (w values) row y of the across response of a
// w x h density s (row y read as rows(y)) for normal offset o:
// min(s - s[+o], s - s[-o]), 0 where an offset leaves the scan.
func acrossRow(rows func(y int) []float32, v []float32, w, h int, o [2]int, y int) {
	ya, yb := y+o[1], y-o[1]
	if ya < 0 || ya >= h || yb < 0 || yb >= h {
		clear(v)
		return
	}
	c, pa, pb := rows(y), rows(ya), rows(yb)
	d := max(o[0], -o[0])
	if !acrossSlices || 2*d >= w {
		for x := range w {
			xa, xb := x+o[0], x-o[0]
			if xa < 0 || xa >= w || xb < 0 || xb >= w {
				v[x] = 0
				continue
			}
			v[x] = min(c[x]-pa[xa], c[x]-pb[xb])
		}
		return
	}
	// pixels d from either end: both offsets on the row, read as slices
	// lined up with c, no bounds to check a pixel
	clear(v[:d])
	clear(v[w-d : w])
	n := w - 2*d
	cc, vv := c[d:d+n], v[d:d+n]
	fa, fb := pa[d+o[0]:][:n], pb[d-o[0]:][:n]
	for i, cv := range cc {
		vv[i] = min(cv-fa[i], cv-fb[i])
	}
}

// acrossSlices: acrossRow reads the pixels away from the row's ends as
// slices lined up with the row (the same values; off only in the test
// comparing the two).
var acrossSlices = true

// lineAlongPx returns ridgeAlong's half-length in pixels for mm either
// side at ppm pixels per mm, 0 when off.
func lineAlongPx(mm, ppm float64) int {
	if mm <= 0 {
		return 0
	}
	return max(1, int(math.Round(mm*ppm)))
}
