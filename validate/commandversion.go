package validate

import (
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/scenarios"
)

// checkCommandVersions reports two versions of one counter (HSN: the A and
// B counters of a brigade, one replacing the other after a remount, HSN
// L1357) filed under different commands (command.version, a warning, at
// each one's command): a counter that replaces another serves where it
// did, so one of the two command cells is a slip.
func checkCommandVersions(r *report, o *scenarios.OOB) {
	first := map[string]int{} // stem -> index of the first version seen
	for i, u := range o.Units {
		if u.Version == "" {
			continue
		}
		stem := versionStem(u)
		j, seen := first[stem]
		if !seen {
			first[stem] = i
			continue
		}
		v := o.Units[j]
		if v.Command == u.Command || v.Side != u.Side {
			continue
		}
		for _, p := range [][2]int{{i, j}, {j, i}} {
			a, b := o.Units[p[0]], o.Units[p[1]]
			r.add(Warning, "command.version", "/units/"+strconv.Itoa(p[0])+"/command", "", a.ID,
				"%s is under %s, but %s, another version of the same counter, is under %s: one command cell is a slip",
				a.Name, a.Command, b.Name, b.Command)
		}
	}
}

// versionStem is a versioned unit's name without its version suffix
// ("Croxton-B" -> "Croxton"), so that the versions of one counter meet.
func versionStem(u scenarios.Unit) string {
	name := strings.TrimSpace(u.Name)
	for _, sep := range []string{"-", " "} {
		if s, ok := strings.CutSuffix(name, sep+u.Version); ok {
			return u.Side + "/" + strings.TrimSpace(s)
		}
	}
	return u.Side + "/" + name
}
