package game

import (
	"fmt"
	"io"
	"strings"
)

// WriteText prints the analysis for a reader in a hurry: a header with the
// verdict, then the objectives, the reinforcement rows that cannot enter,
// the units that cannot move and the set-up findings. Every row is listed
// only in the JSON form; the text names the rows with a problem.
func (a *Analysis) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	a.writeHeader(b)
	a.writeObjectives(b)
	a.writeEntries(b)
	a.writeUnplaced(b)
	a.writeStuck(b)
	a.writeSetup(b)
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("analysis of %s: %w", a.Scenario, err)
	}
	return nil
}

// Text returns [Analysis.WriteText]'s output as a string.
func (a *Analysis) Text() string {
	b := &strings.Builder{}
	_ = a.WriteText(b)
	return b.String()
}

// turnText prints a turn as "1 PM (apr6-1300, turn 8)".
func turnText(t TurnRef) string {
	return fmt.Sprintf("%s (%s, turn %d)", t.Label, t.ID, t.N)
}

func (a *Analysis) writeHeader(b *strings.Builder) {
	fmt.Fprintf(b, "%s (%s): turns %s to %s\n", a.Title, a.Scenario, turnText(a.First), turnText(a.Last))
	verdict := "OK: every reinforcement can enter, every unit is placed and the set-up breaks no rule"
	if n := a.Problems(); n > 0 {
		verdict = fmt.Sprintf("%d problem(s): see below", n)
	}
	fmt.Fprintf(b, "verdict: %s\n", verdict)
	var sides []string
	for _, s := range a.Sides {
		sides = append(sides, fmt.Sprintf("%s %d units reach %d hexes", s.Side, s.Units, s.Hexes))
	}
	fmt.Fprintf(b, "reach: %s\n", strings.Join(sides, "; "))
	b.WriteString("assumes:\n")
	for _, s := range a.Assumptions {
		fmt.Fprintf(b, "  - %s\n", s)
	}
}

func (a *Analysis) writeObjectives(b *strings.Builder) {
	fmt.Fprintf(b, "\nobjectives: earliest turn a unit of each side that takes control can stand in the place (%d places)\n", len(a.Objectives))
	for _, p := range a.Objectives {
		var ids []string
		for _, o := range p.Objectives {
			ids = append(ids, o.ID)
		}
		fmt.Fprintf(b, "  %s (%s, %d hexes; %s)\n", p.Place, p.Kind, len(p.Hexes), strings.Join(ids, ", "))
		if p.Note != "" {
			fmt.Fprintf(b, "    %s\n", p.Note)
			continue
		}
		for _, s := range p.Sides {
			fmt.Fprintf(b, "    %s: any hex %s; all hexes %s", s.Side, reachText(s.Any), reachShort(s.All))
			if len(s.Held) > 0 {
				fmt.Fprintf(b, " (enemy-held at set-up: %s)", strings.Join(s.Held, ", "))
			}
			if len(s.Late) > 0 {
				fmt.Fprintf(b, "; too late for %s", strings.Join(s.Late, ", "))
			}
			b.WriteString("\n")
		}
	}
}

// reachText prints an arrival with the unit: "1 PM (apr6-1300, turn 8) at
// N5722 by 2 TN from S2410".
func reachText(r *Reach) string {
	if r == nil {
		return "never"
	}
	return fmt.Sprintf("%s at %s by %s from %s", turnText(r.Turn), r.Hex, r.Name, r.From)
}

// reachShort prints an arrival's turn and hex.
func reachShort(r *Reach) string {
	if r == nil {
		return "never"
	}
	return fmt.Sprintf("%s (last %s)", turnText(r.Turn), r.Hex)
}

func (a *Analysis) writeEntries(b *strings.Builder) {
	bad, units := 0, 0
	for _, r := range a.Reinforcements {
		units += len(r.Units)
		if len(r.Cannot) > 0 {
			bad++
		}
	}
	fmt.Fprintf(b, "\nreinforcements: %d rows, %d units; %d rows with units that cannot enter\n", len(a.Reinforcements), units, bad)
	for _, r := range a.Reinforcements {
		if len(r.Cannot) == 0 {
			continue
		}
		when := "no turn"
		if r.Turn != nil {
			when = turnText(*r.Turn)
		}
		fmt.Fprintf(b, "  row %d (%s, %s): CANNOT ENTER\n", r.Row, r.Side, when)
		for _, u := range r.Cannot {
			fmt.Fprintf(b, "    %s (%s): %s\n", u.Name, u.Unit, u.Why)
		}
		if r.Note != "" {
			fmt.Fprintf(b, "    note: %s\n", r.Note)
		}
	}
}

func (a *Analysis) writeStuck(b *strings.Builder) {
	fmt.Fprintf(b, "\nunits that can never move or never reach the playing area: %d\n", len(a.Stuck))
	for _, u := range a.Stuck {
		at := ""
		if u.Hex != "" {
			at = " in " + u.Hex
		}
		fmt.Fprintf(b, "  %s (%s, %s)%s: %s\n", u.Name, u.Unit, u.Side, at, u.Why)
	}
}

func (a *Analysis) writeSetup(b *strings.Builder) {
	errs, warns := 0, 0
	for _, f := range a.Setup {
		if f.Warning {
			warns++
		} else {
			errs++
		}
	}
	fmt.Fprintf(b, "\nset-up rule checks: %d broken, %d warnings\n", errs, warns)
	for _, f := range a.Setup {
		level := "error"
		if f.Warning {
			level = "warning"
		}
		where := strings.TrimSpace(f.Hex + " " + f.Unit)
		if where != "" {
			where = " " + where
		}
		fmt.Fprintf(b, "  %s %s%s: %s\n", level, f.Code, where, f.Message)
	}
}

// writeUnplaced names the free set-up units still to place, counted by side.
func (a *Analysis) writeUnplaced(b *strings.Builder) {
	if len(a.Unplaced) == 0 {
		return
	}
	by := map[string]int{}
	var sides []string
	for _, u := range a.Unplaced {
		if by[u.Side] == 0 {
			sides = append(sides, u.Side)
		}
		by[u.Side]++
	}
	var parts []string
	for _, s := range sides {
		parts = append(parts, fmt.Sprintf("%s %d", s, by[s]))
	}
	fmt.Fprintf(b, "\nunplaced: %d free set-up units have no hex (%s); place them in their regions before play\n", len(a.Unplaced), strings.Join(parts, ", "))
	for _, u := range a.Unplaced {
		fmt.Fprintf(b, "  - %s (%s): %s\n", u.Name, u.Unit, u.Why)
	}
}
