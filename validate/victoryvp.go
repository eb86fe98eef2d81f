package validate

import (
	"fmt"
)

// vpLead is the most a book's scenario gives its largest victory objective
// over the next largest: HSN S4's 40 VP for Franklin on turn 1 against 7 is
// the book's largest lead (5.7 times); a figure more than vpLead times every
// other of its scenario is a value with a zero added.
const vpLead = 6

// checkVPSlips warns about a victory objective's points printed with a zero
// added or dropped (vp.zero): ten times, or a tenth of, the points that
// every other scenario of the book with an objective of the same id gives
// it (at least one, all agreeing); or, for a figure that ends in a zero,
// more than vpLead times every other objective's points of the scenario.
func (e *scenarioEnv) checkVPSlips(others []profiled) {
	if e.sc.Victory == nil {
		return
	}
	obs := e.sc.Victory.Objectives
	for k, ob := range obs {
		if ob.VP == nil || *ob.VP <= 0 {
			continue
		}
		v := *ob.VP
		w, src, ok := agreedVP(others, ob.ID)
		why := ""
		switch {
		case ok && w != v && (v == 10*w || 10*v == w):
			why = fmt.Sprintf("the book's scenario %s (and every other that has it) gives it %d", src, w)
		case !ok && v >= 10 && v%10 == 0:
			top := 0
			for j, o := range obs {
				if j != k && o.VP != nil {
					top = max(top, *o.VP)
				}
			}
			if top > 0 && v > vpLead*top {
				why = fmt.Sprintf("more than %d times every other objective of the scenario (%d at most)", vpLead, top)
			}
		}
		if why == "" && !ok {
			why = typeLead(e.sc.Victory.Objectives, k, others)
		}
		if why != "" {
			e.r.add(Warning, "vp.zero", fmt.Sprintf("/victory/objectives/%d/vp", k), "", "",
				"objective %s gives %d VP, %s: a zero added or dropped?", ob.ID, v, why)
		}
	}
}

// agreedVP returns the points the other scenarios give the objective id,
// and one of them, when at least one gives it points and all agree.
func agreedVP(others []profiled, id string) (int, string, bool) {
	w, src := -1, ""
	for i := range others { // in place: a profile is large
		p := &others[i]
		if p.sc == nil || p.sc.Victory == nil {
			continue
		}
		obs := p.sc.Victory.Objectives
		for j := range obs {
			o := &obs[j]
			if o.ID != id || o.VP == nil {
				continue
			}
			if w >= 0 && *o.VP != w {
				return 0, "", false
			}
			if w < 0 {
				w, src = *o.VP, p.id
			}
		}
	}
	return w, src, w >= 0
}
