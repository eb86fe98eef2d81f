package trace

import (
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// gridProbe is a stretch of one printed hexside where Refine looks for the
// grid line: its middle in map mm, the ends of the stretch along the side
// (mm from the middle) and the side's unit normal in mm.
type gridProbe struct {
	x, y   float64 // middle, mm
	tx, ty float64 // half the stretch along the side, mm
	nx, ny float64 // unit normal, mm
}

// gridProbes returns the probes of hexes (at most maxRefineHexes of them,
// spread over the list): each hex's first three sides (so a side two
// listed hexes share is probed once), each in two halves away from the
// corners, where other lines meet.
func gridProbes(g hexgrid.Grid, hexMM float64, hexes []hexgrid.Offset) []gridProbe {
	l := hexgrid.Layout{Grid: g, Size: hexMM / math.Sqrt(3)}
	f := NewFrame(g)
	step := max(1, (len(hexes)+maxRefineHexes-1)/maxRefineHexes)
	var out []gridProbe
	for i := 0; i < len(hexes); i += step {
		cx, cy := l.Center(hexes[i])
		for side := range 3 {
			n := f.Normals[side]
			for _, t := range [2][2]float64{{0.15, 0.47}, {0.53, 0.85}} {
				x0, y0 := f.SidePoint(side, t[0], 0)
				x1, y1 := f.SidePoint(side, t[1], 0)
				out = append(out, gridProbe{
					x: cx + (x0+x1)/2*l.Size, y: cy + (y0+y1)/2*l.Size,
					tx: (x1 - x0) / 2 * l.Size, ty: (y1 - y0) / 2 * l.Size,
					nx: n[0], ny: n[1],
				})
			}
		}
	}
	return out
}

// lineFix is where one probe found the grid line: the probe's middle on
// the scan as the calibration puts it (px, py), the unit normal there in
// pixels and the line's offset d along it, in pixels.
type lineFix struct {
	probe  int
	px, py float64
	nx, ny float64
	d      float64
}

// findLine looks for the grid line of probe pr across reach pixels either
// side of where calibration c puts it. Across the stretch it reads a
// brightness profile (each point the q-th darkest of alongN points along
// the stretch: the median, so a symbol over a few of them does not count,
// or the second lightest, where the grid line, dark all along, must beat
// a hex id's strokes beside a faint grey line, see Refine) and takes the
// point darker than the profile lineGapMM either side of it by most (a
// thin line, not the edge of a dark area or a wide symbol), to a
// fraction of a pixel. False when no line stands out by minLineContrast.
func findLine(p pixels, c calibration, pr gridProbe, reach float64, q int) (lineFix, bool) {
	a := c.Affine
	px, py := c.apply(pr.x, pr.y)
	nx, ny := a[0]*pr.nx+a[1]*pr.ny, a[3]*pr.nx+a[4]*pr.ny
	nl := math.Hypot(nx, ny)
	if !(nl > 0) {
		return lineFix{}, false
	}
	nx, ny = nx/nl, ny/nl
	// The stretch along the side, in pixels (its linear part only).
	tx, ty := a[0]*pr.tx+a[1]*pr.ty, a[3]*pr.tx+a[4]*pr.ty
	const step = 0.5
	gap := int(math.Ceil(max(1.5, lineGapMM*a.PxPerMM()) / step))
	n := int(math.Ceil(reach/step)) + gap
	var kept [256]float64 // the profile on the stack where it fits (every point set below)
	var prof []float64
	if 2*n+1 <= len(kept) {
		prof = kept[:2*n+1]
	} else {
		prof = make([]float64, 2*n+1)
	}
	var along [alongN]float64
	var memo [alongN]quadMemo // each line along the profile's own
	for i := range prof {
		s := float64(i-n) * step
		for k := range alongN {
			u := 2*float64(k)/(alongN-1) - 1
			c := memo[k].atLinear(p, px+nx*s+tx*u, py+ny*s+ty*u)
			along[k] = 0.3*c[0] + 0.59*c[1] + 0.11*c[2]
		}
		slices.Sort(along[:])
		prof[i] = along[q]
	}
	resp := func(i int) float64 { return (prof[i-gap]+prof[i+gap])/2 - prof[i] }
	best, at := math.Inf(-1), 0
	for i := gap; i < len(prof)-gap; i++ {
		if r := resp(i); r > best {
			best, at = r, i
		}
	}
	if best < minLineContrast || at <= gap || at >= len(prof)-gap-1 {
		return lineFix{}, false
	}
	d := float64(at-n) * step
	// A parabola through the strongest response and its neighbours.
	if l, m, r := resp(at-1), best, resp(at+1); l-2*m+r < 0 {
		d += step * 0.5 * (l - r) / (l - 2*m + r)
	}
	return lineFix{px: px, py: py, nx: nx, ny: ny, d: d}, true
}

// Grid line search: points read along a probe's stretch; the least depth
// (0..255 brightness) of a line below the profile either side of it, and
// how far either side (mm).
const (
	alongN          = 7
	minLineContrast = 8
	lineGapMM       = 0.3
)
