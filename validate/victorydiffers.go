package validate

import (
	"fmt"
)

// checkVictoryHexDiffers warns about a victory objective's hex that no
// objective of the same id in the book's other scenarios counts, while one
// of them counts a hex beside it that this objective does not
// (victory.hex-differs): the same objective (Columbia, the wagons'
// Nashville hexes) at another time of the campaign, with its hex printed
// one off here. Objectives of an id no other scenario uses are left alone.
func (e *scenarioEnv) checkVictoryHexDiffers(others []profiled) {
	v := e.sc.Victory
	if v == nil {
		return
	}
	for i, o := range v.Objectives {
		if len(o.Hexes) == 0 {
			continue
		}
		var theirs map[string]bool // the hexes other scenarios' objectives of this id count
		for oi := range others {   // in place: a profile is large
			ov := others[oi].sc.Victory
			if ov == nil {
				continue
			}
			for _, x := range ov.Objectives {
				if x.ID != o.ID {
					continue
				}
				for _, h := range x.Hexes {
					if theirs == nil {
						theirs = map[string]bool{}
					}
					theirs[e.canonical(h)] = true
				}
			}
		}
		if theirs == nil {
			continue
		}
		mine := make(map[string]bool, len(o.Hexes))
		for _, h := range o.Hexes {
			mine[e.canonical(h)] = true
		}
		for j, h := range o.Hexes {
			c := e.canonical(h)
			if theirs[c] || e.r.has("victory.unmarked", fmt.Sprintf("/victory/objectives/%d/hexes/%d", i, j)) {
				continue
			}
			if near := e.besideOf(c, theirs, mine); near != "" {
				e.r.add(Warning, "victory.hex-differs", fmt.Sprintf("/victory/objectives/%d/hexes/%d", i, j), c, "",
					"objective %s counts hex %s, which no objective %s of the book's other scenarios counts; they count %s beside it: a hex printed one off?", o.ID, h, o.ID, near)
			}
		}
	}
}

// besideOf returns a hex adjacent to the canonical hex c that is in set
// and not in skip, or "".
func (e *scenarioEnv) besideOf(c string, set, skip map[string]bool) string {
	o, err := e.geo.Numbering.Parse(c)
	if err != nil {
		return ""
	}
	for _, n := range e.geo.Grid.Neighbors(o) {
		if !e.geo.Numbering.Contains(n) {
			continue
		}
		if id, err := e.geo.Numbering.Format(n); err == nil && set[id] && !skip[id] {
			return id
		}
	}
	return ""
}
