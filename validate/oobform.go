package validate

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// checkFormationPath reports a formation whose id is a command path
// ("19/4/O": brigade 19 of division 4 of O) but whose parent is not the rest
// of that path: the path and the parent name different superiors, so one of
// them is misprinted (a brigade filed under the wrong division). A path with
// "-" for a missing echelon ("2/-/3") skips it.
func checkFormationPath(r *report, o *scenarios.OOB) {
	for i, f := range o.Formations {
		parts := strings.Split(f.ID, "/")
		if len(parts) < 2 || f.Parent == "" || o.Formation(f.Parent) == nil {
			continue
		}
		rest := parts[1:]
		for len(rest) > 1 && rest[0] == "-" {
			rest = rest[1:]
		}
		want := strings.Join(rest, "/")
		if f.Parent != want && f.Parent != strings.Join(parts[1:], "/") {
			r.errorf("formation.path", "/formations/"+strconv.Itoa(i)+"/parent",
				"formation %s (%s) is under %s, but its id puts it under %s", f.ID, f.Name, f.Parent, want)
		}
	}
}

// echelonRank orders sizes and echelons from the smallest up.
var echelonRank = map[string]int{"battalion": 1, "battery": 1, "regiment": 2, "brigade": 3, "division": 4, "district": 5, "corps": 5, "army": 6}

// regimentName matches a name that is a regimental number and a state or
// service ("91 IN", "17 USCT", "2 Bn, 5 OH Cav"): the name of a regiment or
// smaller, never of a brigade or a larger command.
var regimentName = regexp.MustCompile(`^[0-9]+(st|nd|rd|th)? ?[A-Z]{2,4}\b`)

// checkUnitSize reports a counter whose size cannot be right: larger than
// the formation it is under, or a brigade or larger that carries a
// regiment's name (a regiment sized as a division).
func checkUnitSize(r *report, o *scenarios.OOB) {
	for i, u := range o.Units {
		if u.Size == "" || u.Class == "leader" {
			continue
		}
		ptr := "/units/" + strconv.Itoa(i) + "/size"
		size := echelonRank[u.Size]
		if f := o.Formation(u.Command); f != nil && size > echelonRank[f.Echelon] {
			r.add(Error, "unit.size", ptr, "", u.ID, "%s is a %s under %s, a %s", u.Name, u.Size, f.ID, f.Echelon)
			continue
		}
		if size >= echelonRank["brigade"] && regimentName.MatchString(u.Name) {
			r.add(Warning, "unit.size", ptr, "", u.ID, "%s has a regiment's name but is sized as a %s", u.Name, u.Size)
		}
	}
}

// checkCohesion warns of a counter whose Disordered side would rate above
// its good-order side: Disorder lowers a unit's cohesion (the ITW designer
// drops it two points, EN L5498-5499), so the two ratings are likely
// swapped.
func checkCohesion(r *report, o *scenarios.OOB) {
	for i, u := range o.Units {
		if u.Cohesion == nil || u.CohesionDisordered == nil || *u.CohesionDisordered <= *u.Cohesion {
			continue
		}
		r.add(Warning, "unit.cohesion", "/units/"+strconv.Itoa(i)+"/cohesionDisordered", "", u.ID,
			"%s rates %d on its Disordered side, above the %d of its good-order side: are the two swapped?", u.Name, *u.CohesionDisordered, *u.Cohesion)
	}
}

// armWord maps the words a counter's name carries for its arm to the arm
// ("bty", "cav"); a name with none of them is "plain".
var armWord = map[string]string{"bty": "bty", "btty": "bty", "battery": "bty", "art": "bty", "artillery": "bty",
	"cav": "cav", "cavalry": "cav"}

// nameArm returns the arm word of a counter's name (by whole words), or
// "plain".
func nameArm(name string) string {
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) {
		if a, ok := armWord[strings.ToLower(w)]; ok {
			return a
		}
	}
	return "plain"
}

// classConvention is the least share, of five counters or more, that makes
// an OOB's naming a convention for the class-name check.
const classConvention = 0.9

// checkClassName reports a counter whose class goes against the naming
// convention its own OOB keeps (unit.class-name, a warning): the class
// that 90% or more of the counters named with an arm word ("Bty", "Cav")
// have, or the arm word (or none) that 90% or more of the counters of its
// class carry. A class cell printed for the next row ("Hickenlooper Bty"
// as infantry, "40 IL" as artillery) breaks both. Leaders are left out;
// an OOB that names its counters with no such convention (HSN's divisions)
// gives nothing.
func checkClassName(r *report, o *scenarios.OOB) {
	byArm := map[string]map[string]int{}   // arm -> class -> n
	byClass := map[string]map[string]int{} // class -> arm -> n
	arms := make([]string, len(o.Units))
	for i, u := range o.Units {
		if u.Class == "leader" {
			continue
		}
		a := nameArm(u.Name)
		arms[i] = a
		if byArm[a] == nil {
			byArm[a] = map[string]int{}
		}
		if byClass[u.Class] == nil {
			byClass[u.Class] = map[string]int{}
		}
		byArm[a][u.Class]++
		byClass[u.Class][a]++
	}
	for i, u := range o.Units {
		if u.Class == "leader" {
			continue
		}
		a := arms[i]
		if want, ok := convention(byArm[a]); ok && a != "plain" && want != u.Class {
			r.add(Warning, "unit.class-name", "/units/"+strconv.Itoa(i)+"/class", "", u.ID,
				"%s is %s, but its name marks it %s and every other counter so named in the OOB (%d) is %s: a class cell of the next row?", u.Name, u.Class, armText(a), byArm[a][want], want)
			continue
		}
		if want, ok := convention(byClass[u.Class]); ok && want != a {
			r.add(Warning, "unit.class-name", "/units/"+strconv.Itoa(i)+"/class", "", u.ID,
				"%s is %s, but %d of the OOB's %s counters are named %s and this one is not: a class cell of the next row?", u.Name, u.Class, byClass[u.Class][want], u.Class, armText(want))
		}
	}
}

// convention returns the key that holds classConvention or more of the
// counts (five or more in all, the unit itself among them).
func convention(n map[string]int) (string, bool) {
	total, best, key := 0, 0, ""
	for k, c := range n {
		total += c
		if c > best || c == best && k < key {
			best, key = c, k
		}
	}
	return key, total >= 5 && float64(best) >= classConvention*float64(total) && best < total
}

func armText(a string) string {
	switch a {
	case "bty":
		return "a battery (Bty)"
	case "cav":
		return "cavalry (Cav)"
	}
	return "with no arm word"
}
