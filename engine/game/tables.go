package game

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
)

// Mission is a brigade's defensive mission from a mission table (ITW Roar
// of Battle, IT L4458-4522): the hex it must march to (Hex, its id) or, with
// Hold, no move at all in the turn (index Turn) it was rolled in.
type Mission struct {
	Hex  string
	Turn int
	Hold bool
	Row  string
}

// Alert is a command's roll on an alert table (ITW Alert Schedule, IT
// L4361-4457): the turn (index) it was alerted in and the Activations the
// row gives it for that turn (-1 when the row leaves them to the players).
type Alert struct {
	Turn        int
	Activations int
	Row         string
}

// Alerted returns a formation's last alert roll, if any: the Activations an
// alerted command has in its alert turn.
func (g *Game) Alerted(formation string) (Alert, bool) { return g.st.Alerts.Get(formation) }

// Mission returns the mission a formation rolled, if any.
func (g *Game) Mission(formation string) (Mission, bool) { return g.st.Missions.Get(formation) }

// Occurred returns how often a table's row has come up in this game
// ("random-events/lyons-kentucky-raid").
func (g *Game) Occurred(table, row string) int { return g.st.Occurred.At(table + "/" + row) }

// tableAction resolves a rally, alert, mission or event action on the
// ruleset's table for it: it rolls the table's die (or takes the player's
// faces from Result, in order, for this table and any table or group it
// leads to), adds the modifiers the state decides, finds the row and
// applies what the row says. A ruleset without such a table refuses the
// action (roll and adjust by hand instead).
func (g *Game) tableAction(a Action, e *Entry) error {
	t, err := g.pickTable(a)
	if err != nil {
		return err
	}
	dice := &faceSource{g: g, given: a.Result}
	switch t.Action {
	case engine.TableRally:
		err = g.rally(a, e, t, dice)
	case engine.TableAlert:
		err = g.alert(a, e, t, dice)
	case engine.TableMission:
		err = g.mission(a, e, t, dice)
	default:
		err = g.event(a, e, t, dice)
	}
	if err != nil {
		return err
	}
	if dice.next < len(dice.given) {
		return refusef("result gives %d faces; the rolls took %d", len(dice.given), dice.next)
	}
	return nil
}

// pickTable returns the table the action names, or the ruleset's only
// table for the action's kind.
func (g *Game) pickTable(a Action) (*engine.RollTable, error) {
	rs := g.Board.Ruleset
	if a.Table != "" {
		t := rs.Table(a.Table)
		if t == nil || t.Action != a.Kind() {
			return nil, refusef("ruleset %s has no %s table %q", rs.ID, a.Kind(), a.Table)
		}
		return t, nil
	}
	ts := rs.TablesFor(a.Kind())
	switch len(ts) {
	case 0:
		return nil, refusef("ruleset %s has no %s table: roll the dice and adjust the result by hand", rs.ID, a.Kind())
	case 1:
		return ts[0], nil
	}
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.ID
	}
	return nil, refusef("ruleset %s has %d %s tables: name one in table (%s)", rs.ID, len(ts), a.Kind(), strings.Join(ids, ", "))
}

// faceSource hands out the player's faces in order, then the seeded
// source's.
type faceSource struct {
	g     *Game
	given []int
	next  int
}

// roll throws the table's die: the player's faces while they last, else
// the seeded source. how is "given" or "rolled".
func (s *faceSource) roll(t *engine.RollTable) (faces []int, how string, err error) {
	d := s.g.dice(t.TableDie())
	if s.next < len(s.given) {
		if s.next+d.N > len(s.given) {
			return nil, "", refusef("result runs out of faces for the %s roll", t.ID)
		}
		faces = s.given[s.next : s.next+d.N]
		s.next += d.N
		if err := checkResult(d, faces); err != nil {
			return nil, "", refusef("%v", err)
		}
		return faces, "given", nil
	}
	return s.g.throw(d), "rolled", nil
}

// tableGroup returns the group of the table for a formation ("" for none)
// at the current turn.
func (g *Game) tableGroup(t *engine.RollTable, formation string) *engine.TableGroup {
	turn := g.TurnID()
	for i := range t.Groups {
		gr := &t.Groups[i]
		if len(gr.Turns) > 0 && !slices.Contains(gr.Turns, turn) {
			continue
		}
		if len(gr.Formations) > 0 && (formation == "" || !g.under(formation, gr.Formations)) {
			continue
		}
		if formation != "" && g.under(formation, gr.Except) {
			continue
		}
		if f := g.OOB.Formation(formation); gr.Echelon != "" && (f == nil || f.Echelon != gr.Echelon) {
			continue
		}
		if gr.Until != "" && g.Occurred(t.ID, gr.Until) > 0 {
			continue
		}
		return gr
	}
	return nil
}

// fixed reports whether a group takes no roll: one row covering every roll.
func fixed(gr *engine.TableGroup) bool {
	if len(gr.Rows) != 1 {
		return false
	}
	r := gr.Rows[0]
	return r.Min == nil && r.Max == nil && r.VsRating == ""
}

// usePerTurn counts a formation's use of a group with a per-turn limit,
// refusing one use too many this turn.
func (g *Game) usePerTurn(t *engine.RollTable, gr *engine.TableGroup) error {
	if gr.PerTurn == 0 {
		return nil
	}
	key := t.ID + "/" + gr.ID + "@" + g.TurnID()
	if n := g.st.Occurred.At(key); n >= gr.PerTurn {
		return refusef("%s: %d formations have used %s this turn, the most it allows (%s)", t.ID, n, gr.ID, orWord(gr.Source, t.Source))
	}
	g.st.Occurred.set(key, g.st.Occurred.At(key)+1, g.st.gen)
	return nil
}

// rollGroup rolls on a group and returns the row, the faces and the
// natural and modified rolls (no roll for a fixed group). A rating row
// needs rating (nil: refused, naming the rating).
func (g *Game) rollGroup(e *Entry, t *engine.RollTable, gr *engine.TableGroup, dice *faceSource, drm int, parts []string, rating *int, unit string) (engine.TableRow, error) {
	if fixed(gr) {
		ev := e.event("table", unit, "", "%s (%s): %s, no roll (%s)", orWord(t.Name["en"], t.ID), gr.ID, orWord(gr.Rows[0].Result, gr.Rows[0].ID), orWord(gr.Rows[0].Source, orWord(gr.Source, t.Source)))
		ev.Code = t.ID + "/" + gr.ID + "/" + gr.Rows[0].ID
		if gr.Rows[0].Ask != "" {
			e.event("ask", unit, "", "for the players: %s", gr.Rows[0].Ask)
		}
		return gr.Rows[0], nil
	}
	faces, how, err := dice.roll(t)
	if err != nil {
		return engine.TableRow{}, err
	}
	natural := t.Read(faces)
	roll := natural + drm
	var row engine.TableRow
	found := false
	for _, r := range gr.Rows {
		if r.VsRating != "" && rating == nil {
			return engine.TableRow{}, refusef("%s: the roll (%d, modified %d) is judged against the unit's %s, which the data does not hold: give it as rating", t.ID, natural, roll, orWord(t.Rating, "rating"))
		}
		if g.rowOpen(t, r) && r.Covers(natural, roll, deref(rating)) {
			row, found = r, true
			break
		}
	}
	if !found {
		return engine.TableRow{}, refusef("%s (%s): no row for a roll of %d (modified %d)", t.ID, gr.ID, natural, roll)
	}
	mods := ""
	if len(parts) > 0 {
		mods = ", " + strings.Join(parts, ", ") + ", modified " + strconv.Itoa(roll)
	}
	vs := ""
	if rating != nil && row.VsRating != "" {
		vs = " against " + orWord(t.Rating, "rating") + " " + strconv.Itoa(*rating)
	}
	ev := e.event("table", unit, "", "%s (%s): %s %s = %d%s%s: %s (%s)", orWord(t.Name["en"], t.ID), gr.ID, how, g.dice(t.TableDie()), natural, mods, vs, orWord(row.Result, row.ID), orWord(row.Source, orWord(gr.Source, t.Source)))
	ev.Rolls = slices.Clone(faces)
	ev.Code = t.ID + "/" + gr.ID + "/" + row.ID
	g.st.Occurred.set(t.ID+"/"+row.ID, g.st.Occurred.At(t.ID+"/"+row.ID)+1, g.st.gen)
	if row.Ask != "" {
		e.event("ask", unit, "", "for the players: %s", row.Ask)
	}
	return row, nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// event rolls on an event table and follows the row's Then to the next
// table, carrying the side a row names to the rows after it.
func (g *Game) event(a Action, e *Entry, t *engine.RollTable, dice *faceSource) error {
	side := ""
	for depth := 0; ; depth++ {
		gr := g.tableGroup(t, "")
		if gr == nil {
			return refusef("%s: no part of the table applies at %s", t.ID, g.TurnID())
		}
		drm, parts := g.tableDRM(t, nil, a.Declared)
		row, err := g.rollGroup(e, t, gr, dice, drm, parts, nil, "")
		if err != nil {
			return err
		}
		if row.SetFlag != "" {
			g.st.Flags.set(row.SetFlag, true, g.st.gen)
			e.event("adjusted", "", "", "flag %s = true (%s)", row.SetFlag, orWord(row.Source, t.Source))
		}
		if row.Side != "" {
			side = row.Side
		}
		if row.Then == "" {
			if side != "" {
				e.event("event", "", "", "event for %s: %s", side, orWord(row.Result, row.ID))
			}
			if t.Ask != "" && row.Ask == "" && side != "" {
				e.event("ask", "", "", "for the players: %s", t.Ask)
			}
			return nil
		}
		if depth >= 8 {
			return refusef("%s: row %s leads on after eight tables: the tables' then links loop", t.ID, row.ID)
		}
		next := g.Board.Ruleset.Table(row.Then)
		if next == nil {
			return refusef("%s: row %s leads to table %q, which the ruleset lacks", t.ID, row.ID, row.Then)
		}
		t = next
	}
}

// rowOpen reports whether a row may be taken now: a row marked once that
// has come up before in the game is passed over for the next row covering
// the roll (HSN L1178), and a row with ifFlag only while the game's flag is
// set (HSN L1175-1176: winter weather).
func (g *Game) rowOpen(t *engine.RollTable, r engine.TableRow) bool {
	if r.Once && g.Occurred(t.ID, r.ID) > 0 {
		return false
	}
	return r.IfFlag == "" || g.st.Flags.At(r.IfFlag)
}
