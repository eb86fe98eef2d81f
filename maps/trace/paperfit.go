package trace

import (
	"math"
	"slices"
)

// The paper field as a smooth surface: per channel, a cubic in the tile's
// position fitted to the log of the bare tiles' lightest colour, an upper
// envelope (tiles well below the fit, tinted terrain the bare test let
// through, are dropped and the fit repeated). A cubic follows a sheet's
// yellowed edges and a lid's shadow but cannot bend around a single hex,
// so a patch of field tint is not taken for yellowed paper.

// paperFitDrop is how far below the fit (log units, about a share) a tile
// may lie and still be fitted, at least; paperFitSigmas robust sigmas of
// the residuals when those are wider.
const (
	paperFitDrop   = 0.015
	paperFitSigmas = 2.5
	paperFitRounds = 4
)

// cubicTerms returns the ten terms of a cubic in u, v (each -1..1).
func cubicTerms(u, v float64) [10]float64 {
	return [10]float64{1, u, v, u * u, u * v, v * v, u * u * u, u * u * v, u * v * v, v * v * v}
}

// fitPaper returns, per tile (nx by ny, row by row), the fitted paper
// colour, 0..255 a channel, from the tiles' lightest colours light and
// which of them are bare; ok is false with too few bare tiles.
func fitPaper(light [][3]float64, bare []bool, nx, ny int) ([][3]float64, bool) {
	pos := func(i int) (float64, float64) {
		return 2*(float64(i%nx)+0.5)/float64(nx) - 1, 2*(float64(i/nx)+0.5)/float64(ny) - 1
	}
	var idx []int
	for i, b := range bare {
		if b && light[i][0] > 0 && light[i][1] > 0 && light[i][2] > 0 {
			idx = append(idx, i)
		}
	}
	if len(idx) < 40 {
		return nil, false
	}
	out := make([][3]float64, len(light))
	for ch := range 3 {
		use := slices.Clone(idx)
		var coef [10]float64
		for round := range paperFitRounds {
			c, ok := leastSquares10(use, func(i int) ([10]float64, float64) {
				u, v := pos(i)
				return cubicTerms(u, v), math.Log(light[i][ch])
			})
			if !ok {
				return nil, false
			}
			coef = c
			if round == paperFitRounds-1 {
				break
			}
			res := make([]float64, len(idx))
			for k, i := range idx {
				u, v := pos(i)
				res[k] = math.Log(light[i][ch]) - dot10(coef, cubicTerms(u, v))
			}
			abs := make([]float64, len(res))
			for k, r := range res {
				abs[k] = math.Abs(r)
			}
			slices.Sort(abs)
			drop := max(paperFitDrop, paperFitSigmas*1.4826*abs[len(abs)/2])
			use = use[:0]
			for k, i := range idx {
				if res[k] > -drop {
					use = append(use, i)
				}
			}
			if len(use) < 20 {
				return nil, false
			}
		}
		for i := range out {
			u, v := pos(i)
			out[i][ch] = math.Exp(dot10(coef, cubicTerms(u, v)))
		}
	}
	return out, true
}

func dot10(a, b [10]float64) float64 {
	s := 0.0
	for k := range a {
		s += a[k] * b[k]
	}
	return s
}

// leastSquares10 fits ten coefficients to the rows at(i) for i in use by
// least squares (normal equations, Gaussian elimination with pivoting);
// ok is false when they are singular.
func leastSquares10(use []int, at func(i int) ([10]float64, float64)) ([10]float64, bool) {
	var m [10][11]float64
	for _, i := range use {
		x, y := at(i)
		for r := range 10 {
			for c := range 10 {
				m[r][c] += x[r] * x[c]
			}
			m[r][10] += x[r] * y
		}
	}
	for c := range 10 {
		p := c
		for r := c + 1; r < 10; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-9 {
			return [10]float64{}, false
		}
		m[c], m[p] = m[p], m[c]
		for r := range 10 {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for k := c; k <= 10; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	var out [10]float64
	for r := range 10 {
		out[r] = m[r][10] / m[r][r]
	}
	return out, true
}
