package trace

import (
	"math"
	"os"
	"strconv"
	"strings"
)

// The yellow plate of an offset print is screened at 0 (or 90) degrees,
// the scan's own axes: on a 300 dpi scan its dots (about 2.2 px apart at
// 133-150 lines per inch) beat against the pixel grid, and under a dark
// tint (woods) the line filter links the beat's fringes into short, dead
// straight curves running along x or y, several across any side.

// moireAxisDeg: a curve whose main axis lies within this many degrees
// of the scan's x or y axis may be the yellow screen's moiré (0: off).
// moireScoreMax: only curves scored under this (shorter than the sure
// length, curveScore) are taken for it.
var moireAxisDeg, moireScoreMax = moireFromEnv()

func moireFromEnv() (float64, float64) {
	v := os.Getenv("SANDTABLE_MOIRE")
	if v == "" {
		return 0, 1
	}
	f := strings.Split(v, ",")
	d, _ := strconv.ParseFloat(f[0], 64)
	sc := 1.0
	if len(f) > 1 {
		sc, _ = strconv.ParseFloat(f[1], 64)
	}
	return d, sc
}

// marked reports whether sheet si shows overprinted screens.
func (t *tracer) marked(si int) bool {
	return si < len(t.overprint) && t.overprint[si]
}

// screenMoire reports whether a curve of pixels pix (of a w-wide map)
// scored sc runs along the scan's axes as the yellow screen's moiré does:
// scored under moireScoreMax and its main axis within moireAxisDeg of x
// or y.
func screenMoire(pix []int, w int, sc float64) bool {
	if moireAxisDeg <= 0 || sc >= moireScoreMax {
		return false
	}
	return axisOffDeg(pix, w) <= moireAxisDeg
}

// axisOffDeg returns how far, in degrees (0..45), the main axis of the
// pixels pix (of a w-wide map) lies from the nearer of the x and y axes.
func axisOffDeg(pix []int, w int) float64 {
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
	a := 0.5 * math.Atan2(2*vxy, vxx-vyy) * 180 / math.Pi // -90..90
	a = math.Mod(math.Abs(a), 90)
	return min(a, 90-a)
}
