package validate

import (
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/sandtable/sandtable/scenarios"
)

// Within one formation and class a transcriber's slip is told from a real
// name with less evidence than across the whole OOB: two counters of the
// same brigade and arm rarely differ by a letter of a state ("5 OG Cav"
// beside "5 OH Cav", ITW BB EN L2716), by a doubled letter ("Biddle" beside
// "Biffle" in Chalmers' division, HSN L1049) or by a dropped last word
// ("2 Bn 5 OH" beside "2 Bn, 5 OH Cav", EN L3156). The index groups units by
// side, command and class, so candidates come from exact groups and the
// work stays linear in the OOB.

// cmdWords returns the words of a name without the commas and semicolons
// that only punctuate it ("2 Bn, 5 OH Cav" -> 2, Bn, 5, OH, Cav).
func cmdWords(name string) []string {
	var out []string
	for _, w := range strings.Fields(name) {
		if w = strings.Trim(w, ",;"); w != "" {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// cmdGroup is the side, command and class of a unit: the group within which
// the looser spelling test applies. Leaders are left out (each leads his own
// formation, so two leaders never share a command by accident).
func cmdGroup(u scenarios.Unit) string {
	if u.Class == "leader" || u.Command == "" {
		return ""
	}
	return strings.Join([]string{u.Side, u.Command, u.Class}, "\x00")
}

// cmdKeys returns the keys under which unit u meets a unit of its group
// whose name differs in one word (place, other words, first letter), and the
// keys of its name whole and without its last word.
func cmdKeys(u scenarios.Unit) (spell []string, whole, trunc string) {
	g := cmdGroup(u)
	ws := cmdWords(u.Name)
	if g == "" || len(ws) == 0 {
		return nil, "", ""
	}
	for i, w := range ws {
		spell = append(spell, strings.Join([]string{g, strings.Join(ws[:i], " "), w[:1], strings.Join(ws[i+1:], " "), string(rune('0' + min(i, 9)))}, "\x00"))
	}
	whole = g + "\x00" + strings.Join(ws, " ")
	if len(ws) > 1 {
		trunc = g + "\x00" + strings.Join(ws[:len(ws)-1], " ")
	}
	return spell, whole, trunc
}

// similarInCommand reports whether two names of one group are one counter
// spelt two ways: the same words but one, which is letters only, has the
// same first letter and is either one letter apart in a word of two or
// three letters of the same length, or at most two letters apart in words
// of five or more; or one name is the other without its last word.
func similarInCommand(a, b string) bool {
	wa, wb := cmdWords(a), cmdWords(b)
	if len(wa) != len(wb) {
		long, short := wa, wb
		if len(short) > len(long) {
			long, short = short, long
		}
		if strings.Join(long[:len(short)], " ") != strings.Join(short, " ") {
			return false
		}
		switch extra := len(long) - len(short); {
		case len(short) >= 3: // "C, 2 US & I, 4" for "C, 2 US & I, 4 US Cav"
			return true
		case len(short) == 2:
			return extra == 1
		default: // "Blythe" for "Blythe MS", "Blockhouse" for "Blockhouse (No. 2)"
			return (extra == 1 && len(short[0]) >= 4 || len(short[0]) >= 6) && isWord(short[0])
		}
	}
	diff := -1
	for i := range wa {
		if wa[i] != wb[i] {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	if diff < 0 {
		return false
	}
	x, y := wa[diff], wb[diff]
	if isNumber(x) && isNumber(y) {
		return digitSlip(x, y)
	}
	if !isWord(x) || !isWord(y) || x[0] != y[0] {
		return false
	}
	if abbreviates(x, y) || abbreviates(y, x) {
		return true
	}
	d := levenshtein.ComputeDistance(x, y)
	switch n := min(len(x), len(y)); {
	case n >= 5:
		return d <= 2
	case n >= 2 && n <= 3:
		return d == 1 && len(x) == len(y)
	}
	return false
}

// cmdIndex groups units by the keys of cmdKeys.
type cmdIndex struct {
	spell, whole, trunc, prefix map[string][]int
	keys                        []cmdUnitKeys
}

type cmdUnitKeys struct {
	spell        []string
	whole, trunc string
	prefixes     []string // the name's shorter beginnings (all but the last word and more)
}

func newCmdIndex(o *scenarios.OOB) *cmdIndex {
	ix := &cmdIndex{spell: map[string][]int{}, whole: map[string][]int{}, trunc: map[string][]int{}, prefix: map[string][]int{}, keys: make([]cmdUnitKeys, len(o.Units))}
	for i, u := range o.Units {
		s, w, t := cmdKeys(u)
		var ps []string
		if g, ws := cmdGroup(u), cmdWords(u.Name); g != "" {
			for k := len(ws) - 2; k >= 1; k-- {
				ps = append(ps, g+"\x00"+strings.Join(ws[:k], " "))
			}
		}
		ix.keys[i] = cmdUnitKeys{s, w, t, ps}
		for _, p := range ps {
			ix.prefix[p] = append(ix.prefix[p], i)
		}
		for _, k := range s {
			ix.spell[k] = append(ix.spell[k], i)
		}
		if w != "" {
			ix.whole[w] = append(ix.whole[w], i)
		}
		if t != "" {
			ix.trunc[t] = append(ix.trunc[t], i)
		}
	}
	return ix
}

// candidates returns the units that may be similar to unit j within its
// group: the same key for one word, or one name the other without its last
// word.
func (ix *cmdIndex) candidates(j int) [][]int {
	k := ix.keys[j]
	out := make([][]int, 0, len(k.spell)+2)
	for _, s := range k.spell {
		out = append(out, ix.spell[s])
	}
	if k.whole != "" {
		out = append(out, ix.trunc[k.whole])
	}
	if k.trunc != "" {
		out = append(out, ix.whole[k.trunc])
	}
	if k.whole != "" {
		out = append(out, ix.prefix[k.whole])
	}
	for _, p := range k.prefixes {
		out = append(out, ix.whole[p])
	}
	return out
}

// isNumber reports whether w is all digits.
func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

// digitSlip reports whether two numbers differ by a slip of the pen: a
// doubled digit read once ("1" for "11"), or two neighbours swapped ("31"
// for "13"). Other differences ("2 KY" and "20 KY", "1 Bn" and "2 Bn") are
// different counters of one brigade.
func digitSlip(x, y string) bool {
	if len(x) == len(y) {
		if len(x) < 2 {
			return false
		}
		for i := 0; i+1 < len(x); i++ {
			if x[i] != y[i] {
				return x[i] == y[i+1] && x[i+1] == y[i] && x[i+2:] == y[i+2:]
			}
		}
		return false
	}
	long, short := x, y
	if len(short) > len(long) {
		long, short = short, long
	}
	if len(long) != len(short)+1 {
		return false
	}
	for i := 1; i < len(long); i++ { // only a doubled digit read once
		if long[i] == long[i-1] && long[:i]+long[i+1:] == short {
			return true
		}
	}
	return false
}

// abbreviates reports whether short is an abbreviation of long: two
// letters or more, shorter, the same first letter and every letter found in
// long in order ("gd" for "guard", "bn" for "battalion").
func abbreviates(short, long string) bool {
	if len(short) < 2 || len(short) >= len(long) || short[0] != long[0] {
		return false
	}
	j := 0
	for i := 0; i < len(long) && j < len(short); i++ {
		if long[i] == short[j] {
			j++
		}
	}
	return j == len(short)
}
