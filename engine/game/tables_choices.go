package game

import "github.com/sandtable/sandtable/engine"

// TableChoice is a table of the ruleset a play-test action may roll on at
// the current turn: its id, name (English, else the id) and action kind;
// for alert and mission tables the formations that may roll on it now (OOB
// ids, in OOB order); the modifiers the player may declare; the rating a
// rally row compares with; and what the table leaves to the players (Ask)
// with its Source.
type TableChoice struct {
	ID         string
	Name       string
	Action     string
	Formations []string
	Declared   []string
	Rating     string
	Ask        string
	Source     string
}

// TableChoices lists the tables an action may start on now: every rally
// table; an alert table with the formations whose group covers this turn
// (the topmost of a chain, none already alerted this turn, none over a
// group's per-turn limit); a mission table with the formations that roll a
// mission; an event table when a group of it covers this turn. A table
// that only another table's row leads to (then) is left out.
func (g *Game) TableChoices() []TableChoice {
	rs := g.Board.Ruleset
	led := map[string]bool{}
	for _, t := range rs.Tables {
		for _, gr := range t.Groups {
			for _, r := range gr.Rows {
				if r.Then != "" {
					led[r.Then] = true
				}
			}
		}
	}
	var out []TableChoice
	for i := range rs.Tables {
		t := &rs.Tables[i]
		if led[t.ID] {
			continue
		}
		c := TableChoice{ID: t.ID, Name: orWord(t.Name["en"], t.ID), Action: t.Action, Rating: t.Rating, Ask: t.Ask, Source: t.Source}
		for _, m := range t.Modifiers {
			if m.Applies == "declared" {
				c.Declared = append(c.Declared, m.ID)
			}
		}
		switch t.Action {
		case engine.TableAlert, engine.TableMission:
			c.Formations = g.tableFormations(t)
			if len(c.Formations) == 0 {
				continue
			}
		case engine.TableEvent:
			if g.tableGroup(t, "") == nil {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// tableFormations lists the formations that may roll on an alert or
// mission table now (see TableChoices).
func (g *Game) tableFormations(t *engine.RollTable) []string {
	var ids []string
	group := map[string]*engine.TableGroup{}
	for _, f := range g.OOB.Formations {
		gr := g.tableGroup(t, f.ID)
		if gr == nil {
			continue
		}
		if t.Action == engine.TableAlert {
			if a, ok := g.Alerted(f.ID); ok && a.Turn == g.st.Clock.Turn {
				continue
			}
			if gr.PerTurn > 0 && g.st.Occurred.At(t.ID+"/"+gr.ID+"@"+g.TurnID()) >= gr.PerTurn {
				continue
			}
		}
		ids, group[f.ID] = append(ids, f.ID), gr
	}
	if t.Action != engine.TableAlert {
		return ids
	}
	// An alert covers a formation's units: a formation whose superior
	// rolls on the same group is covered by the superior's roll.
	var top []string
	for _, id := range ids {
		if !g.coveredAbove(id, group) {
			top = append(top, id)
		}
	}
	return top
}

// coveredAbove reports whether a formation above id rolls on the same
// group as id.
func (g *Game) coveredAbove(id string, group map[string]*engine.TableGroup) bool {
	f := g.OOB.Formation(id)
	for n := 0; f != nil && f.Parent != "" && n < 16; n++ {
		if gr, ok := group[f.Parent]; ok && gr == group[id] {
			return true
		}
		f = g.OOB.Formation(f.Parent)
	}
	return false
}

// RallyCohesion returns the cohesion rating a rally of the unit would be
// judged against from the OOB (its Disordered side's when it is
// Disordered); ok is false when the OOB does not rate that side, and the
// player gives the rating.
func (g *Game) RallyCohesion(unit string) (rating int, ok bool) {
	u := g.unit(unit)
	if u == nil {
		return 0, false
	}
	return g.cohesion(u)
}
