package trace

import (
	"math"
	"sort"
)

// Line map weights per taught terrain type.
//
// The sheet-wide contour weights (contourWeights) weigh a pixel's density
// against the paper's texture: over a dark screened tint (plate woods, a
// yellow and cyan screen under crowns) one channel, the blue, holds most of
// the contour ink's density on paper but only noise over the tint (the
// yellow leaves it a tenth of the paper's light, the screen's dots swing it
// from nothing to a third). typeWeights whitens the contour ink against each
// taught type's own texture instead, with the ink's density over that
// type's median colour, and newLineMap reads each block of the scan (about
// a millimetre) with the weights of the taught type whose mean colour is
// nearest the block's, averaged over the blocks around it (wider than a
// line and the screen's period).

// typedWeights are contour-ink weights for each taught terrain type: the
// type's mean sample density and its weights (scaled so the contour ink
// printed over the type's median colour gives 1).
type typedWeights struct {
	mean [][3]float64 // per type: mean density of its interior samples
	w    [][3]float64 // per type: weights
}

// typeWeights returns the contour ink's weights per taught type: ink is
// the picked contour colour, hexes and grid the taught hexes' interior and
// side samples (as contourWeights), types their terrain names. Types whose
// texture leaves the ink no direction are left out; nil if none is left.
func typeWeights(ink [3]float64, hexes, grid [][][3]float64, types []string) *typedWeights {
	gr := deviations(hexes, grid)
	byType := map[string][]int{}
	for k, tp := range types {
		if k < len(hexes) && len(hexes[k]) > 0 {
			byType[tp] = append(byType[tp], k)
		}
	}
	names := make([]string, 0, len(byType))
	for tp := range byType {
		names = append(names, tp)
	}
	sort.Strings(names)
	out := &typedWeights{}
	buf := make([]float64, 0, 512)
	for _, tp := range names {
		var hs [][][3]float64
		var all [][3]float64
		for _, k := range byType[tp] {
			hs = append(hs, hexes[k])
			all = append(all, hexes[k]...)
		}
		med := medianColour(all, buf)
		var d, mean [3]float64
		for c := range 3 {
			// the ink printed over the type's median: its light times
			// the ink's share of the paper's
			line := max(scanBlack, med[c]*min(1, ink[c]/inkPaper))
			d[c] = density(line) - density(med[c])
		}
		for _, col := range all {
			for c := range 3 {
				mean[c] += density(col[c]) / float64(len(all))
			}
		}
		tex := deviations(hs, hs)
		var cov [3][3]float64
		for i := range 3 {
			for j := range 3 {
				cov[i][j] = tex[i][j] + gr[i][j] + textureNeutral/3
			}
			cov[i][i] += textureFloor
		}
		w, ok := solve3(cov, d)
		if !ok {
			continue
		}
		s := w[0]*d[0] + w[1]*d[1] + w[2]*d[2]
		if !(s > 1e-9) {
			continue
		}
		out.mean = append(out.mean, mean)
		out.w = append(out.w, [3]float64{w[0] / s, w[1] / s, w[2] / s})
	}
	if len(out.w) == 0 {
		return nil
	}
	return out
}

// nearest returns the type whose mean density is nearest density m.
func (tw *typedWeights) nearest(m [3]float64) int {
	best, bk := math.Inf(1), 0
	for k, t := range tw.mean {
		d := 0.0
		for c := range 3 {
			d += (m[c] - t[c]) * (m[c] - t[c])
		}
		if d < best {
			best, bk = d, k
		}
	}
	return bk
}

// typeBlockPx returns the side of the blocks the line map picks a type
// for, px at ppm pixels per mm: about a millimetre.
func typeBlockPx(ppm float64) int { return max(4, int(math.Round(ppm))) }

// blockTypes returns, for blocks of bs x bs pixels over scan p, the index
// of the taught type nearest each block's mean density averaged over the
// 3 x 3 blocks around it (bw x bh blocks, row-major).
func (tw *typedWeights) blockTypes(p pixels, bs int) (types []uint8, bw, bh int) {
	b := p.b
	w, h := b.Dx(), b.Dy()
	bw, bh = (w+bs-1)/bs, (h+bs-1)/bs
	var dl [256]float64
	for v := range 256 {
		dl[v] = density(float64(v))
	}
	sums := make([][3]float64, bw*bh)
	ns := make([]int, bw*bh)
	rowBands(bh, func(by0, by1 int) {
		var buf []float32 // one row's colours, where its bytes cannot be read
		for by := by0; by < by1; by++ {
			for y := by * bs; y < min(h, (by+1)*bs); y++ {
				if px, bpp, ok := p.rowBytes(b.Min.X, b.Min.Y+y, w); ok {
					blockSumsBytes(sums[by*bw:], ns[by*bw:], px, bpp, bs, &dl)
					continue
				}
				buf = p.row(b.Min.X, b.Min.Y+y, w, buf[:0])
				for x := range w {
					k := by*bw + x/bs
					for c := range 3 {
						sums[k][c] += dl[int(buf[3*x+c])]
					}
					ns[k]++
				}
			}
		}
	})
	types = make([]uint8, bw*bh)
	rows(bh, func(by int) {
		for bx := range bw {
			var m [3]float64
			n := 0
			for y := max(0, by-1); y <= min(bh-1, by+1); y++ {
				for x := max(0, bx-1); x <= min(bw-1, bx+1); x++ {
					for c := range 3 {
						m[c] += sums[y*bw+x][c]
					}
					n += ns[y*bw+x]
				}
			}
			if n == 0 {
				continue
			}
			for c := range 3 {
				m[c] /= float64(n)
			}
			types[by*bw+bx] = uint8(tw.nearest(m))
		}
	})
	return types, bw, bh
}

// blockSumsBytes adds to sums[x/bs] and ns[x/bs] each pixel x's densities
// (dl of each channel's byte) and a count, for one row's pixels px (bpp
// bytes a pixel, red first): blockTypes' sums in the same order.
func blockSumsBytes(sums [][3]float64, ns []int, px []uint8, bpp, bs int, dl *[256]float64) {
	for x := range len(px) / bpp {
		k := x / bs
		v := px[bpp*x : bpp*x+3 : bpp*x+3]
		sums[k][0] += dl[v[0]]
		sums[k][1] += dl[v[1]]
		sums[k][2] += dl[v[2]]
		ns[k]++
	}
}

// lineMapTyped switches the line map's per-type weights on.
var lineMapTyped = false

// scanBlack is the darkest a channel reads on a scan, 0..255: the scanner's
// black point and its noise leave a dark tint's channel no room below it for
// the contour ink's density.
var scanBlack = 25.0
