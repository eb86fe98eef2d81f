package trace

// A flag does two things: it lists a count for review (the designer looks
// at it) and, through its lowered confidence, it weakens the count in the
// level solve (levels.go reads ContourConf). Some rules find zeros worth a
// look whose counts are right far more often than the solve should doubt
// them: weakened, they unbind the levels around them. markForReview lists
// such a count for review and keeps, in ContourSolveConf, the confidence
// the solve weighs it by.

// markForReview lists side s's count for review (ContourConf under unsure,
// at unsure*doubtFlag) without weakening it in the level solve: the solve
// weighs it by ContourSolveConf, the confidence it had (or the one it was
// settled from, ContourSettledFrom). A count already under review is left
// as it is.
func markForReview(s *SideProposal, unsure float64) {
	if s.ContourConf < unsure {
		return
	}
	solve := s.ContourConf
	if s.ContourSettledFrom > 0 {
		solve = s.ContourSettledFrom
	}
	s.ContourSolveConf = solve
	s.ContourConf = min(s.ContourConf, unsure*doubtFlag)
}
