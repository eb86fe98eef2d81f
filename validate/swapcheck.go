package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkSwappedRows finds two set-up rows of commands of one echelon whose
// hexes are printed in each other's row: each unit stands 3 hexes or more
// from every unit of its command (the book's other set-ups keeping it
// beside them), while the other's hex is beside its command and its own
// hex beside the other's command. Both rows are reported (setup.swapped,
// a warning): a book's two lines transposed.
func (e *scenarioEnv) checkSwappedRows(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	apart := e.setup().apart
	type cand struct {
		i    int
		unit *scenarios.Unit
		hex  hexgrid.Offset
	}
	var cands []cand
	for i, st := range e.sc.Setup {
		if d, ok := apart[st.Unit]; ok && d >= 3 && e.setupAt[st.Unit] == i &&
			alwaysBeside(others, func(p *profiled) (int, bool) { x, ok := p.apart[st.Unit]; return x, ok }) {
			cands = append(cands, cand{i, o.Unit(st.Unit), at[st.Unit]})
		}
	}
	if len(cands) < 2 {
		return
	}
	mates := map[string][]hexgrid.Offset{}
	for id, h := range at {
		if u := o.Unit(id); u != nil && grouped(u) {
			mates[u.Command] = append(mates[u.Command], h)
		}
	}
	beside := func(h hexgrid.Offset, cmd string, self hexgrid.Offset) bool {
		for _, m := range mates[cmd] {
			if m != self && e.geo.Grid.Distance(h, m) <= 1 {
				return true
			}
		}
		return false
	}
	done := map[int]bool{}
	for x, a := range cands {
		for _, b := range cands[x+1:] {
			if done[a.i] || done[b.i] || a.unit.Command == b.unit.Command || a.unit.Side != b.unit.Side {
				continue
			}
			if fa, fb := o.Formation(a.unit.Command), o.Formation(b.unit.Command); fa == nil || fb == nil || fa.Echelon != fb.Echelon {
				continue
			}
			if !beside(b.hex, a.unit.Command, a.hex) || !beside(a.hex, b.unit.Command, b.hex) {
				continue
			}
			done[a.i], done[b.i] = true, true
			for _, p := range [][2]cand{{a, b}, {b, a}} {
				st, ot := e.sc.Setup[p[0].i], e.sc.Setup[p[1].i]
				e.r.add(Warning, "setup.swapped", fmt.Sprintf("/setup/%d/hex", p[0].i), e.canonical(st.Hex), st.Unit,
					"%s in %s stands apart from its command %s, and %s in %s apart from %s; each hex is beside the other's command: two rows' hexes transposed?", p[0].unit.Name, st.Hex, p[0].unit.Command, p[1].unit.Name, ot.Hex, p[1].unit.Command)
			}
		}
	}
}
