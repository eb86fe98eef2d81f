package trace

// A stream is printed as a line 0.3-1 mm wide; on a scan it reads as water
// ink across two or more pixels wherever its side is followed (waterTrack),
// the grid line's blur only widening it. A screened tint's dots, a crown's
// outline or a tuft's stroke read as water ink a pixel or less across:
// on plate-style sheets a dense woods screen is read wet at most places of
// a dry woods side, but the runs waterTrack chains along it are single
// pixels. dropThinWater drops, flagged, a side read wet whose followed
// line (waterTrack.Width, the mean width of its chained runs) is under
// thinPx pixels wide.

// thinPx is the mean run width, pixels, under which a followed water line
// is texture, not a stream.
const thinPx = 0.99

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
// wide; a side that was not followed (no pixel size) is not.
func thinWater(tr waterTrack) bool {
	return tr.PxMM > 0 && tr.Width < thinPx*float64(tr.PxMM)
}
