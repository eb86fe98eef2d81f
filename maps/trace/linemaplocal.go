package trace

// The line filter's response to a tint's own texture. A screened tint
// scanned near its ruling leaves a moiré after the descreen: soft ridges a
// screen-beat apart (about 1-2 mm) that the line filter takes for lines,
// and a dark tint's crowns leave rings. Over open paper the filter's
// response between lines is near nothing; over such a tint it is high
// everywhere. localTexture measures that level around every pixel (the
// mean response over the blocks around it, wider than a line and the
// beat) and newLineMap weighs a pixel's strength against it: a contour
// over woods must stand out of the woods' own ridges, not only the paper.

// textureKeep is how many times the local mean response is taken off a
// pixel's line strength (0: off).
var textureKeep = 0.0

// textureBlockMM is the side of the blocks the local response is averaged
// over, mm; the mean is taken over the 3 x 3 blocks around a pixel.
const textureBlockMM = 1.0

// textureGate: a pixel weaker than the local level is dropped, a stronger
// one keeps its whole strength (false: the level is taken off every pixel).
var textureGate = true

// localTexture subtracts from r (a w x h line strength) textureKeep times
// the mean strength over the 3 x 3 blocks of bs pixels around each pixel,
// not below 0.
func localTexture(r []float32, w, h, bs int) {
	if textureKeep <= 0 {
		return
	}
	bw, bh := (w+bs-1)/bs, (h+bs-1)/bs
	sums := make([]float64, bw*bh)
	ns := make([]int, bw*bh)
	rows(bh, func(by int) {
		for y := by * bs; y < min(h, (by+1)*bs); y++ {
			for x := range w {
				sums[by*bw+x/bs] += float64(r[y*w+x])
				ns[by*bw+x/bs]++
			}
		}
	})
	level := make([]float32, bw*bh)
	rows(bh, func(by int) {
		for bx := range bw {
			s, n := 0.0, 0
			for y := max(0, by-1); y <= min(bh-1, by+1); y++ {
				for x := max(0, bx-1); x <= min(bw-1, bx+1); x++ {
					s += sums[y*bw+x]
					n += ns[y*bw+x]
				}
			}
			if n > 0 {
				level[by*bw+bx] = float32(textureKeep * s / float64(n))
			}
		}
	})
	rows(h, func(y int) {
		lv := level[(y/bs)*bw:]
		for x := range w {
			if textureGate {
				if r[y*w+x] < lv[x/bs] {
					r[y*w+x] = 0
				}
				continue
			}
			r[y*w+x] = max(0, r[y*w+x]-lv[x/bs])
		}
	})
}
