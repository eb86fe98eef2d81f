package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// classOutliers returns the units that are not cavalry but serve in a
// formation whose two or more other combat units (leaders, wagons,
// gunboats and blockhouses left out) are all cavalry: an infantry division
// filed under a cavalry division is a command cell printed for the
// neighbouring row (HSN: Johnson's division under Buford's cavalry). The
// other way round is left alone: the books attach cavalry companies to
// infantry brigades (ITW: GA Dragoons with 3/1/3, Morgan with 1/-/R). The
// result maps unit id to its command.
func classOutliers(o *scenarios.OOB) map[string]string {
	type tally struct{ cavalry, other int }
	count := map[string]*tally{}
	for _, u := range o.Units {
		if u.Command == "" || !combatClass(u.Class) {
			continue
		}
		t := count[u.Command]
		if t == nil {
			t = &tally{}
			count[u.Command] = t
		}
		if u.Class == "cavalry" {
			t.cavalry++
		} else {
			t.other++
		}
	}
	out := map[string]string{}
	for _, u := range o.Units {
		if t := count[u.Command]; t != nil && combatClass(u.Class) && u.Class != "cavalry" && t.other == 1 && t.cavalry >= 2 {
			out[u.ID] = u.Command
		}
	}
	return out
}

func combatClass(c string) bool {
	return !slices.Contains([]string{"leader", "wagon", "gunboat", "blockhouse"}, c)
}

// checkOOBClassOutliers reports classOutliers in an OOB (command.class, a
// warning, at the unit's command).
func checkOOBClassOutliers(r *report, o *scenarios.OOB) {
	out := classOutliers(o)
	for i, u := range o.Units {
		if c, ok := out[u.ID]; ok {
			r.add(Warning, "command.class", fmt.Sprintf("/units/%d/command", i), "", u.ID,
				"%s (%s) is under %s, whose other units are all cavalry: a command printed for the neighbouring row?", u.Name, u.Class, c)
		}
	}
}

// checkAttachmentClass reports a scenario attachment that makes a unit a
// classOutlier of the formation it joins (command.class, a warning, at the
// attachment).
func (e *scenarioEnv) checkAttachmentClass(o *scenarios.OOB) {
	if len(e.sc.Attachments) == 0 {
		return
	}
	out := classOutliers(o)
	home := classOutliers(e.oob)
	for j, a := range e.sc.Attachments {
		if c, ok := out[a.Unit]; ok && a.Unit != "" && c == a.To && home[a.Unit] != c {
			u := o.Unit(a.Unit)
			e.r.add(Warning, "command.class", fmt.Sprintf("/attachments/%d", j), "", a.Unit,
				"%s (%s) is attached to %s, whose other units are all cavalry: an attachment printed for another row?", u.Name, u.Class, a.To)
		}
	}
}
