package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// On a sheet read with the line map averaged along the line, the lanes
// still take the edge of a dark tint (plate woods beside open ground) for
// a line now and then, fully sure of it, where the averaged map reads
// none; its zero there does not contest them when the sheet's map lacks
// some of the lanes' surest lines (combineContours: mapZeroConfs under 1).
// flagEdgeLanes flags such a count: lines the lanes alone read on a side
// between two hexes of different traced types, the averaged map reading
// none.

// edgeLanes: see flagEdgeLanes (off: false). Plate seeds 21-30 at 300
// dpi, replayed (TestDiagPlateWrongSure): light wrong and not flagged 26
// -> 23 of 2298 sides with lines for one more review item per 100 hexes
// (plate 22's woods edges); moderate unchanged.
// It acts only on sheets read on the averaged map (Options.LineAlongMM,
// off by default), so it changes no default output.
var edgeLanes = true

// flagEdgeLanes flags, under unsure, the counts of lines taken from the
// lanes against an averaged line map's zero (SideProposal.mapAlong) on
// sides between hexes of two different traced types.
func flagEdgeLanes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, unsure float64) {
	if !edgeLanes {
		return
	}
	ty := hexTerrain(hexes)
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if !s.mapAlong || rs[0].Reader == "" || rs[1].Reader == "" || rs[1].Count != 0 || s.Contours == 0 || rs[0].Count != s.Contours {
			continue
		}
		a, b := g.SideHexes(s.Side)
		if ty[a] == "" || ty[b] == "" || ty[a] == ty[b] {
			continue
		}
		s.ContourConf = min(s.ContourConf, unsure/2)
	}
}
