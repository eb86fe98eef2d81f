package validate

import "github.com/sandtable/sandtable/scenarios"

// checkRowSlips runs the checks that catch a cell printed from the
// neighbouring row of a table with evidence from the rest of the book: the
// entry of a reinforcement row (entryschedule.go, entryunusable.go,
// entryset.go, entryedge.go, entryalternative.go, entrydivision.go) and a
// set-up strength
// (strengthneighbour.go, strengthpair.go, strengthdip.go, strengthstep.go).
// o is the OOB with the scenario's attachments applied; byDate is
// strengthByDate of the book's other scenarios.
func (e *scenarioEnv) checkRowSlips(o *scenarios.OOB, others []profiled, byDate datedView) {
	e.checkEntrySchedule(others)
	e.checkEntryUnusable(o)
	e.checkEntrySet(o)
	e.checkEntryEdge(others)
	e.checkEntryAlternative()
	e.checkEntryDivision(o, others)
	e.checkStrengthNeighbourRow(o, others)
	e.checkStrengthPair(o, others)
	e.checkStrengthDip(o, byDate)
	e.checkStrengthStep(o, byDate)
}

// reportedAt reports whether the scenario's report already holds a
// diagnostic at the JSON pointer ptr: the row-slip checks, run last, add
// nothing to a cell another check has already reported.
func (e *scenarioEnv) reportedAt(ptr string) bool {
	for i := len(e.r.out) - 1; i >= 0; i-- {
		if e.r.out[i].Pointer == ptr {
			return true
		}
	}
	return false
}
