package validate

import (
	"fmt"
	"strings"
)

// checkSetupPlaces reports a set-up row whose note opens with the name of a
// place of the map (the book's table prints the place beside the hex, HSN
// "1220 (Pleasant Grove)") while its hex is no hex of a place of that name:
// the hex or the note belongs to another row (a hex column slid one row, a
// digit slipped). In the built-in scenarios every such note names the row's
// own hex (205 HSN rows). A warning with the code setup.place.
func (e *scenarioEnv) checkSetupPlaces() {
	if e.m == nil || len(e.m.Places) == 0 {
		return
	}
	at := map[string][]string{} // lower-case place name -> canonical hexes
	for _, pl := range e.m.Places {
		k := strings.ToLower(strings.TrimSpace(pl.Name))
		at[k] = append(at[k], e.canonical(pl.Hex))
	}
	for i, st := range e.sc.Setup {
		if st.Hex == "" || st.Note == "" {
			continue
		}
		name, _, _ := strings.Cut(st.Note, ";")
		name = strings.TrimSpace(name)
		hexes, ok := at[strings.ToLower(name)]
		h, err := e.geo.Numbering.Canonical(st.Hex)
		if !ok || err != nil || containsString(hexes, h) { // a bad hex is hex.unknown's
			continue
		}
		e.r.add(Warning, "setup.place", fmt.Sprintf("/setup/%d/hex", i), h, st.Unit,
			"the row of %s names %s, which the map puts in %s, but sets it up in %s: the hex (or the note) of another row?", st.Unit, name, strings.Join(hexes, ", "), st.Hex)
	}
}
