package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

const (
	// entryFarMargin is how many hexes nearer another row's entry than its
	// own a row's units must stand, earlier that day, for the entry-far
	// check to report the row.
	entryFarMargin = 5
	// entryFarLeast is the least distance, in hexes, from a row's units'
	// earlier places to its own entry that the entry-far check reports.
	entryFarLeast = 8
	// entryFarHours is how many hours after the day's first set-up a row
	// may arrive for the entry-far check to read where its units stood
	// then.
	entryFarHours = 3
)

// checkEntryFar warns about a reinforcement row arriving at most three
// hours after the day's first set-up in the book's other scenarios, whose
// units that set-up places far from the row's entry (8 hexes or more, by
// the median of the units) and 5 hexes or more nearer the entry of another
// row of the same side in this scenario (reinforce.entry-far): a brigade
// marches from its camp to the nearest edge of the small map, so the entry
// is the neighbouring row's. ITW S3 brings Marsh's brigade on at N3233 at
// 8 AM and Veatch's at N4633 at 9 AM (EN L2507-2509); at 6 AM S1 sets
// Marsh's regiments up 0-6 hexes from N3233 and 12-14 from N4633 (EN
// L1546-1550), Veatch's 8-15 from N4633 and 14-22 from N3233 (L1593-1597).
// Two of the row's units at least must have a place at that set-up.
func (e *scenarioEnv) checkEntryFar(o *scenarios.OOB, others []profiled) {
	rows := e.sc.Reinforcements
	if e.regions == nil || len(rows) < 2 {
		return
	}
	entries := make([][]hexgrid.Cube, len(rows))
	sides := make([]string, len(rows))
	for i, rf := range rows {
		if hs, err := e.regions.View(rf.Entry); err == nil && hs.Len() > 0 {
			entries[i] = toCubes(e.geo.Grid, hs.Sorted())
			sides[i] = rowSide(o, rf)
		}
	}
	for i, rf := range rows {
		if entries[i] == nil {
			continue
		}
		at, ok := e.rowCamps(others, rf)
		if !ok {
			continue
		}
		own := medianDistance(at, entries[i])
		if own < entryFarLeast {
			continue
		}
		best, near := -1, own
		for j := range rows {
			if j == i || entries[j] == nil || sides[j] != sides[i] || sharesHex(entries[i], entries[j]) {
				continue
			}
			if d := medianDistance(at, entries[j]); d < near {
				best, near = j, d
			}
		}
		if best < 0 || own-near < entryFarMargin {
			continue
		}
		unit := ""
		if len(rf.Units) > 0 {
			unit = rf.Units[0]
		}
		e.r.add(Warning, "reinforce.entry-far", fmt.Sprintf("/reinforcements/%d/entry", i), "", unit,
			"row %d's units stand %d hexes from its entry earlier this day in the book's other scenarios, but %d from the entry of row %d: the entry of the neighbouring row?", i+1, own, near, best+1)
	}
}

// dawnPlace returns the unit's set-up hex in a profiled scenario that
// starts at the day's first set-up time among them (dawn: the unit in its
// camp), when that is earlier than time and at most entryFarHours before
// it.
func dawnPlace(others []profiled, id, date, time string) (hexgrid.Offset, bool) {
	first := ""
	for oi := range others { // in place: a profile is large
		if p := &others[oi]; p.date == date && p.start != "" && (first == "" || p.start < first) {
			first = p.start
		}
	}
	a, okA := clockMinutes(first)
	b, okB := clockMinutes(time)
	if !okA || !okB || b <= a || b-a > entryFarHours*60 {
		return hexgrid.Offset{}, false
	}
	for oi := range others {
		if p := &others[oi]; p.date == date && p.start == first {
			if x, ok := p.at[id]; ok {
				return x, true
			}
		}
	}
	return hexgrid.Offset{}, false
}

// medianDistance returns the median over the hexes at of the distance to
// the nearest hex of entry.
func medianDistance(at, entry []hexgrid.Cube) int {
	ds := make([]int, len(at))
	for i, c := range at {
		ds[i] = minCubeDistance([]hexgrid.Cube{c}, entry)
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// sharesHex reports whether two entries have a hex in common.
func sharesHex(a, b []hexgrid.Cube) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// rowCamps returns where a reinforcement row's units camp at dawn of the
// row's turn (dawnPlace, from the book's other set-ups), in cube
// coordinates, and false when the turn has no time or fewer than two of
// the units have a camp.
func (e *scenarioEnv) rowCamps(others []profiled, rf scenarios.Reinforcement) ([]hexgrid.Cube, bool) {
	k := e.sc.TurnIndex(rf.Turn)
	if k < 0 || rf.Turn == "" || e.sc.Turns[k].Time == "" {
		return nil, false
	}
	here := e.sc.Turns[k]
	var at []hexgrid.Cube
	for _, id := range rf.Units {
		if h, ok := dawnPlace(others, id, here.Date, here.Time); ok {
			at = append(at, e.geo.Grid.ToCube(h))
		}
	}
	return at, len(at) >= 2
}
