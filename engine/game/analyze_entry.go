package game

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// EntryRow is the entry check of one reinforcement row: its side, arrival
// turn (a set's earliest turn), units, each entry hex with whether it can
// take the row, and the units that cannot enter at any of them.
type EntryRow struct {
	Row   int        `json:"row"`
	Side  string     `json:"side"`
	Turn  *TurnRef   `json:"turn,omitempty"`
	Set   *int       `json:"set,omitempty"`
	Units []string   `json:"units"`
	Hexes []EntryHex `json:"hexes"`
	// Cannot lists the units that cannot enter at the row's entry (or
	// alternative) hexes on its turn.
	Cannot []UnitIssue `json:"cannot"`
	Note   string      `json:"note,omitempty"`
}

// EntryHex is one entry hex of a row: usable, or why not. OutsidePlay
// marks a usable hex outside the playing area at the row's turn: the
// engine lets units enter there (ITW S3 brings rows in just north of its
// area), and a unit that cannot step into the area from it is listed among
// the units that never reach the playing area.
type EntryHex struct {
	Hex         string `json:"hex"`
	Usable      bool   `json:"usable"`
	Why         string `json:"why,omitempty"`
	Alternative bool   `json:"alternative,omitempty"`
	OutsidePlay bool   `json:"outsidePlay,omitempty"`
}

// entries checks every reinforcement row and records the entry sources of
// the units that can come on.
func (an *analyzer) entries() []EntryRow {
	out := []EntryRow{}
	for r, rf := range an.g.Scenario.Reinforcements {
		out = append(out, an.entryRow(r, rf))
	}
	return out
}

// entryRow checks one row: its turn, its entry hexes (on the map, not held
// by or, where the system says so, next to the enemy at set-up), and each
// unit's entry cost there. Like the engine, it lets a row enter outside the
// playing area ([EntryHex].OutsidePlay).
func (an *analyzer) entryRow(r int, rf scenarios.Reinforcement) EntryRow {
	g := an.g
	row := EntryRow{Row: r, Side: g.rowSide(r), Set: rf.Set, Units: []string{}, Hexes: []EntryHex{}, Cannot: []UnitIssue{}}
	var units []*Unit
	for _, u := range g.st.Units.All() {
		if u.Row == r {
			units = append(units, u)
			row.Units = append(row.Units, u.ID)
		}
	}
	t, why := an.arrivalTurn(rf)
	if why != "" {
		return an.cannotAll(row, units, why)
	}
	ref := an.ref(t)
	row.Turn = &ref
	if t > an.last {
		row.Note = "arrives after the last turn analysed"
		return row
	}
	hexes, open := an.entryHexes(r, rf, t, row.Side)
	row.Hexes = hexes
	if len(hexes) == 0 {
		return an.cannotAll(row, units, "its entry region has no hex on the map")
	}
	if len(open) == 0 {
		row.Note = an.fallbackNote(hexes)
		return an.cannotAll(row, units, "every entry hex is closed: "+closedList(hexes))
	}
	for _, u := range units {
		if why := an.enterUnit(u, open, t); why != "" {
			row.Cannot = append(row.Cannot, UnitIssue{Unit: u.ID, Name: an.unitName(u.ID), Side: u.Side, Why: why})
		}
	}
	return row
}

// arrivalTurn returns the turn index at which a row may first enter (its
// turn, or its set's earliest turn; the first turn when it names none), or
// why it has none.
func (an *analyzer) arrivalTurn(rf scenarios.Reinforcement) (int, string) {
	at := rf.Turn
	if at == "" {
		at = rf.Earliest
	}
	if at == "" {
		return an.first, ""
	}
	i := an.g.Scenario.TurnIndex(at)
	if i < 0 {
		return 0, fmt.Sprintf("its turn %q is not a turn of the scenario", at)
	}
	return max(i, an.first), ""
}

// entryHexes lists the row's entry hexes, then its alternative hexes, each
// with whether it can take the row at turn index t, and returns the usable
// ones.
func (an *analyzer) entryHexes(r int, rf scenarios.Reinforcement, t int, side string) ([]EntryHex, []hexgrid.Offset) {
	var out []EntryHex
	var open []hexgrid.Offset
	add := func(key string, reg scenarios.Region, alt bool) {
		for _, h := range an.regionHexes(key, reg) {
			e := EntryHex{Hex: h.id, Alternative: alt, Why: h.why}
			if e.Why == "" {
				e.Why = an.closedWhy(h.o, side)
				e.OutsidePlay = !an.inArea(t, h.o)
			}
			if e.Usable = e.Why == ""; e.Usable {
				open = append(open, h.o)
			}
			out = append(out, e)
		}
	}
	add(fmt.Sprintf("entry-%d", r), rf.Entry, false)
	if rf.Alternative != nil {
		add(fmt.Sprintf("alt-%d", r), *rf.Alternative, true)
	}
	return out, open
}

// regionHex is one hex of an entry region: its id, and why it is not on
// the map ("" when it is).
type regionHex struct {
	id  string
	o   hexgrid.Offset
	why string
}

// regionHexes evaluates an entry region. A region of listed hexes is read
// hex by hex, so a hex that is not on the map is named with the reason.
func (an *analyzer) regionHexes(key string, reg scenarios.Region) []regionHex {
	g := an.g
	if hs, err := g.region(key, reg); err == nil {
		var out []regionHex
		for _, o := range hs.Sorted() {
			out = append(out, regionHex{id: g.Name(o), o: o})
		}
		return out
	} else if len(reg.Hexes) == 0 {
		return []regionHex{{id: g.entryText(reg), why: "does not resolve: " + err.Error()}}
	}
	var out []regionHex
	for _, id := range reg.Hexes {
		o, err := g.Board.Parse(id)
		switch {
		case err != nil:
			out = append(out, regionHex{id: id, why: "not on the map: " + err.Error()})
		case !g.Board.OnMap(o):
			out = append(out, regionHex{id: id, why: "not on the map"})
		default:
			out = append(out, regionHex{id: g.Name(o), o: o})
		}
	}
	return out
}

// closedWhy says why hex o cannot take a row of side ("" when it can): not
// on the map, held by the enemy at set-up, or next to an enemy unit where
// the system blocks that (ITW BB 9.7), as [Game.entryHex] refuses it.
func (an *analyzer) closedWhy(o hexgrid.Offset, side string) string {
	g := an.g
	switch {
	case !g.Board.OnMap(o):
		return "not on the map"
	case an.occ.enemy(o, side):
		return "held by the enemy at set-up (" + an.occupantsText(o, side) + ")"
	case g.Board.Sys.EntryBlockAdjacent && g.enemyAdjacent(an.occ, o, side):
		return "next to an enemy unit at set-up (ITW BB 9.7)"
	}
	return ""
}

// occupantsText names the enemy units in a hex at set-up.
func (an *analyzer) occupantsText(o hexgrid.Offset, side string) string {
	var names []string
	for _, u := range an.g.st.Units.All() {
		if u.InPlay() && u.Side != side && (u.Hex == o || u.Extended != nil && *u.Extended == o) {
			names = append(names, an.unitName(u.ID))
		}
	}
	return strings.Join(names, ", ")
}

// enterUnit records a unit's entry sources among the open hexes and says
// why it can enter at none ("" when it can): terrain closed to it, or an
// entry cost above its allowance.
func (an *analyzer) enterUnit(u *Unit, open []hexgrid.Offset, t int) string {
	g := an.g
	ma := g.allowance(u, nil)
	var whys []string
	for _, o := range open {
		cost, err := g.entryCost(u, o)
		switch {
		case err != nil:
			whys = append(whys, err.Error())
		case cost > ma+mpEpsilon:
			whys = append(whys, fmt.Sprintf("needs %s MP to enter at %s and has %s", mp(cost), g.Name(o), mp(ma)))
		default:
			an.sources[u.ID] = append(an.sources[u.ID], source{hex: o, turn: t, mp: cost, entering: true})
		}
	}
	if len(an.sources[u.ID]) > 0 {
		return ""
	}
	return strings.Join(whys, "; ")
}

// cannotAll marks every unit of the row as unable to enter, for why.
func (an *analyzer) cannotAll(row EntryRow, units []*Unit, why string) EntryRow {
	for _, u := range units {
		row.Cannot = append(row.Cannot, UnitIssue{Unit: u.ID, Name: an.unitName(u.ID), Side: u.Side, Why: why})
	}
	return row
}

// fallbackNote says whether the rules would let a row whose entry hexes are
// all blocked come on at the nearest open map-edge hex instead (ITW BB 9.7,
// SH L7), which the analysis does not follow.
func (an *analyzer) fallbackNote(hexes []EntryHex) string {
	nf := an.g.Board.Sys.NoFallbackFeature
	for _, h := range hexes {
		if o, err := an.g.Board.Parse(h.Hex); err == nil && nf != "" && an.g.Board.HasFeature(o, nf) {
			return "no fallback: " + h.Hex + " is a " + nf + " hex (ITW BB 9.7)"
		}
	}
	return "in play it may enter at the nearest open map-edge hex instead (ITW BB 9.7; SH L7); not analysed"
}

// closedList names the closed entry hexes with the reasons.
func closedList(hexes []EntryHex) string {
	var parts []string
	for _, h := range hexes {
		parts = append(parts, h.Hex+" "+h.Why)
	}
	return strings.Join(parts, "; ")
}
