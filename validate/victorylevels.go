package validate

import (
	"fmt"
	"math"
	"sort"

	"github.com/sandtable/sandtable/scenarios"
)

// checkLevels reports a victory level table whose VP ranges leave a gap (a
// score that falls in no level: "more than 41" above "21 to 40") or overlap
// (a score in two levels). Only levels with a bound take part; the table is
// read as one score line, sorted by lower bound.
func checkLevels(r *report, v *scenarios.Victory) {
	type band struct {
		i        int
		lo, hi   int
		name     string
		hasBound bool
	}
	var bands []band
	for i, l := range v.Levels {
		b := band{i: i, lo: math.MinInt, hi: math.MaxInt, name: l.Name}
		if l.Min != nil {
			b.lo, b.hasBound = *l.Min, true
		}
		if l.Max != nil {
			b.hi, b.hasBound = *l.Max, true
		}
		if b.hasBound {
			bands = append(bands, b)
		}
	}
	sort.SliceStable(bands, func(a, b int) bool { return bands[a].lo < bands[b].lo })
	for k := 1; k < len(bands); k++ {
		prev, next := bands[k-1], bands[k]
		ptr := fmt.Sprintf("/victory/levels/%d", next.i)
		switch {
		case prev.hi == math.MaxInt || next.lo <= prev.hi:
			r.errorf("victory.overlap", ptr, "levels %q and %q both cover %s", prev.name, next.name, fmtVP(next.lo))
		case next.lo > prev.hi+1:
			r.errorf("victory.gap", ptr, "no level covers %s: %q ends at %d and %q starts at %d", vpRange(prev.hi+1, next.lo-1), prev.name, prev.hi, next.name, next.lo)
		}
	}
}

func fmtVP(n int) string { return fmt.Sprintf("%d VP", n) }

func vpRange(a, b int) string {
	if a == b {
		return fmtVP(a)
	}
	return fmt.Sprintf("%d to %d VP", a, b)
}
