package trace

import (
	"image"
	"math"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Refine improves a sheet's calibration from its printed hex grid, as after
// three clicked hex centres: it looks for the small change of the affine
// (a shift, scale, rotation and shear of the scan's pixels, of at most a
// few pixels at the sheet's edges) under which the hexsides of hexes lie
// most on dark lines, against the paper either side of them. hexes are the
// sheet's hexes (at most maxRefineHexes of them, spread over the list, are
// used); hexMM is the printed hex size across flats.
// It returns the refined affine, or a unchanged when no change is better.
func Refine(img image.Image, a calib.Affine, g hexgrid.Grid, hexMM float64, hexes []hexgrid.Offset) calib.Affine {
	if len(hexes) == 0 || !(hexMM > 0) {
		return a
	}
	l := hexgrid.Layout{Grid: g, Size: hexMM / math.Sqrt(3)}
	f := NewFrame(g)
	step := max(1, len(hexes)/maxRefineHexes)
	// Side sample points (map mm) and their outward normals (mm).
	type probe struct{ x, y, nx, ny float64 }
	var probes []probe
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i < len(hexes); i += step {
		cx, cy := l.Center(hexes[i])
		minX, minY, maxX, maxY = min(minX, cx), min(minY, cy), max(maxX, cx), max(maxY, cy)
		for side := range 3 {
			for _, t := range []float64{0.25, 0.4, 0.6, 0.75} {
				x, y := f.SidePoint(side, t, 0)
				n := f.Normals[side]
				probes = append(probes, probe{cx + x*l.Size, cy + y*l.Size, n[0], n[1]})
			}
		}
	}
	p := newPixels(img)
	// Pixel distance of the paper probes either side of a line: a little
	// more than a printed grid line and its blur.
	scale := math.Sqrt(math.Abs(a[0]*a[4] - a[1]*a[3]))
	w := max(1.5, 0.35*scale) // 0.35 mm
	ox, oy := (minX+maxX)/2, (minY+maxY)/2
	hx, hy := max(1, (maxX-minX)/2), max(1, (maxY-minY)/2)
	// Correction in scan pixels: d = (c0 + c2*u + c3*v, c1 + c4*u + c5*v),
	// u, v the map position scaled to -1..1 over the hexes.
	apply := func(c [6]float64, x, y float64) (float64, float64) {
		px, py := a.Apply(x, y)
		u, v := (x-ox)/hx, (y-oy)/hy
		return px + c[0] + c[2]*u + c[3]*v, py + c[1] + c[4]*u + c[5]*v
	}
	lum := func(x, y float64) float64 {
		c := p.at(x, y)
		return 0.3*c[0] + 0.59*c[1] + 0.11*c[2]
	}
	score := func(c [6]float64) float64 {
		s := 0.0
		for _, pr := range probes {
			x, y := apply(c, pr.x, pr.y)
			// The normal in pixels, through the affine's linear part.
			nx, ny := a[0]*pr.nx+a[1]*pr.ny, a[3]*pr.nx+a[4]*pr.ny
			nl := math.Hypot(nx, ny)
			nx, ny = nx/nl*w, ny/nl*w
			s += (lum(x+nx, y+ny)+lum(x-nx, y-ny))/2 - lum(x, y)
		}
		return s / float64(len(probes))
	}
	var best [6]float64
	bs := score(best)
	start := bs
	for _, d := range []float64{4, 2, 1, 0.5, 0.25} {
		for improved := true; improved; {
			improved = false
			for k := range 6 {
				for _, sgn := range []float64{-1, 1} {
					c := best
					c[k] += sgn * d
					if s := score(c); s > bs+1e-6 {
						best, bs, improved = c, s, true
					}
				}
			}
		}
	}
	if bs <= start {
		return a
	}
	// Fold the correction into the affine.
	out := a
	out[0] += best[2] / hx
	out[1] += best[3] / hy
	out[2] += best[0] - best[2]*ox/hx - best[3]*oy/hy
	out[3] += best[4] / hx
	out[4] += best[5] / hy
	out[5] += best[1] - best[4]*ox/hx - best[5]*oy/hy
	return out
}

// maxRefineHexes bounds the hexes Refine samples.
const maxRefineHexes = 400
