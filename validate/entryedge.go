package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// checkEntryEdge warns about a reinforcement row arriving at most three
// hours after the day's first set-up in the book's other scenarios, whose
// units that set-up places (in their camps, outside this scenario's
// playing area) 8 hexes or more from the row's entry by the median of the
// units, and 5 hexes or more farther from it than from the nearest hex of
// the playing area (reinforce.entry-edge): a brigade marches from its camp
// to the near edge of a small map, so an entry along the far end of the
// edge is another row's. ITW S3 brings Veatch's brigade on at N4633 at 9
// AM (EN L2509), 10 hexes by the median from its camp of the 6 AM set-up
// (S1, L1593-1597), 9 from the playing area's north edge; Marsh's at N3233
// (L2507), where S1 camps it. reinforce.entry-far compares the row with
// the scenario's other entries; this check, with the map's edge, finds the
// row whose neighbour's entry is the only other one. Two of the row's
// units at least must have a place at that set-up outside the playing
// area.
func (e *scenarioEnv) checkEntryEdge(others []profiled) {
	if e.regions == nil || e.sc.PlayArea == nil || len(e.sc.Reinforcements) == 0 {
		return
	}
	var area []hexgrid.Cube // the playing area, read once a row needs it
	for i, rf := range e.sc.Reinforcements {
		at, ok := e.rowCamps(others, rf)
		if !ok {
			continue
		}
		hs, err := e.regions.View(rf.Entry)
		if err != nil || hs.Len() == 0 {
			continue
		}
		own := medianDistance(at, toCubes(e.geo.Grid, hs.Sorted()))
		if own < entryFarLeast {
			continue
		}
		if area == nil {
			pa, err := e.regions.View(*e.sc.PlayArea)
			if err != nil || pa.Len() == 0 {
				return
			}
			area = toCubes(e.geo.Grid, pa.Sorted())
		}
		edge := medianDistance(at, area)
		if edge == 0 || own-edge < entryFarMargin {
			continue // camps inside the playing area, or an entry near them
		}
		ptr := fmt.Sprintf("/reinforcements/%d/entry", i)
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "reinforce.entry-edge", ptr, "", rf.Units[0],
			"row %d's units stand %d hexes from its entry earlier this day in the book's other scenarios, but %d from the edge of this scenario's playing area: the entry of the neighbouring row?", i+1, own, edge)
	}
}
