package trace

import (
	"math"
	"slices"
)

// A type is known by its symbols as well as by its tint: tree crowns,
// thicket scribbles, marsh tufts and a town's building blocks are ink much
// darker than the tint they are printed on, and a plain field has none.
// The share of a hex's interior samples that are symbol ink depends on the
// art, not on the paper's colour or the scan's light, so it tells a field
// from a town where yellowing or a shadow shifts the tints.

// symbolDark: a sample is symbol ink when its brightness is under this
// share of the hex's median brightness.
const symbolDark = 0.72

// symbolShare returns the share of cols (a hex's samples less those of
// picked line ink) darker than symbolDark times their
// median brightness (0 when there are none); buf is scratch.
func symbolShare(cols [][3]float64, buf []float64) float64 {
	if len(cols) == 0 {
		return 0
	}
	buf = buf[:0]
	for _, c := range cols {
		buf = append(buf, lum(c))
	}
	slices.Sort(buf)
	cut := symbolDark * buf[len(buf)/2]
	n, _ := slices.BinarySearch(buf, cut)
	return float64(n) / float64(len(buf))
}

// lum is a colour's brightness, 0..255.
func lum(c [3]float64) float64 { return 0.299*c[0] + 0.587*c[1] + 0.114*c[2] }

// symbolRange is the symbol shares a type's examples showed, widened by a
// tolerance: a hex outside it does not look like that type's art.
type symbolRange struct{ lo, hi float64 }

// Tolerance around the examples' symbol shares: at least symbolSlack, the
// examples' own spread and symbolRel of the largest share (symbols are
// drawn denser in some hexes than others: a town's blocks thin out at its
// edge).
const (
	symbolSlack = 0.06
	symbolRel   = 0.5
)

func newSymbolRange(shares []float64) symbolRange {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range shares {
		lo, hi = min(lo, s), max(hi, s)
	}
	tol := max(symbolSlack, hi-lo, symbolRel*hi)
	r := symbolRange{lo - tol, hi + tol}
	if hi < 2*symbolSlack {
		// Examples this bare cannot tell a bare hex from theirs: the
		// outlines and specks of plain art vary by that much from hex
		// to hex (Tiled's steppe tiles: 0-7% symbols, one example at 7%
		// gave a floor of 0.9% that moved 40 steppe hexes to other
		// types; TestTraceTiledRendering).
		r.lo = math.Inf(-1)
	}
	return r
}

func (r symbolRange) fits(s float64) bool { return s >= r.lo && s <= r.hi }

// Symbols against the tint: a hex whose symbol share is over its tint's type's range
// keeps that type (flagged); one under it is moved to the nearest type
// whose range holds it. Measured with TestDiagnoseTerrain on printed-style
// seeds 21-30 at 150 dpi (1,920 hexes each level): of the hexes whose
// symbols did not fit their tint's type, moving every one to the nearest
// fitting type made 42 (light) and 57 (heavy) right tints wrong, all of
// them over the range (woods with denser crowns than the four taught
// examples, fields under a label), and righted 0 and 13, all of them
// under it (bare fields whose tint read as a town's or a thicket's).
