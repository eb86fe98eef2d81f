package trace

import (
	"math"
	"os"
	"strconv"
)

// The yellow plate of an offset print is screened at 0 (or 90) degrees,
// the scan's own axes: on a 300 dpi scan its dots (about 2.2 px apart at
// 133-150 lines per inch) beat against the pixel grid, and under a dark
// tint (woods) the line filter links the beat's fringes into short, dead
// straight curves running along x or y, several across any side. On a
// sheet with the overprint mark such curves (screenMoire) are kept apart
// in the line map: a side's count leaves them out, but a side they touch
// is read as doubtful (ContourRead.screen), since the map that reads the
// texture there is often blind to a contour under the same tint, and its
// zero is no sure zero.

// moireAxisDeg: a curve whose main axis lies within this many degrees of
// the scan's x or y axis is taken for the yellow screen's moiré on a
// marked sheet (0: off; SANDTABLE_MOIRE_DEG sets it).
var moireAxisDeg = moireFromEnv()

func moireFromEnv() float64 {
	v := os.Getenv("SANDTABLE_MOIRE_DEG")
	if v == "" {
		return 0
	}
	d, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 0
	}
	return d
}

// marked reports whether sheet si shows overprinted screens.
func (t *tracer) marked(si int) bool {
	return si < len(t.overprint) && t.overprint[si]
}

// moireScoreMax: only curves scored under this (curveScore: under 1,
// shorter than the sure length) are taken for the moiré
// (SANDTABLE_MOIRE_SCORE; default 2, every curve).
var moireScoreMax = func() float64 {
	if v, err := strconv.ParseFloat(os.Getenv("SANDTABLE_MOIRE_SCORE"), 64); err == nil {
		return v
	}
	return 2
}()

// screenMoire reports whether a curve of pixels pix (of a w-wide map)
// scored sc runs along the scan's axes as the yellow screen's moiré does:
// scored under moireScoreMax and its main axis within moireAxisDeg of x
// or y.
func screenMoire(pix []int, w int, sc float64) bool {
	return moireAxisDeg > 0 && sc < moireScoreMax && axisOffDeg(pix, w) <= moireAxisDeg
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

// moireFlag says which counts a line-map read touched by the screen's
// moiré (ContourRead.screen) leaves flagged: "all" every one, "zero" only
// a count of no line, "none" none (SANDTABLE_MOIRE_FLAG; default all).
var moireFlag = func() string {
	if v := os.Getenv("SANDTABLE_MOIRE_FLAG"); v != "" {
		return v
	}
	return "all"
}()

// screenDoubt reports whether a side settled at count lines, whose
// line-map read was r, is flagged for the screen's moiré (moireFlag).
func screenDoubt(r ContourRead, count int) bool {
	if !r.screen {
		return false
	}
	switch moireFlag {
	case "all":
		return true
	case "zero":
		return count == 0
	}
	return false
}
