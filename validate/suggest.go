package validate

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"

	"github.com/sandtable/sandtable/scenarios"
)

// closestUnit returns the OOB unit whose id is nearest to id by edit distance
// (at most a third of the id's length), or nil.
func closestUnit(oob *scenarios.OOB, id string) *scenarios.Unit {
	var best *scenarios.Unit
	bestD := len(id)/3 + 1
	for i := range oob.Units {
		if d := levenshtein.ComputeDistance(id, oob.Units[i].ID); d < bestD {
			best, bestD = &oob.Units[i], d
		}
	}
	return best
}

// closestFormation returns the nearest formation id, or "".
func closestFormation(oob *scenarios.OOB, id string) string {
	best, bestD := "", len(id)/2+1
	for _, f := range oob.Formations {
		if d := levenshtein.ComputeDistance(id, f.ID); d < bestD {
			best, bestD = f.ID, d
		}
	}
	return best
}

func didYouMean(u *scenarios.Unit) string {
	if u == nil {
		return ""
	}
	return fmt.Sprintf("; did you mean %s (%s, %s)?", u.ID, u.Name, u.Command)
}

// similarNames reports whether two printed names differ only in one word, by
// one letter (words of five or more letters) or by two letters (words of eight
// or more, neither a prefix of the other), with the same first letter:
// "Brotzman Bty" and "Brontzmann Bty", "Hildebrand" and "Hildebrandt".
// Numbers and initials must match exactly, so "17 IL" and "18 IL", "W.
// Wallace" and "L. Wallace" are not similar; nor are distinct real names such
// as "Morton" and "Bouton", "Roberts" and "Robertson", "Stewart" and "Stuart".
func similarNames(a, b string) bool {
	ta, tb := strings.Fields(a), strings.Fields(b)
	if len(ta) != len(tb) || a == b {
		return false
	}
	diff := -1
	for i := range ta {
		if ta[i] != tb[i] {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	wa, wb := strings.ToLower(ta[diff]), strings.ToLower(tb[diff])
	short := min(len(wa), len(wb))
	if !isWord(wa) || !isWord(wb) || short < 5 || wa[0] != wb[0] {
		return false
	}
	switch levenshtein.ComputeDistance(wa, wb) {
	case 1:
		return true
	case 2:
		return short >= 8 && !strings.HasPrefix(wa, wb) && !strings.HasPrefix(wb, wa)
	}
	return false
}

func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// checkSimilarNames warns about pairs of units of one side whose names are
// nearly the same: usually one counter transcribed under two spellings.
// Only names that agree but for one word, with the same first letter, can be
// similar, so units are grouped by that shape (similarKeys) and compared
// within their groups: work grows with the OOB, not with its square.
func checkSimilarNames(r *report, o *scenarios.OOB) {
	distinct := map[[2]string]bool{}
	for _, d := range o.Distinct {
		distinct[d], distinct[[2]string{d[1], d[0]}] = true, true
	}
	groups := map[string][]int{}
	for j, u := range o.Units {
		for _, k := range similarKeys(u.Side, u.Name) {
			groups[k] = append(groups[k], j)
		}
	}
	pairs := map[[2]int]bool{}
	for _, g := range groups {
		for x, i := range g {
			for _, j := range g[x+1:] {
				a, b := o.Units[i], o.Units[j]
				if !distinct[[2]string{a.ID, b.ID}] && similarNames(a.Name, b.Name) {
					pairs[[2]int{i, j}] = true
				}
			}
		}
	}
	sorted := slices.SortedFunc(maps.Keys(pairs), func(p, q [2]int) int {
		return cmp.Or(cmp.Compare(p[0], q[0]), cmp.Compare(p[1], q[1]))
	})
	for _, p := range sorted {
		a, b := o.Units[p[0]], o.Units[p[1]]
		r.add(Warning, "unit.similar-name", fmt.Sprintf("/units/%d/name", p[1]), "", b.ID,
			"%s (%s) and %s (%s) have nearly the same name: one counter spelt two ways?", a.Name, a.ID, b.Name, b.ID)
	}
}

// similarKeys returns one key per word of name that similarNames could see
// as misspelt (letters only, 5 or more): the side, the word's place, the
// other words and the word's first letter.
func similarKeys(side, name string) []string {
	ws := strings.Fields(name)
	var keys []string
	for i, w := range ws {
		lw := strings.ToLower(w)
		if len(lw) < 5 || !isWord(lw) {
			continue
		}
		keys = append(keys, strings.Join([]string{side, strconv.Itoa(i), strings.Join(ws[:i], " "), lw[:1], strings.Join(ws[i+1:], " ")}, "\x00"))
	}
	return keys
}
