package trace

// A woods tint is a screen of cyan and yellow dots; printed off register,
// its cyan plate leaves a band of cyan dots alone along the tint's edges
// facing the shift. At 300 dpi the water readers take those dots for
// water ink and follow them as a thin line beside the grid line. The
// fringe rule (dropWaterFringes) drops such lines where a sheet shows
// many along the edges of one type facing one way; in the smaller edge
// classes (field/woods or marsh/woods edges facing the shift, two or
// three sides on a sheet) they stay, and make most of the false water of
// plate sheets at 300 dpi light and moderate.
//
// On the scan itself such a line is faint in two ways a stream is not. A
// stream is a solid spot ink 0.25 mm across or more, printed on the
// hexside: its followed line reads wide, and through the one-period
// low-pass (rereadDenseWater's read, descreen.go) it stays a line as wide,
// and the grid line it covers unmixes as water ink (waterTrack.Over) in
// either read. A fringe is a halftone band of a lighter ink beside the
// grid line: the screen's dots read as a thin line, the low-pass spreads
// them into a pale band that reads no wider, and the grid line itself
// stays dry. dropFaintWater drops, flagged, a water side on a fine sheet
// with the overprint mark whose followed line is under faintMM wide, raw
// and through the low-pass, and whose grid line reads a median water
// share under faintOver, raw and through the low-pass.
//
// A woods tint's texture (crown outlines, the screen's residue) reads as
// water ink in pieces a pixel or so wide that the followed line chains
// over part of the side; through the low-pass a stream chains over most
// of it, the texture's pieces over little. So a water side whose followed
// line is under brokenMM wide, whose low-pass line is under brokenLowMM
// wide and followed over under brokenLowShare of its places, is dropped too,
// whatever its grid line reads (over a dense tint the grid line itself
// unmixes as partly water).
//
// Measured on the water dumps (TestDumpWaterSides with
// SANDTABLE_WATER_DUMP_LOW=1, every side read through the low-pass),
// false / true sides dropped: plate seeds 21-35 at 300 dpi light 7/0,
// moderate 6/0. Widths of 0.18 mm or grid-line shares of 0.4 took
// true sides under woods (their line reads 0.16-0.18 mm, their grid line
// 0.35 water). The broken-texture test on the same dumps: 4/0 at light,
// 16/0 at moderate (plate seed 31 moderate alone 15: woods texture read
// wet on 19 sides); a low-pass share under 0.4 took a true side there.
const (
	faintMM   = 0.16
	faintOver = 0.3

	brokenMM       = 0.12
	brokenLowMM    = 0.14
	brokenLowShare = 0.3
)

// waterFaintRule switches dropFaintWater (the water dump and tests
// compare).
var waterFaintRule = true

// dropFaintWater reads each water side on a fine sheet with the overprint
// mark again through the low-pass where rereadDenseWater did not, then
// drops, flagged under unsure, those whose lines read faint (see above).
func (t *tracer) dropFaintWater(sides []SideProposal, unsure float64) {
	if !waterFaintRule {
		return
	}
	some := false
	for k := range sides {
		some = some || faintCandidate(t, &sides[k])
	}
	if !some {
		return
	}
	t.lineBackgrounds()
	for k := range sides {
		if sp := &sides[k]; faintCandidate(t, sp) && !sp.low.Read {
			t.readLow(sp)
		}
	}
	dropFaintLines(sides, unsure)
}

// faintCandidate reports whether sp is a water side the faint-line rule
// reads: wet, on a fine sheet whose halftone screen was measured and that
// carries the overprint mark.
func faintCandidate(t *tracer, sp *SideProposal) bool {
	return sp.Water && sp.track.Fine && sp.track.Screened && t.screen[sp.sheet] > 0
}

// dropFaintLines drops, flagged under unsure, each water side read
// through the low-pass whose followed line and grid line read faint in
// both reads (see above).
func dropFaintLines(sides []SideProposal, unsure float64) {
	for i, s := range sides {
		if s.Water && s.low.Read && s.track.Screened && faintLine(s) {
			sides[i].Water = false
			sides[i].WaterConf = min(s.WaterConf, unsure/2)
		}
	}
}

// faintLine reports whether side s's followed line is under faintMM wide
// and its grid line under faintOver water, raw and through the low-pass,
// or its line broken texture (brokenMM, brokenLowMM, brokenLowShare; see
// above).
func faintLine(s SideProposal) bool {
	_, _, _, _, over, _ := trackStats(s.track)
	fringe := s.track.Width < faintMM && s.low.Width < faintMM && over < faintOver && s.low.Over < faintOver
	broken := s.track.Width < brokenMM && s.low.Width < brokenLowMM && s.low.Share < brokenLowShare
	return fringe || broken
}
