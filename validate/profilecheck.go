package validate

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// The checks of this file compare a scenario with the book's other
// scenarios of the same game (gameProfile): they find the error a book
// makes once, in one table, that no rule forbids but that the rest of the
// book contradicts. All are warnings: a book may mean what it prints.
const (
	// farFromCommand: a unit this many hexes or more from every other unit
	// of its command is apart from it (and from the book's other set-ups,
	// which keep it within half that).
	farFromCommand = 6
	// farFromFriends: ...and this far from any unit of its side: a hex
	// typo lands on an empty hex, a detached regiment stands beside others.
	farFromFriends = 3
	// leaderFar: a leader this many hexes or more from every unit of the
	// formation he leads commands none of them (ITW BB 30.2: leaders set up
	// with their commands; HSN L131).
	leaderFar = 10
	// entryNear: an entry this close to the other side's arrival hexes (in
	// the book's other scenarios or this one's other rows), and twice as far
	// or more from its own side's arrivals and set-up units, is theirs.
	entryNear = 3
)

// checkProfile runs the checks against the book's other scenarios.
func (s *Session) checkProfile(e *scenarioEnv, path string) {
	oobPath, err := s.Ref(path, e.sc.OOB)
	if err != nil {
		return
	}
	prof := s.profileFor(oobPath, e.oob, e.m, e.geo)
	others := prof.others(e.sc.ID)
	e.own = prof.own(e)
	o := e.scOOB()
	at := e.setup().at
	e.checkCommandApart(o, at, others)
	e.checkBesideOther(o, at, e.setup().apart, others)
	e.checkMisfiled(o, at, others)
	e.checkCommandNear(o, at)
	e.checkAttachmentClass(o)
	e.checkAttachmentEchelons(prof)
	e.checkAttachmentGathered()
	e.checkCommandBesideOther(o, at, others)
	e.checkLeaderApart(o, at, others)
	e.checkNearSlips(o, at, others)
	e.checkSwappedRows(o, at, others)
	e.checkStrengthOutliers(o, others)
	e.checkEntrySides(o, others)
	e.checkArrivals(others)
	e.checkArrivalClock(o, others)
	e.checkArrivalAlreadyThere(o, others)
	e.checkSetArrivals(others)
	e.checkEntryApartFromCommand(o)
	e.checkEntryFar(o, others)
	e.checkRowApartFromCommand(o, others)
	e.checkRowApartFromFormation(o, others)
	e.checkCompanionsApart(o, others)
	e.checkStrengthRises(o, others)
	e.checkSteadyStrength(o, others)
	e.checkStrengthSpike(o, others)
	e.checkStrengthOvernight(o, others)
	var dated datedView // strengthByDate(others), for the checks that read the set-up's date
	if date, _ := startOf(e.sc); date != "" {
		dated = prof.dated(e.sc.ID)
		byDate := newDatedStrengths(o, dated) // read by both: built once
		e.checkStrengthRegains(o, byDate)
		e.checkStrengthBlip(o, byDate)
	}
	e.checkStrengthForSize(o, others)
	e.checkRegionsDiffer(others)
	e.checkVPSlips(others)
	e.checkFacingApart(o)
	e.checkFreeSetupRegions()
	e.checkConstraintNotes()
	e.checkDroppedRows(prof)
	e.checkCommandListed(prof)
	e.checkSetupPlaces()
	e.checkRegionNotes()
	e.checkFirstTurnStep(others)
	e.checkVictoryHexDiffers(others)
	e.checkRowSlips(o, others, dated)
}

// checkFreeSetupRegions reports a free set-up region that holds no hex, or
// none inside the scenario's playing area: a region that cannot be meant
// (a bound read the printed way, a row beyond the sheet).
func (e *scenarioEnv) checkFreeSetupRegions() {
	if e.regions == nil || len(e.sc.FreeSetup) == 0 {
		return
	}
	var play *engine.HexBits
	if e.sc.PlayArea != nil {
		play, _ = e.regions.View(*e.sc.PlayArea)
	}
	for i, g := range e.sc.FreeSetup {
		hs, err := e.regions.View(g.Region)
		if err != nil {
			continue
		}
		ptr := fmt.Sprintf("/freeSetup/%d/region", i)
		unit := ""
		if len(g.Units) > 0 {
			unit = g.Units[0]
		}
		if hs.Len() == 0 {
			e.r.add(Error, "region.empty", ptr, "", unit, "free set-up region %d holds no hex of the map", i+1)
			continue
		}
		if play == nil {
			continue
		}
		inside := 0
		for h := range hs.All() {
			if play.Has(h) {
				inside++
			}
		}
		if inside == 0 {
			e.r.add(Error, "freesetup.outside-play", ptr, "", unit, "free set-up region %d holds no hex of the playing area", i+1)
		}
	}
}

// checkCommandApart warns about a unit set up far from every other unit of
// its command and from every unit of its side, when the book's other
// set-ups keep it close to its command (a hex typo that lands on an empty,
// legal hex).
func (e *scenarioEnv) checkCommandApart(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	apart := e.setup().apart
	mixedFree := mixedStacksFree(e.rs)
	for i, st := range e.sc.Setup {
		d, ok := apart[st.Unit]
		if !ok || d < farFromCommand || e.setupAt[st.Unit] != i {
			continue
		}
		usual := -1
		for oi := range others { // in place: a profile is large
			p := &others[oi]
			if x, ok := p.apart[st.Unit]; ok {
				usual = max(usual, x)
			}
		}
		if placedElsewhere(others, st.Unit, at[st.Unit]) {
			continue
		}
		u := o.Unit(st.Unit)
		apart := !(usual >= 0 && d <= 2*usual+2 || usual < 0 && d < 2*farFromCommand-2) && nearestFriend(o, at, st.Unit, e.geo.Grid) >= farFromFriends
		on := ""
		if !apart && mixedFree && mostlyBeside(others, st.Unit) {
			on = stackedWithOther(o, at, st.Unit)
		}
		slip := ""
		if !apart && (usual < 0 || d > usual+2) {
			slip = e.slipBesideCommand(o, at, st)
		}
		if !apart && slip == "" && on == "" {
			continue
		}
		msg := fmt.Sprintf("%s in %s stands %d hexes from the nearest unit of its command %s", u.Name, st.Hex, d, u.Command)
		switch {
		case apart:
			msg += " and from every unit of its side"
		case on != "":
			msg += fmt.Sprintf(", on %s of another command (the hex of another row?)", on)
			usual = -1
			msg += "; most of the book's other set-ups keep it beside its command"
		}
		if usual >= 0 {
			msg += fmt.Sprintf("; the book's other set-ups keep it within %d", usual)
		}
		msg += ": a mistyped hex?"
		if slip != "" {
			msg += fmt.Sprintf(" %s, one slip of the pen away, is beside its command", slip)
		}
		e.r.add(Warning, "setup.apart", fmt.Sprintf("/setup/%d/hex", i), e.canonical(st.Hex), st.Unit, "%s", msg)
	}
}

// mixedStacksFree reports whether the ruleset lets units of different
// commands stack freely (no stacking row holds a stack to one brigade, as
// GCACW): there a hex copied from another row puts a unit on another
// command's counters without breaking a stacking limit, and the set-up
// check must see it (under GBACW's one-brigade rows stack.limit does, and
// the book stacks batteries and detachments on other commands on purpose).
func mixedStacksFree(rs *engine.Ruleset) bool {
	if rs == nil {
		return false
	}
	for _, l := range rs.Stacking {
		if l.SameBrigade {
			return false
		}
	}
	return true
}

// mostlyBeside reports whether most of the book's other set-ups that
// place the unit with other units of its command keep it within half
// farFromCommand of them (two at least).
func mostlyBeside(others []profiled, unit string) bool {
	near, all := 0, 0
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		if x, ok := p.apart[unit]; ok {
			all++
			if x <= farFromCommand/2 {
				near++
			}
		}
	}
	return near >= 2 && 2*near > all
}

// stackedWithOther returns the name of a set-up unit of the unit's side and
// of another command (not a leader) in the unit's very hex, or "".
func stackedWithOther(o *scenarios.OOB, at map[string]hexgrid.Offset, unit string) string {
	u := o.Unit(unit)
	h, ok := at[unit]
	if u == nil || !ok {
		return ""
	}
	best := ""
	for id, x := range at {
		if v := o.Unit(id); x == h && id != unit && v != nil && v.Side == u.Side && v.Command != u.Command && v.Class != "leader" && (best == "" || id < best) {
			best = id
		}
	}
	if best == "" {
		return ""
	}
	return o.Unit(best).Name
}

// nearestFriend returns the distance from unit to the nearest other set-up
// unit of its side (a large number when none).
func nearestFriend(o *scenarios.OOB, at map[string]hexgrid.Offset, unit string, g hexgrid.Grid) int {
	u := o.Unit(unit)
	best := 1 << 30
	for id, x := range at {
		if v := o.Unit(id); id != unit && v != nil && v.Side == u.Side {
			best = min(best, g.Distance(at[unit], x))
		}
	}
	return best
}

// checkLeaderApart warns about a leader set up far from every unit of the
// formation he leads in this scenario.
func (e *scenarioEnv) checkLeaderApart(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	far := e.setup().leaderApart
	for i, st := range e.sc.Setup {
		d, ok := far[st.Unit]
		if !ok || d < leaderFar || e.setupAt[st.Unit] != i || placedElsewhere(others, st.Unit, at[st.Unit]) {
			continue
		}
		e.r.add(Warning, "leader.far", fmt.Sprintf("/setup/%d/hex", i), e.canonical(st.Hex), st.Unit,
			"%s in %s is %d hexes from the nearest unit of %s, which he leads: a mistyped hex or command?", o.Unit(st.Unit).Name, st.Hex, d, ledBy(o, st.Unit))
	}
}

// checkStrengthOutliers warns about a set-up strength higher than any the
// book gives a counter of the same side and class in its other scenarios
// and higher than any other of this scenario (a digit swap, 31 for 13).
func (e *scenarioEnv) checkStrengthOutliers(o *scenarios.OOB, others []profiled) {
	type sideClass struct {
		side, class string
		known       bool // the OOB has the unit: the zero key gathers those it has not
	}
	top := map[sideClass]int{} // highest strength elsewhere
	key := func(id, class string) sideClass {
		if u := o.Unit(id); u != nil {
			return sideClass{u.Side, class, true}
		}
		return sideClass{}
	}
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		for id, v := range p.strength {
			k := key(id, p.class[id])
			top[k] = max(top[k], v)
		}
	}
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		if st.Strength == nil || u == nil || i != e.setupAt[st.Unit] {
			continue
		}
		if m, ok := top[key(st.Unit, u.Class)]; ok && *st.Strength > m+2 {
			e.r.add(Warning, "strength.outlier", fmt.Sprintf("/setup/%d/strength", i), e.canonical(st.Hex), st.Unit,
				"%s starts with %d, more than any %s counter of its side has in the book's other scenarios (at most %d) by over 2: a misprint?", u.Name, *st.Strength, u.Class, m)
		}
	}
}

// checkEntrySides warns about a reinforcement row that enters where, in
// the book's other scenarios, only the other side's reinforcements arrive
// (a Confederate row at the Union landing).
func (e *scenarioEnv) checkEntrySides(o *scenarios.OOB, others []profiled) {
	seen := map[string]map[hexgrid.Offset]bool{}
	bySide := map[string][]hexgrid.Offset{}
	for oi := range others { // in place: a profile is large
		p := &others[oi]
		for side, hs := range p.entries {
			if seen[side] == nil {
				seen[side] = map[hexgrid.Offset]bool{}
			}
			for _, h := range hs {
				if !seen[side][h] {
					seen[side][h] = true
					bySide[side] = append(bySide[side], h)
				}
			}
		}
	}
	rowEntries := make([][]hexgrid.Offset, len(e.sc.Reinforcements))
	rowSides := make([]string, len(e.sc.Reinforcements))
	for i, rf := range e.sc.Reinforcements {
		rowSides[i] = rowSide(o, rf)
		if e.regions == nil || rowSides[i] == "" || onlyClass(o, rf, "gunboat") {
			continue
		}
		if hs, err := e.regions.View(rf.Entry); err == nil {
			rowEntries[i] = hs.Sorted()
		}
	}
	setupBySide := map[string][]hexgrid.Offset{}
	for id, h := range e.setup().at {
		if u := o.Unit(id); u != nil {
			setupBySide[u.Side] = append(setupBySide[u.Side], h)
		}
	}
	// every list in cube coordinates once, for the distances below
	g := e.geo.Grid
	setupCubes, sideCubes, rowCubes := map[string][]hexgrid.Cube{}, map[string][]hexgrid.Cube{}, make([][]hexgrid.Cube, len(rowEntries))
	for sd, list := range setupBySide {
		setupCubes[sd] = toCubes(g, list)
	}
	for sd, list := range bySide {
		sideCubes[sd] = toCubes(g, list)
	}
	for i, list := range rowEntries {
		rowCubes[i] = toCubes(g, list)
	}
	for i, rf := range e.sc.Reinforcements {
		side, entry := rowSides[i], rowEntries[i]
		if len(entry) == 0 {
			continue
		}
		own, enemy, enemySide := minCubeDistance(rowCubes[i], setupCubes[side]), 1<<30, ""
		for sd, list := range sideCubes {
			d := minCubeDistance(rowCubes[i], list)
			if sd == side {
				own = min(own, d)
			} else if d < enemy {
				enemy, enemySide = d, sd
			}
		}
		for j, list := range rowCubes { // the scenario's other rows
			if j == i || len(list) == 0 {
				continue
			}
			d := minCubeDistance(rowCubes[i], list)
			if rowSides[j] == side {
				own = min(own, d)
			} else if d < enemy {
				enemy, enemySide = d, rowSides[j]
			}
		}
		if enemy <= entryNear && own >= 2*entryNear && own > enemy+entryNear {
			ptr := fmt.Sprintf("/reinforcements/%d/entry", i)
			first := entry[0]
			name, _ := e.geo.Numbering.Format(first)
			unit := ""
			if len(rf.Units) > 0 {
				unit = rf.Units[0]
			}
			e.r.add(Warning, "entry.side", ptr, name, unit,
				"a %s row enters at %s, %d hexes from where %s reinforcements arrive (in this scenario or the book's others) and %d from its own side's arrivals and set-up: the wrong side's entry?", side, name, enemy, enemySide, ownText(own))
		}
	}
}

func ownText(d int) int {
	if d == 1<<30 {
		return -1
	}
	return d
}

// toCubes returns the hexes in cube coordinates, so that distances between
// lists convert each hex once, not once a pair.
func toCubes(g hexgrid.Grid, hs []hexgrid.Offset) []hexgrid.Cube {
	if len(hs) == 0 {
		return nil
	}
	out := make([]hexgrid.Cube, len(hs))
	for i, h := range hs {
		out[i] = g.ToCube(h)
	}
	return out
}

// minCubeDistance returns the least distance between a hex of as and one
// of bs, given in cube coordinates (1<<30 when a list is empty).
func minCubeDistance(as, bs []hexgrid.Cube) int {
	best := 1 << 30
	for _, a := range as {
		for _, b := range bs {
			best = min(best, b.Sub(a).Len())
		}
		if best == 0 { // none is nearer
			return 0
		}
	}
	return best
}

// slipBesideCommand returns a hex that the set-up row's hex becomes by one
// slip of the pen undone (two neighbouring digits swapped, or one digit
// changed) and that stands within one hex of another unit of the unit's
// command, or "": the hex the book most likely meant.
func (e *scenarioEnv) slipBesideCommand(o *scenarios.OOB, at map[string]hexgrid.Offset, st scenarios.Setup) string {
	u := o.Unit(st.Unit)
	var mates []hexgrid.Offset
	for id, h := range at {
		if v := o.Unit(id); id != st.Unit && v != nil && grouped(v) && v.Command == u.Command {
			mates = append(mates, h)
		}
	}
	for _, id := range slips(st.Hex) {
		h, err := e.geo.Numbering.Parse(id)
		if err != nil {
			continue
		}
		for _, m := range mates {
			if e.geo.Grid.Distance(h, m) <= 1 {
				return e.canonical(id)
			}
		}
	}
	return ""
}

// slips returns the ids one slip of the pen away from id: two neighbouring
// digits swapped, or one digit changed.
func slips(id string) []string {
	var out []string
	b := []byte(id)
	for i := range b {
		if b[i] < '0' || b[i] > '9' {
			continue
		}
		if i+1 < len(b) && b[i+1] >= '0' && b[i+1] <= '9' && b[i] != b[i+1] {
			c := append([]byte(nil), b...)
			c[i], c[i+1] = c[i+1], c[i]
			out = append(out, string(c))
		}
		for d := byte('0'); d <= '9'; d++ {
			if d != b[i] {
				c := append([]byte(nil), b...)
				c[i] = d
				out = append(out, string(c))
			}
		}
	}
	return out
}

// checkMisfiled warns about a unit whose command, as the scenario has it,
// stands apart from it while it stands beside another formation's units: a
// command cell printed for the neighbouring row. Two forms: a scenario
// attachment whose unit stands 4 hexes or more from every unit of the
// formation it is attached to but beside a unit of its own OOB command or
// two units of another formation (the book's attachments stand with their
// new formation); and a unit 4
// hexes or more from every unit of its command, beside two units of one
// other formation of the same echelon outside its chain of command, in this
// scenario and in every other of the book that sets it up with its command
// (the OOB command is misfiled).
func (e *scenarioEnv) checkMisfiled(o *scenarios.OOB, at map[string]hexgrid.Offset, others []profiled) {
	const apart = 4
	attached := map[string]string{}
	for _, a := range e.sc.Attachments {
		if a.Unit != "" {
			attached[a.Unit] = a.To
		}
	}
	// Each placed unit looked up once: the loop below pairs every unit with
	// every other.
	type placedUnit struct {
		id   string
		hex  hexgrid.Offset
		unit *scenarios.Unit
		home string // its command in the OOB, before any attachment
	}
	placed := make([]placedUnit, 0, len(at))
	homeOf := map[string]string{}
	byCmd := map[string][]int{} // indices in placed, by command
	for id, x := range at {
		v := o.Unit(id)
		if v == nil || !grouped(v) {
			continue
		}
		home := "\x00" // no OOB command: equal to no other
		if w := e.oob.Unit(id); w != nil {
			home = w.Command
		}
		homeOf[id] = home
		byCmd[v.Command] = append(byCmd[v.Command], len(placed))
		placed = append(placed, placedUnit{id: id, hex: x, unit: v, home: home})
	}
	for i, st := range e.sc.Setup {
		u := o.Unit(st.Unit)
		h, ok := at[st.Unit]
		if u == nil || !ok || !grouped(u) || e.setupAt[st.Unit] != i {
			continue
		}
		// the distance to the nearest unit of its command first: most
		// units stand beside theirs, and only those apart need the pass
		// over every unit below
		dCmd := 1 << 30
		for _, j := range byCmd[u.Command] {
			if p := placed[j]; p.id != st.Unit && p.unit.Side == u.Side {
				dCmd = min(dCmd, e.geo.Grid.Distance(h, p.hex))
			}
		}
		if dCmd == 1<<30 || dCmd < apart {
			continue
		}
		ownHome, known := homeOf[st.Unit]
		home, beside := 1<<30, map[string]int{}
		for _, p := range placed {
			v := p.unit
			if p.id == st.Unit || v.Side != u.Side {
				continue
			}
			d := e.geo.Grid.Distance(h, p.hex)
			if known && p.home == ownHome && ownHome != "\x00" {
				home = min(home, d)
			}
			if d <= 1 {
				beside[v.Command]++
			}
		}
		ptr := fmt.Sprintf("/setup/%d/hex", i)
		if to, ok := attached[st.Unit]; ok {
			besideOther := false
			for c, n := range beside {
				besideOther = besideOther || n >= 2 && c != to
			}
			if home <= 1 || besideOther {
				e.r.add(Warning, "command.misfiled", ptr, e.canonical(st.Hex), st.Unit,
					"%s is attached to %s here but stands %d hexes from every unit of it, beside units of another formation: an attachment printed for another row?", u.Name, to, dCmd)
			}
			continue
		}
		f := o.Formation(u.Command)
		if f == nil {
			continue
		}
		chain := o.CommandPath(u.Command)
		for c, n := range beside {
			g := o.Formation(c)
			if n < 2 || g == nil || g.Echelon != f.Echelon || slices.Contains(chain, c) || slices.Contains(o.CommandPath(c), u.Command) {
				continue
			}
			consistent, seen := true, 0
			for oi := range others { // in place: a profile is large
				p := &others[oi]
				if x, ok := p.apart[st.Unit]; ok {
					seen++
					consistent = consistent && x >= apart
				}
			}
			if consistent {
				e.r.add(Warning, "command.misfiled", ptr, e.canonical(st.Hex), st.Unit,
					"%s stands %d hexes from every unit of its command %s, beside %d units of %s (here and in the %d other set-ups of the book that place it with its command): its command misprinted?", u.Name, dCmd, u.Command, n, c, seen)
				break
			}
		}
	}
}
