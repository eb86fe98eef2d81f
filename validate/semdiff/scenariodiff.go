package semdiff

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// Scenarios compares two scenarios: setup entries by unit (hex, facing,
// strength, status, orders, extension), reinforcement rows by unit (turn,
// entry, activations, order), constraints and victory objectives by id, and
// the title, length and turns, then every other field by JSON pointer
// (map, OOB, ruleset, sides, notes...). Units are named by their OOB name when oob is
// not nil; turns by the scenario's labels.
func Scenarios(a, b *scenarios.Scenario, oob *scenarios.OOB) []Change {
	name := func(id string) string {
		if oob != nil {
			if u := oob.Unit(id); u != nil {
				return u.Name
			}
		}
		return id
	}
	var out []Change
	if a.Title != b.Title {
		out = append(out, changed("scenario", "title", "", a.Title, b.Title))
	}
	out = append(out, setupChanges(a, b, name)...)
	out = append(out, reinforcementChanges(a, b, name)...)
	out = append(out, namedLists("constraint", constraintsByID(a), constraintsByID(b))...)
	out = append(out, namedLists("objective", objectivesByID(a), objectivesByID(b))...)
	if ja, jb := jsonText(a.Length), jsonText(b.Length); ja != jb {
		out = append(out, changed("scenario", "length", "", ja, jb))
	}
	return append(out, fieldChanges(a, b, scenarioCovered)...)
}

func setupChanges(a, b *scenarios.Scenario, name func(string) string) []Change {
	sa, sb := setupByUnit(a), setupByUnit(b)
	var out []Change
	for _, id := range unionKeys(sa, sb) {
		ea, okA := sa[id]
		eb, okB := sb[id]
		switch {
		case !okA:
			out = append(out, changed("setup", name(id), "hex", "", eb.Hex+eb.With))
		case !okB:
			out = append(out, changed("setup", name(id), "hex", ea.Hex+ea.With, ""))
		default:
			for _, f := range setupFields(ea, eb) {
				out = append(out, changed("setup", name(id), f[0], f[1], f[2]))
			}
		}
	}
	return out
}

// setupFields lists the fields that differ: [field, old, new].
func setupFields(a, b scenarios.Setup) [][3]string {
	pairs := [][3]string{
		{"hex", a.Hex, b.Hex},
		{"with", a.With, b.With},
		{"facing", a.Facing, b.Facing},
		{"strength", intText(a.Strength), intText(b.Strength)},
		{"status", strings.Join(a.Status, ","), strings.Join(b.Status, ",")},
		{"orders", a.Orders, b.Orders},
		{"fatigue", a.Fatigue, b.Fatigue},
		{"extendedTo", a.ExtendedTo, b.ExtendedTo},
	}
	var out [][3]string
	for _, p := range pairs {
		if p[1] != p[2] {
			out = append(out, p)
		}
	}
	return out
}

func setupByUnit(s *scenarios.Scenario) map[string]scenarios.Setup {
	out := map[string]scenarios.Setup{}
	for _, st := range s.Setup {
		if _, dup := out[st.Unit]; !dup {
			out[st.Unit] = st
		}
	}
	return out
}

// reinforcementChanges compares rows keyed by their units (and formations).
func reinforcementChanges(a, b *scenarios.Scenario, name func(string) string) []Change {
	ra, rb := rowsByUnits(a), rowsByUnits(b)
	var out []Change
	for _, key := range unionKeys(ra, rb) {
		x, okA := ra[key]
		y, okB := rb[key]
		subject := "reinforcement " + rowName(key, name)
		switch {
		case !okA:
			out = append(out, changed("reinforcement", subject, "turn", "", turnLabel(b, y)))
		case !okB:
			out = append(out, changed("reinforcement", subject, "turn", turnLabel(a, x), ""))
		default:
			for _, f := range [][3]string{
				{"turn", turnLabel(a, x), turnLabel(b, y)},
				{"entry", jsonText(x.Entry), jsonText(y.Entry)},
				{"activations", intText(x.Activations), intText(y.Activations)},
				{"order", x.Order, y.Order},
				{"fatigue", x.Fatigue, y.Fatigue},
			} {
				if f[1] != f[2] {
					c := changed("reinforcement", subject, f[0], f[1], f[2])
					if f[0] == "turn" {
						c.Text = subject + ": " + f[1] + " -> " + f[2]
					}
					out = append(out, c)
				}
			}
		}
	}
	return out
}

func rowsByUnits(s *scenarios.Scenario) map[string]scenarios.Reinforcement {
	out := map[string]scenarios.Reinforcement{}
	for _, r := range s.Reinforcements {
		key := strings.Join(append(append([]string{}, r.Units...), r.Formations...), "+")
		out[key] = r
	}
	return out
}

func rowName(key string, name func(string) string) string {
	parts := strings.Split(key, "+")
	for i, p := range parts {
		parts[i] = name(p)
	}
	return strings.Join(parts, ", ")
}

func turnLabel(s *scenarios.Scenario, r scenarios.Reinforcement) string {
	if r.Turn == "" {
		return fmt.Sprintf("set %s", intText(r.Set))
	}
	if i := s.TurnIndex(r.Turn); i >= 0 {
		return s.Turns[i].Label
	}
	return r.Turn
}

func constraintsByID(s *scenarios.Scenario) map[string]string {
	out := map[string]string{}
	for _, c := range s.Constraints {
		out[c.ID] = jsonText(c)
	}
	return out
}

func objectivesByID(s *scenarios.Scenario) map[string]string {
	out := map[string]string{}
	if s.Victory != nil {
		for _, o := range s.Victory.Objectives {
			out[o.ID] = jsonText(o)
		}
	}
	return out
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
