package validate

import (
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// checkEntryAlternative warns about a reinforcement row whose entry holds
// hexes of its own alternative entry (reinforce.alternative-overlap): an
// alternative is the other place a row may come on, at a price, so a hex
// that is both cannot be meant, and the main entry is the neighbouring
// row's. HSN S9's Arrival list brings every Confederate set on at
// 0110-0114 or, one Fatigue Level higher, at the alternative 0101-0109
// (L1627, rows L1776-1788); the Constant Reinforcement on the next line
// (Smith, L1796) enters at 0107-0114 with no alternative, so a set given
// Smith's entry would arrive at 0107-0109 both as a main and as an
// alternative entry.
func (e *scenarioEnv) checkEntryAlternative() {
	if e.regions == nil {
		return
	}
	for i, rf := range e.sc.Reinforcements {
		if rf.Alternative == nil || len(rf.Units) == 0 {
			continue
		}
		hs, err1 := e.regions.View(rf.Entry)
		as, err2 := e.regions.View(*rf.Alternative)
		if err1 != nil || err2 != nil || hs.Len() == 0 || as.Len() == 0 {
			continue
		}
		var both []hexgrid.Offset
		for _, h := range hs.Sorted() {
			if as.Has(h) {
				both = append(both, h)
			}
		}
		if len(both) == 0 {
			continue
		}
		ptr := "/reinforcements/" + strconv.Itoa(i) + "/entry"
		if e.reportedAt(ptr) {
			continue
		}
		name, _ := e.geo.Numbering.Format(both[0])
		e.r.add(Warning, "reinforce.alternative-overlap", ptr, name, rf.Units[0],
			"row %d's entry holds %d hexes of its own alternative entry (%s first): a hex cannot be both, so the entry is the neighbouring row's?", i+1, len(both), name)
	}
}
