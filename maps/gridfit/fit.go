// Package gridfit fits a hex grid to the scan of a printed map sheet from a
// few clicked hex centres and the ids printed in them: orientation, hex
// size, rotation, stagger and numbering, each click's residual, the click
// that disagrees when the ids fit no grid, and (with the image) the sheet's
// column and row ranges.
//
// A grid is a lattice of hex centres (in hex radii, centre to corner) taken
// to scan pixels by a similarity: a rotation, one scale and a shift. Every
// reading of the ids (numbering, orientation, stagger) is fitted by linear
// least squares; the readings the clicks cannot tell apart are told apart
// by the image, whose grid lines lie on the hexsides of the right one.
package gridfit

import (
	"errors"
	"fmt"
	"image"
	"math"
	"sort"
)

// Click is one clicked hex centre: where, in scan pixels, and the id typed.
type Click struct {
	X, Y float64
	ID   string
}

// Geometry is a hex grid on a scan.
type Geometry struct {
	Orientation string // "flat" (columns vertical) or "pointy"
	// Stagger: the printed columns (flat) or rows (pointy) of this parity,
	// "odd" or "even", sit half a hex lower (further right).
	Stagger   string
	Numbering Numbering
	// HexPx is the hex size across flats in scan pixels; HexMM in
	// millimetres when the scan's resolution is known, else 0.
	HexPx, HexMM float64
	// RotationDeg is the grid's rotation on the scan, degrees clockwise.
	RotationDeg float64
	// A, B, TX, TY take lattice points (hex radii) to pixels:
	// x = A*u - B*v + TX, y = B*u + A*v + TY.
	A, B, TX, TY float64
}

// lattice returns the lattice point of printed column col and row row:
// flat columns 1.5 radii apart, rows √3, the stagger's columns half a row
// lower; pointy the same turned.
func (g Geometry) lattice(col, row int) (u, v float64) {
	low := 0.0
	if g.Orientation == "pointy" {
		if parity(row) == g.Stagger {
			low = 0.5
		}
		return math.Sqrt(3) * (float64(col) + low), 1.5 * float64(row)
	}
	if parity(col) == g.Stagger {
		low = 0.5
	}
	return 1.5 * float64(col), math.Sqrt(3) * (float64(row) + low)
}

// parity writes n's parity as a stagger does.
func parity(n int) string {
	if n%2 != 0 {
		return "odd"
	}
	return "even"
}

// toPixel takes a lattice point to the scan.
func (g Geometry) toPixel(u, v float64) (x, y float64) {
	return g.A*u - g.B*v + g.TX, g.B*u + g.A*v + g.TY
}

// toLattice takes a scan pixel to the lattice.
func (g Geometry) toLattice(x, y float64) (u, v float64) {
	s := g.A*g.A + g.B*g.B
	x, y = x-g.TX, y-g.TY
	return (g.A*x + g.B*y) / s, (-g.B*x + g.A*y) / s
}

// Center returns the scan pixel of the centre of printed column col, row
// row.
func (g Geometry) Center(col, row int) (x, y float64) { return g.toPixel(g.lattice(col, row)) }

// Predict returns the scan pixel of the centre of the hex with the id.
// Errors: an id this numbering does not read.
func (g Geometry) Predict(id string) (x, y float64, err error) {
	c, r, err := g.Numbering.Parse(id)
	if err != nil {
		return 0, 0, err
	}
	x, y = g.Center(c, r)
	return x, y, nil
}

// radiusPx is the hex radius (centre to corner) in pixels.
func (g Geometry) radiusPx() float64 { return math.Hypot(g.A, g.B) }

// Options tune a fit.
type Options struct {
	// Image is the scan, used to tell apart readings the clicks fit alike
	// and to propose the sheet's ranges; nil: clicks alone.
	Image image.Image
	// DPI is the scan's resolution, for the hex size in millimetres.
	DPI float64
	// MaxRotationDeg bounds the rotation considered (default 30).
	MaxRotationDeg float64
	// Tolerance is the largest residual, in hexes, a fitting reading may
	// leave at a click (default 0.25).
	Tolerance float64
}

// Fit is a fitted grid with each click's residual.
type Fit struct {
	Geometry
	// Residuals are each click's distance from the fitted centre of its
	// hex, in hexes (across flats); ResidualsPx the same in pixels.
	Residuals, ResidualsPx []float64
	// Ambiguous counts the other readings that fit the clicks as well and
	// that the image did not rule out (0 when the fit is sure).
	Ambiguous int
	// Columns and Rows are the printed ranges of the hexes the image
	// shows, when there is an image (else zero).
	Columns, Rows [2]int
}

// ErrTooFew is returned for fewer than three clicks.
var ErrTooFew = errors.New("fit a grid: click the centres of at least three hexes")

// Inconsistent is the error of clicks whose ids fit no hex grid: Index is
// the click that disagrees with the others (-1 when it cannot be told: click
// one more hex), Residual how far, in hexes, the others' grid puts it.
type Inconsistent struct {
	Index    int
	ID       string
	Residual float64
	Best     float64 // the largest residual of the best reading of all clicks
}

func (e *Inconsistent) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("the ids fit no hex grid (best reading leaves a click %.2f hex off): check the ids, or click one more hex to find the wrong one", e.Best)
	}
	return fmt.Sprintf("click %d (%s) disagrees with the others: their grid puts it %.2f hex from where it was clicked", e.Index+1, e.ID, e.Residual)
}

// candidate is one reading of the clicks, fitted.
type candidate struct {
	g      Geometry
	res    []float64 // hexes
	worst  float64
	image  float64 // image score (line contrast on its hexsides)
	parsed [][2]int
}

// FitGrid fits a grid to the clicks. Errors: ErrTooFew; ids that share no
// numbering; *Inconsistent when no reading fits within the tolerance.
func FitGrid(clicks []Click, o Options) (*Fit, error) {
	if len(clicks) < 3 {
		return nil, ErrTooFew
	}
	if o.MaxRotationDeg <= 0 {
		o.MaxRotationDeg = 30
	}
	if o.Tolerance <= 0 {
		o.Tolerance = 0.25
	}
	cands, err := candidates(clicks, o)
	if err != nil {
		return nil, err
	}
	var lum *luminance
	if o.Image != nil {
		lum = newLuminance(o.Image)
	}
	var fitting []*candidate
	for _, c := range cands {
		if c.worst <= o.Tolerance {
			fitting = append(fitting, c)
		}
	}
	if len(fitting) == 0 {
		return nil, inconsistent(clicks, o, cands, lum)
	}
	if lum != nil {
		for _, c := range fitting {
			c.image = lum.gridScore(c.g, c.parsed)
		}
	}
	best, ambiguous := choose(fitting, lum != nil)
	g := best.g
	if lum != nil {
		g = lum.refine(g, best.parsed)
		if ambiguous > 0 {
			best, g, ambiguous = byFirstRows(lum, best, g, fitting)
		}
	}
	f := &Fit{Geometry: g, Ambiguous: ambiguous}
	for i, c := range clicks {
		x, y := g.Center(best.parsed[i][0], best.parsed[i][1])
		px := math.Hypot(c.X-x, c.Y-y)
		f.ResidualsPx = append(f.ResidualsPx, px)
		f.Residuals = append(f.Residuals, px/g.HexPx)
	}
	if o.DPI > 0 {
		f.HexMM = f.HexPx / o.DPI * 25.4
	}
	if lum != nil {
		f.Columns, f.Rows = lum.ranges(g, best.parsed)
	}
	return f, nil
}

// candidates fits every reading of the clicks whose rotation is within
// bounds, best (smallest worst residual) first.
func candidates(clicks []Click, o Options) ([]*candidate, error) {
	ids := make([]string, len(clicks))
	for i, c := range clicks {
		ids[i] = c.ID
	}
	nums, err := numberings(ids)
	if err != nil {
		return nil, err
	}
	var out []*candidate
	for _, n := range nums {
		parsed := make([][2]int, len(clicks))
		for i, c := range clicks {
			col, row, _ := n.Parse(c.ID)
			parsed[i] = [2]int{col, row}
		}
		for _, orient := range []string{"flat", "pointy"} {
			for _, stagger := range []string{"odd", "even"} {
				g := Geometry{Orientation: orient, Stagger: stagger, Numbering: n}
				if c, ok := fitSimilarity(g, clicks, parsed, o.MaxRotationDeg); ok {
					out = append(out, c)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].worst < out[j].worst })
	return out, nil
}

// fitSimilarity fits the similarity taking the reading's lattice points to
// the clicks by least squares, with the coordinates centred on their means.
// False when the points coincide, the scale is under 3 pixels a hex or the
// rotation is out of bounds.
func fitSimilarity(g Geometry, clicks []Click, parsed [][2]int, maxRot float64) (*candidate, bool) {
	n := float64(len(clicks))
	us, vs := make([]float64, len(clicks)), make([]float64, len(clicks))
	var mu, mv, mx, my float64
	for i, c := range clicks {
		us[i], vs[i] = g.lattice(parsed[i][0], parsed[i][1])
		mu, mv, mx, my = mu+us[i], mv+vs[i], mx+c.X, my+c.Y
	}
	mu, mv, mx, my = mu/n, mv/n, mx/n, my/n
	var suv, sa, sb float64
	for i, c := range clicks {
		u, v, x, y := us[i]-mu, vs[i]-mv, c.X-mx, c.Y-my
		suv += u*u + v*v
		sa += u*x + v*y
		sb += u*y - v*x
	}
	if suv < 1e-9 {
		return nil, false
	}
	g.A, g.B = sa/suv, sb/suv
	g.TX, g.TY = mx-(g.A*mu-g.B*mv), my-(g.B*mu+g.A*mv)
	g.HexPx = math.Sqrt(3) * g.radiusPx()
	g.RotationDeg = math.Atan2(g.B, g.A) * 180 / math.Pi
	if g.HexPx < 3 || math.Abs(g.RotationDeg) > maxRot {
		return nil, false
	}
	c := &candidate{g: g, parsed: parsed}
	for i, cl := range clicks {
		x, y := g.toPixel(us[i], vs[i])
		r := math.Hypot(cl.X-x, cl.Y-y) / g.HexPx
		c.res = append(c.res, r)
		c.worst = max(c.worst, r)
	}
	return c, true
}

// choose picks the reading: the image's best when there is an image, else
// the smallest worst residual; it counts the others no better by more than
// a margin.
func choose(fitting []*candidate, byImage bool) (*candidate, int) {
	score := func(c *candidate) float64 {
		if byImage {
			return c.image
		}
		return -c.worst
	}
	best := fitting[0]
	for _, c := range fitting[1:] {
		if score(c) > score(best) {
			best = c
		}
	}
	ambiguous := 0
	for _, c := range fitting {
		if c == best {
			continue
		}
		if byImage && c.image > 0.8*best.image || !byImage && c.worst < best.worst+0.05 && !sameGrid(c.g, best.g) {
			ambiguous++
		}
	}
	return best, ambiguous
}

// byFirstRows settles a stagger the clicks do not tell (they all lie in
// columns of one parity): of the readings that differ from best only in
// stagger, and fit the image as well, the one under which every column of
// the scan starts on the same printed row. It returns the reading, its
// refined grid and how many readings remain as likely.
func byFirstRows(lum *luminance, best *candidate, g Geometry, fitting []*candidate) (*candidate, Geometry, int) {
	type option struct {
		c *candidate
		g Geometry
	}
	opts := []option{{best, g}}
	for _, c := range fitting {
		if c != best && c.g.Orientation == best.g.Orientation && c.g.Numbering == best.g.Numbering &&
			c.g.Stagger != best.g.Stagger && c.image > 0.8*best.image {
			opts = append(opts, option{c, lum.refine(c.g, c.parsed)})
		}
	}
	var agree []option
	for _, o := range opts {
		if lum.firstRowsAgree(o.g, o.c.parsed) {
			agree = append(agree, o)
		}
	}
	if len(agree) == 1 {
		return agree[0].c, agree[0].g, 0
	}
	return best, g, len(opts) - 1
}

// sameGrid reports whether two readings put every hex at the same place
// (a stagger no click tells, say, is a different grid; a row-first reading
// of the same digits is not).
func sameGrid(a, b Geometry) bool {
	return a.Orientation == b.Orientation && a.Stagger == b.Stagger && a.Numbering == b.Numbering
}

// inconsistent finds the click that disagrees: with four clicks or more,
// the one whose leaving out lets the others fit best (their grid then puts
// it off by more than the tolerance); with three, the one whose leaving out
// gives the pair whose grid the image matches best.
func inconsistent(clicks []Click, o Options, all []*candidate, lum *luminance) error {
	e := &Inconsistent{Index: -1, Best: math.Inf(1)}
	if len(all) > 0 {
		e.Best = all[0].worst
	}
	bestScore := math.Inf(-1)
	for i := range clicks {
		rest := append(append([]Click{}, clicks[:i]...), clicks[i+1:]...)
		cands, err := candidates(rest, o)
		if err != nil {
			continue
		}
		for _, c := range cands {
			if c.worst > o.Tolerance {
				break
			}
			px, py, err := c.g.Predict(clicks[i].ID)
			if err != nil {
				continue
			}
			off := math.Hypot(px-clicks[i].X, py-clicks[i].Y) / c.g.HexPx
			if off <= o.Tolerance {
				continue
			}
			s := -c.worst
			if len(rest) == 2 {
				if lum == nil {
					continue
				}
				s = lum.gridScore(c.g, c.parsed)
			}
			if s > bestScore {
				bestScore, e.Index, e.ID, e.Residual = s, i, clicks[i].ID, off
			}
		}
	}
	return e
}
