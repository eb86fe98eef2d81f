package trace

import (
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Under a dense woods tint a plate sheet's stream loses its edges: the
// colour reader takes too few of the side's samples for water ink and
// reads the side dry, yet waterTrack follows a line along nearly all of
// it, as wide as a stream reads there (0.13-0.25 mm at 300 dpi; the
// tint's screen dots and crown outlines read a pixel, 0.085 mm, or a
// short run). Such a side that touches water read at one of its corners
// continues that stream. addFollowedWater reads it wet, flagged under
// unsure, on the sheets whose scan shows overprinted screens (the
// overprint mark, waterTrack.Screened: plate-style scans at 300 dpi light
// and most at moderate; no printed sheet), after the other water rules,
// and again from the sides it added until none is added: a stretch of two
// or three sides under the tint reads dry as a whole. On the sides as read
// before it (TestDumpWaterSides, main without the rule), true / false
// sides added: plate seeds 21-30 at 300 dpi light 6/0 in one pass and 6/0
// repeated, moderate 3/0 and 4/0, plate seeds 41-44 at 300 light 5/0 and
// 7/0, printed seeds 21-25 at 300 light 0/0.

// followShare is the least share of a side's sampling positions on the
// longest chain waterTrack followed for the side to be followed; followRuns
// the least count of positions with a run of water ink; followMM the
// least mean width of the chained runs, mm.
const (
	followShare = 11.0 / 13
	followRuns  = 12
	followMM    = 0.13
)

// waterFollowRule switches addFollowedWater.
var waterFollowRule = true

// addFollowedWater reads wet, flagged under unsure, each side read dry on
// a Screened fine sheet that waterTrack followed (followedDry) and that
// meets a side read wet, or one it added, at one of its corners (see
// above).
func addFollowedWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if !waterFollowRule {
		return
	}
	wet := make(map[hexgrid.Hexside]bool, len(sides))
	var cand []int
	for i, s := range sides {
		switch {
		case s.Water:
			wet[s.Side] = true
		case followedDry(s.track):
			cand = append(cand, i)
		}
	}
	for added := true; added; {
		added = false
		for _, i := range cand {
			if s := sides[i]; !s.Water && touchesWater(g, s.Side, wet) {
				sides[i].Water = true
				sides[i].WaterConf = min(s.WaterConf, unsure/2)
				added = true
			}
		}
		for _, i := range cand {
			if sides[i].Water {
				wet[sides[i].Side] = true
			}
		}
	}
}

// touchesWater reports whether a side in wet meets side s at either of its
// corners.
func touchesWater(g hexgrid.Grid, s hexgrid.Hexside, wet map[hexgrid.Hexside]bool) bool {
	for _, c := range corners(g, s) {
		if wet[c[0]] || wet[c[1]] {
			return true
		}
	}
	return false
}

// followedDry reports whether tr, a side's water track on a Screened fine
// sheet, followed a line over followShare of the side or more, with runs at
// followRuns positions or more, followMM wide or more on average.
func followedDry(tr waterTrack) bool {
	if !tr.Fine || !tr.Screened || tr.Share < followShare-1e-9 || tr.Width < followMM {
		return false
	}
	runs := 0
	for _, w := range tr.Widths {
		if w > 0 {
			runs++
		}
	}
	return runs >= followRuns
}
