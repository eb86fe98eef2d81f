package validate

import (
	"github.com/sandtable/sandtable/scenarios"
)

// cavalryAmongInfantry returns the cavalry units an OOB files under a
// formation whose two or more other combat units (leaders, wagons,
// gunboats and blockhouses left out) are all infantry: a cavalry brigade
// under an infantry corps is the command cell of the neighbouring row
// (HSN: Stewart's brigade, Cav-5 at L437, given the IV of an infantry row).
// The books' cavalry companies serve in brigades that also hold a battery
// (ITW: GA Dragoons with 3/1/3, Morgan with 1/-/R), so a formation with
// any other class beside its infantry is left alone. Only the OOB is read:
// scenario attachments put cavalry with infantry on purpose (HSN S9's 5 TN).
// The result maps unit id to its command.
func cavalryAmongInfantry(o *scenarios.OOB) map[string]string {
	return loneAmong(o, "infantry", func(class string) bool { return class == "cavalry" })
}

// checkOOBCavalryAmongInfantry reports cavalryAmongInfantry in an OOB
// (command.class, a warning, at the unit's command).
func checkOOBCavalryAmongInfantry(r *report, o *scenarios.OOB) {
	reportAloneInClass(r, o, cavalryAmongInfantry(o), "infantry")
}

// combatAmongGathered returns the combat units an OOB files under a
// formation whose two or more other units (leaders left out) are all
// wagons, blockhouses or gunboats (gatheredClasses): an infantry brigade
// under the Department of the Cumberland, which holds only HSN's wagon
// trains and blockhouses, is the command cell of the neighbouring row. The
// result maps unit id to its command.
func combatAmongGathered(o *scenarios.OOB) map[string]string {
	type tally struct{ gathered, combat int }
	count := map[string]*tally{}
	for _, u := range o.Units {
		if u.Command == "" || u.Class == "leader" {
			continue
		}
		t := count[u.Command]
		if t == nil {
			t = &tally{}
			count[u.Command] = t
		}
		if combatClass(u.Class) {
			t.combat++
		} else {
			t.gathered++
		}
	}
	out := map[string]string{}
	for _, u := range o.Units {
		if t := count[u.Command]; t != nil && combatClass(u.Class) && t.combat == 1 && t.gathered >= 2 {
			out[u.ID] = u.Command
		}
	}
	return out
}

// checkOOBCombatAmongGathered reports combatAmongGathered in an OOB
// (command.class, a warning, at the unit's command).
func checkOOBCombatAmongGathered(r *report, o *scenarios.OOB) {
	reportAloneInClass(r, o, combatAmongGathered(o), "wagons, blockhouses or gunboats")
}
