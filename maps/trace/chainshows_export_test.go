package trace

import "math/rand/v2"

// ChainShowsDisagree reads every side's lanes (contourChains), then, on
// the chains of peaks the side's count looked at between (its segments,
// alone and linked end to end), compares chainShows, on a reader that
// knows a random part of those segments' reads, with chainContinuity's
// shares on a reader that knows none, for the gated and the ungated
// count. It returns how many chains were compared, how many show, and
// how many answers differ (diagnostics and tests).
func ChainShowsDisagree(job Job, seed uint64) (chains, shows, disagree int, err error) {
	t, err := tracerWithBackgrounds(job)
	if err != nil {
		return 0, 0, 0, err
	}
	rng := rand.New(rand.NewPCG(seed, seed+1))
	g := t.job.Grid
	dirs := g.Directions()
	for _, o := range t.hexList() {
		for i, d := range dirs[:3] {
			if _, ok := t.bg[g.Neighbor(o, d)]; !ok {
				continue
			}
			si := t.sheetOf[o]
			r := t.sideReaderFor(si, o, i)
			r.contourChains()
			segs := r.segReads
			var peaks []lanePeak
			index := map[[2]float64]int{}
			at := func(p [2]float64) int {
				if k, ok := index[p]; ok {
					return k
				}
				index[p] = len(peaks)
				peaks = append(peaks, lanePeak{x: p[0], y: p[1]})
				return len(peaks) - 1
			}
			for _, sg := range segs {
				chain := []int{at(sg.p), at(sg.q)}
				for _, c := range [][]int{chain, linked(segs, chain, at)} {
					for _, noWhite := range []bool{false, true} {
						fast := t.sideReaderFor(si, o, i)
						fast.noWhite = noWhite
						for _, known := range segs {
							if rng.IntN(2) == 0 {
								fast.segReads = append(fast.segReads, known)
							}
						}
						plain := t.sideReaderFor(si, o, i)
						plain.noWhite = noWhite
						m, b := plain.chainContinuity(peaks, c)
						want := m >= chainCont && b >= chainContBoth
						chains++
						if want {
							shows++
						}
						if fast.chainShows(peaks, c) != want {
							disagree++
						}
					}
				}
			}
		}
	}
	return chains, shows, disagree, nil
}

// linked extends chain (two peaks) by the segments of segs that start
// where it ends, up to eight peaks.
func linked(segs []segRead, chain []int, at func([2]float64) int) []int {
	out := append([]int(nil), chain...)
	for len(out) < 8 {
		grown := false
		for _, sg := range segs {
			if at(sg.p) == out[len(out)-1] {
				out = append(out, at(sg.q))
				grown = true
				break
			}
		}
		if !grown {
			break
		}
	}
	return out
}
