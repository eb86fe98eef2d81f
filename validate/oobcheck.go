package validate

import (
	"strconv"

	"github.com/sandtable/sandtable/scenarios"
)

// checkOOB runs the reference checks of a decoded OOB: unique ids, sides
// known, every command and parent resolves, no command cycles, leaders exist.
func checkOOB(r *report, o *scenarios.OOB) {
	sides := map[string]bool{}
	for _, sd := range o.Sides {
		sides[sd.ID] = true
	}
	forms := map[string]bool{}
	for i, f := range o.Formations {
		ptr := "/formations/" + strconv.Itoa(i)
		if forms[f.ID] {
			r.errorf("id.duplicate", ptr+"/id", "formation %q is listed twice", f.ID)
		}
		forms[f.ID] = true
		if !sides[f.Side] {
			r.errorf("side.unknown", ptr+"/side", "side %q is not one of the OOB's sides", f.Side)
		}
	}
	units := map[string]bool{}
	for i, u := range o.Units {
		ptr := "/units/" + strconv.Itoa(i)
		if units[u.ID] {
			r.add(Error, "id.duplicate", ptr+"/id", "", u.ID, "unit %q is listed twice", u.ID)
		}
		units[u.ID] = true
		if !sides[u.Side] {
			r.add(Error, "side.unknown", ptr+"/side", "", u.ID, "side %q is not one of the OOB's sides", u.Side)
		}
		f := o.Formation(u.Command)
		switch {
		case f == nil:
			r.add(Error, "command.unresolved", ptr+"/command", "", u.ID, "%s's command %q is not a formation of the OOB", u.Name, u.Command)
		case f.Side != u.Side:
			r.add(Error, "command.side", ptr+"/command", "", u.ID, "%s (%s) is under %s, a formation of side %s", u.Name, u.Side, f.ID, f.Side)
		}
	}
	for i, f := range o.Formations {
		checkFormation(r, o, i, f, units)
	}
	checkFormationPath(r, o)
	checkUnitSize(r, o)
	checkClassName(r, o)
	checkCohesion(r, o)
	checkSimilarNames(r, o)
	checkCommandNote(r, o)
	checkCommandVersions(r, o)
}

func checkFormation(r *report, o *scenarios.OOB, i int, f scenarios.Formation, units map[string]bool) {
	ptr := "/formations/" + strconv.Itoa(i)
	if f.Parent != "" {
		p := o.Formation(f.Parent)
		switch {
		case p == nil:
			r.errorf("command.unresolved", ptr+"/parent", "formation %s's parent %q is not a formation of the OOB", f.ID, f.Parent)
		case p.Side != f.Side:
			r.errorf("command.side", ptr+"/parent", "formation %s (%s) is under %s of side %s", f.ID, f.Side, p.ID, p.Side)
		}
		if path := o.CommandPath(f.ID); len(path) > 0 && o.Formation(path[len(path)-1]).Parent != "" && o.Formation(o.Formation(path[len(path)-1]).Parent) != nil {
			r.errorf("command.cycle", ptr+"/parent", "formation %s is its own superior (command cycle)", f.ID)
		}
	} else if f.Echelon != "army" {
		r.add(Warning, "command.orphan", ptr, "", "", "formation %s (%s) has no parent", f.ID, f.Echelon)
	}
	if f.Leader != "" {
		u := o.Unit(f.Leader)
		switch {
		case u == nil:
			r.add(Error, "unit.unknown", ptr+"/leader", "", f.Leader, "leader %q of %s is not a unit of the OOB", f.Leader, f.ID)
		case u.Class != "leader":
			r.add(Error, "leader.class", ptr+"/leader", "", f.Leader, "%s leads %s but is not a leader", u.Name, f.ID)
		case u.Command != f.ID:
			checkLeaderCommand(r, o, f, u)
		}
	}
}

// checkLeaderCommand reports a formation's leader whose own command is another
// formation: the leader's counter and the formation disagree about who leads
// it (a command cell printed for the wrong row, HSN L509 Forrest "C").
func checkLeaderCommand(r *report, o *scenarios.OOB, f scenarios.Formation, u *scenarios.Unit) {
	for i := range o.Units {
		if o.Units[i].ID == u.ID {
			r.add(Error, "command.leader", "/units/"+strconv.Itoa(i)+"/command", "", u.ID,
				"%s leads %s (%s) but his own command is %q", u.Name, f.ID, f.Name, u.Command)
			return
		}
	}
}
