package trace

// cleanZero reports whether s is a zero the lanes read alone at full
// confidence with no chain of cleanLanes lanes or more left over, and
// flag rule rule leaves such zeros sure (cleanSkip).
func cleanZero(s *SideProposal, rule string) bool {
	r := s.ContourReads
	return cleanLanes > 0 && cleanSkip[rule] && r[0].Reader == ReaderLanes && r[1].Reader == "" &&
		r[0].Count == 0 && r[0].Conf >= 1 && s.LeftChain.Lanes < cleanLanes
}

// cleanLanes, cleanSkip: see cleanZero (cleanLanes 0: off).
var (
	cleanLanes = 0
	cleanSkip  = map[string]bool{}
)
