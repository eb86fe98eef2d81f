package trace

import "math"

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

// lineAlongMM is the half-length along the line the response is averaged
// over, mm (0: off, the single-pixel filter). Plate seeds 21-22, 300 dpi
// light, sides touching woods read right by the line map: 0 -> 0.5 mm
// took 26.7 -> 57.8% and 63.0 -> 67.1%, sides in the open 77.9 -> 79.2%
// and 87.8 -> 94.9% (TestDiagLineMapWoods); 0.8 mm lost recall. Off: with
// coilsLocally and plainFallback (session 38) plate 21-30 at 300 dpi read
// 49.4/53.2/50.0 -> 52.4/58.6/50.8% right (light/moderate/heavy) and printed
// 21-25 at 300 within a side or two of the plain map, but wrong and not
// flagged rose on plate 21-30 heavy 1.5 -> 2.2% and plate 1-5 light 0.8 ->
// 2.1%: woods zeros both readers read, no longer flagged once the map reads
// woods lines about as often as the lanes (FIGURES.md, s38-woodsread).
var lineAlongMM = 0.0

// lineAlongDirs are the steps along a line of each of newLineMap's four
// directions (their normals at k*45 degrees).
var lineAlongDirs = [4][2]int{{0, 1}, {-1, 1}, {1, 0}, {1, 1}}

// ridgeAlong fills r (w x h line strength, density shares) and dir (its
// direction, 0..3) from s (w x h blurred contour-ink density): per
// direction k the across response min(s - s[+o], s - s[-o]) for normal
// offsets offs[k], averaged along the line over +-l px, each pixel taking
// the least of its own response and that mean, the best direction kept.
func ridgeAlong(s, r []float32, dir []uint8, w, h int, offs [4][2]int, l int) {
	v := make([]float32, w*h)
	m := make([]float32, w*h)
	clear(r)
	for k, o := range offs {
		acrossResponse(s, v, w, h, o)
		meanAlong(v, m, w, h, lineAlongDirs[k], l)
		rows(h, func(y int) {
			for x := range w {
				i := y*w + x
				if a := min(m[i], v[i]); a > r[i] {
					r[i], dir[i] = a, uint8(k)
				}
			}
		})
	}
}

// acrossResponse writes into v (w x h) the across response of s for
// normal offset o: min(s - s[+o], s - s[-o]), 0 where an offset leaves
// the scan.
func acrossResponse(s, v []float32, w, h int, o [2]int) {
	rows(h, func(y int) {
		for x := range w {
			x0, y0, x1, y1 := x+o[0], y+o[1], x-o[0], y-o[1]
			if x0 < 0 || x0 >= w || x1 < 0 || x1 >= w || y0 < 0 || y0 >= h || y1 < 0 || y1 >= h {
				v[y*w+x] = 0
				continue
			}
			c := s[y*w+x]
			v[y*w+x] = min(c-s[y0*w+x0], c-s[y1*w+x1])
		}
	})
}

// meanAlong writes into m (w x h) the mean of v over the pixels within l
// steps of a (ay >= 0) either side of each pixel, on the scan, by running
// sums along every line of that direction.
func meanAlong(v, m []float32, w, h int, a [2]int, l int) {
	// the lines start on the top row and on the side the steps come from
	var starts [][2]int
	for x := range w {
		starts = append(starts, [2]int{x, 0})
	}
	if a[1] > 0 && a[0] != 0 {
		x0 := 0
		if a[0] < 0 {
			x0 = w - 1
		}
		for y := 1; y < h; y++ {
			starts = append(starts, [2]int{x0, y})
		}
	}
	if a[1] == 0 {
		starts = starts[:0]
		for y := range h {
			starts = append(starts, [2]int{0, y})
		}
	}
	rowBands(len(starts), func(i0, i1 int) {
		var line []int
		for _, st := range starts[i0:i1] {
			line = line[:0]
			for x, y := st[0], st[1]; x >= 0 && x < w && y < h; x, y = x+a[0], y+a[1] {
				line = append(line, y*w+x)
			}
			var sum float64
			lo, hi := 0, 0 // window line[lo:hi]
			for j, p := range line {
				for hi < len(line) && hi <= j+l {
					sum += float64(v[line[hi]])
					hi++
				}
				for lo < j-l {
					sum -= float64(v[line[lo]])
					lo++
				}
				m[p] = float32(sum / float64(hi-lo))
			}
		}
	})
}

// lineAlongPx returns ridgeAlong's half-length in pixels at ppm pixels per
// mm, 0 when off.
func lineAlongPx(ppm float64) int {
	if lineAlongMM <= 0 {
		return 0
	}
	return max(1, int(math.Round(lineAlongMM*ppm)))
}
