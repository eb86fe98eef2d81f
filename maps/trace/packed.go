package trace

import (
	"image/color"
	"math"
)

// Packed colours: a pixel's three channels in one 64-bit word, a lane of
// laneBits bits each (red lowest). A lane holds a channel (0..255) or a
// sum of channels weighted by whole weights summing to kernelOne, at most
// 255 * kernelOne < 1<<laneBits, so sums over a kernel never carry from
// one lane into the next and one multiply-add weighs three channels.

// laneBits is the width of a packed word's lane.
const laneBits = 21

// laneMask keeps one lane's bits.
const laneMask = 1<<laneBits - 1

// kernelOne is what a quantised kernel's weights sum to (1/8192 steps).
const kernelOne = 1 << kernelBits

// kernelBits: log2 of kernelOne.
const kernelBits = 13

// lanes8 keeps the low 8 bits of each lane; laneHalf is half a kernelOne
// in each lane (rounding to nearest before the shift).
const (
	lanes8   = 0xff | 0xff<<laneBits | 0xff<<(2*laneBits)
	laneHalf = kernelOne/2 | (kernelOne/2)<<laneBits | (kernelOne/2)<<(2*laneBits)
)

// gaussKernelQ is gaussKernel with each weight rounded to a whole number
// of 1/kernelOne, the centre weight taking what the rounding left, so the
// weights sum to kernelOne exactly (a flat area stays as it was).
func gaussKernelQ(sigma float64) []uint64 {
	k := gaussKernel(sigma)
	q := make([]uint64, len(k))
	r := len(k) / 2
	var sum uint64
	for i, v := range k {
		if i != r {
			q[i] = uint64(math.Round(float64(v) * kernelOne))
			sum += q[i]
		}
	}
	q[r] = kernelOne - sum
	return q
}

// packRow writes row (three values a pixel, 0..255) into dst as packed
// pixels from dst[r] on, the row's end pixels repeated r times beyond
// either end; len(dst) is the row's width plus 2r.
func packRow(row []float32, dst []uint64, r int) {
	m := dst[r : len(dst)-r]
	for x := range m {
		c := row[3*x : 3*x+3 : 3*x+3]
		m[x] = uint64(to8(c[0])) | uint64(to8(c[1]))<<laneBits | uint64(to8(c[2]))<<(2*laneBits)
	}
	padRow(dst, r)
}

// padRow repeats a packed row's end pixels (dst[r], dst[len-r-1]) over
// the r words beyond either end.
func padRow(dst []uint64, r int) {
	first, last := dst[r], dst[len(dst)-r-1]
	for i := range r {
		dst[i], dst[len(dst)-1-i] = first, last
	}
}

// gaussRowPacked writes to dst (8-bit lanes, w pixels) the padded packed
// row in (w + 2r words, r = len(k)/2) convolved with quantised kernel k
// (gaussKernelQ), rounded to the nearest level.
func gaussRowPacked(in []uint64, k []uint64, dst []uint64) {
	r := len(k) / 2
	w := len(dst)
	c := in[r : r+w]
	kc := k[r]
	for x, v := range c {
		dst[x] = kc * v
	}
	for j := range r {
		lo, hi := in[j:j+w], in[2*r-j:2*r-j+w]
		kj := k[j]
		for x := range dst {
			dst[x] += kj * (lo[x] + hi[x])
		}
	}
	for x, s := range dst {
		dst[x] = ((s + laneHalf) >> kernelBits) & lanes8
	}
}

// gaussColumnPacked sets acc (w words) to the column pass of quantised
// kernel k at row y of an image w x h pixels whose rows from lo on src
// holds (w packed 8-bit pixels a row), the image's first and last rows
// repeated beyond them: each lane the sum in 1/kernelOne, not rounded.
func gaussColumnPacked(src []uint64, w, lo, h, y int, k []uint64, acc []uint64) {
	r := len(k) / 2
	row := func(yy int) []uint64 {
		o := w * (min(h-1, max(0, yy)) - lo)
		return src[o : o+w]
	}
	acc = acc[:w]
	c, kc := row(y), k[r]
	for x, v := range c {
		acc[x] = kc * v
	}
	for j := range r {
		a, b := row(y+j-r), row(y+r-j)
		a, b = a[:len(acc)], b[:len(acc)]
		kj := k[j]
		for x := range acc {
			acc[x] += kj * (a[x] + b[x])
		}
	}
}

// packScanRow writes the w pixels of scan p from (x0, y) rightwards into
// dst as packRow does, reading a YCbCr scan's row straight into packed
// words (the colours pixels.row gives) and any other through
// pixels.row, with buf as its room; it returns buf.
func packScanRow(p pixels, x0, y, w int, dst []uint64, r int, buf []float32) []float32 {
	yc := p.ycbcr
	if p.tiles != nil || yc == nil || y < p.b.Min.Y || y >= p.b.Max.Y || x0 < p.b.Min.X || x0+w > p.b.Max.X || x0 < 0 || yc.Rect.Min.X < 0 {
		buf = p.row(x0, y, w, buf[:0])
		packRow(buf, dst, r)
		return buf
	}
	sh, ok := chromaShift(yc.SubsampleRatio)
	if !ok {
		buf = p.row(x0, y, w, buf[:0])
		packRow(buf, dst, r)
		return buf
	}
	// the offsets stepped along the row as pixels.row steps them
	yi, cb := yc.YOffset(x0, y), yc.COffset(x0, y)-x0>>sh
	m := dst[r : r+w]
	for i, yv := range yc.Y[yi : yi+w] {
		ci := cb + (x0+i)>>sh
		cr, cg, cbl := color.YCbCrToRGB(yv, yc.Cb[ci], yc.Cr[ci])
		m[i] = uint64(cr) | uint64(cg)<<laneBits | uint64(cbl)<<(2*laneBits)
	}
	padRow(dst, r)
	return buf
}
