package trace

import (
	"math"
	"runtime"
	"sync"
)

// A lineMap is a sheet's contour lines found once over the whole scan
// (Options.Curves), before any hexside is read:
//
//  1. contour-ink density: every pixel's optical density per channel
//     (-ln(c/255), so inks printed over a tint add to its density), taken
//     along the picked contour colour's density with the neutral part
//     removed (the black grid, ids and town blocks add nothing);
//  2. a line filter at the scan's line width: a pixel is line ink where it
//     is denser than both sides at lineHalf pixels across, in the best of
//     four directions (an edge, a tint's or a crown's border, is denser
//     on one side only), kept where no neighbour across is stronger (thin
//     line pixels with a strength and a direction);
//  3. linked into curves (8-connected, hysteresis from lineLow to
//     lineHigh), each with a score from its length and straightness: tree
//     crowns, scribbles, tufts and letters are short or coil, contours run
//     on smoothly across hexsides.
type lineMap struct {
	x0, y0 int // the scan's origin
	w, h   int
	curves curvePixels // per pixel: curve index + 1 of a kept line pixel, 0 none
	score  []float32   // per curve: 0..1, how surely it is a contour line
	merge  float64     // touches of two curves this near along a segment are one line, px
	along  bool        // the response was averaged along the line (ridgeAlong)
	// parity: a side's count is the sum over curves of each curve's
	// crossings mod 2 (parityCount), not the number of crossings
	parity bool
}

// Line filter parameters: strengths in contour-ink shares of full density.
const (
	lineLow     = 0.1  // least strength of a line pixel
	lineHigh    = 0.2  // a curve needs one pixel this strong
	lineLenMin  = 0.22 // least curve extent, hex radii
	lineLenSure = 0.5  // extent from which a curve's length is sure, hex radii
	lineCoil    = 2.2  // pixels per pixel of extent beyond which a curve coils
)

// lineHalfPx returns the distance across a line its sides are read at, for
// a scan of ppm pixels per mm: beyond half the widest line (0.5 mm index
// lines) and its blur, at least 2 px.
func lineHalfPx(ppm float64) int {
	return max(2, int(math.Round(0.3*ppm)))
}

// density returns a colour channel's optical density, -ln(v/255), with
// v held above 5 (transmitDensity's floor of 0.02).
func density(v float64) float64 { return transmitDensity(v / 255) }

// contourWeights returns per-channel weights w: a pixel's contour-ink
// evidence is sum of w[c]*density[c]. w is the contour ink's density
// direction whitened against the area texture of the taught hexes (each
// sample's density less its hex's median: tree crowns, scribbles, screens)
// and against neutral ink (grid, ids, blocks): w = S^-1 d scaled so the
// picked ink on paper gives 1, where S is that texture's covariance plus
// the printed grid's (samples on the taught hexes' sides, each less its
// hex's median), a neutral term and a small floor. hexes are the taught
// hexes' interior sample colours, grid their side samples.
func contourWeights(ink [3]float64, hexes, grid [][][3]float64) [3]float64 {
	d, cov := inkTexture(ink, hexes, grid)
	w, _ := inkWeights(d, cov)
	return w
}

// inkTexture returns the picked ink's density over paper, d, and the
// covariance S that contourWeights weighs against: the texture of hexes
// and of grid (each sample less its hex's median density), a neutral term
// and a small floor.
func inkTexture(ink [3]float64, hexes, grid [][][3]float64) (d [3]float64, cov [3][3]float64) {
	for c := range 3 {
		d[c] = density(ink[c]) - density(inkPaper)
	}
	tex := deviations(hexes, hexes)
	gr := deviations(hexes, grid)
	for i := range 3 {
		for j := range 3 {
			cov[i][j] = tex[i][j] + gr[i][j] + textureNeutral/3
		}
		cov[i][i] += textureFloor
	}
	return d, cov
}

// inkWeights returns w = S^-1 d scaled so that d weighs 1; zero and false
// where S is singular or d weighs nothing.
func inkWeights(d [3]float64, cov [3][3]float64) ([3]float64, bool) {
	w, ok := solve3(cov, d)
	if !ok {
		return [3]float64{}, false
	}
	k := w[0]*d[0] + w[1]*d[1] + w[2]*d[2]
	if !(k > 1e-9) {
		return [3]float64{}, false
	}
	return [3]float64{w[0] / k, w[1] / k, w[2] / k}, true
}

// deviations returns the mean outer product of the densities of samples[k]
// less the median density of hexes[k].
func deviations(hexes, samples [][][3]float64) [3][3]float64 {
	var cov [3][3]float64
	n := 0.0
	buf := make([]float64, 0, 512)
	for k, cols := range hexes {
		if len(cols) == 0 || k >= len(samples) {
			continue
		}
		mc := medianColour(cols, buf)
		var med [3]float64
		for c := range 3 {
			med[c] = density(mc[c])
		}
		for _, col := range samples[k] {
			var e [3]float64
			for c := range 3 {
				e[c] = density(col[c]) - med[c]
			}
			for i := range 3 {
				for j := range 3 {
					cov[i][j] += e[i] * e[j]
				}
			}
			n++
		}
	}
	if n > 0 {
		for i := range 3 {
			for j := range 3 {
				cov[i][j] /= n
			}
		}
	}
	return cov
}

// Texture covariance terms of contourWeights, density units squared: the
// neutral ink's weight and a floor for channel noise.
const (
	textureNeutral = 1.0
	textureFloor   = 0.003
)

// solve3 solves m x = b by Cramer's rule; not ok when m is singular.
func solve3(m [3][3]float64, b [3]float64) ([3]float64, bool) {
	det := func(a [3][3]float64) float64 {
		return a[0][0]*(a[1][1]*a[2][2]-a[1][2]*a[2][1]) - a[0][1]*(a[1][0]*a[2][2]-a[1][2]*a[2][0]) + a[0][2]*(a[1][0]*a[2][1]-a[1][1]*a[2][0])
	}
	dm := det(m)
	if math.Abs(dm) < 1e-12 {
		return [3]float64{}, false
	}
	var x [3]float64
	for c := range 3 {
		a := m
		for r := range 3 {
			a[r][c] = b[r]
		}
		x[c] = det(a) / dm
	}
	return x, true
}

// densityRowBytes sets row y's density d (w values) from its pixels' bytes
// px (bpp bytes a pixel, red first), as buildLineMap sets it from the
// row's colours: the same table entries summed in the same order.
func densityRowBytes(d []float32, px []uint8, bpp int, luts [][3][256]float32, types []uint8, bs, bw, y int) {
	if types == nil {
		lut := &luts[0]
		for x := range d {
			v := px[bpp*x : bpp*x+3 : bpp*x+3]
			d[x] = lut[0][v[0]] + lut[1][v[1]] + lut[2][v[2]]
		}
		return
	}
	trow := types[(y/bs)*bw:]
	for x := range d {
		lut := &luts[trow[x/bs]]
		v := px[bpp*x : bpp*x+3 : bpp*x+3]
		d[x] = lut[0][v[0]] + lut[1][v[1]] + lut[2][v[2]]
	}
}

// densityLUT returns w[c]*density(v) for every channel c and value v.
func densityLUT(w [3]float64) [3][256]float32 {
	var lut [3][256]float32
	for c := range 3 {
		for v := range 256 {
			lut[c][v] = float32(w[c] * density(float64(v)))
		}
	}
	return lut
}

// newLineMap finds the contour lines of scan p (bounds w x h from its
// origin) for hexes of rpx pixels radius at ppm pixels per mm, its
// contour-ink density weighed by wts or, where tw is not nil, by the weights
// of the taught type nearest each block of the scan (typeWeights).
func newLineMap(p pixels, wts [3]float64, tw *typedWeights, ppm, rpx float64, grid gridFunc) *lineMap {
	return buildLineMap(p, wts, tw, ppm, rpx, grid, 0, nil, false, false)
}

// buildLineMap is newLineMap with the line filter's response averaged
// along the line over along pixels either side (ridgeAlong; 0: the
// single-pixel filter), working in bufs (nil: buffers of its own), with
// parity, each curve's crossings of a side counted mod 2 (parityCount), and
// with rings (Options.LineMapRings) the single-pixel map's coil test made
// by blocks (coilsLocally), as the averaged map's always is.
func buildLineMap(p pixels, wts [3]float64, tw *typedWeights, ppm, rpx float64, grid gridFunc, along int, bufs *lineBufs, parity, rings bool) *lineMap {
	if bufs == nil {
		bufs = &lineBufs{}
	}
	b := p.b
	w, h := b.Dx(), b.Dy()
	luts := [][3][256]float32{densityLUT(wts)}
	var types []uint8
	bs, bw := 1, 1
	if tw != nil {
		luts = luts[:0]
		for _, wk := range tw.w {
			luts = append(luts, densityLUT(wk))
		}
		bs = typeBlockPx(ppm)
		types, bw, _ = tw.blockTypes(p, bs)
	}
	s := bufs.density(w * h)
	rowBands(h, func(y0, y1 int) {
		var buf []float32
		for y := y0; y < y1; y++ {
			if px, bpp, ok := p.rowBytes(b.Min.X, b.Min.Y+y, w); ok {
				densityRowBytes(s[y*w:(y+1)*w], px, bpp, luts, types, bs, bw, y)
				continue
			}
			buf = p.row(b.Min.X, b.Min.Y+y, w, buf[:0])
			if types == nil {
				lut := &luts[0]
				for x := range w {
					s[y*w+x] = lut[0][int(buf[3*x])] + lut[1][int(buf[3*x+1])] + lut[2][int(buf[3*x+2])]
				}
				continue
			}
			trow := types[(y/bs)*bw:]
			for x := range w {
				lut := &luts[trow[x/bs]]
				s[y*w+x] = lut[0][int(buf[3*x])] + lut[1][int(buf[3*x+1])] + lut[2][int(buf[3*x+2])]
			}
		}
	})
	s = blur121(s, w, h)
	hp := lineHalfPx(ppm)
	dg := max(1, int(math.Round(float64(hp)/math.Sqrt2)))
	offs := [4][2]int{{hp, 0}, {dg, dg}, {0, hp}, {-dg, dg}} // normals
	steps := [4][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}}
	dir := bufs.dirs(w * h)
	r := s // the strength takes the density's place
	if l := along; l > 0 {
		// the response averaged along the line (linemapalong.go)
		ridgeAlongInPlace(s, dir, w, h, offs, l)
	} else {
		lineStrengthInPlace(s, dir, w, h, hp, offs, runtime.GOMAXPROCS(0))
	}
	// Non-maximum suppression across the line: a kept pixel is marked in
	// its own direction byte (lineKept), which nothing reads after this.
	rows(h, func(y int) {
		for x := range w {
			v := r[y*w+x]
			if v < lineLow {
				continue
			}
			st := steps[dir[y*w+x]&^lineKept]
			x0, y0, x1, y1 := x+st[0], y+st[1], x-st[0], y-st[1]
			if x0 >= 0 && x0 < w && y0 >= 0 && y0 < h && r[y0*w+x0] > v {
				continue
			}
			if x1 >= 0 && x1 < w && y1 >= 0 && y1 < h && r[y1*w+x1] > v {
				continue
			}
			if grid != nil {
				// On the printed grid and along it: the hexside's line.
				d, nx, ny := grid(float64(b.Min.X+x)+0.5, float64(b.Min.Y+y)+0.5)
				if d <= gridBand(ppm) && alongGrid(dir[y*w+x], nx, ny) {
					continue
				}
			}
			dir[y*w+x] |= lineKept
		}
	})
	m := &lineMap{x0: b.Min.X, y0: b.Min.Y, w: w, h: h, merge: float64(2 * hp), along: along > 0}
	m.parity = parity
	m.link(dir, r, rpx, along > 0 || rings)
	return m
}

// lineRow sets rr and dr (row y of a w x h line strength and direction)
// to the line filter's strength and direction at each pixel of density
// rows (rows(y) is row y of the density, w values): the least of the
// pixel's excess over the two pixels offs[k] either side, in the best
// direction k (0 and direction 0 where no excess is positive; directions
// whose pixels fall off the scan are not tried). Pixels whose every
// offset lies on the scan (hp from each edge, dg <= hp) read the rows
// either side as slices lined up with the row, with no bounds to check a
// pixel; the arithmetic is lineRowPlain's, and the strength and direction
// are taken without branching on the data (lineRowSelect): on a scan's
// density the best direction changes from pixel to pixel, and a chain of
// compares mispredicts (BenchmarkLineRow: about 4x slower).
func lineRow(rows func(y int) []float32, rr []float32, dr []uint8, w, h, y, hp int, offs [4][2]int) {
	if y < hp || y >= h-hp || w <= 2*hp {
		lineRowPlain(rows, rr, dr, w, h, y, 0, w, offs)
		return
	}
	lineRowPlain(rows, rr, dr, w, h, y, 0, hp, offs)
	lineRowPlain(rows, rr, dr, w, h, y, w-hp, w, offs)
	n := w - 2*hp
	cr := rows(y)[hp : hp+n]
	// fw[k], bw[k]: the pixels offs[k] ahead of and behind each of cr's
	side := func(k, sign int) []float32 {
		o := offs[k]
		return rows(y + sign*o[1])[hp+sign*o[0]:][:n]
	}
	fw0, bw0 := side(0, 1), side(0, -1)
	fw1, bw1 := side(1, 1), side(1, -1)
	fw2, bw2 := side(2, 1), side(2, -1)
	fw3, bw3 := side(3, 1), side(3, -1)
	rr, dr = rr[hp:hp+n], dr[hp:hp+n]
	if !lineRowSelect {
		lineRowBranches(cr, fw0, bw0, fw1, bw1, fw2, bw2, fw3, bw3, rr, dr)
		return
	}
	for i, c := range cr {
		v0 := min(c-fw0[i], c-bw0[i])
		v1 := min(c-fw1[i], c-bw1[i])
		v2 := min(c-fw2[i], c-bw2[i])
		v3 := min(c-fw3[i], c-bw3[i])
		best := max(0, v0, v1, v2, v3)
		bk := 3
		if v2 == best {
			bk = 2
		}
		if v1 == best {
			bk = 1
		}
		if v0 == best {
			bk = 0
		}
		if best == 0 {
			bk = 0
		}
		rr[i], dr[i] = best, uint8(bk)
	}
}

// lineRowSelect: lineRow takes each pixel's strength as the largest of
// the four directions' least excesses (min and max, no branch on the
// data) and its direction as the first that reaches it; off, the
// compares and branches of lineRowBranches. The same values either way
// (the density holds no NaN; a zero of either sign is not over 0).
var lineRowSelect = true

// lineRowBranches is lineRow's inner loop as a chain of compares.
func lineRowBranches(cr, fw0, bw0, fw1, bw1, fw2, bw2, fw3, bw3, rr []float32, dr []uint8) {
	for i, c := range cr {
		// min(a, b) as a compare: the density holds no NaN, and a zero
		// of either sign is not over best
		best, bk := float32(0), uint8(0)
		if a, b := c-fw0[i], c-bw0[i]; b < a {
			if b > best {
				best, bk = b, 0
			}
		} else if a > best {
			best, bk = a, 0
		}
		if a, b := c-fw1[i], c-bw1[i]; b < a {
			if b > best {
				best, bk = b, 1
			}
		} else if a > best {
			best, bk = a, 1
		}
		if a, b := c-fw2[i], c-bw2[i]; b < a {
			if b > best {
				best, bk = b, 2
			}
		} else if a > best {
			best, bk = a, 2
		}
		if a, b := c-fw3[i], c-bw3[i]; b < a {
			if b > best {
				best, bk = b, 3
			}
		} else if a > best {
			best, bk = a, 3
		}
		rr[i], dr[i] = best, bk
	}
}

// lineRowPlain is lineRow on pixels x0..x1-1 of row y, each offset's
// pixels checked against the scan's bounds.
func lineRowPlain(rows func(y int) []float32, rr []float32, dr []uint8, w, h, y, x0, x1 int, offs [4][2]int) {
	c0 := rows(y)
	for x := x0; x < x1; x++ {
		c := c0[x]
		best, bk := float32(0), 0
		for k, o := range offs {
			xa, ya, xb, yb := x+o[0], y+o[1], x-o[0], y-o[1]
			if xa < 0 || xa >= w || xb < 0 || xb >= w || ya < 0 || ya >= h || yb < 0 || yb >= h {
				continue
			}
			v := min(c-rows(ya)[xa], c-rows(yb)[xb])
			if v > best {
				best, bk = v, k
			}
		}
		rr[x], dr[x] = best, uint8(bk)
	}
}

// lineStrengthInPlace is lineRow over every row of density s (w x h),
// each row's strength written over its density once no later row reads
// it, so the strength takes no second w x h buffer; dir gets the
// directions. The rows are split into bands (bandsOf(h, bands)), one
// worker each: a band keeps the strength of its last hp+1 rows aside
// until their density is read, and reads the density rows of its
// neighbours' bands from copies taken before any band starts.
func lineStrengthInPlace(s []float32, dir []uint8, w, h, hp int, offs [4][2]int, bands int) {
	if w == 0 || h == 0 {
		return
	}
	split := bandsOf(h, bands)
	halos := bandHalos(s, w, h, hp, split)
	var wg sync.WaitGroup
	for b, bd := range split {
		wg.Go(func() {
			y0, y1, hl := bd[0], bd[1], halos[b]
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
			ring := make([]float32, (hp+1)*w)
			slot := func(y int) []float32 { return ring[(y%(hp+1))*w : (y%(hp+1)+1)*w] }
			for y := y0; y < y1; y++ {
				lineRow(rows, slot(y), dir[y*w:(y+1)*w], w, h, y, hp, offs)
				if f := y - hp; f >= y0 {
					copy(s[f*w:(f+1)*w], slot(f)) // no later row reads row f's density
				}
			}
			for f := max(y0, y1-hp); f < y1; f++ {
				copy(s[f*w:(f+1)*w], slot(f))
			}
		})
	}
	wg.Wait()
}

// gridFunc returns the distance in pixels from scan pixel (x, y) to the
// nearest printed hexside and that side's unit normal.
type gridFunc func(x, y float64) (d, nx, ny float64)

// gridBand returns how near a hexside, in pixels, a line pixel along it is
// taken for the printed grid: half the widest grid line (0.2 mm) and the
// calibration's error, at least 1.5 px.
func gridBand(ppm float64) float64 { return max(1.5, 0.25*ppm) }

// alongGrid reports whether line direction k (its normal at k*45 degrees)
// runs along a hexside of normal (nx, ny): the normals within 22.5 degrees.
func alongGrid(k uint8, nx, ny float64) bool {
	a := math.Atan2(ny, nx) - float64(k)*math.Pi/4
	a = math.Mod(math.Abs(a), math.Pi)
	return a <= math.Pi/8+1e-9 || a >= math.Pi-math.Pi/8-1e-9
}

// lineKept marks a pixel the non-maximum suppression kept, in the pixel's
// direction byte (directions are 0-3): the map needs no separate w x h
// slice of flags for it.
const lineKept uint8 = 0x80

// link joins kept pixels (those with lineKept set in keep) into
// 8-connected curves and scores them (curveScore; with local, a long
// curve is a coil only where it coils locally: coilsLocally).
func (m *lineMap) link(keep []uint8, r []float32, rpx float64, local bool) {
	w, h := m.w, m.h
	// lineKept is cleared as its pixels are taken into a curve; idx and
	// ids are the kept curves' pixels and their curve ids
	var stack, pix, idx []int
	var ids []int32
	for start := range keep {
		if keep[start]&lineKept == 0 {
			continue
		}
		keep[start] &^= lineKept
		stack = append(stack[:0], start)
		pix = pix[:0]
		peak := float32(0)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			pix = append(pix, i)
			peak = max(peak, r[i])
			x, y := i%w, i/w
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || nx >= w || ny < 0 || ny >= h {
						continue
					}
					j := ny*w + nx
					if keep[j]&lineKept != 0 {
						keep[j] &^= lineKept
						stack = append(stack, j)
					}
				}
			}
		}
		sc := curveScore(pix, w, peak, rpx, local)
		if sc <= 0 {
			continue
		}
		m.score = append(m.score, float32(sc))
		id := int32(len(m.score))
		for _, i := range pix {
			idx, ids = append(idx, i), append(ids, id)
		}
	}
	m.curves = newCurvePixels(w*h, idx, ids)
}

// curveScore returns how surely the pixels pix (of a w-wide map) with
// strongest strength peak are a contour line, 0..1 (0: dropped): by the
// curve's extent along its main axis, in hex radii of rpx pixels, and how
// many pixels it takes per pixel of that extent (a coil or a blob takes many).
func curveScore(pix []int, w int, peak float32, rpx float64, local bool) float64 {
	if peak < lineHigh || len(pix) < 3 {
		return 0
	}
	ext := extent(pix, w)
	n := float64(len(pix))
	if ext < lineLenMin*rpx || n > lineCoil*ext && (!local || coilsLocally(pix, w, rpx)) {
		return 0
	}
	return max(0.01, min(1, (ext/rpx-lineLenMin)/(lineLenSure-lineLenMin)))
}

// coilsLocally reports whether a curve (pixels pix of a w-wide map) coils
// where it runs: cut into square blocks of lineLenSure hex radii (rpx
// pixels), at least half its pixels lie in blocks where the piece takes
// more than lineCoil pixels per pixel of its extent. A contour ring or a
// long bending contour, linked whole, takes many pixels per pixel of its
// extent over all (a circle: 2.6 per pixel of line width) but runs nearly
// straight within each block; a tree crown's outline or a tangle of
// texture coils at every scale.
func coilsLocally(pix []int, w int, rpx float64) bool {
	b := max(4, int(lineLenSure*rpx))
	blocks := map[[2]int][]int{}
	for _, i := range pix {
		k := [2]int{(i % w) / b, (i / w) / b}
		blocks[k] = append(blocks[k], i)
	}
	coiled := 0
	for _, bp := range blocks {
		if len(bp) >= 3 && float64(len(bp)) > lineCoil*max(1, extent(bp, w)) {
			coiled += len(bp)
		}
	}
	return 2*coiled >= len(pix)
}

// extent returns the length in pixels of the pixels pix (of a w-wide map)
// along their main axis: sqrt(12 var), the length of a straight run of
// that variance.
func extent(pix []int, w int) float64 {
	var sx, sy, sxx, syy, sxy float64
	for _, i := range pix {
		x, y := float64(i%w), float64(i/w)
		sx += x
		sy += y
		sxx += x * x
		syy += y * y
		sxy += x * y
	}
	n := float64(len(pix))
	cx, cy := sx/n, sy/n
	vxx, vyy, vxy := sxx/n-cx*cx, syy/n-cy*cy, sxy/n-cx*cy
	tr, det := vxx+vyy, vxx*vyy-vxy*vxy
	l1 := tr/2 + math.Sqrt(max(0, tr*tr/4-det))
	return math.Sqrt(12 * l1) // a straight run of length L has variance L^2/12
}

// blur121 returns s smoothed by the separable [1 2 1]/4 kernel, in place.
// Each band of rows keeps three rows of the horizontal pass; the rows just
// outside it are read before any band writes.
func blur121(s []float32, w, h int) []float32 {
	hblur := func(y int, t []float32) []float32 {
		row := s[y*w : (y+1)*w]
		t = t[:0]
		for x := range w {
			a, c := row[max(0, x-1)], row[min(w-1, x+1)]
			t = append(t, (a+2*row[x]+c)/4)
		}
		return t
	}
	n := runtime.GOMAXPROCS(0)
	band := (h + n - 1) / n
	type edges struct{ above, below []float32 }
	var bands []int
	for y0 := 0; y0 < h; y0 += band {
		bands = append(bands, y0)
	}
	edge := make([]edges, len(bands))
	var wg sync.WaitGroup
	for i, y0 := range bands {
		wg.Go(func() {
			if y0 > 0 {
				edge[i].above = hblur(y0-1, nil)
			}
			if y1 := min(h, y0+band); y1 < h {
				edge[i].below = hblur(y1, nil)
			}
		})
	}
	wg.Wait()
	for i, y0 := range bands {
		wg.Go(func() {
			y1 := min(h, y0+band)
			cur := hblur(y0, nil)
			prev := cur
			if y0 > 0 {
				prev = edge[i].above
			}
			var next, spare []float32
			for y := y0; y < y1; y++ {
				switch {
				case y+1 >= h:
					next = cur
				case y+1 < y1:
					next = hblur(y+1, spare)
				default:
					next = edge[i].below
				}
				out := s[y*w : (y+1)*w]
				for x := range w {
					out[x] = (prev[x] + 2*cur[x] + next[x]) / 4
				}
				if y > y0 || y0 > 0 {
					spare = prev // free to be overwritten
				}
				prev, cur = cur, next
			}
		})
	}
	wg.Wait()
	return s
}

// rows runs fn for 0..h-1 on GOMAXPROCS goroutines, in bands.
func rows(h int, fn func(y int)) {
	rowBands(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			fn(y)
		}
	})
}

// rowBands splits 0..h-1 into GOMAXPROCS bands y0..y1-1 and runs fn on
// each in its own goroutine.
func rowBands(h int, fn func(y0, y1 int)) {
	var wg sync.WaitGroup
	for _, b := range bandsOf(h, runtime.GOMAXPROCS(0)) {
		wg.Go(func() { fn(b[0], b[1]) })
	}
	wg.Wait()
}

// bandHalo is a copy of the rows lo..y0-1 and y1..hi-1 around band y0..y1
// of a plane, taken before an in-place pass over the bands overwrites the
// rows its neighbours own.
type bandHalo struct {
	lo, hi int
	rows   []float32
}

// bandHalos copies, for each of bands of plane s (w x h), the rows within
// reach of it on either side (clipped to the plane).
func bandHalos(s []float32, w, h, reach int, bands [][2]int) []bandHalo {
	halos := make([]bandHalo, len(bands))
	for b, bd := range bands {
		lo, hi := max(0, bd[0]-reach), min(h, bd[1]+reach)
		hl := bandHalo{lo: lo, hi: hi, rows: make([]float32, 0, (bd[0]-lo+hi-bd[1])*w)}
		hl.rows = append(hl.rows, s[lo*w:bd[0]*w]...)
		hl.rows = append(hl.rows, s[bd[1]*w:hi*w]...)
		halos[b] = hl
	}
	return halos
}

// bandsOf splits rows 0..h-1 into at most n bands of equal height (the
// last shorter), each as its first row and one past its last.
func bandsOf(h, n int) [][2]int {
	band := (h + max(1, n) - 1) / max(1, n)
	var out [][2]int
	for y0 := 0; y0 < h; y0 += band {
		out = append(out, [2]int{y0, min(h, y0+band)})
	}
	return out
}

// at returns the curve index + 1 at scan pixel (x, y), 0 for none or outside.
func (m *lineMap) at(x, y int) int32 {
	x, y = x-m.x0, y-m.y0
	if x < 0 || y < 0 || x >= m.w || y >= m.h {
		return 0
	}
	return m.curves.at(y*m.w + x)
}
