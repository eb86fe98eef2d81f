package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// The line map's zeros are trusted sheet-wide at its measured recall
// (mapZeroConfs), measured on the lanes' surest lines. Inside a traced
// type whose art hides a thin line from the line filter (plate woods: a
// cyan and yellow screened tint under crown outlines) the lanes are never
// fully sure of a line, so that measure has nothing there, and where the
// lanes read a zero at all unsure (a broken chain) the line map's zero
// settles it sure. mapRecallTypes measures, per sheet and traced type, the
// line map's lack inside the type: of the sides between two hexes of the
// type on which the lanes read a line (at any confidence), the share on
// which the line map read none. Where that lack reaches mapRecallLack (over
// at least mapRecallMin such sides), flagMapRecall flags the zeros the line
// map's zero alone made sure on the sides with a hex of that type.

// mapRecallLack, mapRecallMin: see flagMapRecall (lack 0: off).
var (
	mapRecallLack = 0.25
	mapRecallMin  = 15
)

// flagMapRecall flags, on every side with a hex of a type the line map
// lacks lines inside (mapRecallTypes), a combined count of no line the line
// map's zero made sure: the map read none and the lanes read a line or are
// not fully sure of none. Over n sheets, flagged under unsure.
func flagMapRecall(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, n int, unsure float64) {
	if mapRecallLack <= 0 {
		return
	}
	ty := make(map[hexgrid.Offset]string, len(hexes))
	for _, h := range hexes {
		ty[h.Hex] = h.Terrain
	}
	lacking := mapRecallTypes(g, sides, ty, n)
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if s.sheet >= n || rs[0].Reader == "" || rs[1].Reader == "" || s.Contours != 0 || rs[1].Count != 0 {
			continue
		}
		if rs[0].Count == 0 && rs[0].Conf >= 1 {
			continue
		}
		a, b := g.SideHexes(s.Side)
		if lacking[s.sheet][ty[a]] || lacking[s.sheet][ty[b]] {
			s.ContourConf = min(s.ContourConf, unsure/2)
		}
	}
}

// mapRecallTypes returns per sheet (of n) the traced types inside which
// the line map lacks at least mapRecallLack of the lines the lanes read
// (see flagMapRecall).
func mapRecallTypes(g hexgrid.Grid, sides []SideProposal, ty map[hexgrid.Offset]string, n int) []map[string]bool {
	type tally struct{ lanes, lack int }
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
		if rs[1].Count == 0 {
			x.lack++
		}
	}
	out := make([]map[string]bool, n)
	for i := range per {
		out[i] = map[string]bool{}
		for t, x := range per[i] {
			if x.lanes >= mapRecallMin && float64(x.lack) >= mapRecallLack*float64(x.lanes) {
				out[i][t] = true
			}
		}
	}
	return out
}
