package trace

// unsureWeight is an unsure count's vote as a share of a sure one's (1).
const unsureWeight = 0.25

// sideVote is what known neighbour k of hex i says of i's level: the levels
// it allows (one, or two for a side whose direction is not known) with a
// weight each, and whether the vote is decisive (a sure count across a
// 0-count or told side). A count not known says nothing.
func (pr *propagation) sideVote(i, k int) (levels [2]int, weights [2]float64, decisive bool) {
	j, c := pr.nbs[i][k], pr.cnt[i][k]
	if j < 0 || !pr.known[j] || c < 0 {
		return levels, weights, false
	}
	w := 1.0
	if pr.unsure[i][k] {
		w = unsureWeight
	}
	sure := !pr.unsure[i][k]
	switch d := pr.dir[i][k]; {
	case c == 0:
		return [2]int{pr.level[j]}, [2]float64{w}, sure
	case d != 0:
		// dir is seen from i: uphill means j is higher, i lower.
		return [2]int{pr.level[j] - d*c}, [2]float64{w}, sure
	default:
		return [2]int{pr.level[j] + c, pr.level[j] - c}, [2]float64{w / 2, w / 2}, false
	}
}

// vote returns the level hex i's known neighbours agree on most, that
// level's weight, the runner-up's and the weight of the decisive votes for
// it; ties go to the higher level.
func (pr *propagation) vote(i int) (best int, top, second, hard float64) {
	var ls [12]int
	var ws, hs [12]float64
	n := 0
	add := func(l int, w float64, decisive bool) {
		for m := range n {
			if ls[m] == l {
				ws[m] += w
				if decisive {
					hs[m] += w
				}
				return
			}
		}
		ls[n], ws[n], hs[n] = l, w, 0
		if decisive {
			hs[n] = w
		}
		n++
	}
	for k := range pr.nbs[i] {
		l, w, decisive := pr.sideVote(i, k)
		for m := range 2 {
			if w[m] > 0 {
				add(l[m], w[m], decisive)
			}
		}
	}
	for m := range n {
		if m == 0 || ws[m] > top || ws[m] == top && ls[m] > best {
			best, top, hard = ls[m], ws[m], hs[m]
		}
	}
	for m := range n {
		if ls[m] != best {
			second = max(second, ws[m])
		}
	}
	return best, top, second, hard
}
