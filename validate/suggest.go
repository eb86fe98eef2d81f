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
	return similarWord(strings.Trim(ta[diff], "-"), strings.Trim(tb[diff], "-")) || similarWord(surname(ta[diff]), surname(tb[diff]))
}

func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}
