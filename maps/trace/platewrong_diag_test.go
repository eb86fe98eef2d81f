package trace_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// wrongTally sorts a level's wrong contour counts, flagged or not, by
// where they lie (the two hexes' true types), the true count and which
// reader read the true count (TestDiagPlateWrongSure with
// SANDTABLE_PLATE_WU_WRONG=1).
type wrongTally struct {
	keys  map[string]int
	sides map[string]int // every side with a line or a read line, by place
}

// nearCentreMM: a side whose hexes' centres lie this near a true line
// (plategen.Map.CentreLineMM, the nearer of the two), mm, is counted
// "near": its true count hangs on which side of the line a centre falls.
const nearCentreMM = 1.0

func newWrongTally() *wrongTally {
	return &wrongTally{keys: map[string]int{}, sides: map[string]int{}}
}

// place returns a side's place from its hexes' true types: "town" where
// either is a town, the type where both are one type, else "across".
func wrongPlace(ta, tb string) string {
	switch {
	case ta == plategen.Town || tb == plategen.Town:
		return "town"
	case ta == tb:
		return ta
	case ta == plategen.Woods || tb == plategen.Woods:
		return "across woods"
	}
	return "across"
}

// add counts side sp of true count want between hexes of true types ta
// and tb (sure: the side's count was not flagged).
func (w *wrongTally) add(sp trace.SideProposal, want int, ta, tb string, sure bool, centreMM float64) {
	pl := wrongPlace(ta, tb)
	w.sides[pl]++
	near := "far"
	if centreMM < nearCentreMM {
		near = "near"
	}
	w.sides["centre "+near]++
	if sp.Contours == want {
		return
	}
	tr := fmt.Sprint(min(want, 2))
	if want >= 2 {
		tr = "2+"
	}
	rs := sp.ContourReads
	who := "neither reader"
	switch {
	case rs[0].Count == want && rs[1].Count == want:
		who = "both readers (settle)"
	case rs[0].Count == want:
		who = "lanes only"
	case rs[1].Count == want:
		who = "map only"
	}
	fl := "flagged"
	if sure {
		fl = "sure"
	}
	for _, k := range []string{
		"place " + pl,
		"place " + pl + " " + fl,
		"truth " + tr,
		"truth " + tr + " " + fl,
		"right read by " + who,
		"right read by " + who + " " + fl,
		fmt.Sprintf("%s truth %s by %s", pl, tr, who),
		"all " + fl,
		"centre " + near,
		"centre " + near + " truth " + tr,
	} {
		w.keys[k]++
	}
}

// log writes the tally, largest first.
func (w *wrongTally) log(t *testing.T, level string) {
	t.Helper()
	ks := make([]string, 0, len(w.keys))
	for k := range w.keys {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if w.keys[ks[i]] != w.keys[ks[j]] {
			return w.keys[ks[i]] > w.keys[ks[j]]
		}
		return ks[i] < ks[j]
	})
	for _, k := range ks {
		t.Logf("%s wrong: %-50s %d", level, k, w.keys[k])
	}
	for pl, n := range w.sides {
		t.Logf("%s items at %s: %d", level, pl, n)
	}
}
