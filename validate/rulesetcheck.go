package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
)

// checkRuleset checks a ruleset's internal references: unique ids, classes'
// move columns, cost columns, facings.
func checkRuleset(r *report, rs *engine.Ruleset) {
	cols := map[string]bool{}
	for _, c := range rs.MoveColumns {
		cols[c] = true
	}
	seen := map[string]bool{}
	dup := func(ptr, kind, id string) {
		if seen[kind+"/"+id] {
			r.errorf("id.duplicate", ptr, "%s %q is defined twice", kind, id)
		}
		seen[kind+"/"+id] = true
	}
	for i, c := range rs.UnitClasses {
		ptr := fmt.Sprintf("/unitClasses/%d", i)
		dup(ptr+"/id", "unit class", c.ID)
		if c.MoveColumn != "" && !cols[c.MoveColumn] {
			r.errorf("ruleset.column", ptr+"/moveColumn", "move column %q is not in moveColumns", c.MoveColumn)
		}
	}
	costs := func(ptr string, m map[string]engine.Cost) {
		for _, k := range sortedKeys(m) {
			if !cols[k] {
				r.errorf("ruleset.column", ptr+"/cost/"+k, "cost column %q is not in moveColumns", k)
			}
		}
	}
	for i, t := range rs.Terrain {
		ptr := fmt.Sprintf("/terrain/%d", i)
		dup(ptr+"/id", "terrain", t.ID)
		costs(ptr, t.Cost)
	}
	for i, h := range rs.Hexsides {
		ptr := fmt.Sprintf("/hexsides/%d", i)
		dup(ptr+"/id", "hexside", h.ID)
		costs(ptr, h.Cost)
	}
	for i, p := range rs.Paths {
		ptr := fmt.Sprintf("/paths/%d", i)
		dup(ptr+"/id", "path", p.ID)
		costs(ptr, p.Cost)
	}
	if rs.Facing && len(rs.Facings) != 6 {
		r.errorf("ruleset.facings", "/facings", "a ruleset with facing needs the six vertex directions, has %d", len(rs.Facings))
	}
}
