package trace

import "math"

// A stream is printed as a line 0.3-1 mm wide over the grid line; on a
// scan it reads as water ink two or more pixels across where its side is
// followed (waterTrack), and the darkest sample across the side unmixes
// as water and grid ink together at most places along it (waterTrack.Over:
// the stream over its grid line). A screened woods tint's dots, a crown's
// outline or a tuft's stroke read as water ink a pixel or less across,
// beside the grid line, not on it. dropThinWater drops, flagged, a side
// read wet whose followed line (waterTrack.Width, the mean width of its
// chained runs) is under thinPx pixels wide and whose grid line shows
// water at thinOver of the sampling positions or fewer. A stream through
// a dense woods tint can read thin too (the tint hides its edges), but
// it still darkens its grid line: the width alone lost 4 true sides for
// 2 false on plate seeds 41-44 at 150 dpi light. Measured on the sides
// as read before the rule (TestDumpWaterSides), right/false/missed: plate
// seeds 21-30 at 150 dpi light 188/45/27 -> 187/37/28, at 150 moderate
// 189/35/26 -> 189/31/26; 21-25 at 300 dpi light unchanged (93/21/13);
// printed seeds 21-25 at 150 dpi light and heavy: water unchanged.

// thinPx is the mean run width, pixels, under which a followed water line
// is thin; thinOver the most sampling positions at which a thin side's
// grid line may show water ink for the side to be dropped.
const (
	thinPx   = 0.99
	thinOver = 2
)

// waterThinRule switches dropThinWater (the water tests compare).
var waterThinRule = true

// dropThinWater drops the thin water sides (see above) of the sheets
// marked in on, flagged under unsure.
func dropThinWater(sides []SideProposal, on []bool, unsure float64) {
	if !waterThinRule {
		return
	}
	for i, s := range sides {
		if s.Water && sheetOn(on, s.sheet) && thinWater(s.track) {
			sides[i].Water = false
			sides[i].WaterConf = min(s.WaterConf, unsure/2)
		}
	}
}

// thinWater reports whether the line tr followed is under thinPx pixels
// wide and its grid line shows water ink at thinOver positions or fewer;
// a side that was not followed (no pixel size) is not thin.
func thinWater(tr waterTrack) bool {
	if tr.PxMM <= 0 || tr.Width >= thinPx*float64(tr.PxMM) {
		return false
	}
	over := 0
	for _, o := range tr.Over {
		if !math.IsNaN(float64(o)) {
			over++
		}
	}
	return over <= thinOver
}
