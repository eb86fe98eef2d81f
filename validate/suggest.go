package validate

import (
	"fmt"
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

// closestFormation returns the formation an unknown command id most likely
// means, or "". A path printed without its empty echelons ("1/R" for
// "1/-/R"), then one that differs only in its separators or case. Otherwise the id and the candidate must split
// into the same segments ("/" and "-") but one, and that one may differ only
// as a slip: by case, or by one letter added or dropped, or (words of five
// letters or more) by one letter changed. A changed letter in a short
// segment names another command ("1/R" is not "1/T", "DMT" is not "DAT"),
// so it gives no suggestion.
func closestFormation(oob *scenarios.OOB, id string) string {
	for _, f := range oob.Formations {
		if strings.Join(realSegments(f.ID), "/") == strings.Join(realSegments(id), "/") {
			return f.ID
		}
	}
	for _, f := range oob.Formations {
		if strings.EqualFold(strings.Join(segments(f.ID), ""), strings.Join(segments(id), "")) {
			return f.ID
		}
	}
	for _, f := range oob.Formations {
		if oneSegmentSlip(segments(id), segments(f.ID)) {
			return f.ID
		}
	}
	return ""
}

func segments(id string) []string {
	return strings.FieldsFunc(id, func(r rune) bool { return r == '/' || r == '-' })
}

// realSegments drops the empty echelons ("-") of a command path.
func realSegments(id string) []string {
	var out []string
	for _, s := range strings.Split(id, "/") {
		if s != "-" && s != "" {
			out = append(out, s)
		}
	}
	return out
}

func oneSegmentSlip(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	diff := 0
	for i := range a {
		if a[i] != b[i] {
			diff++
			if diff > 1 || !segmentSlip(a[i], b[i]) {
				return false
			}
		}
	}
	return diff == 1
}

func segmentSlip(a, b string) bool {
	if strings.EqualFold(a, b) {
		return true
	}
	d := levenshtein.ComputeDistance(a, b)
	if d != 1 {
		return false
	}
	return len(a) != len(b) || min(len(a), len(b)) >= 5
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
func checkSimilarNames(r *report, o *scenarios.OOB) {
	distinct := map[[2]string]bool{}
	for _, d := range o.Distinct {
		distinct[d], distinct[[2]string{d[1], d[0]}] = true, true
	}
	for i, a := range o.Units {
		for j := i + 1; j < len(o.Units); j++ {
			b := o.Units[j]
			if a.Side == b.Side && !distinct[[2]string{a.ID, b.ID}] && similarNames(a.Name, b.Name) {
				r.add(Warning, "unit.similar-name", fmt.Sprintf("/units/%d/name", j), "", b.ID,
					"%s (%s) and %s (%s) have nearly the same name: one counter spelt two ways?", a.Name, a.ID, b.Name, b.ID)
			}
		}
	}
}
