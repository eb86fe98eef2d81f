package trace

// reviewFollowedZeros lists for review only (markForReview: the level solve
// weighs them as read) the lanes' zeros on coarse scans (n sheets) still
// sure once the settle is done that a line the lanes counted near by,
// followed on (followWoods), crosses with its ink showing: a mean contour
// ink share along the followed arc of at least share (FollowRead.Mean;
// 0: off).
func reviewFollowedZeros(sides []SideProposal, n int, unsure, share float64) {
	if share <= 0 {
		return
	}
	for i := range sides {
		s := &sides[i]
		if !laneZero(s, n) || s.ContourConf < unsure || s.follow.Paths == 0 {
			continue
		}
		if s.follow.Mean >= share {
			markForReview(s, unsure)
		}
	}
}
