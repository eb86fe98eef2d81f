package engine

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// ContinuousLine checks a "continuous-line" constraint (ITW BB 30.1, the
// Confederate approach march of the 6 AM turn) against unit placements:
//   - in each group formation, every counted unit must be adjacent to another
//     counted unit of the same formation (code "line.gap");
//   - for each pair of formations, some counted unit of the first must be
//     adjacent to a counted unit of the second (code "line.pair").
//
// Counted units are those of the constraint's classes (all when empty) that
// are not exempt and are placed. Either hex of an extended line counts; only
// the parent hex of an extended column does. Units stacked in one hex are not
// thereby adjacent.
func ContinuousLine(g hexgrid.Grid, oob *scenarios.OOB, c scenarios.Constraint, at map[string]Placement) []Violation {
	members := func(formation string) []string {
		var out []string
		for _, id := range oob.Members(formation) {
			u := oob.Unit(id)
			if _, placed := at[id]; !placed || slices.Contains(c.Exempt, id) {
				continue
			}
			if len(c.Classes) > 0 && !slices.Contains(c.Classes, u.Class) {
				continue
			}
			out = append(out, id)
		}
		return out
	}
	touch := func(a, b string) bool {
		for _, ha := range at[a].hexes() {
			for _, hb := range at[b].hexes() {
				if g.Adjacent(ha, hb) {
					return true
				}
			}
		}
		return false
	}
	var out []Violation
	for _, f := range c.Groups {
		ids := members(f)
		for _, a := range ids {
			if !slices.ContainsFunc(ids, func(b string) bool { return b != a && touch(a, b) }) {
				out = append(out, Violation{
					Code: "line.gap", Rule: c.Rule, Unit: a, Hex: at[a].Hex, HasHex: true,
					Message: fmt.Sprintf("%s is not adjacent to another unit of its brigade %s (continuous line %s)", oob.Unit(a).Name, f, c.ID),
				})
			}
		}
	}
	for _, p := range c.Pairs {
		as, bs := members(p[0]), members(p[1])
		if !slices.ContainsFunc(as, func(a string) bool { return slices.ContainsFunc(bs, func(b string) bool { return touch(a, b) }) }) {
			v := Violation{Code: "line.pair", Rule: c.Rule,
				Message: fmt.Sprintf("no unit of %s is adjacent to a unit of %s (continuous line %s)", p[0], p[1], c.ID)}
			if len(as) > 0 {
				v.Unit, v.Hex, v.HasHex = as[0], at[as[0]].Hex, true
			}
			out = append(out, v)
		}
	}
	return out
}
