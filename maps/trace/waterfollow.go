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

// A marsh's tufts are water ink too: short strokes 0.1-0.12 mm wide,
// scattered a few mm apart, which waterTrack chains along a side as it
// does a stream, 0.13-0.23 mm across at 300 dpi. Beside a light tint
// (waterTrack.Tint under followDense: fields, marshes, orchards and towns
// read 0.06-1.0, thickets and woods 1.8-3.1) a stream keeps its edges and
// reads at nearly its printed width (0.25 mm and more drawn, 0.23 mm and
// more read), so there a followed side must be followWetMM wide. On the
// 300 dpi plate benchmark sheet (plate seed 1, 57 x 34 hexes, marshes by
// most of its streams) the rule without it added 7 true and 18 false
// sides, all beside a marsh; with it 5 true and none false. On plate seeds
// 41-44 at 300 dpi light it took the rule's 2 false sides (woods edges
// beside a field, 0.16 mm) and one true side.

// A stream may run under the tint for several sides with no water read
// at either end: no wet corner to follow it from. A texture line seldom
// follows more than a side or two in a row, so a connected set of
// followChain or more followed dry sides is read wet as well, flagged.
// On the sides as read before the rule (plate seeds 21-30 and 41-44 at 300
// dpi light and the benchmark sheet, with the light-tint width above), sets
// of one side or more would add 21 true for 3 false, of two or more 17
// true, of three or more 15 true, neither any false; without the light-tint
// width, single sides added 22 true for 49 false.

// followShare is the least share of a side's sampling positions on the
// longest chain waterTrack followed for the side to be followed; followRuns
// the least count of positions with a run of water ink; followMM the
// least mean width of the chained runs, mm.
const (
	followShare = 11.0 / 13
	followRuns  = 12
	followMM    = 0.13
	followWetMM = 0.23
	followChain = 3
	followDense = 1.4
)

// waterFollowRule switches addFollowedWater; waterFollowChains its
// followed sets with no water at their corners (addFollowedChains).
var (
	waterFollowRule   = true
	waterFollowChains = true
)

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
	wetAlong(g, sides, cand, wet, unsure)
	addFollowedChains(g, sides, cand, unsure)
}

// addFollowedChains reads wet, flagged under unsure, each connected set
// (sides meeting at corners) of followChain or more of the sides cand
// indexes that are still dry.
func addFollowedChains(g hexgrid.Grid, sides []SideProposal, cand []int, unsure float64) {
	if !waterFollowChains {
		return
	}
	dry := make(map[hexgrid.Hexside]int, len(cand))
	for _, i := range cand {
		if !sides[i].Water {
			dry[sides[i].Side] = i
		}
	}
	seen := make(map[hexgrid.Hexside]bool, len(dry))
	for _, i := range cand {
		if sides[i].Water || seen[sides[i].Side] {
			continue
		}
		set := []int{i}
		seen[sides[i].Side] = true
		for k := 0; k < len(set); k++ {
			for _, c := range corners(g, sides[set[k]].Side) {
				for _, n := range c {
					if j, ok := dry[n]; ok && !seen[n] {
						seen[n] = true
						set = append(set, j)
					}
				}
			}
		}
		if len(set) < followChain {
			continue
		}
		for _, j := range set {
			sides[j].Water = true
			sides[j].WaterConf = min(sides[j].WaterConf, unsure/2)
		}
	}
}

// wetAlong reads wet, flagged under unsure, each side of cand (indexes
// into sides) that meets a side in wet at one of its corners, adding it to
// wet, until none is added: the sides of cand that water reaches through
// other sides of cand (the closure does not depend on the order they are
// taken in).
func wetAlong(g hexgrid.Grid, sides []SideProposal, cand []int, wet map[hexgrid.Hexside]bool, unsure float64) {
	for added := true; added; {
		added = false
		for _, i := range cand {
			if s := sides[i]; !s.Water && touchesWater(g, s.Side, wet) {
				sides[i].Water = true
				sides[i].WaterConf = min(s.WaterConf, unsure/2)
				wet[s.Side] = true
				added = true
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
// followRuns positions or more, followMM wide or more on average
// (followWetMM beside a wet tint).
func followedDry(tr waterTrack) bool {
	if !tr.Fine || !tr.Screened || tr.Share < followShare-1e-9 || tr.Width < followMM {
		return false
	}
	if tr.Tint < followDense && tr.Width < followWetMM {
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
