package trace

// solveKeeps names the settle steps (settleStage names) whose flags the
// level solve does not read (diagnostics, none by default): a count such a
// step flagged from sure is weighed by the confidence it had before, if no
// later step changed it or settled it (ContourSolveConf). The review list
// and the settle are unchanged.
var solveKeeps map[string]bool

// solveKeep records, step by step, the counts the steps in solveKeeps
// flagged from sure.
type solveKeep struct {
	prev  []float64
	keep  []float64
	count []int
}

// newSolveKeep starts recording over sides (nil without solveKeeps).
func newSolveKeep(sides []SideProposal) *solveKeep {
	if len(solveKeeps) == 0 {
		return nil
	}
	k := &solveKeep{prev: make([]float64, len(sides)), keep: make([]float64, len(sides)), count: make([]int, len(sides))}
	for i := range sides {
		k.prev[i] = sides[i].ContourConf
	}
	return k
}

// after notes what step stage flagged from sure (unsure: the threshold).
func (k *solveKeep) after(stage string, sides []SideProposal, unsure float64) {
	if k == nil {
		return
	}
	for i := range sides {
		c := sides[i].ContourConf
		if solveKeeps[stage] && c < unsure && k.prev[i] >= unsure && k.keep[i] == 0 {
			k.keep[i], k.count[i] = k.prev[i], sides[i].Contours
		}
		k.prev[i] = c
	}
}

// apply gives the recorded counts still flagged, unchanged and not settled
// from the corners their confidence before as ContourSolveConf.
func (k *solveKeep) apply(sides []SideProposal, unsure float64) {
	if k == nil {
		return
	}
	for i := range sides {
		s := &sides[i]
		if k.keep[i] > 0 && s.Contours == k.count[i] && s.ContourConf < unsure && s.ContourSettledFrom == 0 && s.ContourSolveConf == 0 {
			s.ContourSolveConf = k.keep[i]
		}
	}
}
