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
	return loneAmong(o, "cavalry", func(class string) bool { return class != "cavalry" })
}

// loneAmong returns the combat units an OOB files under a formation whose
// two or more other combat units (leaders, wagons, gunboats and
// blockhouses left out) are all of class rest, when lone says the unit's
// own class does not belong there. The result maps unit id to its command.
func loneAmong(o *scenarios.OOB, rest string, lone func(class string) bool) map[string]string {
	type tally struct{ rest, other int }
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
		if u.Class == rest {
			t.rest++
		} else {
			t.other++
		}
	}
	out := map[string]string{}
	for _, u := range o.Units {
		if t := count[u.Command]; t != nil && combatClass(u.Class) && lone(u.Class) && t.other == 1 && t.rest >= 2 {
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
	reportAloneInClass(r, o, classOutliers(o), "cavalry")
}

// reportAloneInClass reports each unit of out (unit id to its command, from
// loneAmong and its kin) as filed under a formation whose other units are
// all of the kind named by others (command.class, a warning, at the unit's
// command).
func reportAloneInClass(r *report, o *scenarios.OOB, out map[string]string, others string) {
	for i, u := range o.Units {
		if c, ok := out[u.ID]; ok {
			r.add(Warning, "command.class", fmt.Sprintf("/units/%d/command", i), "", u.ID,
				"%s (%s) is under %s, whose other units are all %s: a command printed for the neighbouring row?", u.Name, u.Class, c, others)
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

// gatheredClasses are the classes of counters a book files all under one
// formation (HSN's wagon trains and blockhouses under the Department of
// the Cumberland): not combat units of a brigade or division.
var gatheredClasses = []string{"wagon", "blockhouse", "gunboat"}

// gatheredHome returns, for each side and gathered class whose counters
// other than one are all under one formation, that formation, keyed by
// side and class, with the id of the one unit elsewhere ("" when none is):
// two or more others must agree.
func gatheredHome(o *scenarios.OOB) map[[2]string][2]string {
	by := map[[2]string]map[string][]string{}
	for _, u := range o.Units {
		if !slices.Contains(gatheredClasses, u.Class) || u.Command == "" {
			continue
		}
		k := [2]string{u.Side, u.Class}
		if by[k] == nil {
			by[k] = map[string][]string{}
		}
		by[k][u.Command] = append(by[k][u.Command], u.ID)
	}
	out := map[[2]string][2]string{}
	for k, cmds := range by {
		n, top, topN := 0, "", 0
		for c, ids := range cmds {
			n += len(ids)
			if len(ids) > topN || len(ids) == topN && c < top {
				top, topN = c, len(ids)
			}
		}
		if topN < 2 || topN < n-1 {
			continue
		}
		odd := ""
		for c, ids := range cmds {
			if c != top {
				odd = ids[0]
			}
		}
		out[k] = [2]string{top, odd}
	}
	return out
}

// checkOOBGathered reports a wagon, blockhouse or gunboat filed under
// another formation than the two or more others of its side and class,
// which all stand under one (command.class, at the unit's command).
func checkOOBGathered(r *report, o *scenarios.OOB) {
	home := gatheredHome(o)
	for i, u := range o.Units {
		h, ok := home[[2]string{u.Side, u.Class}]
		if ok && h[1] == u.ID {
			r.add(Warning, "command.class", fmt.Sprintf("/units/%d/command", i), "", u.ID,
				"%s (%s) is under %s, but every other %s of its side is under %s: a command printed for the neighbouring row?", u.Name, u.Class, u.Command, u.Class, h[0])
		}
	}
}

// checkAttachmentGathered reports a scenario attachment that puts a wagon,
// blockhouse or gunboat under another formation than the one the OOB
// files every counter of its side and class under (two or more).
func (e *scenarioEnv) checkAttachmentGathered() {
	if len(e.sc.Attachments) == 0 {
		return
	}
	home := gatheredHome(e.oob)
	for j, a := range e.sc.Attachments {
		u := e.oob.Unit(a.Unit)
		if a.Unit == "" || u == nil {
			continue
		}
		if h, ok := home[[2]string{u.Side, u.Class}]; ok && h[1] == "" && a.To != h[0] {
			e.r.add(Warning, "command.class", fmt.Sprintf("/attachments/%d", j), "", a.Unit,
				"%s (%s) is attached to %s, but the OOB files every %s of its side under %s: an attachment printed for another row?", u.Name, u.Class, a.To, u.Class, h[0])
		}
	}
}
