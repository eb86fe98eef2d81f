package book

import (
	"fmt"
	"strings"
	"time"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// words writes a scenario's data as sentences: unit, formation, turn and
// side names, regions, constraints and victory conditions.
type words struct {
	sc  *scenarios.Scenario
	oob *scenarios.OOB
	m   *maps.Map // nil: areas by id
}

// area is a map area's name ("Spain Field"), its id when the map lacks it.
func (w words) area(id string) string {
	if w.m != nil {
		for _, a := range w.m.Areas {
			if a.ID == id && a.Name != "" {
				return a.Name
			}
		}
	}
	return id
}

// unit is a unit's printed name (its id when the OOB lacks it).
func (w words) unit(id string) string {
	if w.oob != nil {
		if u := w.oob.Unit(id); u != nil {
			return u.Name
		}
	}
	return id
}

// formation is a formation's name (its id when the OOB lacks it).
func (w words) formation(id string) string {
	if w.oob != nil {
		if f := w.oob.Formation(id); f != nil {
			return f.Name
		}
	}
	return id
}

// side is a side's name.
func (w words) side(id string) string {
	if w.oob != nil {
		for _, s := range w.oob.Sides {
			if s.ID == id {
				return s.Name
			}
		}
	}
	return id
}

// turn is a turn's label ("6 AM"), with its date when the scenario spans
// several days.
func (w words) turn(id string) string {
	i := w.sc.TurnIndex(id)
	if i < 0 {
		return id
	}
	t := w.sc.Turns[i]
	if w.multiDay() && t.Date != "" {
		if d, err := time.Parse("2006-01-02", t.Date); err == nil {
			return t.Label + " " + d.Format("Jan 2")
		}
	}
	return t.Label
}

// multiDay reports whether the scenario's turns fall on more than one
// date (and are labelled by time of day).
func (w words) multiDay() bool {
	if len(w.sc.Turns) == 0 {
		return false
	}
	first := w.sc.Turns[0]
	if first.Time == "" {
		return false
	}
	for _, t := range w.sc.Turns {
		if t.Date != first.Date {
			return true
		}
	}
	return false
}

// list joins items as prose: "a", "a and b", "a, b and c".
func list(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// names maps ids through f.
func names(ids []string, f func(string) string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = f(id)
	}
	return out
}

// region writes a region as a phrase ("hexes N6420 and N6423", "within 2
// hexes of S1508").
func (w words) region(r scenarios.Region) string {
	var parts []string
	if len(r.Hexes) == 1 {
		parts = append(parts, "hex "+r.Hexes[0])
	} else if len(r.Hexes) > 1 {
		parts = append(parts, "hexes "+list(r.Hexes))
	}
	if r.Range != nil {
		parts = append(parts, fmt.Sprintf("hexes %s to %s", r.Range.From, r.Range.To))
	}
	if r.Line != nil {
		parts = append(parts, fmt.Sprintf("the line of hexes from %s to %s", r.Line.From, r.Line.To))
	}
	if r.EdgeNear != nil {
		parts = append(parts, fmt.Sprintf("map-edge hexes within %d of %s", r.EdgeNear.Within, r.EdgeNear.Hex))
	}
	if r.Within != nil {
		parts = append(parts, fmt.Sprintf("within %d hexes of %s", r.Within.Distance, r.Within.Hex))
	}
	if r.Rect != nil {
		parts = append(parts, rect(*r.Rect))
	}
	if r.Path != nil {
		p := "along the " + r.Path.Path
		if r.Path.From != "" && r.Path.To != "" {
			p += fmt.Sprintf(" from %s to %s", r.Path.From, r.Path.To)
		}
		parts = append(parts, p)
	}
	if r.Side != nil {
		parts = append(parts, fmt.Sprintf("%s of the line %s", r.Side.Toward, strings.Join(r.Side.Line, " - ")))
	}
	if r.Area != "" {
		parts = append(parts, w.area(r.Area))
	}
	if len(r.Sheets) > 0 {
		parts = append(parts, "map "+list(r.Sheets))
	}
	if r.Edge {
		parts = append(parts, "the map edge")
	}
	if len(r.Union) > 0 {
		var us []string
		for _, u := range r.Union {
			us = append(us, w.region(u))
		}
		parts = append(parts, strings.Join(us, "; or "))
	}
	for _, in := range r.Intersect {
		parts = append(parts, "within "+w.region(in))
	}
	s := strings.Join(parts, ", ")
	if len(r.Terrain) > 0 {
		s += " (" + strings.Join(r.Terrain, " or ") + " hexes only)"
	}
	for _, m := range r.Minus {
		s += ", except " + w.region(m)
	}
	if s == "" {
		s = "anywhere"
	}
	return s
}

// rect writes a half-plane or box of printed rows and columns.
func rect(r scenarios.Rect) string {
	var parts []string
	on := ""
	if r.Sheet != "" {
		on = " of map " + r.Sheet
	}
	if r.RowMin != nil {
		parts = append(parts, fmt.Sprintf("on or south of row %02d%s", *r.RowMin, on))
	}
	if r.RowMax != nil {
		parts = append(parts, fmt.Sprintf("on or north of row %02d%s", *r.RowMax, on))
	}
	if r.ColMin != nil {
		parts = append(parts, fmt.Sprintf("on or east of column %02d%s", *r.ColMin, on))
	}
	if r.ColMax != nil {
		parts = append(parts, fmt.Sprintf("on or west of column %02d%s", *r.ColMax, on))
	}
	if len(parts) == 0 {
		return "all of map " + r.Sheet
	}
	return strings.Join(parts, " and ")
}

// who names the units and formations a rule is about.
func (w words) who(units, formations []string) string {
	var parts []string
	for _, f := range formations {
		parts = append(parts, w.formation(f))
	}
	parts = append(parts, names(units, w.unit)...)
	if len(parts) == 0 {
		return "the units"
	}
	return list(parts)
}

// constraint writes a special rule as a sentence.
func (w words) constraint(c scenarios.Constraint) string {
	var s string
	switch c.Type {
	case scenarios.ConstraintContinuousLine:
		s = fmt.Sprintf("The %s units of %s must form a continuous line", orAll(c.Classes), list(names(c.Groups, w.formation)))
		if len(c.Pairs) > 0 {
			var ps []string
			for _, p := range c.Pairs {
				ps = append(ps, w.formation(p[0])+" with "+w.formation(p[1]))
			}
			s += ", each touching the next (" + strings.Join(ps, "; ") + ")"
		}
		if len(c.Exempt) > 0 {
			s += "; " + list(names(c.Exempt, w.unit)) + " need not"
		}
	case scenarios.ConstraintArea:
		who := w.who(c.Units, c.Formations)
		switch {
		case c.StayIn != nil:
			s = fmt.Sprintf("%s must stay in %s", capital(who), w.region(*c.StayIn))
		case c.Avoid != nil:
			s = fmt.Sprintf("%s may not enter %s", capital(who), w.region(*c.Avoid))
		default:
			s = capital(who) + " are bound to an area"
		}
		if c.Until != "" {
			s += " until " + w.turn(c.Until)
		}
	case scenarios.ConstraintNoStacking:
		s = fmt.Sprintf("%s may not stack with other units", capital(w.who(c.Units, c.Formations)))
	case scenarios.ConstraintStackingException:
		s = fmt.Sprintf("%s may exceed the stacking limit at set-up", capital(w.who(c.Units, c.Formations)))
		if c.Until != "" {
			s += " until " + w.turn(c.Until)
		}
	case scenarios.ConstraintOtherCommand:
		s = fmt.Sprintf("%s are not under the command of %s", capital(list(names(c.Units, w.unit))), list(names(c.Formations, w.formation)))
	case scenarios.ConstraintInCommand:
		s = fmt.Sprintf("%s serve under %s", capital(list(names(c.Units, w.unit))), list(names(c.Formations, w.formation)))
	case scenarios.ConstraintNoActivate:
		s = fmt.Sprintf("%s may not activate on the first turn", capital(w.who(c.Units, c.Formations)))
	default:
		s = capital(c.Type)
	}
	if c.Applies != nil {
		s += ", checked on " + w.turn(c.Applies.Turn)
		if c.Applies.Activations > 0 {
			s += fmt.Sprintf(" after each of the first %d activations", c.Applies.Activations)
		}
	}
	return s + "."
}

// orAll writes unit classes ("infantry and cavalry"), or nothing for all.
func orAll(classes []string) string {
	if len(classes) == 0 {
		return "combat"
	}
	return list(classes)
}

// capital upper-cases the first letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// objective writes a victory objective as a sentence.
func (w words) objective(o scenarios.Objective) string {
	side := w.side(o.Side)
	vp := ""
	if o.VP != nil {
		vp = fmt.Sprintf("%d VP", *o.VP)
	}
	by := ""
	if o.By != "" {
		by = " at the end of " + w.turn(o.By)
	}
	where := ""
	if o.Area != "" {
		where = w.area(o.Area)
	}
	if len(o.Hexes) > 0 {
		where = "hexes " + list(o.Hexes)
		if len(o.Hexes) == 1 {
			where = "hex " + o.Hexes[0]
		}
	}
	per := " for each hex"
	if o.Per == "objective" {
		per = ""
	}
	var s string
	switch o.Type {
	case "control-area":
		s = fmt.Sprintf("The %s side scores %s for controlling %s%s", side, vp, where, by)
	case "control-hexes":
		s = fmt.Sprintf("The %s side scores %s%s of %s they control%s", side, vp, per, where, by)
	case "occupy-hexes":
		s = fmt.Sprintf("The %s side scores %s%s of %s they occupy%s", side, vp, per, where, by)
	case "ci-formation":
		what := "formation"
		if o.Echelon != "" {
			what = o.Echelon
		}
		s = fmt.Sprintf("The %s side scores %s for each enemy %s made combat-ineffective%s", side, vp, what, by)
		if len(o.Except) > 0 {
			s += ", not counting " + list(names(o.Except, w.formation))
		}
	case "per-loss":
		s = fmt.Sprintf("The %s side scores %s for each strength point the enemy loses", side, vp)
	case "units-in-play":
		of := side
		if o.UnitsOf != "" {
			of = w.side(o.UnitsOf)
		}
		what := "units"
		if o.Class != "" {
			what = o.Class + " units"
		}
		s = fmt.Sprintf("The %s side scores %s for %s %s in play%s", side, vp, of, what, by)
		if o.Count != nil {
			s = fmt.Sprintf("The %s side scores %s when at least %d %s %s are in play%s", side, vp, *o.Count, of, what, by)
		}
	case "automatic":
		s = fmt.Sprintf("The %s side wins at once", side)
	default:
		s = fmt.Sprintf("The %s side scores %s (%s)", side, vp, o.Type)
	}
	if o.Level != "" {
		s += "; when met, the result is " + o.Level
	}
	return strings.Replace(s, "scores  for", "scores for", 1) + "."
}

// level writes a row of the victory level table as a sentence.
func (w words) level(l scenarios.Level) string {
	switch {
	case l.Min != nil && l.Max != nil:
		return fmt.Sprintf("%s: a net score from %d to %d VP.", l.Name, *l.Min, *l.Max)
	case l.Min != nil:
		return fmt.Sprintf("%s: a net score of %d VP or more.", l.Name, *l.Min)
	case l.Max != nil:
		return fmt.Sprintf("%s: a net score of %d VP or less.", l.Name, *l.Max)
	}
	return l.Name + "."
}
