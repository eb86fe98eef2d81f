package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// checkCommandNear finds an attachment printed for the neighbouring row
// where the two formations stand close together, which checkMisfiled (4
// hexes or more apart) leaves alone: a scenario attachment whose unit
// stands within 2 hexes of a unit still in its OOB command and nearer to
// it than to any unit of the formation it is attached to. The book's
// attachments move the unit to its new formation: in the built-in
// scenarios every attached unit stands 3 hexes or more from its old
// brigade and nearer its new one. (The same test on OOB commands, a unit
// 3 hexes from its brigade beside two units of another, fires on 24
// historical set-ups: armies intermingle, so it is not made.) A warning
// with the code of checkMisfiled, given once per row.
func (e *scenarioEnv) checkCommandNear(o *scenarios.OOB, at map[string]hexgrid.Offset) {
	if len(e.sc.Attachments) == 0 {
		return
	}
	chains := map[string][]string{}
	chain := func(c string) []string {
		p, ok := chains[c]
		if !ok {
			p = o.CommandPath(c)
			chains[c] = p
		}
		return p
	}
	for _, a := range e.sc.Attachments {
		i, ok := e.setupAt[a.Unit]
		h, placed := at[a.Unit]
		u, w := o.Unit(a.Unit), e.oob.Unit(a.Unit)
		if a.Unit == "" || !ok || !placed || u == nil || !grouped(u) || w == nil || w.Command == "" || slices.Contains(chain(w.Command), a.To) {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/hex", i)
		if e.r.has("command.misfiled", ptr) {
			continue
		}
		home, mate, newD := 1<<30, "", 1<<30
		for id, x := range at {
			v := o.Unit(id)
			if id == a.Unit || v == nil || !grouped(v) || v.Side != u.Side {
				continue
			}
			d := e.geo.Grid.Distance(h, x)
			if v.Command == w.Command && (d < home || d == home && v.Name < mate) {
				home, mate = d, v.Name
			}
			if slices.Contains(chain(v.Command), a.To) {
				newD = min(newD, d)
			}
		}
		if home <= 2 && newD > home {
			e.r.add(Warning, "command.misfiled", ptr, e.canonical(e.sc.Setup[i].Hex), a.Unit,
				"%s is attached to %s here but stands %d hexes from %s of its own brigade %s and farther (%s) from every unit of %s: an attachment printed for another row?", u.Name, a.To, home, mate, w.Command, distText(newD), a.To)
		}
	}
}

func distText(d int) string {
	if d == 1<<30 {
		return "none set up"
	}
	return fmt.Sprintf("%d hexes", d)
}

// checkCommandBesideOther warns about a unit that, in this scenario and in
// every other of the book that sets it up, stands 2 hexes or more from
// every unit of its command and beside a unit of one other formation of
// the same echelon outside its chain of command: the book keeps it with
// that formation, so its OOB command is the neighbouring row's. At least
// one of the others must place it in another hex: a variant that copies
// the set-up (S8a of S8) is not a second piece of evidence.
func (e *scenarioEnv) checkCommandBesideOther(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	apart, beside := e.setup().apart, e.setup().beside
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		d, ok := apart[st.Unit]
		if u == nil || !ok || d < 2 || e.setupAt[st.Unit] != i {
			continue
		}
		ptr := fmt.Sprintf("/setup/%d/hex", i)
		if e.r.has("command.misfiled", ptr) || slices.ContainsFunc(e.sc.Attachments, func(a scenarios.Attachment) bool { return a.Unit == st.Unit }) {
			continue
		}
		f := o.Formation(u.Command)
		if f == nil {
			continue
		}
		chain := o.CommandPath(u.Command)
		for _, c := range slices.Sorted(slices.Values(beside[st.Unit])) {
			g := o.Formation(c)
			if g == nil || g.Echelon != f.Echelon || slices.Contains(chain, c) || slices.Contains(o.CommandPath(c), u.Command) {
				continue
			}
			seen, elsewhere, all := 0, 0, true
			for oi := range others { // in place: a profile is large
				p := &others[oi]
				h, placed := p.at[st.Unit]
				if !placed {
					continue
				}
				seen++
				if h != at[st.Unit] {
					elsewhere++
				}
				x, ok := p.apart[st.Unit]
				all = all && ok && x >= 2 && slices.Contains(p.beside[st.Unit], c)
			}
			if elsewhere > 0 && all {
				e.r.add(Warning, "command.misfiled", ptr, e.canonical(st.Hex), st.Unit,
					"%s stands %d hexes from every unit of its command %s but beside %s, here and in the %d other set-ups of the book that place it: its command misprinted?", u.Name, d, u.Command, c, seen)
				break
			}
		}
	}
}
