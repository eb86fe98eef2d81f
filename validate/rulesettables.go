package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
)

// checkRulesetTables checks the ruleset's tables rolled in play: a row's
// reroll must name a group of its table and its then a table of the
// ruleset; a row compared with a rating needs the table's rating; in a
// group whose rows read the die alone (no modifiers, no rating), every
// roll the die can make must have a row that is always open (not once, not
// ifFlag), else the play-test refuses that roll (code ruleset.table).
// Statuses and classes the ruleset does not define are ruleset.ignored.
func checkRulesetTables(r *report, rs *engine.Ruleset) {
	statuses := ids(rs.Statuses, func(s engine.StatusType) string { return s.ID })
	classes := ids(rs.UnitClasses, func(c engine.UnitClass) string { return c.ID })
	unknown := func(set map[string]bool, ptr, what string, list ...string) {
		for _, id := range list {
			if id != "" && !set[id] {
				r.add(Warning, "ruleset.ignored", ptr, "", "", "%s %q is not defined in the ruleset; the engine ignores it", what, id)
			}
		}
	}
	for ti, t := range rs.Tables {
		tp := fmt.Sprintf("/tables/%d", ti)
		for mi, m := range t.Modifiers {
			mp := fmt.Sprintf("%s/modifiers/%d", tp, mi)
			unknown(statuses, mp+"/status", "status", m.Status)
			unknown(classes, mp+"/class", "unit class", m.Class)
			unknown(classes, mp+"/except", "unit class", m.Except...)
			checkSideUntil(r, "table "+t.ID, mp, sideUntil{m.ID, m.Applies, m.Day, m.Until, m.UntilTime})
		}
		for gi, g := range t.Groups {
			gp := fmt.Sprintf("%s/groups/%d", tp, gi)
			unknown(classes, gp+"/exceptClasses", "unit class", g.ExceptClasses...)
			for ri, row := range g.Rows {
				checkTableRow(r, rs, t, fmt.Sprintf("%s/rows/%d", gp, ri), row)
				unknown(statuses, fmt.Sprintf("%s/rows/%d/removeStatus", gp, ri), "status", row.RemoveStatus...)
				unknown(statuses, fmt.Sprintf("%s/rows/%d/addStatus", gp, ri), "status", row.AddStatus...)
			}
			if len(t.Modifiers) == 0 && t.Rating == "" {
				if roll, ok := uncoveredRoll(rs, t, g); ok {
					r.errorf("ruleset.table", gp+"/rows", "table %s, group %s: no row is always open for a roll of %d", t.ID, g.ID, roll)
				}
			}
		}
	}
	checks := map[string][]engine.CheckModifier{"/play/uddModifiers": rs.Play.UDDModifiers}
	if rs.Shock != nil && rs.Shock.PreShock != nil {
		checks["/shock/preShock/modifiers"] = rs.Shock.PreShock.Modifiers
	}
	for ptr, mods := range checks {
		for i, m := range mods {
			checkSideUntil(r, "check", fmt.Sprintf("%s/%d", ptr, i), sideUntil{m.ID, m.Applies, m.Day, m.Until, m.UntilTime})
		}
	}
}

// sideUntil is a modifier's side-until fields (a table's or a check's).
type sideUntil struct {
	id, applies string
	day         int
	until, time string
}

// checkSideUntil checks a side-until modifier's end: a turn id (until) or
// a day of the battle with the time of its last turn (day and untilTime),
// not both and not neither; else the modifier never applies or its end is
// unclear (ruleset.table).
func checkSideUntil(r *report, where, ptr string, m sideUntil) {
	if m.applies != "side-until" {
		return
	}
	switch {
	case m.day > 0 && m.until != "":
		r.errorf("ruleset.table", ptr+"/until", "%s: modifier %s ends both at turn %q and on day %d: give one", where, m.id, m.until, m.day)
	case m.day > 0 && m.time == "":
		r.errorf("ruleset.table", ptr+"/untilTime", "%s: modifier %s applies on day %d but gives no untilTime, so it never applies", where, m.id, m.day)
	case m.day == 0 && m.until == "":
		r.errorf("ruleset.table", ptr, "%s: modifier %s gives neither until nor day and untilTime, so it never applies", where, m.id)
	}
}

// checkTableRow checks a row's links and its rating.
func checkTableRow(r *report, rs *engine.Ruleset, t engine.RollTable, ptr string, row engine.TableRow) {
	if row.Reroll != "" && t.Group(row.Reroll) == nil {
		r.errorf("ruleset.table", ptr+"/reroll", "table %s: row %s rerolls on group %q, which the table lacks", t.ID, row.ID, row.Reroll)
	}
	if row.Then != "" {
		if next := rs.Table(row.Then); next == nil || next.Action != t.Action {
			r.errorf("ruleset.table", ptr+"/then", "table %s: row %s leads to %q, which is not a %s table of the ruleset", t.ID, row.ID, row.Then, t.Action)
		}
	}
	if row.VsRating != "" && t.Rating == "" {
		r.errorf("ruleset.table", ptr+"/vsRating", "table %s: row %s compares with a rating but the table names none", t.ID, row.ID)
	}
}

// uncoveredRoll returns the first roll of the table's die (every face
// combination, read as the table reads it) that no always-open row of the
// group covers. A group with one row covering everything takes no roll.
func uncoveredRoll(rs *engine.Ruleset, t engine.RollTable, g engine.TableGroup) (int, bool) {
	d := t.TableDie()
	first := rs.Play.FirstFace(d.Sides)
	combos := 1
	for range d.N {
		combos *= d.Sides
		if combos > 1_000_000 {
			return 0, false
		}
	}
	faces := make([]int, d.N)
	for c := range combos {
		for i, x := d.N-1, c; i >= 0; i-- {
			faces[i], x = first+x%d.Sides, x/d.Sides
		}
		roll := t.Read(faces)
		covered := false
		for _, row := range g.Rows {
			if !row.Once && row.IfFlag == "" && row.Covers(roll, roll, 0) {
				covered = true
				break
			}
		}
		if !covered {
			return roll, true
		}
	}
	return 0, false
}
