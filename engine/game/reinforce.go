package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Arrival is a reinforcement row that may enter now: due at this turn or
// earlier (a row with an arrival set: from its earliest turn on, when the
// player says the set arrives) with units still off the map.
type Arrival struct {
	Row       int
	Turn      string
	Set       *int
	Side      string
	Order     string
	Units     []string
	EntryText string
	Delayed   bool
}

// Arrivals lists the reinforcement rows that may enter now, in row order.
func (g *Game) Arrivals() []Arrival {
	var out []Arrival
	for r, rf := range g.Scenario.Reinforcements {
		off := g.offUnits(r, nil)
		if len(off) == 0 || !g.due(rf) {
			continue
		}
		delayed := g.st.heldBackNow(r)
		out = append(out, Arrival{Row: r, Turn: rf.Turn, Set: rf.Set, Side: g.rowSide(r), Order: rf.Order,
			Units: off, EntryText: g.entryText(rf.Entry), Delayed: delayed})
	}
	return out
}

// due reports whether a row's time has come: its turn, or its set's
// earliest turn, is the current turn or earlier.
func (g *Game) due(rf scenarios.Reinforcement) bool {
	at := rf.Turn
	if at == "" {
		at = rf.Earliest
	}
	i := g.Scenario.TurnIndex(at)
	return at == "" || i >= 0 && i <= g.st.Clock.Turn
}

// rowSide is the side of a row's first unit.
func (g *Game) rowSide(r int) string {
	for _, u := range g.st.Units.All() {
		if u.Row == r {
			return u.Side
		}
	}
	return ""
}

// offUnits lists the units of row r still off the map, limited to pick
// when given.
func (g *Game) offUnits(r int, pick []string) []string {
	var out []string
	for _, u := range g.st.Units.All() {
		if u.Row == r && u.Where == OffMap && (len(pick) == 0 || slices.Contains(pick, u.ID)) {
			out = append(out, u.ID)
		}
	}
	return out
}

// enter brings on (or with Delay holds back) the row, or every row of the
// arrival set, the action names.
func (g *Game) enter(a Action, e *Entry) error {
	rows, err := g.rowsFor(a)
	if err != nil {
		return err
	}
	if a.Set != nil && !a.Delay {
		if err := g.checkLowestSet(*a.Set); err != nil {
			return err
		}
	}
	for _, r := range rows {
		if a.Delay {
			rs := g.st.Rows.At(r)
			rs.HeldBack, rs.Delayed = true, g.st.Clock.Turn
			g.st.Rows.set(r, rs, g.st.gen)
			e.event("delayed", "", "", "reinforcement row %d is held back this turn", r)
			continue
		}
		if err := g.enterRow(r, a, e); err != nil {
			return err
		}
	}
	return nil
}

// rowsFor finds the rows an enter action means: Row, every row of Set, or
// the row of the first of Units.
func (g *Game) rowsFor(a Action) ([]int, error) {
	n := len(g.Scenario.Reinforcements)
	switch {
	case a.Row != nil:
		if *a.Row < 0 || *a.Row >= n {
			return nil, refusef("reinforcement row %d does not exist (the scenario has %d)", *a.Row, n)
		}
		return []int{*a.Row}, nil
	case a.Set != nil:
		var rows []int
		for r, rf := range g.Scenario.Reinforcements {
			if rf.Set != nil && *rf.Set == *a.Set {
				rows = append(rows, r)
			}
		}
		if len(rows) == 0 {
			return nil, refusef("no reinforcement row has arrival set %d", *a.Set)
		}
		return rows, nil
	case len(a.Units) > 0:
		if u := g.unit(a.Units[0]); u != nil && u.Row >= 0 {
			return []int{u.Row}, nil
		}
		return nil, refusef("%s is not a reinforcement of this scenario", a.Units[0])
	}
	return nil, refusef("enter needs row, set or units")
}

// enterRow places the row's chosen units on its entry hex, paying the entry
// cost, and takes control of the hex.
func (g *Game) enterRow(r int, a Action, e *Entry) error {
	rf := g.Scenario.Reinforcements[r]
	side := g.rowSide(r)
	switch {
	case side != g.st.Clock.Side:
		return refusef("reinforcement row %d is %s; activation %d belongs to %s", r, side, g.st.Clock.Activation, g.st.Clock.Side)
	case !g.due(rf):
		return refusef("reinforcement row %d is not due before %s", r, orWord(rf.Turn, rf.Earliest))
	}
	if err := g.checkOrder(r); err != nil {
		return err
	}
	units := g.offUnits(r, a.Units)
	if len(units) == 0 {
		return refusef("reinforcement row %d has no unit left to enter", r)
	}
	occ := g.occupancy()
	o, how, err := g.entryHex(r, rf, a.Hex, side, occ)
	if err != nil {
		return err
	}
	for _, id := range units {
		if err := g.place(g.edit(id), o, rf, a.MA); err != nil {
			return err
		}
	}
	if err := g.checkEntryStack(units, o); err != nil {
		return err
	}
	if g.landing(o) {
		g.st.Landed.set(o, g.st.Landed.At(o)+1, g.st.gen)
	}
	if len(g.offUnits(r, nil)) == 0 {
		rs := g.st.Rows.At(r)
		rs.Entered = true
		g.st.Rows.set(r, rs, g.st.gen)
	}
	e.event("entered", strings.Join(units, ","), g.Name(o), "row %d entered at %s%s: %s", r, g.Name(o), how, strings.Join(units, ", "))
	return nil
}

// place puts one arriving unit on the entry hex with the MP it paid.
func (g *Game) place(u *Unit, o hexgrid.Offset, rf scenarios.Reinforcement, ma *float64) error {
	cost, err := g.entryCost(u, o)
	if err != nil {
		return err
	}
	if allowance := g.allowance(u, ma); cost > allowance+mpEpsilon {
		return refusef("%s needs %s MP to enter at %s and has %s", g.unitName(u.ID), mp(cost), g.Name(o), mp(allowance))
	}
	u.Where, u.Hex, u.MPSpent, u.Moved = OnMap, o, cost, true
	u.Fatigue = fatigueLevel(rf.Fatigue)
	u.Acts, u.Arrived = u.Acts+1, true
	if rf.Orders != "" {
		u.Orders = rf.Orders
	}
	for _, s := range rf.Status {
		u.addStatus(s)
	}
	g.passThrough(u, o)
	return nil
}

// entryCost is what a unit pays to come on at hex o: the system's fixed
// entry cost (1 MP, SH L6) or the hex's TEC cost as for a unit entering from
// off the map (ITW BB 9.7), plus, for units other than leaders at a landing
// hex, the disembarking MP and one more for each stack already landed there
// in this activation (ITW S1 Union chart note, EN L1729-1733).
func (g *Game) entryCost(u *Unit, o hexgrid.Offset) (float64, error) {
	m := g.moverOf(u)
	if len(m.only) > 0 {
		if !slices.Contains(m.only, g.Board.TerrainID(o)) {
			return 0, refusef("%s may enter only %s hexes, not %s", g.unitName(u.ID), strings.Join(m.only, " or "), g.Name(o))
		}
		return 1, nil
	}
	cost := g.Board.Sys.EntryMP
	if cost == 0 {
		st := g.Board.hexCost(m.column, o, o, nil)
		if !st.ok {
			return 0, refusef("%s cannot enter at %s: %s", g.unitName(u.ID), g.Name(o), st.why)
		}
		cost = st.mp
	}
	if g.Board.Sys.DisembarkMP > 0 && !g.Board.Ruleset.IsLeader(u.Class) && g.landing(o) {
		cost += g.Board.Sys.DisembarkMP + float64(g.st.Landed.At(o))
	}
	return cost, nil
}

// checkOrder refuses a row whose arrival order letter comes after that of a
// row of the same side and turn that has neither entered nor been held back
// (ITW S1 charts, EN L1724-1726). Rows of batteries and leaders only may come
// in any order.
func (g *Game) checkOrder(r int) error {
	rf := g.Scenario.Reinforcements[r]
	if rf.Order == "" || g.orderExempt(r) {
		return nil
	}
	side := g.rowSide(r)
	for j, other := range g.Scenario.Reinforcements {
		if other.Order == "" || other.Order >= rf.Order || other.Turn != rf.Turn || g.rowSide(j) != side {
			continue
		}
		if g.st.Rows.At(j).Entered || g.orderExempt(j) || g.st.heldBackNow(j) {
			continue
		}
		return refusef("reinforcement row %d (order %s) must enter or be held back before row %d (order %s)", j, other.Order, r, rf.Order)
	}
	return nil
}

// checkLowestSet refuses an arrival set while a lower-numbered set has not
// arrived: the lowest set that has not arrived is always placed first
// (HSN 13.0, L337, L1629).
func (g *Game) checkLowestSet(set int) error {
	for r, rf := range g.Scenario.Reinforcements {
		if rf.Set != nil && *rf.Set < set && len(g.offUnits(r, nil)) > 0 && g.rowSide(r) == g.st.Clock.Side {
			return refusef("arrival set %d has not arrived yet; the lowest set comes first (HSN 13.0)", *rf.Set)
		}
	}
	return nil
}

// orderExempt: every unit of the row is of a class free of the order letters.
func (g *Game) orderExempt(r int) bool {
	any := false
	for _, u := range g.st.Units.All() {
		if u.Row != r {
			continue
		}
		any = true
		if !slices.Contains(g.Board.Sys.OrderExemptClasses, u.Class) {
			return false
		}
	}
	return any
}

// entryText describes an entry region for messages.
func (g *Game) entryText(r scenarios.Region) string {
	switch {
	case len(r.Hexes) > 0:
		return strings.Join(r.Hexes, "/")
	case r.Range != nil:
		return r.Range.From + "-" + r.Range.To
	case r.EdgeNear != nil:
		return fmt.Sprintf("the map edge within %d hexes of %s", r.EdgeNear.Within, r.EdgeNear.Hex)
	}
	return "its entry region"
}

// landing reports whether units come ashore at the hex (the ruleset's
// landingFeature).
func (g *Game) landing(o hexgrid.Offset) bool {
	return g.Board.Sys.LandingFeature != "" && g.Board.HasFeature(o, g.Board.Sys.LandingFeature)
}
