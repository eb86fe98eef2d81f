package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// regionKey names a region a scenario shares with the book's other
// scenarios: a special rule's area by the rule's id and field, a free
// set-up region by its id.
func regionKey(kind, id string) string { return kind + "\x00" + id }

// ruleRegions returns the hexes of each special-rule area (stayIn, avoid)
// and free set-up region of sc, by regionKey; regions that cannot be read
// or hold no hex are left out.
func ruleRegions(sc *scenarios.Scenario, regions *engine.Regions) map[string][]hexgrid.Offset {
	out := map[string][]hexgrid.Offset{}
	if regions == nil {
		return out
	}
	add := func(key string, rg *scenarios.Region) {
		if rg == nil {
			return
		}
		if hs, err := regions.View(*rg); err == nil && len(hs) > 0 {
			out[key] = hs.Sorted()
		}
	}
	for _, c := range sc.Constraints {
		add(regionKey("stayIn", c.ID), c.StayIn)
		add(regionKey("avoid", c.ID), c.Avoid)
	}
	for _, f := range sc.FreeSetup {
		add(regionKey("free", f.ID), &f.Region)
	}
	return out
}

// checkRegionsDiffer warns about a special rule's area (a constraint's
// stayIn or avoid) that covers other hexes than the area of the rule with
// the same id in the book's other scenarios, when at least one other
// scenario has the rule and all that have it agree; and likewise about a
// free set-up region, when two or more others agree (the book's variants
// move free set-ups on purpose: ITW S1a and S1b place the 6 AM Confederate
// troops differently). A repeated rule keeps its area; a rectangle with
// its row and column bounds swapped, or a bound misprinted, does not.
// Every shared area of the built-in data agrees (the ITW S1 family's
// detachment and Pittsburg Landing rules, HSN S1/S2/S9's south-edge ban).
func (e *scenarioEnv) checkRegionsDiffer(others []profiled) {
	if e.regions == nil {
		return
	}
	mine := ruleRegions(e.sc, e.regions)
	report := func(ptr, key, what, id string) {
		hs, ok := mine[key]
		if !ok {
			return
		}
		var agreed []hexgrid.Offset
		n := 0
		for _, p := range others {
			x, has := p.regions[key]
			if !has {
				continue
			}
			if n > 0 && !slices.Equal(x, agreed) {
				return
			}
			agreed, n = x, n+1
		}
		least := 1
		if what == "free set-up region" {
			least = 2
		}
		if n < least || slices.Equal(hs, agreed) {
			return
		}
		e.r.add(Warning, "region.differs", ptr, "", "",
			"the %s %q covers %d hexes here, but %d hexes, not the same, in the %d other scenarios of the book that have it, which agree: a bound misprinted, or rows and columns swapped?", what, id, len(hs), len(agreed), n)
	}
	for i, c := range e.sc.Constraints {
		if c.StayIn != nil {
			report(fmt.Sprintf("/constraints/%d/stayIn", i), regionKey("stayIn", c.ID), "special rule's area", c.ID)
		}
		if c.Avoid != nil {
			report(fmt.Sprintf("/constraints/%d/avoid", i), regionKey("avoid", c.ID), "special rule's area", c.ID)
		}
	}
	for i, f := range e.sc.FreeSetup {
		report(fmt.Sprintf("/freeSetup/%d/region", i), regionKey("free", f.ID), "free set-up region", f.ID)
	}
}
