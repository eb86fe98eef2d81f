package validate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// checkRegionNotes compares the bounds of the scenario's regions with the
// words of their notes, which quote the book ("on or north of row Nxx23",
// "N6401-6601"). A rect bound that is none of the row and column numbers
// its note (the region's, an enclosing region's, or its owner's) cites,
// where the note cites any (one away is allowed where the note words a
// bound that leaves its row out: "north of row 24" is a row bound of 23),
// and a range or line end that is none of the hex ids the note cites, where
// it cites any, has a digit slipped (23 printed 32, N3422 printed N2422).
// In the built-in scenarios every bound agrees with its note. Warnings with
// the code region.note.
func (e *scenarioEnv) checkRegionNotes() {
	sc := e.sc
	if sc.PlayArea != nil {
		e.regionNotes("/playArea", *sc.PlayArea, nil)
	}
	for i, c := range sc.PlayAreaFrom {
		e.regionNotes(fmt.Sprintf("/playAreaFrom/%d/region", i), c.Region, []string{c.Note})
	}
	for i, g := range sc.FreeSetup {
		e.regionNotes(fmt.Sprintf("/freeSetup/%d/region", i), g.Region, []string{g.Note})
	}
	for i, rf := range sc.Reinforcements {
		e.regionNotes(fmt.Sprintf("/reinforcements/%d/entry", i), rf.Entry, []string{rf.Note})
		if rf.Alternative != nil {
			e.regionNotes(fmt.Sprintf("/reinforcements/%d/alternative", i), *rf.Alternative, []string{rf.Note, rf.AlternativeNote})
		}
	}
	for i, c := range sc.Constraints {
		if c.StayIn != nil {
			e.regionNotes(fmt.Sprintf("/constraints/%d/stayIn", i), *c.StayIn, []string{c.Note})
		}
		if c.Avoid != nil {
			e.regionNotes(fmt.Sprintf("/constraints/%d/avoid", i), *c.Avoid, []string{c.Note})
		}
	}
	if sc.Victory != nil {
		for i, o := range sc.Victory.Objectives {
			if o.Region != nil {
				e.regionNotes(fmt.Sprintf("/victory/objectives/%d/region", i), *o.Region, []string{o.Note})
			}
		}
	}
}

var (
	noteRowCol = regexp.MustCompile(`\b(?:rows?|columns?)\s+[NS]?(?:xx)?(\d{1,2})\b|\b[NS]xx(\d{2})\b|\b[NS]?(\d{2})xx\b`)
	noteHexID  = regexp.MustCompile(`\b[NS]?\d{4}\b`)
	noteSideOf = regexp.MustCompile(`(?i)\b(?:north|south|east|west)\s+of\b`)
)

// exclusiveBound reports whether the note words a bound that leaves its row
// out ("north of row 24", not "on or north of"): its rect bound is then one
// away from the row it cites.
func exclusiveBound(text string) bool {
	for _, m := range noteSideOf.FindAllStringIndex(text, -1) {
		if !strings.HasSuffix(strings.ToLower(text[:m[0]]), "on or ") {
			return true
		}
	}
	return false
}

// regionNotes checks one region (at ptr) and the regions inside it against
// the notes around it (notes) and its own.
func (e *scenarioEnv) regionNotes(ptr string, rg scenarios.Region, notes []string) {
	if rg.Note != "" {
		notes = append(notes[:len(notes):len(notes)], rg.Note)
	}
	text := strings.Join(notes, " | ")
	if rg.Rect != nil {
		var cited []int
		for _, m := range noteRowCol.FindAllStringSubmatch(text, -1) {
			for _, g := range m[1:] {
				if n, err := strconv.Atoi(g); err == nil {
					cited = append(cited, n)
				}
			}
		}
		r := rg.Rect
		tol := 0
		if exclusiveBound(text) {
			tol = 1
		}
		for _, b := range []struct {
			name string
			v    *int
		}{{"colMin", r.ColMin}, {"colMax", r.ColMax}, {"rowMin", r.RowMin}, {"rowMax", r.RowMax}} {
			if b.v == nil || len(cited) == 0 || nearAny(*b.v, cited, tol) {
				continue
			}
			e.r.add(Warning, "region.note", ptr+"/rect/"+b.name, "", "",
				"%s is %d, but the region's note cites rows and columns %s only: a digit slipped? (note: %q)", b.name, *b.v, intList(cited), clip(text, 160))
		}
	}
	for _, hr := range []struct {
		key string
		r   *scenarios.HexRange
	}{{"range", rg.Range}, {"line", rg.Line}} {
		if hr.r == nil {
			continue
		}
		cited := noteHexID.FindAllString(text, -1)
		if len(cited) == 0 {
			continue
		}
		for _, end := range []struct{ name, id string }{{"from", hr.r.From}, {"to", hr.r.To}} {
			if containsString(cited, end.id) {
				continue
			}
			e.r.add(Warning, "region.note", ptr+"/"+hr.key+"/"+end.name, e.canonical(end.id), "",
				"the %s's %s hex %s is none of the hexes its note cites (%s): a digit slipped?", hr.key, end.name, end.id, strings.Join(cited, ", "))
		}
	}
	for _, sub := range []struct {
		key string
		rs  []scenarios.Region
	}{{"union", rg.Union}, {"intersect", rg.Intersect}, {"minus", rg.Minus}} {
		for i, r := range sub.rs {
			e.regionNotes(fmt.Sprintf("%s/%s/%d", ptr, sub.key, i), r, notes)
		}
	}
}

func nearAny(v int, ns []int, tol int) bool {
	for _, n := range ns {
		if v-n <= tol && n-v <= tol {
			return true
		}
	}
	return false
}

func intList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
