package trace

import (
	"math"
	"slices"
)

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
//
// On a fine scan (7 px/mm or more, waterTrack.Fine) the grid line is
// resolved and its darkest sample unmixes as some water at nearly every
// place along any side, so the count of such places parts nothing there;
// how much water it holds does. A stream printed over its grid line
// unmixes there as water at a share near 1 (0.86 and over on every true
// side the rule below would otherwise take), a woods screen's dots, a
// crown's outline or a woods edge's stroke beside the line at a share of
// 0.1-0.7, and they read a single pixel across. A fine side read wet whose
// followed line is under thinFinePx pixels wide on average, read with
// water confidence under thinFineConf and whose grid line's median water
// share (waterTrack.Over) is under thinFineOver is dropped, flagged, by
// dropThinFineWater after the other shape rules, on the sheets the art
// rules hold on (artSheets, fringeSheets). Measured on the sides as read
// before the rule (TestDumpWaterSides), false sides dropped / true lost:
// plate seeds 21-30 at 300 dpi light 8/0, moderate 4/0, plate seeds 41-44
// at 300 light 10/0, printed 21-25 at 300 light 0/0 (without the grid-line
// share, at 1.2 px: 12/0, 6/1, 11/2 and 0/6; at 1.2 px a true side of
// plate seed 24 read 1.2 px across was lost). On every fine sheet it took
// true streams of blurred printed scans (printed seeds 21-25 at 300 dpi
// heavy: water recall 97.0 -> 95.0%, precision 100% either way); held to
// the art sheets and the sheets showing overprinted screens
// (thinFineSheets) it takes none there.

// thinPx is the mean run width, pixels, under which a followed water line
// is thin; thinOver the most sampling positions at which a thin side's
// grid line may show water ink for the side to be dropped.
const (
	thinPx   = 0.99
	thinOver = 2
)

// thinFinePx is the mean run width, pixels, under which a fine scan's
// followed water line is thin; thinFineConf the water confidence and
// thinFineOver the grid line's median water share under which such a
// thin side is dropped.
const (
	thinFinePx   = 1.15
	thinFineConf = 0.5
	thinFineOver = 0.8
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

// waterThinFine switches dropThinFineWater (off only in the tests that
// compare the sides without it: SetWaterThinFine).
var waterThinFine = true

// dropThinFineWater drops, flagged under unsure, the water sides of the
// sheets marked in on that thinFineWater finds thin. It runs after the
// other shape rules: dropShortWater weighs a sheet by the share of its
// water in short chains, and dropping thin sides first kept chains it
// drops (plate seeds 21 and 25 at 300 dpi light).
func dropThinFineWater(sides []SideProposal, on []bool, unsure float64) {
	for i, s := range sides {
		if s.Water && sheetOn(on, s.sheet) && thinFineWater(s) {
			sides[i].Water = false
			sides[i].WaterConf = min(s.WaterConf, unsure/2)
		}
	}
}

// thinFineWater reports whether s, a side of a fine scan, was followed
// along a line under thinFinePx pixels wide on average, read with water
// confidence under thinFineConf, and its grid line's median water share
// is under thinFineOver (a side whose grid line never unmixed is kept).
func thinFineWater(s SideProposal) bool {
	tr := s.track
	if !waterThinFine || !tr.Fine || tr.PxMM <= 0 || tr.Width <= 0 {
		return false
	}
	if tr.Width >= thinFinePx*float64(tr.PxMM) || s.WaterConf >= thinFineConf {
		return false
	}
	var over []float64
	for _, o := range tr.Over {
		if !math.IsNaN(float64(o)) {
			over = append(over, float64(o))
		}
	}
	if len(over) == 0 {
		return false
	}
	slices.Sort(over)
	return over[len(over)/2] < thinFineOver
}

// thinFineSheets returns, for each of n sheets, whether dropThinFineWater
// holds there: on marks the art and off-register sheets, and a sheet any
// of whose sides' tracks is Screened holds it too. The overprint mark (3
// or more screen angles, screenangles.go) sees every plate sheet at 300
// dpi light and most at moderate, and no printed sheet at 300 dpi (one
// screened tint peaks at 2 angles; a heavy blur hides a screen), so the
// blurred printed scans whose true streams read thin keep them.
func thinFineSheets(sides []SideProposal, on []bool, n int) []bool {
	out := make([]bool, n)
	copy(out, on)
	for _, s := range sides {
		if s.sheet < n && s.track.Screened {
			out[s.sheet] = true
		}
	}
	return out
}
