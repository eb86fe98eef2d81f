package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
)

// checkStrengthForSize warns about a set-up strength more than 2 SP above
// every strength the book's other scenarios give a counter of the same
// side, class and size (strength.size-outlier): the OOB says what a
// counter stands for (HSN prints Reg, Bde and Div), and a brigade given a
// division's figure is the neighbouring row's strength (HSN Union
// infantry brigades: 6 SP at most, Morgan's USCT in S6, L877; divisions up to
// 11). strength.outlier compares side and class only; counters without a
// size are left to it.
func (e *scenarioEnv) checkStrengthForSize(o *scenarios.OOB, others []profiled) {
	top := map[string]int{} // side + class + size -> highest strength elsewhere
	key := func(u *scenarios.Unit) string { return u.Side + "\x00" + u.Class + "\x00" + u.Size }
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		for id, v := range p.strength {
			if u := o.Unit(id); u != nil && u.Size != "" {
				top[key(u)] = max(top[key(u)], v)
			}
		}
	}
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || u.Size == "" || i != e.setupAt[st.Unit] {
			continue
		}
		if m, ok := top[key(u)]; ok && *st.Strength > m+2 {
			e.r.add(Warning, "strength.size-outlier", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
				"%s starts with %d, more than any %s %s of its side has in the book's other scenarios (at most %d) by over 2: the strength of a larger formation's row?", u.Name, *st.Strength, u.Class, u.Size, m)
		}
	}
}
