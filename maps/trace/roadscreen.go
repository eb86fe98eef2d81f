package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Roads on a screened scan. Where the scan resolves the printer's
// halftone screen (a coarse screen at 300 dpi: 85 lpi is 3.5 pixels a
// period), a pale tint is a field of separate dots, and the dots of a
// magenta-and-yellow field tint are as dark and as red as a brown road
// line over a pixel or two: the samples across a step (roadSamples) find
// such a dot on nearly every row, and the field reads as a web of road
// steps. So on a sheet where a screen was measured (screen.go) the roads
// are read through the same one-period low-pass the contour readers read
// (descreen.go), against each hex's background measured through it too
// (lineBackground): the raw background is a median over dots and paper,
// lighter than the tint's low-passed mean, which would leave the whole
// tint darker than its background.

// lineBackground returns hex o's background colour as the low-passed
// scan shows it (the median of its interior samples on t.linePix), or
// its raw background where sheet si has no screen.
func (t *tracer) lineBackground(si int, o hexgrid.Offset, buf []float64) [3]float64 {
	if t.screen[si] == 0 {
		return t.bg[o]
	}
	h := t.place(si, o)
	p := t.linePix[si]
	cols := make([][3]float64, 0, len(t.pattern))
	for _, s := range t.pattern {
		cols = append(cols, p.at(h.px(s.x, s.y)))
	}
	return medianColour(cols, buf)
}

// lineBackgrounds measures t.lbg, the backgrounds of hexes (in sheet
// order, t.bg known) through the low-pass (lineBackground), where roads
// are read through it.
func (t *tracer) lineBackgrounds(hexes []hexgrid.Offset) {
	t.lbg = map[hexgrid.Offset][3]float64{}
	if !descreenRoads {
		return
	}
	buf := make([]float64, 0, len(t.pattern))
	for _, o := range hexes {
		t.lbg[o] = t.lineBackground(t.sheetOf[o], o, buf)
	}
}

// roadPixels sets r, the reader of the step from hex o to hex nb on
// sheet si, to read roads through the low-pass on a screened sheet (see
// above): the descreened pixels and both hexes' backgrounds on them. It
// returns a function putting the raw pixels and backgrounds back.
func (t *tracer) roadPixels(r *sideReader, si int, o, nb hexgrid.Offset) func() {
	if !descreenRoads || t.screen[si] == 0 {
		return func() {}
	}
	p, a, b := r.p, r.bgA, r.bgB
	r.p, r.bgA, r.bgB = r.lp, t.lbg[o], t.lbg[nb]
	return func() { r.p, r.bgA, r.bgB = p, a, b }
}

// descreenRoads switches reading roads through the low-pass on screened
// sheets (see above). Off: on plate seeds 21-25 and 31-32 at 300 dpi light
// (road steps right / false / missed, without dropCrowded) it took seed 31,
// a field tint at 85 lpi, from 216 false steps to 4 and seed 21 from 13 to
// 8, but read woods as road on seed 24 (15 -> 42 false) and seed 32 kept
// its woods web (116 -> 81): in all 177 / 361 / 11 -> 180 / 139 / 8, with
// seed 31 alone 24 / 216 / 3 -> 25 / 4 / 2 (printgen FIGURES.md, session
// 37).
var descreenRoads = false
