package trace

// LaneMemoDisagree reads every side's lanes (contourChains) with the
// sample before's read reused where a sample reads the same (laneReadMemo)
// and with every sample read, and returns how many sides were read, how
// many read a line, and on how many the two reads differ: in the count,
// its confidence, the ungated count or the share fit's count (tests).
func LaneMemoDisagree(job Job) (sides, lines, differ int, err error) {
	t, err := tracerWithBackgrounds(job)
	if err != nil {
		return 0, 0, 0, err
	}
	g := t.job.Grid
	dirs := g.Directions()
	old := laneReadMemo
	defer func() { laneReadMemo = old }()
	for _, o := range t.hexList() {
		for i, d := range dirs[:3] {
			if _, ok := t.bg[g.Neighbor(o, d)]; !ok {
				continue
			}
			si := t.sheetOf[o]
			var got [2]laneMemoRead
			for m, on := range []bool{true, false} {
				laneReadMemo = on
				r := t.sideReaderFor(si, o, i)
				c, conf, _ := r.contourChains()
				got[m] = laneMemoRead{c, conf, r.ungated, r.shareCount}
			}
			sides++
			if got[1].count > 0 {
				lines++
			}
			if got[0] != got[1] {
				differ++
			}
		}
	}
	return sides, lines, differ, nil
}

// laneMemoRead is what LaneMemoDisagree compares.
type laneMemoRead struct {
	count      int
	conf       float64
	ungated    ContourRead
	shareCount int
}
