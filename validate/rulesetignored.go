package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
)

// checkRulesetIgnored warns of ruleset fields the engine would ignore: a
// stacking row, control, ZOC or order-exempt class, or penalty naming a
// class, hexside, path or terrain the ruleset does not define; a second
// status with the same engine role; a slope limit where no hexside has a
// slope; a shock procedure row (pre-shock check, Second Disorder) naming a
// class or status the ruleset does not define. Code ruleset.ignored.
func checkRulesetIgnored(r *report, rs *engine.Ruleset) {
	warn := func(ptr, format string, args ...any) {
		r.add(Warning, "ruleset.ignored", ptr, "", "", format+"; the engine ignores it", args...)
	}
	classes, terrain, sides, paths := ids(rs.UnitClasses, func(c engine.UnitClass) string { return c.ID }),
		ids(rs.Terrain, func(t engine.TerrainType) string { return t.ID }),
		ids(rs.Hexsides, func(h engine.HexsideType) string { return h.ID }),
		ids(rs.Paths, func(p engine.PathType) string { return p.ID })
	known := func(set map[string]bool, ptr, what, id string) {
		if id != "" && !set[id] {
			warn(ptr, "%s %q is not defined in the ruleset", what, id)
		}
	}
	for i, row := range rs.Stacking {
		ptr := fmt.Sprintf("/stacking/%d", i)
		known(classes, ptr+"/class", "unit class", row.Class)
		for j, w := range row.StackedWith {
			known(classes, fmt.Sprintf("%s/stackedWith/%d", ptr, j), "unit class", w)
		}
	}
	for name, list := range map[string][]string{"controlClasses": rs.Play.ControlClasses, "orderExemptClasses": rs.Play.OrderExemptClasses, "zoc/noZOCClasses": rs.Play.ZOC.NoZOCClasses} {
		for j, c := range list {
			known(classes, fmt.Sprintf("/play/%s/%d", name, j), "unit class", c)
		}
	}
	for name, list := range map[string][]string{"exitCheckTerrain": rs.Play.ExitCheckTerrain, "facingCheckTerrain": rs.Play.FacingCheckTerrain, "retractTerrain": rs.Play.RetractTerrain} {
		for j, t := range list {
			known(terrain, fmt.Sprintf("/play/%s/%d", name, j), "terrain", t)
		}
	}
	known(terrain, "/play/fieldTerrain", "terrain", rs.Play.FieldTerrain)
	for i, s := range rs.Play.Slopes {
		for _, t := range []string{s.Level, s.Up, s.Down} {
			known(sides, fmt.Sprintf("/play/slopes/%d", i), "hexside type", t)
		}
	}
	slope := false
	for i, h := range rs.Hexsides {
		ptr := fmt.Sprintf("/hexsides/%d", i)
		known(sides, ptr+"/bridgedAs", "hexside type", h.BridgedAs)
		known(sides, ptr+"/fordedAs", "hexside type", h.FordedAs)
		known(sides, ptr+"/laneAs", "hexside type", h.LaneAs)
		known(sides, ptr+"/losAs", "hexside type", h.LOSAs)
		slope = slope || h.Slope != ""
	}
	for i, c := range rs.UnitClasses {
		ptr := fmt.Sprintf("/unitClasses/%d", i)
		if c.SlopeLimit != nil && !slope {
			warn(ptr+"/slopeLimit", "class %s has a slope limit but no hexside type has a slope", c.ID)
		}
		for j, p := range c.Penalties {
			known(sides, fmt.Sprintf("%s/penalties/%d/hexside", ptr, j), "hexside type", p.Hexside)
			known(paths, fmt.Sprintf("%s/penalties/%d/offPath", ptr, j), "path type", p.OffPath)
		}
	}
	checkShockRefs(rs, classes, known)
	if rs.DisorderStatus() == "" {
		if ptr := disorderEffect(rs); ptr != "" {
			warn(ptr, "the ruleset Disorders units but no status has the disorder role")
		}
	}
	roles := map[string]int{}
	for i, s := range rs.Statuses {
		for role, on := range map[string]bool{"disorder": s.Disorder, "combatIneffective": s.CombatIneffective} {
			if !on {
				continue
			}
			if first, dup := roles[role]; dup {
				warn(fmt.Sprintf("/statuses/%d/%s", i, role), "status %s is a second %s status after %s", s.ID, role, rs.Statuses[first].ID)
				continue
			}
			roles[role] = i
		}
	}
}

// ids returns the set of ids of a list.
func ids[T any](list []T, id func(T) string) map[string]bool {
	out := make(map[string]bool, len(list))
	for _, x := range list {
		out[id(x)] = true
	}
	return out
}

// disorderEffect returns the pointer of the first shock or fire result that
// Disorders ("" when none does).
func disorderEffect(rs *engine.Ruleset) string {
	if rs.Shock != nil {
		for i, r := range rs.Shock.Results {
			if r.Attacker.Disorder || r.Defender.Disorder {
				return fmt.Sprintf("/shock/results/%d", i)
			}
		}
	}
	if rs.Fire != nil {
		for i, r := range rs.Fire.Rows {
			for _, e := range r.Effects {
				if e.Disorder {
					return fmt.Sprintf("/fire/rows/%d", i)
				}
			}
		}
	}
	return ""
}

// checkShockRefs flags the classes and statuses of the shock procedure's
// data (pre-shock modifiers, Second Disorder rows) that the ruleset does
// not define: such a row or modifier would never apply.
func checkShockRefs(rs *engine.Ruleset, classes map[string]bool, known func(set map[string]bool, ptr, what, id string)) {
	if rs.Shock == nil {
		return
	}
	statuses := ids(rs.Statuses, func(s engine.StatusType) string { return s.ID })
	if p := rs.Shock.PreShock; p != nil {
		for i, m := range p.Modifiers {
			ptr := fmt.Sprintf("/shock/preShock/modifiers/%d", i)
			known(classes, ptr+"/class", "unit class", m.Class)
			known(statuses, ptr+"/status", "status", m.Status)
		}
	}
	for i, row := range rs.Shock.SecondDisorder {
		ptr := fmt.Sprintf("/shock/secondDisorder/%d", i)
		for j, c := range row.Classes {
			known(classes, fmt.Sprintf("%s/classes/%d", ptr, j), "unit class", c)
		}
		known(statuses, ptr+"/status", "status", row.Status)
		if row.UDD != nil {
			known(statuses, ptr+"/udd/failStatus", "status", row.UDD.FailStatus)
		}
	}
}
