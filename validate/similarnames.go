package validate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/sandtable/sandtable/scenarios"
)

// ordinal matches a number's ordinal suffix ("70th" -> "70").
var ordinal = regexp.MustCompile(`\b([0-9]+)(st|nd|rd|th)\b`)

// nameKey is a printed name reduced to what a transcriber cannot get wrong
// by accident: lower case, without spaces, dots, hyphens and ordinals'
// suffixes ("13LA" and "13 LA", "1 BN" and "1 Bn", "J Moore" and "J.
// Moore" share a key).
func nameKey(name string) string {
	var b strings.Builder
	for _, r := range ordinal.ReplaceAllString(strings.ToLower(name), "$1") {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '&' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// surname returns the name without its initials (one- or two-letter
// upper-case words such as "L." or "AS" before the last word) and without a
// version suffix ("-A"): "AS Johnston" -> "Johnston", "Croxton-A" ->
// "Croxton". Names with digits are returned whole.
func surname(name string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '.' })
	if len(words) == 0 || strings.ContainsAny(name, "0123456789") {
		return name
	}
	last := words[len(words)-1]
	if i := strings.LastIndex(last, "-"); i > 0 && len(last)-i <= 2 {
		last = last[:i]
	}
	for _, w := range words[:len(words)-1] {
		if len(w) > 2 || strings.ToUpper(w) != w {
			return name
		}
	}
	return last
}

// similarWord reports whether two words of one name are one counter spelt
// two ways: same first letter and one letter apart (five letters or more),
// or two letters apart in words of eight or more (neither a prefix of the
// other), or in words of six or seven that agree in their
// first three and last letters ("Terrel"/"Terrill", not "Stewart"/"Stuart").
func similarWord(wa, wb string) bool {
	wa, wb = strings.ToLower(wa), strings.ToLower(wb)
	short := min(len(wa), len(wb))
	if !isWord(wa) || !isWord(wb) || short < 5 || wa[0] != wb[0] {
		return false
	}
	switch levenshtein.ComputeDistance(wa, wb) {
	case 1:
		return true
	case 2:
		if short >= 8 {
			return !strings.HasPrefix(wa, wb) && !strings.HasPrefix(wb, wa)
		}
		return short >= 6 && wa[:3] == wb[:3] && wa[len(wa)-1] == wb[len(wb)-1]
	}
	return false
}

// checkSimilarNames warns about pairs of units of one side whose names are
// nearly the same: usually one counter transcribed under two spellings. A
// pair with the same key or the same surname ("Johnston" and "AS Johnston")
// is reported before letter differences (a bare surname matches a name with
// initials, not two names with different initials or versions), and a unit
// so paired is not also paired by spelling (so "Johnston" is not reported
// with "Johnson"). Candidates come from exact-key groups, never from all
// pairs: work grows with the OOB, not with its square.
func checkSimilarNames(r *report, o *scenarios.OOB) {
	ix := newNameIndex(o)
	for j, b := range o.Units {
		if a := ix.similarTo(j); a >= 0 {
			r.add(Warning, "unit.similar-name", fmt.Sprintf("/units/%d/name", j), "", b.ID,
				"%s (%s) and %s (%s) have nearly the same name: one counter spelt two ways?", o.Units[a].Name, o.Units[a].ID, b.Name, b.ID)
		}
	}
}

// nameInfo is what the similar-name check needs of one unit's name.
type nameInfo struct {
	key  string // side + nameKey(name)
	sur  string // side + nameKey(surname(name)); "" when empty
	bare bool   // the name is its own surname
}

// nameIndex groups an OOB's units by the keys two similar names share:
// the whole key, the surname key, and (for spelling) the side, the other
// words, the differing word's place and its first letter.
type nameIndex struct {
	o        *scenarios.OOB
	info     []nameInfo
	byKey    map[string][]int
	bySur    map[string][]int
	bySpell  map[string][]int
	spells   [][]string // each unit's spelling keys
	distinct map[[2]string]bool
	cmd      *cmdIndex
}

// newNameIndex indexes o's unit names.
func newNameIndex(o *scenarios.OOB) *nameIndex {
	ix := &nameIndex{o: o, info: make([]nameInfo, len(o.Units)), spells: make([][]string, len(o.Units)),
		byKey: map[string][]int{}, bySur: map[string][]int{}, bySpell: map[string][]int{}, distinct: map[[2]string]bool{},
		cmd: newCmdIndex(o)}
	for _, d := range o.Distinct {
		ix.distinct[d], ix.distinct[[2]string{d[1], d[0]}] = true, true
	}
	for i, u := range o.Units {
		side := u.Side + "\x00"
		in := nameInfo{key: side + nameKey(u.Name), bare: surname(u.Name) == u.Name}
		if k := nameKey(surname(u.Name)); k != "" {
			in.sur = side + k
			ix.bySur[in.sur] = append(ix.bySur[in.sur], i)
		}
		ix.info[i] = in
		ix.byKey[in.key] = append(ix.byKey[in.key], i)
		ix.spells[i] = spellKeys(u.Side, u.Name)
		for _, k := range ix.spells[i] {
			ix.bySpell[k] = append(ix.bySpell[k], i)
		}
	}
	return ix
}

// spellKeys returns one key per word of name that similarNames could see
// as misspelt: the side, the word's place, the other words and the word's
// first letter (similarNames needs the same word count, one word differing,
// and similarWord the same first letter).
func spellKeys(side, name string) []string {
	ws := strings.Fields(name)
	keys := make([]string, 0, len(ws))
	for i, w := range ws {
		t := strings.ToLower(strings.Trim(w, "-"))
		if t == "" {
			continue
		}
		first, _ := utf8.DecodeRuneInString(t)
		keys = append(keys, strings.Join([]string{side, strconv.Itoa(i), strings.Join(ws[:i], " "), string(first), strings.Join(ws[i+1:], " ")}, "\x00"))
	}
	return keys
}

// pairable reports whether units i and j may be reported as a pair at all.
func (ix *nameIndex) pairable(i, j int) bool {
	a, b := ix.o.Units[i], ix.o.Units[j]
	return i != j && a.Name != b.Name && !ix.distinct[[2]string{a.ID, b.ID}]
}

// same reports whether units i and j have the same key, or the same surname
// where one name is bare and the other has initials.
func (ix *nameIndex) same(i, j int) bool {
	a, b := ix.info[i], ix.info[j]
	return a.key == b.key || a.bare != b.bare && a.sur != "" && a.sur == b.sur
}

// similarTo returns the earlier unit whose name unit j's nearly repeats, or
// -1: the first earlier unit with the same key or surname; none when a later
// one has it (the pair is reported there); else the first earlier unit one
// word of whose name is spelt differently.
func (ix *nameIndex) similarTo(j int) int {
	best, later := -1, false
	for _, group := range [][]int{ix.byKey[ix.info[j].key], ix.bySur[ix.info[j].sur]} {
		for _, i := range group {
			if !ix.pairable(i, j) || !ix.same(i, j) {
				continue
			}
			if i < j && (best < 0 || ix.closer(j, i, best)) {
				best = i
			} else if i > j {
				later = true
			}
		}
	}
	if best >= 0 || later {
		return best
	}
	b := ix.o.Units[j].Name
	for _, k := range ix.spells[j] {
		for _, i := range ix.bySpell[k] {
			if i >= j || best >= 0 && i >= best {
				break
			}
			if ix.pairable(i, j) && similarNames(ix.o.Units[i].Name, b) {
				best = i
			}
		}
	}
	if best >= 0 {
		return best
	}
	return ix.similarInCommandTo(j)
}

// similarInCommandTo returns the earlier unit of j's side, command and class
// whose name j's nearly repeats by the looser test of similarInCommand, or -1.
func (ix *nameIndex) similarInCommandTo(j int) int {
	best := -1
	for _, group := range ix.cmd.candidates(j) {
		for _, i := range group {
			if i >= j || best >= 0 && i >= best {
				break
			}
			if ix.pairable(i, j) && similarInCommand(ix.o.Units[i].Name, ix.o.Units[j].Name) {
				best = i
			}
		}
	}
	return best
}

// closer reports whether unit i is a better partner for unit j than unit
// best: of the same command as j where best is not (a printed "Wallace" in
// L. Wallace's division is his counter, not W. Wallace's), else earlier.
func (ix *nameIndex) closer(j, i, best int) bool {
	c := ix.o.Units[j].Command
	ci, cb := ix.o.Units[i].Command == c, ix.o.Units[best].Command == c
	if ci != cb {
		return ci
	}
	return i < best
}
