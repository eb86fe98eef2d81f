package trace

// On a sheet read with the line map averaged along the line, the line map's
// count stands against the lanes' differing one whenever the map is far
// surer (combineContours), and inside plate woods the lanes are rarely
// more than a few hundredths sure. There the averaged map still merges two
// close lines into one, or keeps a crown's arc as a line, fully sure.
// flagAlongDisagree flags such a count: the line map's count taken on an
// averaged map against a lanes' count of lines that differs from it.

// alongDisagree: see flagAlongDisagree (off: false). Plate seeds 21-30 at
// 300 dpi, replayed (TestDiagPlateWrongSure): wrong and not flagged light
// 26 -> 23, moderate 27 -> 23 of 2298 sides with lines, review up by at
// most 2 per 100 hexes (plate 24 and 25 moderate: two close woods lines
// read as one).
// It acts only on sheets read on the averaged map (Options.LineAlongMM,
// off by default), so it changes no default output.
var alongDisagree = true

// flagAlongDisagree flags, under unsure, the line map's counts taken on an
// averaged map (SideProposal.mapAlong) against a differing lanes' count of
// at least one line, or against lanes that read none less than fully sure
// where the map reads a line.
func flagAlongDisagree(sides []SideProposal, unsure float64) {
	if !alongDisagree {
		return
	}
	for i := range sides {
		s := &sides[i]
		rs := s.ContourReads
		if !s.mapAlong || rs[0].Reader == "" || rs[1].Reader == "" || rs[0].Count == rs[1].Count || s.Contours != rs[1].Count {
			continue
		}
		if rs[0].Count == 0 && rs[0].Conf >= 1 {
			continue
		}
		s.ContourConf = min(s.ContourConf, unsure/2)
	}
}
