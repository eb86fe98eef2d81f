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
