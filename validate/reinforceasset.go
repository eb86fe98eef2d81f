package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// checkRowApartFromFormation warns about two kinds of reinforcement unit
// listed in a row that brings on nothing of the formation it belongs with,
// while another row of the scenario brings that formation on
// (reinforce.row-apart, beside checkRowApartFromCommand's brigade units):
//
//   - a division's own unit (its artillery or cavalry, whose command is the
//     division) in a row with no unit, leader or formation of its
//     division, while another row brings on two or more units of the
//     division or one of its brigades whole (ITW S3: Dresser's battery and
//     the 1st Bn 4 IL Cav, 1/AoT, arrive with Hare's brigade of 1/T, EN L2510-2511);
//   - a brigade's leader in a row with no unit of his brigade, while
//     another row brings on two or more of them or the brigade whole (a
//     leader enters with his brigade: ITW S4 Anderson, Polk and Trabue
//     each head their row, EN L2862, L2882, L2893).
//
// A unit that is the only one of its command in a row that otherwise
// brings on another brigade with its leader, while a unit of its command
// arrives in another row, is reported too (ITW S4: 22 TN of Polk's
// composite brigade printed among Trabue's 1/-/R, EN L2882, L2893; a
// brigade with two or more units elsewhere is checkRowApartFromCommand's).
// Rows of a die-roll or arrival-table schedule are left out, and so is a
// unit another scenario of the book brings on at this row's date and time
// (the book's own schedule repeated).
func (e *scenarioEnv) checkRowApartFromFormation(o *scenarios.OOB, others []profiled) {
	rows := e.sc.Reinforcements
	if len(rows) < 2 {
		return
	}
	led := map[string]string{} // leader -> formation
	for _, f := range o.Formations {
		if f.Leader != "" {
			led[f.Leader] = f.ID
		}
	}
	// under[i] counts, per formation, what row i brings on under it: 1 a
	// unit or a leader, 2 a formation whole.
	under := make([]map[string]int, len(rows))
	for i, rf := range rows {
		under[i] = map[string]int{}
		for _, id := range rf.Units {
			u := o.Unit(id)
			if u == nil {
				continue
			}
			cmd := u.Command
			if f, ok := led[id]; ok {
				cmd = f
			}
			for _, c := range o.CommandPath(cmd) {
				under[i][c]++
			}
		}
		for _, f := range rf.Formations {
			for _, c := range o.CommandPath(f) {
				under[i][c] += 2
			}
		}
	}
	for i, rf := range rows {
		if rf.Schedule == "die-roll" || rf.Schedule == "arrival-table" {
			continue
		}
		for k, id := range rf.Units {
			form, what := e.belongsWith(o, led, id)
			least := 2
			if form == "" {
				form, what, least = strayInBrigadeRow(o, led, rf, id), "a unit of brigade", 1
			}
			if form == "" || under[i][form] > 1 {
				continue // the row brings on more of it than the unit itself
			}
			best, n := -1, 0
			for j := range rows {
				if j != i && under[j][form] > n {
					best, n = j, under[j][form]
				}
			}
			if n < least || least == 1 && n > 1 && isBrigade(o, form) || agreedElsewhere(e.sc, rf, id, others) {
				continue // a brigade with two or more elsewhere is checkRowApartFromCommand's
			}
			e.r.add(Warning, "reinforce.row-apart", fmt.Sprintf("/reinforcements/%d/units/%d", i, k), "", id,
				"%s (%s %s) arrives in row %d (%s) with nothing of %s, while row %d (%s) brings it on: listed in the neighbouring row?",
				unitName(o, id), what, form, i+1, rf.Turn, form, best+1, rows[best].Turn)
		}
	}
}

// belongsWith returns the formation a reinforcement unit arrives with, for
// the two kinds checkRowApartFromFormation reads (a division's own unit:
// its division; a brigade leader: his brigade), and how the unit belongs
// to it; "" for any other unit.
func (e *scenarioEnv) belongsWith(o *scenarios.OOB, led map[string]string, id string) (string, string) {
	u := o.Unit(id)
	if u == nil {
		return "", ""
	}
	if f, ok := led[id]; ok {
		if isBrigade(o, f) {
			return f, "leader of"
		}
		return "", ""
	}
	if !grouped(u) || !slices.Contains([]string{"artillery", "cavalry", "infantry"}, u.Class) {
		return "", ""
	}
	if f := o.Formation(u.Command); f != nil && f.Echelon == "division" {
		return u.Command, "a unit of division"
	}
	return "", ""
}

// strayInBrigadeRow returns the command of a unit listed in a row that
// otherwise brings on another brigade with its leader and nothing else, a
// command that brigade is not part of, or "".
func strayInBrigadeRow(o *scenarios.OOB, led map[string]string, rf scenarios.Reinforcement, id string) string {
	u := o.Unit(id)
	if u == nil || !grouped(u) || o.Formation(u.Command) == nil || len(rf.Formations) > 0 {
		return ""
	}
	other := ""
	for _, v := range rf.Units {
		if f, ok := led[v]; ok && isBrigade(o, f) && f != u.Command {
			other = f
		}
	}
	if other == "" || slices.Contains(o.CommandPath(other), u.Command) {
		return ""
	}
	for _, v := range rf.Units {
		w := o.Unit(v)
		if v == id || w == nil {
			continue
		}
		if w.Command != other && led[v] != other {
			return ""
		}
	}
	return u.Command
}
