package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkCommandListed finds an OOB command cell printed as the neighbouring
// row's where the two formations stand too close for checkMisfiled and
// checkCommandBesideOther: a unit the OOB lists among the units of another
// formation (the units before and after it, leaders and the other side
// aside, share one command of the same echelon as its own) that most of the
// scenarios of the book setting it up with other units of its command
// (under its OOB command; one at least) set up nearer a unit of that
// formation (not one listed apart itself) than any other unit of its own
// command. The book lists a
// formation's units together and sets them up together: a unit whose
// listing and set-ups both say another formation has that formation's
// command. In the built-in OOBs no unit is both listed and set up so (the
// units listed apart from their formation, batteries and detachments among
// them, are of another echelon or never stand with their command). A
// warning with the code command.misfiled, once, at the unit's row of the
// first scenario (by id) that sets it up so.
func (e *scenarioEnv) checkCommandListed(prof *gameProfile) {
	o := e.oob
	type view struct {
		id    string
		at    map[string]hexgrid.Offset
		cmd   func(id string) string  // the unit's command there
		byCmd map[string][]placedUnit // the grouped set-up units of each command
	}
	li := prof.listed(o, e.geo.Grid)
	var views []view
	rs := prof.rosters()
	for i := range prof.scenarios {
		p := &prof.scenarios[i]
		if p.id == e.sc.ID || len(p.id) > len(e.sc.ID) && p.id[:len(e.sc.ID)+1] == e.sc.ID+"\x00" {
			continue
		}
		views = append(views, view{p.id, p.at, rs[i].command, li.byCmd[i]})
	}
	own := view{e.sc.ID, e.setup().at, e.roster(prof).command, nil}
	for i := range prof.scenarios {
		if &prof.scenarios[i] == e.own { // the profiled scenario itself: the index holds its groups
			own.byCmd = li.byCmd[i]
		}
	}
	if own.byCmd == nil {
		own.byCmd = groupByCommand(o, own.at, own.cmd, li.apart, e.geo.Grid)
	}
	views = append(views, own)
	g := e.geo.Grid
	for k := range o.Units {
		u := &o.Units[k]
		i, placed := e.setupAt[u.ID]
		if !placed || !grouped(u) {
			continue
		}
		if _, ok := own.at[u.ID]; !ok {
			continue
		}
		// tally counts the set-ups that place the unit with other units of
		// its command (seen), those nearer a unit of formation c than any
		// of them (near), and of those the ones within besideListed hexes
		// of it (close); first is the first of them by scenario id.
		tally := func(c string) (seen, near, close int, first string) {
			for vi := range views {
				v := &views[vi]
				h, set := v.at[u.ID]
				if !set || v.cmd(u.ID) != u.Command { // attached elsewhere there: no evidence
					continue
				}
				hc := g.ToCube(h)
				dC, d0 := 1<<30, 1<<30
				for _, p := range v.byCmd[u.Command] {
					if p.id != u.ID {
						dC = min(dC, p.at.Sub(hc).Len())
					}
				}
				if dC == 1<<30 {
					continue
				}
				for _, p := range v.byCmd[c] {
					if !p.apart && p.side == u.Side {
						d0 = min(d0, p.at.Sub(hc).Len())
					}
				}
				seen++
				if d0 < dC {
					near++
					if d0 <= besideListed {
						close++
					}
				}
				if first == "" || v.id < first {
					first = v.id
				}
			}
			return
		}
		sameEchelon := func(c string) bool {
			f, f0 := o.Formation(u.Command), o.Formation(c)
			return c != "" && c != u.Command && f != nil && f0 != nil && f.Echelon == f0.Echelon
		}
		ptr := func() string { return fmt.Sprintf("/setup/%d/hex", i) } // for a warning only
		if c0 := listedAmong(o, k); sameEchelon(c0) {
			seen, near, _, first := tally(c0)
			if 2*near > seen && (first == e.sc.ID || e.own == nil) && !e.r.has("command.misfiled", ptr()) {
				e.r.add(Warning, "command.misfiled", ptr(), e.canonical(e.sc.Setup[i].Hex), u.ID,
					"%s (%s) is listed in the OOB among the units of %s and, in %d of the %d scenarios of the book that set it up with units of its command, stands nearer a unit of %s than any of %s: its command printed for the neighbouring row?",
					u.Name, u.Command, c0, near, seen, c0, u.Command)
			}
			continue
		}
		for _, c := range listedBeside(o, k) {
			if !sameEchelon(c) {
				continue
			}
			seen, _, close, first := tally(c)
			if seen < 2 || close < seen || first != e.sc.ID && e.own != nil || e.r.has("command.misfiled", ptr()) {
				continue
			}
			e.r.add(Warning, "command.misfiled", ptr(), e.canonical(e.sc.Setup[i].Hex), u.ID,
				"%s (%s) is listed in the OOB next to the units of %s and all %d scenarios of the book that set it up with units of its command put it within %d hexes of a unit of %s, nearer than any of %s: its command printed for the neighbouring row?",
				u.Name, u.Command, c, seen, besideListed, c, u.Command)
			break
		}
	}
}

// besideListed is how near a unit of the formation listed next to it a
// unit must stand, in every set-up, for that formation to be its own.
const besideListed = 3

// listedBeside returns the commands of the units listed just before and
// just after unit k in the OOB (leaders and units of the other side
// skipped), each once.
func listedBeside(o *scenarios.OOB, k int) []string {
	u := o.Units[k]
	var out []string
	for _, step := range []int{-1, 1} {
		for j := k + step; j >= 0 && j < len(o.Units); j += step {
			if v := &o.Units[j]; v.Class != "leader" && v.Side == u.Side {
				if v.Command != "" && !containsString(out, v.Command) {
					out = append(out, v.Command)
				}
				break
			}
		}
	}
	return out
}

// listedAmong returns the command shared by the units listed just before
// and just after unit k in the OOB (leaders and units of the other side
// skipped), when it is not the unit's own; "" otherwise.
func listedAmong(o *scenarios.OOB, k int) string {
	u := o.Units[k]
	next := func(step int) *scenarios.Unit {
		for j := k + step; j >= 0 && j < len(o.Units); j += step {
			if v := &o.Units[j]; v.Class != "leader" && v.Side == u.Side {
				return v
			}
		}
		return nil
	}
	p, n := next(-1), next(1)
	if p == nil || n == nil || p.Command != n.Command || p.Command == u.Command || p.Command == "" {
		return ""
	}
	return p.Command
}
