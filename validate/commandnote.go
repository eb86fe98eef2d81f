package validate

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/sandtable/sandtable/scenarios"
)

// noteWord matches the words of a note that may name a formation: printed
// codes such as "Cav-6", "DAT-1" or "2/5/T".
var noteWord = regexp.MustCompile(`[A-Za-z0-9][A-Za-z0-9/&.\-]*[A-Za-z0-9]`)

// leaderOf matches "Hatch's division" or "Cheatham's-corps": a formation
// named by its leader.
var leaderOf = regexp.MustCompile(`([A-Z][A-Za-z. ]*?)'s[- ](?:division|brigade|corps|command)`)

// checkCommandNote reports a unit whose own note names formations (by
// printed code or by their leader, "Hatch's division") of which none is
// its command or above it, while at least one lies elsewhere in the OOB
// (command.note, a warning, at the unit's command): the transcriber's note
// and the command cell disagree, and the cell is the one a slip of the
// row beside it would change (HSN: McArthur noted as "DAT-1" but filed
// under DAT-3). A note naming only formations above the command, or the
// command itself, agrees with it; otherwise, of a formation named with one below it
// ("DAT" and "DAT-1"), only the one below counts.
func checkCommandNote(r *report, o *scenarios.OOB) {
	byName := formationsByWord(o)
	for i, u := range o.Units {
		if u.Note == "" || u.Command == "" {
			continue
		}
		named := notedFormations(o, u.Note, byName)
		if len(named) == 0 || slices.Contains(named, u.Command) {
			continue
		}
		named = narrowest(o, named)
		chain := o.CommandPath(u.Command)
		if slices.ContainsFunc(named, func(f string) bool { return slices.Contains(chain, f) }) {
			continue
		}
		var away []string
		for _, f := range named {
			if !slices.Contains(o.CommandPath(f), u.Command) { // not a formation below the command
				away = append(away, f)
			}
		}
		if len(away) == 0 {
			continue
		}
		r.add(Warning, "command.note", "/units/"+strconv.Itoa(i)+"/command", "", u.ID,
			"%s is under %s, but its note names %s and nothing of its command: the command cell of the row beside?",
			u.Name, u.Command, strings.Join(away, ", "))
	}
}

// formationsByWord maps each formation's printed code and id (those with a
// letter or a slash: a bare number is a count far more often than a
// formation) to the formations they name.
func formationsByWord(o *scenarios.OOB) map[string][]string {
	out := map[string][]string{}
	for _, f := range o.Formations {
		for _, w := range []string{f.Printed, f.ID} {
			if w != "" && strings.IndexFunc(w, func(c rune) bool { return unicode.IsLetter(c) || c == '/' }) >= 0 && !slices.Contains(out[w], f.ID) {
				out[w] = append(out[w], f.ID)
			}
		}
	}
	return out
}

// notedFormations returns the formations a note names, by word or by
// leader, each once, in the order first named.
func notedFormations(o *scenarios.OOB, note string, byName map[string][]string) []string {
	var out []string
	add := func(ids []string) {
		for _, id := range ids {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	for _, w := range noteWord.FindAllString(note, -1) {
		add(byName[w])
	}
	for _, m := range leaderOf.FindAllStringSubmatch(note, -1) {
		name := strings.TrimSpace(m[1])
		for _, f := range o.Formations {
			if l := o.Unit(f.Leader); f.Leader != "" && l != nil && l.Name == name {
				add([]string{f.ID})
			}
		}
	}
	return out
}

// narrowest drops from ids each formation above another of ids.
func narrowest(o *scenarios.OOB, ids []string) []string {
	var out []string
	for _, f := range ids {
		above := slices.ContainsFunc(ids, func(g string) bool { return g != f && slices.Contains(o.CommandPath(g), f) })
		if !above {
			out = append(out, f)
		}
	}
	return out
}
