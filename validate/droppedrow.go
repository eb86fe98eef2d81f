package validate

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/sandtable/sandtable/scenarios"
)

// The check of this file finds a set-up row left out of a scenario: a
// unit of the OOB that the scenario neither sets up, nor places in a free
// set-up group, nor brings on as a reinforcement, nor says is absent,
// where the rest of the scenario and the book's other scenarios show it
// belongs. Three pieces of evidence, each enough:
//
//   - the row's place: two consecutive set-up rows cite book lines L and
//     L+2, so the line between them is cited by no row, and one unit left
//     out, of the command of one of the two (or of a formation one of them
//     leads), stands between the two units in another set-up table of the
//     book (another scenario's, or the OOB's listing) no more than
//     droppedSpan rows apart, ahead of every other such unit;
//   - its brigade: every other unit of its command (two at least) is in
//     the scenario, every other scenario of the book with all of them has
//     it too (one at least), and the scenario holds 90% or more of its
//     side's units (a scenario of the whole battle, not of one corner of
//     the field, where the book leaves out the units the fighting had
//     taken away).
//
//   - his formation (a leader): the scenario holds 80% or more of the units
//     of a formation he leads, and every other scenario of the book that
//     holds that share of them holds him too (one at least).
//
// A scenario that starts at the same moment of the same battle and leaves
// the unit out beside the same units vetoes each: the book means it.
// Warnings with the code setup.missing.

// droppedSpan is the widest gap between the two rows, in another table,
// for the unit standing between them to be the row left out.
const droppedSpan = 6

// roster is what one scenario accounts for: the units it sets up, places
// freely, brings on, or calls absent, its set-up table's order, and per
// command (attachments applied) and side the units it holds.
type roster struct {
	date, start string
	acc         map[string]bool   // set up, placed freely, arriving or absent
	order       map[string]int    // each set-up unit's first row
	oob         *scenarios.OOB    // the OOB with the scenario's attachments: each unit's command (command)
	dups        map[string]string // each id's command, the last unit's, when oob lists an id twice (else nil)
	cmdAll      map[string]int    // units of each command in the OOB
	cmdAcc      map[string]int    // ...of which the scenario accounts for
	sideAll     map[string]int    // non-leader units of each side
	sideAcc     map[string]int
}

// rosterOf reads a scenario's roster (o: the OOB with the scenario's
// attachments applied).
func rosterOf(sc *scenarios.Scenario, o *scenarios.OOB) *roster {
	r := &roster{acc: make(map[string]bool, len(o.Units)), order: make(map[string]int, len(sc.Setup)), oob: o,
		cmdAll: map[string]int{}, cmdAcc: map[string]int{}, sideAll: map[string]int{}, sideAcc: map[string]int{}}
	r.date, r.start = startOf(sc)
	for i, st := range sc.Setup {
		r.acc[st.Unit] = true
		if _, ok := r.order[st.Unit]; !ok {
			r.order[st.Unit] = i
		}
	}
	memo := map[string][]string{}
	members := func(fs []string, except []string) {
		for _, f := range fs {
			ms, ok := memo[f]
			if !ok {
				ms = o.Members(f)
				memo[f] = ms
			}
			for _, id := range ms {
				if !containsString(except, id) {
					r.acc[id] = true
				}
			}
		}
	}
	for _, g := range sc.FreeSetup {
		for _, id := range g.Units {
			r.acc[id] = true
		}
		members(g.Formations, nil)
	}
	for _, rf := range sc.Reinforcements {
		for _, id := range rf.Units {
			r.acc[id] = true
		}
		members(rf.Formations, rf.Except)
	}
	for _, id := range sc.Absent {
		r.acc[id] = true
	}
	dup := false
	for i, u := range o.Units {
		dup = dup || o.Unit(u.ID) != &o.Units[i] // an earlier unit has the id
		r.cmdAll[u.Command]++
		if r.acc[u.ID] {
			r.cmdAcc[u.Command]++
		}
		if u.Class != "leader" {
			r.sideAll[u.Side]++
			if r.acc[u.ID] {
				r.sideAcc[u.Side]++
			}
		}
	}
	if dup { // rare (unit.duplicate): each id's command read once, as a map filled in OOB order
		r.dups = make(map[string]string, len(o.Units))
		for _, u := range o.Units {
			r.dups[u.ID] = u.Command
		}
	}
	return r
}

// command returns the command the scenario gives the unit with the id
// ("" when the OOB has none): that of the last unit with the id, as a map
// filled in OOB order would hold it.
func (r *roster) command(id string) string {
	if r.dups != nil {
		return r.dups[id]
	}
	if u := r.oob.Unit(id); u != nil {
		return u.Command
	}
	return ""
}

// rosters returns the roster of every profiled scenario, built once.
func (g *gameProfile) rosters() []*roster {
	g.rosterOnce.Do(func() {
		g.rosterList = make([]*roster, len(g.scenarios))
		for i := range g.scenarios {
			p := &g.scenarios[i]
			g.rosterList[i] = rosterOf(p.sc, p.applied)
		}
	})
	return g.rosterList
}

// roster returns the scenario's own roster: the profile's when the
// scenario is the one profiled, else read once from it.
func (e *scenarioEnv) roster(prof *gameProfile) *roster {
	if e.own != nil {
		for i := range prof.scenarios {
			if &prof.scenarios[i] == e.own {
				return prof.rosters()[i]
			}
		}
	}
	return rosterOf(e.sc, e.scOOB())
}

// rosterState is the lazily built roster list of a game profile.
type rosterState struct {
	rosterOnce sync.Once
	rosterList []*roster
}

// citedLine returns a set-up row's book (the citation before the line
// number, "ITW BB EN ") and first line ("L1534"), or false.
func citedLine(src string) (string, int, bool) {
	for i := 0; i+1 < len(src); i++ {
		if src[i] != 'L' || (i > 0 && src[i-1] != ' ') || src[i+1] < '0' || src[i+1] > '9' {
			continue
		}
		j := i + 1
		for j < len(src) && src[j] >= '0' && src[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(src[i+1 : j])
		return src[:i], n, err == nil
	}
	return "", 0, false
}

// checkDroppedRows reports the units whose set-up row the scenario seems
// to have left out (setup.missing; see the top of the file).
func (e *scenarioEnv) checkDroppedRows(prof *gameProfile) {
	o := e.scOOB()
	own := e.roster(prof)
	var others, twins []*roster
	for i, r := range prof.rosters() {
		p := &prof.scenarios[i]
		if p.id == e.sc.ID || len(p.id) > len(e.sc.ID) && p.id[:len(e.sc.ID)+1] == e.sc.ID+"\x00" {
			continue
		}
		others = append(others, r)
		if r.date == own.date && r.start == own.start && own.start != "" {
			twins = append(twins, r)
		}
	}
	oobOrder := prof.oobListing(e.oob).order
	// a twin that leaves the unit out beside one of the units: the book means it
	vetoed := func(id string, beside ...string) bool {
		for _, t := range twins {
			if t.acc[id] {
				continue
			}
			for _, b := range beside {
				if t.acc[b] {
					return true
				}
			}
		}
		return false
	}
	reported := map[string]bool{}
	for i := 0; i+1 < len(e.sc.Setup); i++ {
		a, c := e.sc.Setup[i], e.sc.Setup[i+1]
		ba, la, ok1 := citedLine(a.Source)
		bc, lc, ok2 := citedLine(c.Source)
		if !ok1 || !ok2 || ba != bc || lc != la+2 {
			continue
		}
		id := e.betweenRows(o, own, others, oobOrder, a.Unit, c.Unit)
		if id == "" || reported[id] || vetoed(id, a.Unit, c.Unit) {
			continue
		}
		reported[id] = true
		u := o.Unit(id)
		e.r.add(Warning, "setup.missing", fmt.Sprintf("/setup/%d", i+1), "", id,
			"no row of this scenario cites %sL%d, between the rows of %s (L%d) and %s (L%d), and %s (%s), which the book's other tables list between them, neither sets up, arrives nor is absent here: a row left out?",
			ba, la+1, o.Unit(a.Unit).Name, la, o.Unit(c.Unit).Name, lc, u.Name, u.Command)
	}
	e.checkBrigadeGaps(o, own, others, vetoed, reported)
	e.checkLeaderGaps(prof.oobListing(e.oob), own, others, vetoed, reported)
}

// oobListing is what setup.missing reads of the OOB itself: each unit's
// place in its listing (first row of an id wins) and the units below each
// formation (unitsBelow), built once for the game's OOB.
type oobListing struct {
	o         *scenarios.OOB
	order     map[string]int
	belowOnce sync.Once
	below     map[string][]string
}

// byFormation returns unitsBelow of the listing's OOB, built on first use.
func (l *oobListing) byFormation() map[string][]string {
	l.belowOnce.Do(func() { l.below = unitsBelow(l.o) })
	return l.below
}

func newOOBListing(o *scenarios.OOB) *oobListing {
	order := make(map[string]int, len(o.Units))
	for i, u := range o.Units {
		if _, ok := order[u.ID]; !ok {
			order[u.ID] = i
		}
	}
	return &oobListing{o: o, order: order}
}

// oobListing returns the listing of o: the profile's own, built once, for
// the OOB the first caller gives (the game's), else one built for o (an
// edited OOB).
func (g *gameProfile) oobListing(o *scenarios.OOB) *oobListing {
	g.listingOnce.Do(func() { g.listing = newOOBListing(o) })
	if g.listing.o != o {
		return newOOBListing(o)
	}
	return g.listing
}

// leaderShare is the least share of a formation's units (leaders aside) a
// scenario must hold for its leader to be expected in it.
const leaderShare = 0.8

// checkLeaderGaps reports a leader left out of a scenario that holds 80% or
// more of the units of a formation he leads (by the OOB), where every other
// scenario of the book holding that share of them holds him too (one at
// least).
func (e *scenarioEnv) checkLeaderGaps(listing *oobListing, own *roster, others []*roster, vetoed func(string, ...string) bool, reported map[string]bool) {
	for _, f := range e.oob.Formations {
		id := f.Leader
		if id == "" || own.acc[id] || reported[id] {
			continue
		}
		members := listing.byFormation()[f.ID] // built on the first leader a scenario leaves out
		holds := func(r *roster) bool {
			n := 0
			for _, m := range members {
				if r.acc[m] {
					n++
				}
			}
			return n > 0 && float64(n) >= leaderShare*float64(len(members))
		}
		if len(members) == 0 || !holds(own) {
			continue
		}
		seen, ok := 0, true
		for _, r := range others {
			if holds(r) {
				seen++
				ok = ok && r.acc[id]
			}
		}
		if !ok || seen == 0 || vetoed(id, members...) {
			continue
		}
		reported[id] = true
		name := id
		if u := e.oob.Unit(id); u != nil {
			name = u.Name
		}
		e.r.add(Warning, "setup.missing", "/setup", "", id,
			"%s, who leads %s, neither sets up, arrives nor is absent here, while the scenario holds most of its units and the %d other scenarios of the book that do hold him too: a row left out?",
			name, f.ID, seen)
	}
}

// betweenRows returns the unit the scenario leaves out that stands between
// units a and c in another set-up table of the book (or the OOB listing),
// at most droppedSpan rows apart, of the command of a or c or of a
// formation one of them leads: the one with the tightest such brackets,
// "" when none or a tie.
func (e *scenarioEnv) betweenRows(o *scenarios.OOB, own *roster, others []*roster, oobOrder map[string]int, a, c string) string {
	cmds := map[string]bool{own.command(a): true, own.command(c): true}
	for _, f := range o.Formations {
		if f.Leader != "" && (f.Leader == a || f.Leader == c) {
			cmds[f.ID] = true
		}
	}
	score := map[string]float64{}
	weigh := func(order map[string]int) {
		ia, okA := order[a]
		ic, okC := order[c]
		if !okA || !okC || ic <= ia+1 || ic-ia > droppedSpan {
			return
		}
		for id, ix := range order {
			if ix > ia && ix < ic && !own.acc[id] && cmds[own.command(id)] {
				score[id] += 1 / float64(ic-ia-1)
			}
		}
	}
	for _, r := range others {
		weigh(r.order)
	}
	weigh(oobOrder)
	best, top, tie := "", 0.0, false
	for id, s := range score {
		switch {
		case s > top:
			best, top, tie = id, s, false
		case s == top:
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// droppedCoverage is the least share of its side's units (leaders aside)
// a scenario must hold for a unit missing from a whole brigade to count.
const droppedCoverage = 0.9

// checkBrigadeGaps reports a unit left out of a scenario that holds every
// other unit of its command, where every other scenario of the book that
// holds all of them holds it too.
func (e *scenarioEnv) checkBrigadeGaps(o *scenarios.OOB, own *roster, others []*roster, vetoed func(string, ...string) bool, reported map[string]bool) {
	for _, u := range o.Units {
		id, c := u.ID, u.Command
		if own.acc[id] || reported[id] || c == "" || own.cmdAll[c]-1 < 2 || own.cmdAcc[c] != own.cmdAll[c]-1 {
			continue
		}
		side := u.Side
		all, acc := own.sideAll[side], own.sideAcc[side]
		if u.Class != "leader" {
			all--
		}
		if float64(acc) < droppedCoverage*float64(all) {
			continue
		}
		seen, ok := 0, true
		for _, r := range others {
			if r.command(id) != c {
				continue
			}
			mates, held := r.cmdAll[c]-1, r.cmdAcc[c]
			if r.acc[id] {
				held--
			}
			if mates < 1 || held < mates {
				continue
			}
			seen++
			ok = ok && r.acc[id]
		}
		if !ok || seen == 0 {
			continue
		}
		var mates []string
		for _, v := range o.Units {
			if v.ID != id && v.Command == c {
				mates = append(mates, v.ID)
			}
		}
		if vetoed(id, mates...) {
			continue
		}
		reported[id] = true
		e.r.add(Warning, "setup.missing", "/setup", "", id,
			"%s (%s) neither sets up, arrives nor is absent here, while every other unit of %s is in the scenario and the %d other scenarios of the book that hold all of them hold it too: a row left out?",
			u.Name, c, c, seen)
	}
}

// unitsBelow returns, for every formation id, the ids of the units other
// than leaders whose command is that formation or one below it, in OOB
// order: what OOB.Members gives each formation, leaders left out, in one
// pass over the units (each walks up its command's parents, every
// formation of a repeated id followed).
func unitsBelow(o *scenarios.OOB) map[string][]string {
	parents := make(map[string][]string, len(o.Formations))
	for _, f := range o.Formations {
		parents[f.ID] = append(parents[f.ID], f.Parent)
	}
	out := make(map[string][]string, len(o.Formations))
	seen := map[string]bool{}
	var stack []string
	for _, u := range o.Units {
		if w := o.Unit(u.ID); w == nil || w.Class == "leader" {
			continue
		}
		clear(seen)
		stack = append(stack[:0], u.Command)
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[c] {
				continue
			}
			seen[c] = true
			out[c] = append(out[c], u.ID)
			stack = append(stack, parents[c]...)
		}
	}
	return out
}
