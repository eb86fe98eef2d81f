package validate

import (
	"fmt"
	"regexp"
)

// noteHexToken finds hex-id-like tokens in a note: an optional sheet
// letter and four digits standing alone ("0120", "S2905").
var noteHexToken = regexp.MustCompile(`\b[A-Z]?[0-9]{4}\b`)

// checkConstraintNotes warns about an area constraint whose note names a
// hex range ("0101-0120") or a hex that its region (stayIn or avoid) does
// not hold: the note and the data were written from the same printed rule,
// so a bound read the other way (a column bound given as a row bound) shows
// as a hex of the note left out (region.note-disagrees). Only notes whose
// every hex-like token is a hex of the map count, and a note that names a
// hex as an exception ("except", "but not", "other than") is left alone.
func (e *scenarioEnv) checkConstraintNotes() {
	if e.regions == nil {
		return
	}
	for i, c := range e.sc.Constraints {
		region, part := c.StayIn, "stayIn"
		if region == nil {
			region, part = c.Avoid, "avoid"
		}
		if region == nil || c.Note == "" || exceptionWords.MatchString(c.Note) {
			continue
		}
		toks := noteHexToken.FindAllString(c.Note, -1)
		if len(toks) == 0 {
			continue
		}
		hs, err := e.regions.View(*region)
		if err != nil {
			continue
		}
		missing := ""
		for _, t := range toks {
			o, err := e.geo.Numbering.Parse(t)
			if err != nil {
				missing = ""
				break
			}
			if !hs.Has(o) && missing == "" {
				missing = t
			}
		}
		if missing != "" {
			e.r.add(Warning, "region.note-disagrees", fmt.Sprintf("/constraints/%d/%s", i, part), e.canonical(missing), "",
				"constraint %s: its note names %s, which its %s region does not hold: a bound given for the other axis?", c.ID, missing, part)
		}
	}
}

var exceptionWords = regexp.MustCompile(`(?i)\b(except|but not|other than|outside|beyond)\b`)
