package draw

import (
	"math"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Text sizes (em, in hex radii) and positions.
const (
	hexIDSize    = 0.2  // hex ids
	hexIDTop     = 0.08 // gap between the hex's top flat and its id's capitals
	placeMax     = 0.16 // place names, largest
	placeMin     = 0.11 // place names, smallest before they overflow
	placeWidth   = 1.6  // width a place name may take
	placeRow     = 0.8  // baseline of place names below the hex centre
	areaSize     = 0.24 // area names
	areaRaise    = 0.3  // baseline of area names above the centre of their hexes
	areaMaxWidth = 3.0  // an area name wider than this (at areaSize) shrinks
)

// fitSize returns the largest em size between lo and hi (millimetres) at
// which s is at most width millimetres wide; lo when none is.
func (d *drawing) fitSize(s string, width, lo, hi float64, bold bool) float64 {
	w := d.fonts.width(s, hi, bold)
	if w <= width || w == 0 {
		return hi
	}
	return max(lo, hi*width/w)
}

// hexIDs writes each hex's id centred under its top flat (flat-top hexes)
// or top corner (pointy-top hexes).
func (d *drawing) hexIDs() {
	size := hexIDSize * d.r
	top := math.Sqrt(3) / 2 * d.r
	if d.geo.Grid.Orientation == hexgrid.Pointy {
		top = d.r * 0.8
	}
	base := -top + hexIDTop*d.r + d.fonts.capHeight*size
	d.eachHex(func(o hexgrid.Offset) {
		c := d.p.Center(o)
		d.c.Text(Text{At: Point{c.X, c.Y + base}, Size: size, Anchor: AnchorMiddle, Color: hexIDColor, S: d.name(o)})
	})
}

// places writes the name of each place of a hex drawn, below the hex centre,
// shrunk to fit the hex where it can be. A note in parentheses at the end of a
// name ("Pittsburg Landing (landing hex)") is left off; two places in one hex
// share the line. With Options.HexLabels, the hexes' own labels and
// elevation levels follow (see hexLabels).
func (d *drawing) places() {
	ps := d.ix.Places
	for i, pl := range ps {
		if !d.shown(pl.Hex) || slices.ContainsFunc(ps[:i], func(q IndexPlace) bool { return q.Hex == pl.Hex }) {
			continue
		}
		names := d.sc.names[:0]
		for _, q := range ps[i:] {
			if n := printedName(q.Name); q.Hex == pl.Hex && n != "" && !contains(names, n) {
				names = append(names, n)
			}
		}
		d.sc.names = names
		if len(names) == 0 {
			continue
		}
		s := names[0]
		if len(names) > 1 {
			s = strings.Join(names, " / ")
		}
		size := d.fitSize(s, placeWidth*d.r, placeMin*d.r, placeMax*d.r, false)
		c := d.p.Center(pl.Hex)
		d.c.Text(Text{At: Point{c.X, c.Y + placeRow*d.r}, Size: size, Anchor: AnchorMiddle, Color: placeColor, S: s})
	}
	if d.o.HexLabels {
		d.hexLabels()
	}
}

// printedName returns a place name without a note in parentheses at its end.
func printedName(name string) string {
	name = strings.TrimSpace(name)
	if strings.HasSuffix(name, ")") {
		if i := strings.LastIndex(name, " ("); i > 0 {
			name = strings.TrimSpace(name[:i])
		}
	}
	return name
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// areaNames writes each area's name, bold, above the centre of its hexes
// (with its boundary hexes) that are drawn.
func (d *drawing) areaNames() {
	reach := (areaMaxWidth/2 + areaSize) * d.r
	for _, a := range d.ix.Areas {
		var sx, sy float64
		n := 0
		for _, o := range a.Hexes {
			if d.drawn.has(o) {
				c := d.p.Center(o)
				sx, sy, n = sx+c.X, sy+c.Y, n+1
			}
		}
		if n == 0 || a.Name == "" {
			continue
		}
		at := Point{sx / float64(n), sy/float64(n) - areaRaise*d.r}
		if !d.inClip(at, reach) {
			continue
		}
		size := d.fitSize(a.Name, areaMaxWidth*d.r, areaSize*d.r*0.6, areaSize*d.r, true)
		d.c.Text(Text{At: at, Size: size, Anchor: AnchorMiddle, Bold: true, Color: areaColor, S: a.Name})
	}
}
