package validate

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

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
// nearly the same: usually one counter transcribed under two spellings.
// Names are bucketed by side and by the first letter of their key, so only
// names that could match are compared. A pair with the same key or the same
// surname ("Johnston" and "AS Johnston") is reported before letter
// differences (a bare surname matches a name with initials, not two names
// with different initials or versions), and a unit so paired is not also paired by spelling (so
// "Johnston" is not reported with "Johnson").
func checkSimilarNames(r *report, o *scenarios.OOB) {
	distinct := map[[2]string]bool{}
	for _, d := range o.Distinct {
		distinct[d], distinct[[2]string{d[1], d[0]}] = true, true
	}
	buckets := map[string][]int{}
	for i, u := range o.Units {
		if k := nameKey(surname(u.Name)); k != "" {
			buckets[u.Side+"\x00"+k[:1]] = append(buckets[u.Side+"\x00"+k[:1]], i)
		}
	}
	for j, b := range o.Units {
		k := nameKey(surname(b.Name))
		if k == "" {
			continue
		}
		if a := similarTo(o, buckets[b.Side+"\x00"+k[:1]], j, distinct); a >= 0 {
			r.add(Warning, "unit.similar-name", fmt.Sprintf("/units/%d/name", j), "", b.ID,
				"%s (%s) and %s (%s) have nearly the same name: one counter spelt two ways?", o.Units[a].Name, o.Units[a].ID, b.Name, b.ID)
		}
	}
}

// similarTo returns the earlier unit of the bucket whose name unit j's
// nearly repeats, or -1: same key or surname first, then one word spelt
// differently.
func similarTo(o *scenarios.OOB, bucket []int, j int, distinct map[[2]string]bool) int {
	b := o.Units[j]
	for pass := 0; pass < 2; pass++ {
		for _, i := range bucket {
			a := o.Units[i]
			if i == j || a.Name == b.Name || distinct[[2]string{a.ID, b.ID}] {
				continue
			}
			bareA, bareB := surname(a.Name) == a.Name, surname(b.Name) == b.Name
			same := nameKey(a.Name) == nameKey(b.Name) || bareA != bareB && nameKey(surname(a.Name)) == nameKey(surname(b.Name))
			if pass == 0 && same && i < j {
				return i
			}
			if pass == 0 && same {
				return -1 // reported on the later unit
			}
			if pass == 1 && i < j && similarNames(a.Name, b.Name) {
				return i
			}
		}
	}
	return -1
}
