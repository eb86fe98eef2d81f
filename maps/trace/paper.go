package trace

import (
	"image"
	"math"
	"runtime"
	"slices"
	"sync"
)

// Uneven paper: an old sheet yellows in patches and toward its edges, and a
// scanner's lid shades one side. Both multiply the scan's channels by a
// field that changes over centimetres (yellowing cuts blue most, the very
// channel where brown contour ink stands out). The tracer measures that
// field from the lightest pixels of small tiles, keeps the tiles whose red
// and green are near the sheet's lightest (bare paper, or a pale tint; not
// woods, marsh or town), fits a smooth surface to them (paperfit.go) and
// divides it out, so every part of the sheet reads as its cleanest paper
// does.

const (
	// paperTileMM is the side of a tile whose lightest pixels give the
	// paper's colour there, mm.
	paperTileMM = 4.0
	// paperLight is the share of a tile's pixels, the lightest, taken as
	// its paper.
	paperLight = 0.1
	// paperSpread is how far (a share) the paper must darken somewhere in
	// some channel before the field is divided out: below it the scan is
	// left as it is.
	paperSpread = 0.03
	// paperMaxGain caps the correction of any channel.
	paperMaxGain = 1.6
)

// paperField is a sheet's measured paper: per tile, the gain that brings
// its paper to the sheet's cleanest.
type paperField struct {
	min    image.Point // the image's top-left pixel
	tile   int         // tile side, px
	nx, ny int
	gain   [][3]float32 // ny*nx, row by row
}

// flattenPaper returns sheet si's pixels with its paper field divided out,
// and whether it did (see paperSpread).
func (t *tracer) flattenPaper(si int) (pixels, bool) {
	a := t.job.Sheets[si].Affine
	ppm := math.Sqrt(math.Abs(a.Det()))
	inv, ok := a.Invert()
	if !ok {
		return t.pix[si], false
	}
	holds := t.holds[si]
	inMap := func(x, y float64) bool {
		mx, my := inv.Apply(x, y)
		return holds[t.layout.HexAt(mx, my)]
	}
	f, ok := measurePaper(t.pix[si], ppm, inMap)
	if !ok {
		return t.pix[si], false
	}
	return newPixels(f.apply(t.pix[si])), true
}

// measurePaper measures scan p's paper field (ppm px per mm); inMap tells
// whether a scan position lies on the map. It reports false when the paper
// is even enough to leave alone or there is no map.
func measurePaper(p pixels, ppm float64, inMap func(x, y float64) bool) (paperField, bool) {
	b := p.b
	ts := max(4, int(math.Round(paperTileMM*ppm)))
	f := paperField{min: b.Min, tile: ts, nx: (b.Dx() + ts - 1) / ts, ny: (b.Dy() + ts - 1) / ts}
	light := tileLights(p, f)
	on := make([]bool, len(light))
	for ty := range f.ny {
		for tx := range f.nx {
			cx := float64(b.Min.X) + (float64(tx)+0.5)*float64(ts)
			cy := float64(b.Min.Y) + (float64(ty)+0.5)*float64(ts)
			on[ty*f.nx+tx] = inMap(cx, cy)
		}
	}
	smooth, ok := fitPaper(light, bareTiles(light, on), f.nx, f.ny)
	if !ok {
		return f, false
	}
	var ref [3]float64
	any := false
	for i, c := range smooth {
		if !on[i] {
			continue
		}
		any = true
		for ch := range 3 {
			ref[ch] = max(ref[ch], c[ch])
		}
	}
	if !any {
		return f, false
	}
	f.gain = make([][3]float32, len(smooth))
	spread := 0.0
	for i, c := range smooth {
		for ch := range 3 {
			g := 1.0
			if c[ch] > 0 {
				g = min(paperMaxGain, max(1, ref[ch]/c[ch]))
			}
			f.gain[i][ch] = float32(g)
			if on[i] {
				spread = max(spread, g-1)
			}
		}
	}
	return f, spread >= paperSpread
}

// tileLights returns each tile's paper: the mean colour of its lightest
// pixels (paperLight of them), 0..255 a channel.
func tileLights(p pixels, f paperField) [][3]float64 {
	out := make([][3]float64, f.nx*f.ny)
	bands(f.ny, func(ty int) {
		const bins = 256
		hist := make([]int, f.nx*bins)
		sums := make([][3]float64, f.nx*bins)
		var buf []float32
		y0 := f.min.Y + ty*f.tile
		y1 := min(p.b.Max.Y, y0+f.tile)
		for y := y0; y < y1; y++ {
			buf = p.row(p.b.Min.X, y, p.b.Dx(), buf[:0])
			for x := range p.b.Dx() {
				c := buf[3*x : 3*x+3]
				k := min(bins-1, int((c[0]+c[1]+c[2])*(bins/766.0)))
				j := (x/f.tile)*bins + k
				hist[j]++
				sums[j][0] += float64(c[0])
				sums[j][1] += float64(c[1])
				sums[j][2] += float64(c[2])
			}
		}
		for tx := range f.nx {
			total := 0
			for k := range bins {
				total += hist[tx*bins+k]
			}
			want := max(1, int(paperLight*float64(total)))
			n := 0
			var s [3]float64
			for k := bins - 1; k >= 0 && n < want; k-- {
				j := tx*bins + k
				n += hist[j]
				for ch := range 3 {
					s[ch] += sums[j][ch]
				}
			}
			if n > 0 {
				out[ty*f.nx+tx] = [3]float64{s[0] / float64(n), s[1] / float64(n), s[2] / float64(n)}
			}
		}
	})
	return out
}

// bareTiles returns which on-map tiles may show bare paper: their lightest
// red and green (which yellowing barely dims) are near the sheet's
// lightest (paperBare of its 95th percentile), so a tile of woods, marsh or
// town tint is not taken for darkened paper.
func bareTiles(light [][3]float64, on []bool) []bool {
	var rs, gs []float64
	for i, c := range light {
		if on[i] {
			rs, gs = append(rs, c[0]), append(gs, c[1])
		}
	}
	bare := make([]bool, len(light))
	if len(rs) == 0 {
		return bare
	}
	slices.Sort(rs)
	slices.Sort(gs)
	rt, gt := rs[len(rs)*95/100], gs[len(gs)*95/100]
	for i, c := range light {
		bare[i] = on[i] && c[0] >= paperBare[0]*rt && c[1] >= paperBare[1]*gt
	}
	return bare
}

// paperBare is how near its red and green a tile's lightest pixels must be
// to the sheet's to count as bare paper (shares).
var paperBare = [2]float64{0.92, 0.85}

// apply returns scan p with each pixel multiplied by the field's gain,
// interpolated bilinearly between tile centres.
func (f paperField) apply(p pixels) *image.RGBA {
	b := p.b
	out := image.NewRGBA(b)
	w := b.Dx()
	// col[x], wx[x]: the tile column left of pixel x's centre and the weight of the
	// one right of it.
	col := make([]int, w)
	wx := make([]float32, w)
	for x := range w {
		u := (float64(x)+0.5)/float64(f.tile) - 0.5
		c := int(math.Floor(u))
		col[x], wx[x] = min(max(c, 0), f.nx-1), float32(min(max(u-float64(c), 0), 1))
		if c < 0 {
			wx[x] = 0
		}
	}
	bands(f.ny, func(ty int) {
		buf := make([]float32, 0, 3*w)
		row := make([][3]float32, f.nx)
		for yi := ty * f.tile; yi < min(b.Dy(), (ty+1)*f.tile); yi++ {
			y := b.Min.Y + yi
			v := (float64(yi)+0.5)/float64(f.tile) - 0.5
			r := int(math.Floor(v))
			wy := float32(min(max(v-float64(r), 0), 1))
			r0, r1 := min(max(r, 0), f.ny-1), min(max(r+1, 0), f.ny-1)
			for tx := range f.nx {
				g0, g1 := f.gain[r0*f.nx+tx], f.gain[r1*f.nx+tx]
				for ch := range 3 {
					row[tx][ch] = g0[ch]*(1-wy) + g1[ch]*wy
				}
			}
			buf = p.row(b.Min.X, y, w, buf[:0])
			o := out.PixOffset(b.Min.X, y)
			for x := range w {
				c0 := col[x]
				c1 := min(c0+1, f.nx-1)
				for ch := range 3 {
					g := row[c0][ch]*(1-wx[x]) + row[c1][ch]*wx[x]
					out.Pix[o+ch] = uint8(min(255, buf[3*x+ch]*g+0.5))
				}
				out.Pix[o+3] = 255
				o += 4
			}
		}
	})
	return out
}

// bands runs fn(0..n-1) on GOMAXPROCS goroutines.
func bands(n int, fn func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				fn(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
