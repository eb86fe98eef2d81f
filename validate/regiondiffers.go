package validate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// regionKey names a region a scenario shares with the book's other
// scenarios: a special rule's area by the rule's id and field, a free
// set-up region by its id.
func regionKey(kind, id string) string { return kind + "\x00" + id }

// ruleRegions returns the hexes of each special-rule area (stayIn, avoid)
// free set-up region and victory objective's region of sc, by regionKey, and of each of their parts
// (union, intersect and minus arms, at any depth) by regionKey followed by
// the part's JSON pointer below the region ("/union/1"); regions that
// cannot be read or hold no hex are left out. The sets are the evaluator's
// own (Regions.View), shared and never changed: the same region in two
// scenarios is one set, compared without sorting (sameHexes).
func ruleRegions(sc *scenarios.Scenario, regions *engine.Regions) map[string]*engine.HexBits {
	out := map[string]*engine.HexBits{}
	if regions == nil {
		return out
	}
	var add func(key string, rg *scenarios.Region)
	add = func(key string, rg *scenarios.Region) {
		if rg == nil {
			return
		}
		if hs, err := regions.View(*rg); err == nil && hs.Len() > 0 {
			out[key] = hs
		}
		for _, arm := range []struct {
			name  string
			parts []scenarios.Region
		}{{"union", rg.Union}, {"intersect", rg.Intersect}, {"minus", rg.Minus}} {
			for i := range arm.parts {
				add(fmt.Sprintf("%s/%s/%d", key, arm.name, i), &arm.parts[i])
			}
		}
	}
	for _, c := range sc.Constraints {
		add(regionKey("stayIn", c.ID), c.StayIn)
		add(regionKey("avoid", c.ID), c.Avoid)
	}
	for _, f := range sc.FreeSetup {
		add(regionKey("free", f.ID), &f.Region)
	}
	if sc.Victory != nil {
		for _, o := range sc.Victory.Objectives {
			add(regionKey("objective", o.ID), o.Region)
		}
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
	if own, ok := ownProfile(e); ok {
		mine = own.regions
	}
	report := func(ptr, key, what, id string, rg *scenarios.Region) {
		least := 1
		if what == "free set-up region" {
			least = 2
		}
		set, agreedSet, n, ok := differsFromAgreed(mine, others, key, least)
		if !ok {
			return
		}
		hs, agreed := set.Sorted(), agreedSet.Sorted()
		// point at the deepest part that differs from the same part of
		// the others (a rectangle: at its bounds)
		part := ""
		for k := range mine {
			sub, found := strings.CutPrefix(k, key)
			if !found || !strings.HasPrefix(sub, "/") {
				continue
			}
			if _, _, _, d := differsFromAgreed(mine, others, k, least); !d {
				continue
			}
			if n, m := strings.Count(sub, "/"), strings.Count(part, "/"); n > m || n == m && sub < part {
				part = sub
			}
		}
		if p := regionPart(rg, part); p != nil && p.Rect != nil {
			part += "/rect"
		}
		hex := ""
		if h, found := firstDiffering(hs, agreed); found {
			hex, _ = e.geo.Numbering.Format(h)
			hex = e.canonical(hex)
		}
		e.r.add(Warning, "region.differs", ptr+part, hex, "",
			"the %s %q covers %d hexes here, but %d hexes, not the same, in the %d other scenarios of the book that have it, which agree: a bound misprinted, or rows and columns swapped?", what, id, len(hs), len(agreed), n)
	}
	for i, c := range e.sc.Constraints {
		if c.StayIn != nil {
			report(fmt.Sprintf("/constraints/%d/stayIn", i), regionKey("stayIn", c.ID), "special rule's area", c.ID, c.StayIn)
		}
		if c.Avoid != nil {
			report(fmt.Sprintf("/constraints/%d/avoid", i), regionKey("avoid", c.ID), "special rule's area", c.ID, c.Avoid)
		}
	}
	for i, f := range e.sc.FreeSetup {
		report(fmt.Sprintf("/freeSetup/%d/region", i), regionKey("free", f.ID), "free set-up region", f.ID, &f.Region)
	}
	if e.sc.Victory != nil {
		for i, o := range e.sc.Victory.Objectives {
			if o.Region != nil {
				report(fmt.Sprintf("/victory/objectives/%d/region", i), regionKey("objective", o.ID), "victory objective's region", o.ID, o.Region)
			}
		}
	}
}

// differsFromAgreed returns this scenario's hexes under key, the hexes the
// other scenarios that have key agree on and how many they are, and
// whether they are at least least, all agree, and differ from this one's.
func differsFromAgreed(mine map[string]*engine.HexBits, others []profiled, key string, least int) (*engine.HexBits, *engine.HexBits, int, bool) {
	hs, ok := mine[key]
	if !ok {
		return nil, nil, 0, false
	}
	var agreed *engine.HexBits
	n := 0
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		x, has := p.regions[key]
		if !has {
			continue
		}
		if n > 0 && !sameHexes(x, agreed) {
			return nil, nil, 0, false
		}
		agreed, n = x, n+1
	}
	return hs, agreed, n, n >= least && !sameHexes(hs, agreed)
}

// sameHexes reports whether two hex sets hold the same hexes: at once when
// they are one set (Regions.View gives every scenario that writes a region
// the same way the same set), else by looking each hex up.
func sameHexes(a, b *engine.HexBits) bool {
	if a.Len() != b.Len() {
		return false
	}
	if a == b {
		return true
	}
	for h := range a.All() {
		if !b.Has(h) {
			return false
		}
	}
	return true
}

// regionPart returns the part of rg at the JSON pointer part ("" for rg,
// "/union/1/minus/0" for an arm), or nil.
func regionPart(rg *scenarios.Region, part string) *scenarios.Region {
	ks := strings.Split(strings.TrimPrefix(part, "/"), "/")
	for i := 0; rg != nil && part != "" && i+1 < len(ks); i += 2 {
		var arm []scenarios.Region
		switch ks[i] {
		case "union":
			arm = rg.Union
		case "intersect":
			arm = rg.Intersect
		case "minus":
			arm = rg.Minus
		}
		j, err := strconv.Atoi(ks[i+1])
		if err != nil || j < 0 || j >= len(arm) {
			return nil
		}
		rg = &arm[j]
	}
	return rg
}

// firstDiffering returns the first hex (in sorted order) that one of the
// two sorted lists holds and the other does not.
func firstDiffering(a, b []hexgrid.Offset) (hexgrid.Offset, bool) {
	in := func(l []hexgrid.Offset, h hexgrid.Offset) bool {
		return slices.Contains(l, h)
	}
	for _, h := range a {
		if !in(b, h) {
			return h, true
		}
	}
	for _, h := range b {
		if !in(a, h) {
			return h, true
		}
	}
	return hexgrid.Offset{}, false
}
