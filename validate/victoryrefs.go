package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// checkVictoryRefs reports what the victory objectives name and cannot be
// found: an objective id in unless (which must come earlier in the list),
// requires or than; a line-of-communication rule the ruleset lacks; a
// formation the OOB lacks; a target hex that is not on the map; a map area
// in startControl that is not on the map (victory.ref, area.unknown); and
// an objective's region, as every region is checked.
func (e *scenarioEnv) checkVictoryRefs(v *scenarios.Victory) {
	ids := make([]string, len(v.Objectives))
	for i, o := range v.Objectives {
		ids[i] = o.ID
	}
	for i, o := range v.Objectives {
		ptr := fmt.Sprintf("/victory/objectives/%d", i)
		for j, id := range o.Unless {
			if k := slices.Index(ids, id); k < 0 || k >= i {
				e.r.errorf("victory.ref", fmt.Sprintf("%s/unless/%d", ptr, j), "objective %s: unless names %q, which is not an objective listed before it", o.ID, id)
			}
		}
		for j, id := range o.Requires {
			if !slices.Contains(ids, id) {
				e.r.errorf("victory.ref", fmt.Sprintf("%s/requires/%d", ptr, j), "objective %s: requires names %q, which is not an objective", o.ID, id)
			}
		}
		for j, id := range o.RequiresAny {
			if !slices.Contains(ids, id) {
				e.r.errorf("victory.ref", fmt.Sprintf("%s/requiresAny/%d", ptr, j), "objective %s: requiresAny names %q, which is not an objective", o.ID, id)
			}
		}
		if o.Than != "" && !slices.Contains(ids, o.Than) {
			e.r.errorf("victory.ref", ptr+"/than", "objective %s: than names %q, which is not an objective", o.ID, o.Than)
		}
		for j, f := range o.Formations {
			if e.oob != nil && e.oob.Formation(f) == nil {
				e.r.errorf("victory.ref", fmt.Sprintf("%s/formations/%d", ptr, j), "objective %s: formation %q is not in the OOB", o.ID, f)
			}
		}
		if o.LOC != nil {
			e.checkLOCRef(ptr+"/loc", o)
		}
		if o.Region != nil {
			e.checkRegion(ptr+"/region", *o.Region)
		}
	}
	for side, areas := range v.StartControl {
		for j, a := range areas {
			if e.m.Area(a) == nil {
				e.r.errorf("area.unknown", fmt.Sprintf("/victory/startControl/%s/%d", side, j), "area %q is not on the map", a)
			}
		}
	}
}

// checkLOCRef checks an objective's loc: the ruleset rule, the target
// hexes and area.
func (e *scenarioEnv) checkLOCRef(ptr string, o scenarios.Objective) {
	if e.rs != nil && !slices.ContainsFunc(e.rs.Play.LOC, func(r engine.LOCRule) bool { return r.ID == o.LOC.Rule }) {
		e.r.errorf("victory.ref", ptr+"/rule", "objective %s: the ruleset has no loc rule %q (play.loc)", o.ID, o.LOC.Rule)
	}
	for j, h := range o.LOC.To {
		e.r.checkHex(e.geo, fmt.Sprintf("%s/to/%d", ptr, j), h, "")
	}
	if o.LOC.Area != "" && e.m.Area(o.LOC.Area) == nil {
		e.r.errorf("area.unknown", ptr+"/area", "area %q is not on the map", o.LOC.Area)
	}
}
