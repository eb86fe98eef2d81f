package validate

import (
	"encoding/json"
	"regexp"
	"strconv"
)

var unitPointer = regexp.MustCompile(`^/units/([0-9]+)(/|$)`)

// nameOOBUnits gives every diagnostic of an OOB file that points into a unit
// ("/units/176/command") that unit's id, when it has none yet, so that a
// schema or struct error (an empty command) names the counter too.
// The file is decoded for the ids only when such a diagnostic is there.
func nameOOBUnits(r *report, data []byte) {
	var doc struct {
		Units []struct {
			ID string `json:"id"`
		} `json:"units"`
	}
	decoded := false
	for i := range r.out {
		if r.out[i].Unit != "" {
			continue
		}
		m := unitPointer.FindStringSubmatch(r.out[i].Pointer)
		if m == nil {
			continue
		}
		if !decoded {
			if json.Unmarshal(data, &doc) != nil {
				return
			}
			decoded = true
		}
		if n, err := strconv.Atoi(m[1]); err == nil && n < len(doc.Units) {
			r.out[i].Unit = doc.Units[n].ID
		}
	}
}
