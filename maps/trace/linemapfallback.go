package trace

// The line map averaged along the line (lineAlongMM) reads faint contours
// over screened tints that the single-pixel filter drowns, but on a
// blurred scan it loses lines the single-pixel filter still finds: the
// blur spreads a thin line's density across, its response per pixel falls,
// and the mean along it falls under the link's thresholds as a whole.
// Printed seeds 21-25 at 300 dpi heavy (blur 0.095-0.11 mm on seeds 22 and
// 24): averaged, the map lacked 30-69% of the lanes' surest lines (plain:
// 0-27%), so its zeros carried no confidence (mapZeroConfs) and the review
// rose 70 -> 115 per 100 hexes; plate sheets lacked at most 27%. A sheet
// whose averaged map lacks at least alongLackPlain of the lanes' surest
// lines is read again with the plain map (plainFallback).

// alongLackPlain is the share of the lanes' surest lines (a whole chain,
// confidence 1) an averaged line map may lack before its sheet falls back
// to the plain one; measured over at least mapLackMin such lines. Between
// plate 21-30 at 300 dpi (at most 0.27) and printed 21-25 heavy (0.30-0.69;
// FIGURES.md session 37, s37-plateelev).
const alongLackPlain = 0.3

// plainFallback reads the line-map count of every side (ContourReads[1])
// again with the plain line map on each sheet whose line map, averaged
// along the line, lacks at least alongLackPlain of the lanes' surest lines
// (alongLacks). The plain map is built only for those sheets.
func (t *tracer) plainFallback(sides []SideProposal) {
	if !t.job.Options.Curves || t.job.Options.LineMap || len(t.lines) == 0 {
		return
	}
	lacks := alongLacks(sides, len(t.lines))
	for si, m := range t.lines {
		if m == nil || lacks[si] < alongLackPlain {
			continue
		}
		if !m.along {
			continue
		}
		ppm := t.job.Sheets[si].Affine.PxPerMM()
		plain := buildLineMap(t.linePix[si], t.white, t.typedFor(si), ppm, t.layout.Size*ppm, t.gridAt(t.job.Sheets[si].Affine, ppm), 0, t.mapBufs, false, t.job.Options.LineMapRings)
		t.lines[si] = plain
		t.rereadMap(sides, si, plain)
	}
}

// rereadMap reads the line-map count of every side of sheet si read by the
// line map (ContourReads[1]) again on map m.
func (t *tracer) rereadMap(sides []SideProposal, si int, m *lineMap) {
	dirs := t.job.Grid.Directions()
	eachChunk(len(sides), sideChunk, func(k0, k1 int) {
		for k := k0; k < k1; k++ {
			sp := &sides[k]
			if sp.sheet != si || sp.ContourReads[1].Reader != ReaderLineMap {
				continue
			}
			i := -1
			for j, d := range dirs[:3] {
				if d == sp.Side.Dir {
					i = j
				}
			}
			if i < 0 {
				continue
			}
			r := sideReader{f: t.frame, h: t.place(si, sp.Side.Hex), i: i, lines: m}
			n, c, _ := r.contourCrossings()
			sp.ContourReads[1] = ContourRead{Reader: ReaderLineMap, Count: n, Conf: c}
		}
	})
}

// alongLacks returns per sheet (of n) the share of the sides the lanes read
// lines on fully sure where the line map read none (mapLacks); 0 on a
// sheet with fewer than mapLackMin such sides.
func alongLacks(sides []SideProposal, n int) []float64 {
	out := mapLacks(sides, n)
	for i, l := range out {
		out[i] = max(0, l)
	}
	return out
}

// markAlongMaps marks the sides whose line map count was read on a map
// averaged along the line (SideProposal.mapAlong): flagMapRecall weighs
// that map's zeros by its own recall.
func (t *tracer) markAlongMaps(sides []SideProposal) {
	for i := range sides {
		s := &sides[i]
		s.mapAlong = s.ContourReads[1].Reader == ReaderLineMap && s.sheet < len(t.lines) && t.lines[s.sheet] != nil && t.lines[s.sheet].along
	}
}
