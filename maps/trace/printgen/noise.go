package printgen

import "math"

// hashRand is a small deterministic random source keyed by a cell.
type hashRand struct{ s uint64 }

func newHashRand(a, b, c uint64) *hashRand {
	return &hashRand{mix64(a*0x9E3779B97F4A7C15 ^ mix64(b+0x632BE59BD9B4E019) ^ mix64(c+0x8CB92BA72F3D8DD7))}
}

// f returns the next number in [0, 1).
func (r *hashRand) f() float64 {
	r.s += 0x9E3779B97F4A7C15
	return float64(mix64(r.s)>>11) / (1 << 53)
}

// mix64 is the splitmix64 finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// vnoise is smooth value noise in [0, 1] over the plane, one field per
// seed.
func vnoise(x, y float64, seed uint64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := uint64(int64(x0)), uint64(int64(y0))
	at := func(i, j uint64) float64 {
		return float64(mix64(i*0xD1B54A32D192ED03^j*0xABC98388FB8FAC03^seed)>>11) / (1 << 53)
	}
	a, b, c, d := at(ix, iy), at(ix+1, iy), at(ix, iy+1), at(ix+1, iy+1)
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}
