package validate

import (
	"slices"
	"strconv"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkEntryUnusable warns about a reinforcement row whose entry holds
// hexes that none of the row's units may stand in (reinforce.entry-unusable):
// a row of infantry and batteries whose entry lists full river hexes, where
// only a gunboat may enter (ITW BB 14.72), carries the entry of the
// neighbouring row that brings a gunboat on. ITW S10 lands 18 WI at N6420
// or N6423 (EN L5160-5170) while its 2 PM row brings 15 MI and the Tyler on
// by the landing or the river hexes N6401-N6601. A hex on a map path the
// class may use (a ferry, a bridge) counts as usable; leaders are left out
// (they stand with a unit) unless the row brings only leaders. A row none of whose entry hexes is usable is
// entry.terrain's (an error).
func (e *scenarioEnv) checkEntryUnusable(o *scenarios.OOB) {
	if e.regions == nil || e.rs == nil || e.m == nil {
		return
	}
	var classes []string
	for i, rf := range e.sc.Reinforcements {
		classes = rowClasses(classes[:0], o, e.rs, rf.Units)
		if len(classes) == 0 || len(rf.Formations) > 0 {
			continue // a formation's members are not read here
		}
		hs, err := e.regions.View(rf.Entry)
		if err != nil || hs.Len() < 2 {
			continue
		}
		var bad []hexgrid.Offset
		usable := 0
		for _, h := range hs.Sorted() {
			if e.bannedToAll(classes, h) {
				bad = append(bad, h)
			} else {
				usable++
			}
		}
		if len(bad) == 0 || usable == 0 {
			continue
		}
		name, _ := e.geo.Numbering.Format(bad[0])
		ptr := "/reinforcements/" + strconv.Itoa(i) + "/entry"
		if e.reportedAt(ptr) {
			continue
		}
		e.r.add(Warning, "reinforce.entry-unusable", ptr, name, rf.Units[0],
			"row %d's entry holds %d hexes (%s first) where none of its units may stand (%s): the entry of a neighbouring row that brings on a unit that may?", i+1, len(bad), name, e.m.TerrainAt(name))
	}
}

// bannedToAll reports whether no class of the list may stand in hex h: its
// terrain is outside a class's only terrains, or prohibited to the class's
// movement column with no map path through the hex.
func (e *scenarioEnv) bannedToAll(classes []string, h hexgrid.Offset) bool {
	name, err := e.geo.Numbering.Format(h)
	if err != nil {
		return false
	}
	terrain := e.m.TerrainAt(name)
	t := e.rs.TerrainByID(terrain)
	for _, cl := range classes {
		c := e.rs.Class(cl)
		if c == nil {
			return false
		}
		if len(c.OnlyTerrain) > 0 {
			if slices.Contains(c.OnlyTerrain, terrain) {
				return false
			}
			continue
		}
		if t == nil || c.MoveColumn == "" || !t.Cost[c.MoveColumn].Prohibited {
			return false
		}
	}
	for _, p := range e.m.Paths { // a ferry or bridge: usable by some class
		if slices.Contains(p.Hexes, name) {
			return false
		}
	}
	return true
}

// rowClasses appends to out the classes of the units (each once), leaders
// left out unless every unit is a leader.
func rowClasses(out []string, o *scenarios.OOB, rs *engine.Ruleset, units []string) []string {
	leaders := 0
	for _, id := range units {
		u := o.Unit(id)
		if u == nil {
			continue
		}
		if rs.IsLeader(u.Class) {
			leaders++
			continue
		}
		if !slices.Contains(out, u.Class) {
			out = append(out, u.Class)
		}
	}
	if len(out) == 0 && leaders > 0 {
		for _, id := range units {
			if u := o.Unit(id); u != nil && !slices.Contains(out, u.Class) {
				out = append(out, u.Class)
			}
		}
	}
	return out
}
