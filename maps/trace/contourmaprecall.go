package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// The line map's zeros are trusted sheet-wide at its measured recall
// (mapZeroConfs), measured on the lanes' surest lines. Inside a traced
// type whose art hides a thin line from the line filter (plate woods: a
// cyan and yellow screened tint under crown outlines) the lanes are never
// fully sure of a line, so that measure has nothing there, and where the
// lanes read a zero at all unsure (a broken chain) the line map's zero
// settles it sure. mapRecallTypes picks, per sheet, the traced types the
// sheet-wide measure does not reach: inside them (sides between two hexes
// of the type) the lanes read at least mapRecallMin lines but fewer than
// mapLackMin fully sure, and the line map's own counts fit under
// mapRecallFit of the corners with a line (a reader that misses lines
// leaves lines ending at corners). Of those, where the line map lacks at
// least mapRecallLack of the lines the lanes read there (at any
// confidence), flagMapRecall flags the zeros the line map's zero made sure
// on the sides with a hex of that type; and on the sides with a hex of any
// of those types, a count of lines both readers read, each less sure of
// it than weakAgree (a woods edge both half take for a line).

// mapRecallLack, mapRecallMin, mapRecallFit: see flagMapRecall (lack 0:
// off, weakAgree too). Plate seeds 21-40 at 300 dpi, replayed (TestDiagPlateWrongSure):
// wrong and not flagged light 3.8 -> 2.1%, moderate 3.0 -> 1.4% of the
// sides with lines, review 170 -> 186 and 169 -> 185 per 100 hexes; at a
// lack of 0.25 moderate 1.6%. Without the corner fit printed seeds 21-25
// at 300 dpi heavy went 70 -> 130 review items and 88.5 -> 82.2% elevation
// (their woods: the lanes rarely sure, the map's woods corners fit
// 0.54-0.94; plate woods where the map misses lines 0.05-0.45); with it
// printed is unchanged. The corner fit is held under 0.45, not 0.5: printed
// seed 24 at 12 x 10 hexes, 300 dpi moderate (TestContourChainsOverDenseCrowns)
// has its woods corners at a fit between the two and the rule took its
// contour review from 78 to 205 per 100 hexes; plate 21-40 replayed at 0.45:
// light unchanged, moderate wrong and not flagged 1.4 -> 1.5%, review 185 -> 181.
var (
	mapRecallLack = 0.2
	mapRecallMin  = 15
	mapRecallFit  = 0.45
)

// alongRecallLack and alongRecallFit stand for mapRecallLack and
// mapRecallFit on a sheet whose line map counts were read on the map
// averaged along the line (SideProposal.mapAlong). That map reads lines
// inside plate woods about as often as the lanes, and its counts there fit
// more corners (a smooth contour is kept whole), so the plain map's lack
// and fit no longer pick the woods out; yet of its zeros inside woods a
// fifth to a third have a true line (plate seeds 21-30 at 300 dpi: 29, 20
// and 16% light/moderate/heavy; open ground 1.5-3.6%). Every type the
// sheet-wide measure does not reach and whose map counts fit under 0.6 of
// its corners is taken as lacking. Plate 21-30 at 300 dpi, wrong and not
// flagged 1.5/1.1/1.2 -> 1.2/0.9/1.1% (light/moderate/heavy), plate 31-35
// light 2.4 -> 2.0%; printed 21-25 at 300 moderate: review 53 -> 72 per
// 100 hexes (one sheet's woods at a fit between 0.5 and 0.55), light and
// heavy unchanged. At 0.5 plate 31-35 light stayed at 2.4%.
var (
	alongRecallLack = 0.0
	alongRecallFit  = 0.6
)

// recallLackFits returns per sheet (of n) flagMapRecall's lack and corner
// fit for the line map its sides were read on (SideProposal.mapAlong).
func recallLackFits(sides []SideProposal, n int) (lack, fit []float64) {
	lack, fit = make([]float64, n), make([]float64, n)
	along := make([]bool, n)
	for _, s := range sides {
		if s.sheet < n && s.mapAlong {
			along[s.sheet] = true
		}
	}
	for i := range n {
		lack[i], fit[i] = mapRecallLack, mapRecallFit
		if along[i] {
			lack[i], fit[i] = alongRecallLack, alongRecallFit
		}
	}
	return lack, fit
}

// weakAgree: see flagMapRecall (0: off). Plate 21-40 at 300 dpi:
// wrong and not flagged light 1.9 -> 1.6%, moderate 1.9 -> 1.5% for 2
// more review items per 100 hexes (measured applied on every sheet, where
// it cost printed 300 dpi heavy 3.7 points of elevation).
var weakAgree = 0.35

// alongWeakAgree stands for weakAgree on a side read on the map averaged
// along the line (SideProposal.mapAlong). That map keeps a woods or
// thicket tint's edge, or two close lines merged, as one line at a middling
// confidence (0.45-0.8) where the lanes half read it too, and such counts
// were left sure. Plate 21-35 at 300 dpi, replayed with flagCornerReads:
// wrong and not flagged light 41 -> 36 of ~3130 sides with lines,
// moderate 26 -> 25, heavy 49 -> 49, review up 1 per 100 hexes or less.
// Printed sheets carry no averaged map: unchanged.
var alongWeakAgree = 0.85

// flagMapRecall flags, on every side with a hex of a type the line map
// lacks lines inside (mapRecallTypes), a combined count of no line the line
// map's zero made sure (the map read none and the lanes read a line or are
// not fully sure of none), and on every side with a hex of a type the
// sheet-wide recall does not reach, a count both readers read less sure
// than weakAgree. With mapCornerZeros, on a sheet with such a type or read
// on the map averaged along the line, the zeros both readers read (the
// lanes not fully sure) are flagged only where the line map's counts at a
// corner want a line through the side, and the counts both readers read
// alike less sure than weakAgree on every side (flagCornerReads). Over n
// sheets, flagged under unsure.
func flagMapRecall(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int, unsure float64) {
	if mapRecallLack <= 0 {
		return
	}
	ty := hexTerrain(hexes)
	unmeasured, lacking := mapRecallTypes(g, sides, ty, n)
	idx := sideIndex(sides)
	along := make([]bool, n)
	for _, s := range sides {
		if s.sheet < n && s.mapAlong {
			along[s.sheet] = true
		}
	}
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if s.sheet >= n || rs[0].Reader == "" || rs[1].Reader == "" {
			continue
		}
		a, b := g.SideHexes(s.Side)
		um := unmeasured[s.sheet]
		if mapCornerZeros && (len(um) > 0 || along[s.sheet]) && flagCornerReads(g, sides, idx, i, unsure) {
			continue
		}
		switch {
		case !um[ty[a]] && !um[ty[b]]:
		case s.Contours == 0 && rs[1].Count == 0 && (rs[0].Count != 0 || rs[0].Conf < 1):
			if mapCornerZeros && rs[0].Count == 0 {
				break // left to the corners (flagCornerReads)
			}
			if lacking[s.sheet][ty[a]] || lacking[s.sheet][ty[b]] {
				s.ContourConf = min(s.ContourConf, unsure/2)
			}
		case s.Contours > 0 && rs[0].Count == s.Contours && rs[1].Count == s.Contours && max(rs[0].Conf, rs[1].Conf) < agreeUnder(s):
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// agreeUnder returns the confidence under which flagMapRecall flags a
// count both readers read on side s: alongWeakAgree on an averaged line
// map, else weakAgree (weakAgree 0 turns both off).
func agreeUnder(s *SideProposal) float64 {
	if s.mapAlong && weakAgree > 0 {
		return alongWeakAgree
	}
	return weakAgree
}

// mapRecallTypes returns per sheet (of n) the traced types inside which
// the lanes read at least mapRecallMin lines but fewer than mapLackMin of
// them fully sure and the line map's counts fit under mapRecallFit of the
// corners with a line (typeCornerFits): unmeasured; and of those the ones
// inside which the line map lacks at least mapRecallLack of the lines the
// lanes read (see flagMapRecall).
func mapRecallTypes(g hexgrid.Grid, sides []SideProposal, ty map[hexgrid.Offset]string, n int) (unmeasured, lacking []map[string]bool) {
	type tally struct{ lanes, sure, lack int }
	per := make([]map[string]*tally, n)
	for i := range per {
		per[i] = map[string]*tally{}
	}
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if s.sheet >= n || rs[0].Reader == "" || rs[1].Reader == "" || rs[0].Count == 0 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] || ty[a] == "" {
			continue
		}
		x := per[s.sheet][ty[a]]
		if x == nil {
			x = &tally{}
			per[s.sheet][ty[a]] = x
		}
		x.lanes++
		if rs[0].Conf >= 1 {
			x.sure++
		}
		if rs[1].Count == 0 {
			x.lack++
		}
	}
	fit := typeCornerFits(g, sides, ty, n, 1)
	lackAt, fitUnder := recallLackFits(sides, n)
	unmeasured, lacking = make([]map[string]bool, n), make([]map[string]bool, n)
	for i := range per {
		unmeasured[i], lacking[i] = map[string]bool{}, map[string]bool{}
		for t, x := range per[i] {
			if x.lanes < mapRecallMin || x.sure >= mapLackMin || fit[i][t] >= fitUnder[i] {
				continue
			}
			unmeasured[i][t] = true
			if float64(x.lack) >= lackAt[i]*float64(x.lanes) {
				lacking[i][t] = true
			}
		}
	}
	return unmeasured, lacking
}

// typeCornerFits returns per sheet (of n) and traced type the share of
// the corners inside the type (each of their three sides between two
// hexes of the type) with a line on some side where reader k's counts fit
// levels (cornerFits); 1 where there is no such corner. A reader that
// misses lines inside a type leaves lines ending at its corners there.
func typeCornerFits(g hexgrid.Grid, sides []SideProposal, ty map[hexgrid.Offset]string, n, k int) []map[string]float64 {
	idx := sideIndex(sides)
	in := func(s hexgrid.Hexside) string {
		a, b := g.SideHexes(s)
		if ty[a] != ty[b] {
			return ""
		}
		return ty[a]
	}
	type tally struct{ corners, fit int }
	per := make([]map[string]*tally, n)
	for i := range per {
		per[i] = map[string]*tally{}
	}
	for _, s := range sides {
		r := s.ContourReads[k]
		t := in(s.Side)
		if s.sheet >= n || r.Reader == "" || t == "" {
			continue
		}
		for _, pair := range corners(g, s.Side) {
			i, okI := idx[pair[0]]
			j, okJ := idx[pair[1]]
			if !okI || !okJ || in(pair[0]) != t || in(pair[1]) != t {
				continue
			}
			ri, rj := sides[i].ContourReads[k], sides[j].ContourReads[k]
			if ri.Reader == "" || rj.Reader == "" || r.Count+ri.Count+rj.Count == 0 {
				continue
			}
			x := per[s.sheet][t]
			if x == nil {
				x = &tally{}
				per[s.sheet][t] = x
			}
			x.corners++
			if cornerFits(r.Count, ri.Count, rj.Count) {
				x.fit++
			}
		}
	}
	out := make([]map[string]float64, n)
	for i := range per {
		out[i] = map[string]float64{}
		for t, x := range per[i] {
			out[i][t] = float64(x.fit) / float64(x.corners)
		}
	}
	return out
}
