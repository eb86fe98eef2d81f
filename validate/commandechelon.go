package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// An order of battle files each class of counter at the same echelons all
// through a book: ITW's Union regiments under brigades and its batteries
// and cavalry under divisions, the Confederate batteries under brigades.
// A regiment filed straight under a division, or a Union cavalry battalion
// under a brigade, where no other counter of its side and class stands at
// that echelon in the OOB or in any scenario's attachments, is a command
// cell printed for the neighbouring row (a divisional battery's "4/T"
// beside a regiment of 1/4/T), whether the slip is in the OOB or in a
// scenario's attachment.

// echelonKey is a side, a class and the echelon of the formation a unit
// stands under.
type echelonKey struct{ side, class, echelon string }

// echelonSeen holds, for each echelonKey, up to two distinct units that
// stand there (two are enough to tell whether another than a given unit
// does).
type echelonSeen map[echelonKey][]string

func (s echelonSeen) add(k echelonKey, unit string) {
	ids := s[k]
	if len(ids) >= 2 || len(ids) == 1 && ids[0] == unit {
		return
	}
	s[k] = append(ids, unit)
}

// other reports whether a unit other than unit stands at k.
func (s echelonSeen) other(k echelonKey, unit string) bool {
	for _, id := range s[k] {
		if id != unit {
			return true
		}
	}
	return false
}

// echelonIndex returns where the OOB's units stand (their OOB commands)
// and, for every scenario given, where its unit attachments put them.
func echelonIndex(o *scenarios.OOB, scs []*scenarios.Scenario) echelonSeen {
	seen := echelonSeen{}
	for _, u := range o.Units {
		if f := o.Formation(u.Command); f != nil {
			seen.add(echelonKey{u.Side, u.Class, f.Echelon}, u.ID)
		}
	}
	for _, sc := range scs {
		addAttachmentEchelons(seen, o, sc)
	}
	return seen
}

func addAttachmentEchelons(seen echelonSeen, o *scenarios.OOB, sc *scenarios.Scenario) {
	for _, a := range sc.Attachments {
		if a.Unit == "" {
			continue
		}
		u, f := o.Unit(a.Unit), o.Formation(a.To)
		if u != nil && f != nil {
			seen.add(echelonKey{u.Side, u.Class, f.Echelon}, u.ID)
		}
	}
}

// echelonFormations returns the formations an echelon check judges: every
// formation with a parent, except an independent command (one without
// subordinate formations at an echelon above its side's lowest, such as
// HSN's garrison districts and corps without divisions), which takes
// whatever counters the book gives it.
func echelonFormations(o *scenarios.OOB) map[string]bool {
	rank := map[string]int{"brigade": 1, "division": 2, "corps": 3, "army": 4}
	lowest := map[string]int{}
	hasChild := map[string]bool{}
	for _, f := range o.Formations {
		if f.Parent != "" {
			hasChild[f.Parent] = true
		}
		if r, ok := rank[f.Echelon]; ok && (lowest[f.Side] == 0 || r < lowest[f.Side]) {
			lowest[f.Side] = r
		}
	}
	out := map[string]bool{}
	for _, f := range o.Formations {
		r, ok := rank[f.Echelon]
		if f.Parent == "" || !ok || !hasChild[f.ID] && r != lowest[f.Side] {
			continue
		}
		out[f.ID] = true
	}
	return out
}

// echelonClass reports whether a unit's class is judged by the echelon
// check: combat counters (leaders, wagons, gunboats and blockhouses go
// where their formation is).
func echelonClass(c string) bool { return combatClass(c) }

// echelonMinOthers is the least number of counters of a side and class the
// OOB must file at other echelons before an echelon with none of them is
// unheard of (a class of three counters says nothing).
const echelonMinOthers = 5

// classCounts counts the OOB's units by side and class.
func classCounts(o *scenarios.OOB) map[[2]string]int {
	n := map[[2]string]int{}
	for _, u := range o.Units {
		n[[2]string{u.Side, u.Class}]++
	}
	return n
}

// checkOOBEchelons warns about an OOB unit filed under a formation of an
// echelon at which no other unit of its side and class stands
// (command.echelon).
func checkOOBEchelons(r *report, o *scenarios.OOB) {
	seen := echelonIndex(o, nil)
	judged := echelonFormations(o)
	count := classCounts(o)
	for i, u := range o.Units {
		f := o.Formation(u.Command)
		if f == nil || !judged[f.ID] || !echelonClass(u.Class) || count[[2]string{u.Side, u.Class}] <= echelonMinOthers {
			continue
		}
		if !seen.other(echelonKey{u.Side, u.Class, f.Echelon}, u.ID) {
			r.add(Warning, "command.echelon", fmt.Sprintf("/units/%d/command", i), "", u.ID,
				"%s (%s) is under %s, a %s, but no other %s counter of its side stands directly under a %s: a command printed for the neighbouring row?", u.Name, u.Class, f.ID, f.Echelon, u.Class, f.Echelon)
		}
	}
}

// checkAttachmentEchelons warns about a scenario attachment that puts a
// unit under a formation of an echelon at which no other unit of its side
// and class stands, in the OOB or in the attachments of any scenario of
// the book (command.echelon, at the attachment). The index of the OOB and
// the book's attachments is built once a game (gameProfile.echelonSeen).
func (e *scenarioEnv) checkAttachmentEchelons(prof *gameProfile) {
	if len(e.sc.Attachments) == 0 {
		return
	}
	idx := prof.echelons(e.oob)
	seen := idx.seen
	if e.own == nil {
		// an edited copy the profile did not read: its own attachments count too
		seen = echelonSeen{}
		for k, ids := range idx.seen {
			seen[k] = ids
		}
		addAttachmentEchelons(seen, e.oob, e.sc)
	}
	for j, a := range e.sc.Attachments {
		if a.Unit == "" {
			continue
		}
		u, f := e.oob.Unit(a.Unit), e.oob.Formation(a.To)
		if u == nil || f == nil || u.Command == a.To || !idx.judged[f.ID] || !echelonClass(u.Class) || idx.count[[2]string{u.Side, u.Class}] <= echelonMinOthers {
			continue
		}
		if !seen.other(echelonKey{u.Side, u.Class, f.Echelon}, u.ID) {
			e.r.add(Warning, "command.echelon", fmt.Sprintf("/attachments/%d/to", j), "", u.ID,
				"%s (%s) is attached to %s, a %s, but no other %s counter of its side stands directly under a %s in the OOB or any scenario's attachments: an attachment printed for the neighbouring row?", u.Name, u.Class, f.ID, f.Echelon, u.Class, f.Echelon)
		}
	}
}

// echelonIdx is a game's echelon index: where units stand (the OOB and
// every profiled scenario's attachments), the formations judged and the
// units by side and class.
type echelonIdx struct {
	seen   echelonSeen
	judged map[string]bool
	count  map[[2]string]int
}
