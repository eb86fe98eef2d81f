package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// The averaged line map (linemapalong.go) is there to lift contours out
// of the moiré of overprinted screens, which the single-pixel filter reads
// as lines over the screened tints, and the dark-tint weights read with it
// (linemapdark.go) find contours over tints that hold a channel at the
// black point. Not every sheet with the overprint mark gains by them: where
// the contours barely show over the woods' art (plate seed 42 at 300 dpi
// light: canopy blobs), the averaged map with the dark weights reads the
// art's long arcs as lines instead, and takes 414 -> 376 of 521 sides
// right. Which map reads a sheet better shows in how its counts fit the
// corners: three sides meeting at a corner carry counts of which one is
// the sum of the other two (cornerFits), and a map that misses lines or
// reads false ones breaks that. So each marked sheet is read first with
// the plain map and the sheet-wide weights, as an unmarked one, then
// again with the averaged map (alongByCorners), which it keeps unless its
// counts fit a share of the sheet's corners (sheetCornerFit) under the
// plain map's by alongFitSlack or more; a sheet blurred by alongBlurMax
// or more keeps the plain map untried. plainFallback may still take a
// sheet kept averaged back to the plain map, then read with the dark-tint
// weights.

// alongFitSlack is how much lower a share of the sheet's corners the
// averaged map's counts may fit than the plain map's and still be kept:
// the averaged map is the one built for marked sheets, set aside only
// where it clearly fits worse. Plate seeds 21-25 and 41-45 at 300 dpi
// light, plain -> averaged fit: 21 0.305 -> 0.426, 22 0.401 -> 0.447, 23
// 0.316 -> 0.295, 24 0.377 -> 0.374, 25 0.348 -> 0.429, 41 0.368 ->
// 0.430, 42 0.463 -> 0.392, 44 0.410 -> 0.471, 45 0.616 -> 0.634; the
// averaged map with the dark-tint weights read every one of them better
// (right, or wrong and not flagged; 23: 29.1 -> 29.9% right, 2.3 -> 1.4%
// wrong and not flagged; 24: 41.1 -> 45.7%, 5.1 -> 0.2%) but plate 42
// (60.2 -> 45.1% right). Set before plate 31-35's fits were seen: there
// it sets aside 34 (0.671 -> 0.506; the pair 73.2 -> 68.4% right) and
// keeps 31 (0.551 -> 0.524; 48.0 -> 58.3%, 15.8 -> 2.1% wrong and not
// flagged), 32, 33 and 35 (FIGURES.md, s44-platecont).
const alongFitSlack = 0.04

// alongBlurMax is the scan blur (ScanBlur.SigmaMM, mm) from which a marked
// sheet keeps the plain map without trying the averaged one: the blur
// spreads a thin line across and the mean along it falls (see
// plainFallback), yet such a map can still fit the corners as well as the
// plain one. Plate 30 at 300 dpi heavy (blur 0.085 mm, fit 0.500 ->
// 0.497, lack 0.15): 66.5 -> about 46% right averaged; plate 35 moderate
// (0.085 mm): 81.8% (0.9% wrong and not flagged) -> 75.7% (0.0%), its
// elevation from three seeds 67.2 -> 85.9%. Every other marked sheet
// measured (plate 21-25, 31-35, 41-45 at 300 light and moderate) shows
// 0.045-0.080 mm.
const alongBlurMax = 0.085

// alongGated: marked sheets keep the averaged map only where it fits the
// corners nearly as well as the plain map (alongByCorners); off, every
// marked sheet is read averaged.
var alongGated = true

// plainFirst reports whether sheet si's line map is built plain (and read
// with the sheet-wide weights) first, the averaged map waiting for
// alongByCorners: a marked sheet the averaged map would read (alongPx)
// while alongGated is set.
func (t *tracer) plainFirst(si int, ppm float64) bool {
	return alongGated && t.alongPx(si, ppm) > 0
}

// alongByCorners reads the line-map count of every side (ContourReads[1])
// of each sheet built plain first (t.pending) and blurred by less than
// alongBlurMax again with the averaged map
// and the sheet's per-type weights (typedFor), and keeps those counts and
// that map unless they fit a share of the sheet's corners under the plain
// map's by alongFitSlack or more (sheetCornerFit); there the plain map and
// its counts stay.
func (t *tracer) alongByCorners(sides []SideProposal) {
	if !t.job.Options.Curves || t.job.Options.LineMap || len(t.pending) == 0 {
		return
	}
	g := t.job.Grid
	idx := sideIndex(sides)
	for si, wait := range t.pending {
		if !wait || t.lines[si] == nil || (si < len(t.blur) && t.blur[si].SigmaMM >= alongBlurMax) {
			continue
		}
		plainFit := sheetCornerFit(g, sides, idx, si, 1)
		saved := map[int]ContourRead{}
		for k := range sides {
			if sides[k].sheet == si {
				saved[k] = sides[k].ContourReads[1]
			}
		}
		a := t.job.Sheets[si].Affine
		ppm := a.PxPerMM()
		m := buildLineMap(t.linePix[si], t.white, t.typedFor(si), ppm, t.layout.Size*ppm, t.gridAt(a, ppm), t.alongPx(si, ppm), t.mapBufs, t.parityFor(si))
		t.rereadMap(sides, si, m)
		if sheetCornerFit(g, sides, idx, si, 1) > plainFit-alongFitSlack {
			t.lines[si] = m
			continue
		}
		for k, r := range saved {
			sides[k].ContourReads[1] = r
		}
	}
}

// sheetCornerFit returns the share of the corners of sheet si (the two
// ends of each of its sides whose other two sides were traced on the same
// sheet, a corner counted once per side it ends) with a line read on at
// least one of the three sides whose counts of reads k (0 the lanes, 1 the
// line map) fit (cornerFits); 0 with no such corner. idx maps a hexside
// to its index in sides (sideIndex).
func sheetCornerFit(g hexgrid.Grid, sides []SideProposal, idx map[hexgrid.Hexside]int, si, k int) float64 {
	n, fit := 0, 0
	for _, s := range sides {
		r := s.ContourReads[k]
		if s.sheet != si || r.Reader == "" {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ || sides[i].sheet != si || sides[j].sheet != si {
				continue
			}
			ri, rj := sides[i].ContourReads[k], sides[j].ContourReads[k]
			if ri.Reader == "" || rj.Reader == "" || r.Count+ri.Count+rj.Count == 0 {
				continue
			}
			n++
			if cornerFits(r.Count, ri.Count, rj.Count) {
				fit++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(fit) / float64(n)
}
