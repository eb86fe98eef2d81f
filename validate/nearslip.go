package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// nearSlip is the least distance from its command at which a unit (or a
// leader from the units he leads) is checked for a hex typo that lands
// near, below the distances of setup.apart and leader.far.
const nearSlip = 3

// checkNearSlips finds the hex typo that lands a few hexes from the
// unit's formation, too near for setup.apart (6) or leader.far (10): a
// unit (or leader) 3 hexes or more from every unit of its command (of the
// formation he leads), where every other set-up of the book that places
// it with them keeps it beside them (1 hex at most), and whose hex, with
// one slip of the pen undone, is beside one of them. A unit must also
// stand 2 hexes or more from every unit of its side (a detached regiment
// stands beside others), and a hex the map names (a town, a station) is
// meant. Warnings with the codes setup.apart and leader.far.
func (e *scenarioEnv) checkNearSlips(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	apart, leaders := e.setup().apart, e.setup().leaderApart
	places := map[string]bool{}
	if e.m != nil {
		for _, pl := range e.m.Places {
			places[e.canonical(pl.Hex)] = true
		}
	}
	for i, st := range e.sc.Setup {
		if e.setupAt[st.Unit] != i || placedElsewhere(others, st.Unit, at[st.Unit]) || places[e.canonical(st.Hex)] {
			continue
		}
		u := o.Unit(st.Unit)
		if u == nil {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/hex", i)
		if d, ok := apart[st.Unit]; ok && d >= nearSlip && d < farFromCommand && nearestFriend(o, at, st.Unit, e.geo.Grid) >= 2 && !e.r.has("setup.apart", ptr) {
			if alwaysBeside(others, func(p *profiled) (int, bool) { x, ok := p.apart[st.Unit]; return x, ok }) {
				if slip := e.slipBesideCommand(o, at, st); slip != "" {
					e.r.add(Warning, "setup.apart", ptr, e.canonical(st.Hex), st.Unit,
						"%s in %s stands %d hexes from the nearest unit of its command %s, while the book's other set-ups keep it beside them: a mistyped hex? %s, one slip of the pen away, is beside its command", u.Name, st.Hex, d, u.Command, slip)
				}
			}
		}
		if d, ok := leaders[st.Unit]; ok && d >= nearSlip && d < leaderFar && !e.r.has("leader.far", ptr) {
			if alwaysBeside(others, func(p *profiled) (int, bool) { x, ok := p.leaderApart[st.Unit]; return x, ok }) {
				if slip := e.slipBesideLed(o, at, st); slip != "" {
					e.r.add(Warning, "leader.far", ptr, e.canonical(st.Hex), st.Unit,
						"%s in %s is %d hexes from the nearest unit of %s, which he leads, while the book's other set-ups put him beside them: a mistyped hex? %s, one slip of the pen away, is beside them", u.Name, st.Hex, d, ledBy(o, st.Unit), slip)
				}
			}
		}
	}
}

// alwaysBeside reports whether at least one other scenario gives a
// distance and every one that does gives 1 or less.
func alwaysBeside(others []profiled, dist func(*profiled) (int, bool)) bool {
	seen := false
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if d, ok := dist(p); ok {
			if d > 1 {
				return false
			}
			seen = true
		}
	}
	return seen
}

// slipBesideLed returns a hex one slip of the pen from the leader's row's
// hex that is within one hex of a unit of a formation he leads, or "".
func (e *scenarioEnv) slipBesideLed(o *scenarios.OOB, at map[string]hexgrid.Offset, st scenarios.Setup) string {
	led := map[string]bool{}
	for _, f := range o.Formations {
		if f.Leader == st.Unit {
			led[f.ID] = true
		}
	}
	parent := make(map[string]string, len(o.Formations))
	for _, f := range o.Formations {
		parent[f.ID] = f.Parent
	}
	var mates []hexgrid.Offset
	for id, h := range at {
		v := o.Unit(id)
		if id == st.Unit || v == nil || v.Class == "leader" || v.Class == "wagon" {
			continue
		}
		for f, n := v.Command, 0; f != "" && n < 16; f, n = parent[f], n+1 {
			if led[f] {
				mates = append(mates, h)
				break
			}
		}
	}
	for _, id := range slips(st.Hex) {
		h, err := e.geo.Numbering.Parse(id)
		if err != nil {
			continue
		}
		for _, m := range mates {
			if e.geo.Grid.Distance(h, m) <= 1 {
				return e.canonical(id)
			}
		}
	}
	return ""
}
