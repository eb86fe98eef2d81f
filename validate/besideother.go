package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// besideOtherApart is the least distance from every other unit of its
// command at which the beside-other check looks at a unit (setup.apart
// takes it from farFromCommand on).
const besideOtherApart = 4

// checkBesideOther warns about a set-up unit 4 or 5 hexes from every other
// unit of its command, stacked in the hex of a unit of another command of
// its side, when every other scenario of the book that sets it up with its
// command keeps it in or beside the hex of one of them
// (setup.beside-other): a hex cell printed for the neighbouring row, or
// the table's hex column slid one row, puts the unit on the neighbour's
// formation. Units set up in this very hex by another scenario, or in or
// beside the hex of their command's leader, are left alone.
func (e *scenarioEnv) checkBesideOther(o *scenarios.OOB, at map[string]hexgrid.Offset, apart map[string]int, others []profiled) {
	var byHex map[hexgrid.Offset][]*scenarios.Unit
	for i, st := range e.sc.Setup {
		d, ok := apart[st.Unit]
		if !ok || d < besideOtherApart || d >= farFromCommand || e.setupAt[st.Unit] != i {
			continue
		}
		usual, seen := -1, 0
		for oi := range others { // in place: a profile is large
			p := &others[oi]
			if x, ok := p.apart[st.Unit]; ok {
				usual, seen = max(usual, x), seen+1
			}
		}
		if seen == 0 || usual > 1 || placedElsewhere(others, st.Unit, at[st.Unit]) || besideLeader(o, at, st.Unit, e.geo.Grid) {
			continue
		}
		if byHex == nil {
			byHex = map[hexgrid.Offset][]*scenarios.Unit{}
			for id, h := range at {
				if v := o.Unit(id); v != nil && grouped(v) {
					byHex[h] = append(byHex[h], v)
				}
			}
		}
		u := o.Unit(st.Unit)
		var other []string
		for _, v := range byHex[at[st.Unit]] {
			if v.Side == u.Side && v.Command != u.Command && !slices.Contains(other, v.Command) && !slices.Contains(o.CommandPath(u.Command), v.Command) {
				other = append(other, v.Command)
			}
		}
		if len(other) == 0 {
			continue
		}
		slices.Sort(other)
		e.r.add(Warning, "setup.beside-other", fmt.Sprintf("/setup/%d/hex", i), e.canonical(st.Hex), st.Unit,
			"%s in %s stands %d hexes from every unit of its command %s, stacked with a unit of %s, while the book's %d other set-ups that place it with its command keep it beside one of them: the hex of the neighbouring row?", u.Name, st.Hex, d, u.Command, other[0], seen)
	}
}

// besideLeader reports whether the leader of the unit's command is set up
// in or beside the unit's hex.
func besideLeader(o *scenarios.OOB, at map[string]hexgrid.Offset, unit string, g hexgrid.Grid) bool {
	u := o.Unit(unit)
	f := o.Formation(u.Command)
	if f == nil || f.Leader == "" {
		return false
	}
	h, ok := at[f.Leader]
	return ok && g.Distance(h, at[unit]) <= 1
}
