package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// divisionNearer is how many hexes nearer, by the median of a row's units,
// their camps of earlier that day must be to the entry of the other row of
// their division than to their own row's entry.
const divisionNearer = 3

// checkEntryDivision warns about a reinforcement row whose entry lies
// entryApart hexes or more from the entry of the one other row of the
// scenario that brings on a brigade of the same division, when the row's
// units stand 3 hexes or more nearer that entry than their own, by the
// median of those the day's first set-up of the book places, at most three
// hours before (reinforce.division-apart): a division marches from its
// camps by one road, so the entry is the neighbouring row's. entry.apart
// needs two rows of the command; this check, one, with the camps for
// evidence. ITW S3 brings McClernand's brigades of Marsh (2/1/T) at 8 AM
// and Hare (1/1/T) at 9 AM on at N3233 (EN L2507-2510), where S1 camps
// Marsh's regiments 0-6 hexes away and Hare's 10-14 (12-17 from N4633,
// L1546-1560).
func (e *scenarioEnv) checkEntryDivision(o *scenarios.OOB, others []profiled) {
	rows := e.sc.Reinforcements
	if e.regions == nil || len(rows) < 2 {
		return
	}
	divs := make([]string, len(rows)) // the one division a row's brigades belong to
	for i, rf := range rows {
		divs[i] = rowDivision(o, rf)
	}
	for i, rf := range rows {
		if divs[i] == "" {
			continue
		}
		mate := -1
		for j := range rows {
			if j != i && divs[j] == divs[i] {
				if mate >= 0 {
					mate = -2 // two or more: entry.apart's
					break
				}
				mate = j
			}
		}
		if mate < 0 {
			continue
		}
		at, ok := e.rowCamps(others, rf)
		if !ok {
			continue
		}
		own, err1 := e.regions.View(rf.Entry)
		theirs, err2 := e.regions.View(rows[mate].Entry)
		if err1 != nil || err2 != nil || own.Len() == 0 || theirs.Len() == 0 {
			continue
		}
		oc, tc := toCubes(e.geo.Grid, own.Sorted()), toCubes(e.geo.Grid, theirs.Sorted())
		if minCubeDistance(oc, tc) < entryApart {
			continue
		}
		dOwn, dTheirs := medianDistance(at, oc), medianDistance(at, tc)
		if dOwn-dTheirs < divisionNearer {
			continue
		}
		ptr := fmt.Sprintf("/reinforcements/%d/entry", i)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "reinforce.division-apart", ptr, "", rf.Units[0],
			"row %d brings on a brigade of %s at an entry %d hexes or more from that of row %d, the other brigade of the division, whose entry its units stand nearer earlier this day (%d hexes against %d): the entry of the neighbouring row?", i+1, divs[i], minCubeDistance(oc, tc), mate+1, dTheirs, dOwn)
	}
}

// rowDivision returns the division whose brigades the row brings on (its
// formations, its units' brigades), "" when none or more than one.
func rowDivision(o *scenarios.OOB, rf scenarios.Reinforcement) string {
	div := ""
	add := func(brigade string) bool {
		f := o.Formation(brigade)
		if f == nil || f.Echelon != "brigade" || f.Parent == "" {
			return true
		}
		if div != "" && div != f.Parent {
			return false
		}
		div = f.Parent
		return true
	}
	for _, fid := range rf.Formations {
		if !add(fid) {
			return ""
		}
	}
	for _, id := range rf.Units {
		if u := o.Unit(id); u != nil && grouped(u) && !add(u.Command) {
			return ""
		}
	}
	return div
}
