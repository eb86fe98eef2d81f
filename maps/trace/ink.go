package trace

import "slices"

// Ink kinds a linear-feature sample can show.
const (
	inkNone = iota - 1
	inkWater
	inkRoad
	inkContour
	inkBlack
)

// inks are the picked colours a pixel is unmixed against: the sample is
// taken as background*(1-a) + ink*a for the ink that explains it best.
type inks [4][3]float64

func newInks(o Options) inks {
	return inks{o.Water.f(), o.Road.f(), o.Contour.f(), {30, 30, 30}}
}

// minInk is the least share of ink colour a sample needs to count as ink.
const minInk = 0.3

// kind returns which ink pixel p shows over background bg, or inkNone. A
// coloured ink also needs p's strongest channel to be the ink's (a blue-green
// marsh tuft over a yellow field is not a blue stream).
func (k *inks) kind(p, bg [3]float64) int {
	i, _ := k.unmix(p, bg, minInk, 0.25)
	if i == inkWater || i == inkRoad {
		if strongest(p) != strongest(k[i]) {
			return inkNone
		}
	}
	return i
}

// strongest returns the index of c's largest channel (-1 on a tie).
func strongest(c [3]float64) int {
	switch {
	case c[0] > c[1] && c[0] > c[2]:
		return 0
	case c[1] > c[0] && c[1] > c[2]:
		return 1
	case c[2] > c[0] && c[2] > c[1]:
		return 2
	}
	return -1
}

// unmix returns the ink that best explains pixel p over background bg as
// bg*(1-a) + ink*a with a >= least, and its share a; inkNone if none does.
func (k *inks) unmix(p, bg [3]float64, least, fit float64) (int, float64) {
	best, bestRes, bestA := inkNone, 1e18, 0.0
	var dp [3]float64
	for c := range 3 {
		dp[c] = p[c] - bg[c]
	}
	n2 := dp[0]*dp[0] + dp[1]*dp[1] + dp[2]*dp[2]
	for i, ink := range k {
		var dc [3]float64
		for c := range 3 {
			dc[c] = ink[c] - bg[c]
		}
		l2 := dc[0]*dc[0] + dc[1]*dc[1] + dc[2]*dc[2]
		if l2 < 100 {
			continue
		}
		a := (dp[0]*dc[0] + dp[1]*dc[1] + dp[2]*dc[2]) / l2
		if a < least {
			continue
		}
		a = min(a, 1)
		res := 0.0
		for c := range 3 {
			r := dp[c] - a*dc[c]
			res += r * r
		}
		if res < bestRes && res < fit*n2 {
			best, bestRes, bestA = i, res, a
		}
	}
	return best, bestA
}

// medianColour returns the per-channel median of cs (white if empty).
func medianColour(cs [][3]float64, buf []float64) [3]float64 {
	if len(cs) == 0 {
		return [3]float64{255, 255, 255}
	}
	var out [3]float64
	for c := range 3 {
		buf = buf[:0]
		for _, v := range cs {
			buf = append(buf, v[c])
		}
		slices.Sort(buf)
		out[c] = buf[len(buf)/2]
	}
	return out
}
