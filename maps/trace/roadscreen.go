package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Roads on a screened scan. Where the scan resolves the printer's
// halftone screen (a coarse screen at 300 dpi: 85 lpi is 3.5 pixels a
// period), a pale tint is a field of separate dots, and the dots of a
// magenta-and-yellow field tint are as dark and as red as a brown road
// line over a pixel or two: the samples across a step (roadSamples) find
// such a dot on nearly every row, and the field reads as a web of road
// steps. Read through the same one-period low-pass the contour readers
// read (descreen.go), against each hex's background measured through it
// too (lineBackground: the raw background is a median over dots and
// paper, lighter than the tint's low-passed mean), the tint is even and
// reads as no ink. But through the low-pass some woods tints read as
// road instead, so the roads are read through it only on a sheet whose
// raw reading is plainly a tint's texture (rereadTintRoads): road on more than
// roadTintShare of its steps, where a map's roads take a few hundredths.

// rereadTintRoads reads again, through the low-pass, the roads of every
// side of sides on a screened sheet where the samples (before the path
// rules) read road on more than roadTintShare of the steps, or of every
// screened sheet with descreenRoads. Those sides are marked
// (SideProposal.roadLowPass).
func (t *tracer) rereadTintRoads(sides []SideProposal) {
	n := make([]int, len(t.job.Sheets))
	roads := make([]int, len(t.job.Sheets))
	for _, s := range sides {
		n[s.sheet]++
		if s.Road {
			roads[s.sheet]++
		}
	}
	again := make([]bool, len(t.job.Sheets))
	some := false
	for si := range again {
		tint := float64(roads[si]) > roadTintShare*float64(n[si])
		again[si] = t.screen[si] > 0 && (tint || descreenRoads)
		some = some || again[si]
	}
	if !some {
		return
	}
	t.lineBackgrounds()
	g := t.job.Grid
	dirs := g.Directions()
	eachChunk(len(sides), sideChunk, func(k0, k1 int) {
		for k := k0; k < k1; k++ {
			sp := &sides[k]
			si := sp.sheet
			if !again[si] {
				continue
			}
			o := sp.Side.Hex
			i := dirIndex(dirs[:3], sp.Side.Dir)
			r := t.sideReaderFor(si, o, i)
			r.memo = getKindMemo()
			t.lowPassRoads(&r, si, o, g.Neighbor(o, sp.Side.Dir))
			sp.Road, sp.RoadConf, sp.roadShare, sp.roadLine = r.road()
			sp.roadLowPass = true
			kindMemoPool.Put(r.memo)
		}
	})
}

// dirIndex returns the index of d in dirs (-1: not there).
func dirIndex(dirs []hexgrid.Direction, d hexgrid.Direction) int {
	for j, e := range dirs {
		if e == d {
			return j
		}
	}
	return -1
}

// lineBackgrounds measures t.lbg, every traced hex's background through
// the low-pass (lineBackground), once.
func (t *tracer) lineBackgrounds() {
	if t.lbg != nil {
		return
	}
	hexes := make([]hexgrid.Offset, 0, len(t.bg))
	for o := range t.bg {
		hexes = append(hexes, o)
	}
	bgs := make([][3]float64, len(hexes))
	eachChunk(len(hexes), chunk, func(i0, i1 int) {
		buf := make([]float64, 0, len(t.pattern))
		for i := i0; i < i1; i++ {
			bgs[i] = t.lineBackground(t.sheetOf[hexes[i]], hexes[i], buf)
		}
	})
	t.lbg = make(map[hexgrid.Offset][3]float64, len(hexes))
	for i, o := range hexes {
		t.lbg[o] = bgs[i]
	}
}

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

// lowPassRoads sets r, the reader of the step from hex o to hex nb on
// sheet si, to read roads through the low-pass (see above): the
// descreened pixels and both hexes' backgrounds on them (t.lbg measured).
func (t *tracer) lowPassRoads(r *sideReader, si int, o, nb hexgrid.Offset) {
	r.p, r.bgA, r.bgB = r.lp, t.lbg[o], t.lbg[nb]
	r.lowPass = true
}

// roadTintShare is the share of a screened sheet's steps the samples
// must read as road for its roads to be read through the low-pass
// (rereadTintRoads). On plate seeds 21-40 and 1-10 at 300 dpi light the
// steps read as road after the path rules were at most 41 of a sheet's
// ~530 (8%) but on seeds 31 (a field tint at 85 lpi: 240) and 32 (woods:
// 143).
const roadTintShare = 0.15

// descreenRoads reads the roads of every screened sheet through the
// low-pass (see above). Off: on plate seeds 21-25 and 31-32 at 300 dpi
// light (road steps right / false / missed, without dropCrowded) it took
// seed 31 from 216 false steps to 4 and seed 21 from 13 to 8, but read
// woods as road on seed 24 (15 -> 42 false); in all 177 / 361 / 11 ->
// 180 / 139 / 8 (printgen FIGURES.md, session 37).
var descreenRoads = false
