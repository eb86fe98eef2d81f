package validate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// scenarioEnv is what a scenario's checks need: its map, geometry, OOB and
// ruleset, and where each unit stands at setup.
type scenarioEnv struct {
	r       *report
	sc      *scenarios.Scenario
	m       *maps.Map
	geo     maps.Geometry
	oob     *scenarios.OOB
	rs      *engine.Ruleset
	setupAt map[string]int  // unit id -> index of its setup entry
	refsOK  bool            // every reference resolved: the engine may run
	regions *engine.Regions // the session's evaluator for the map
	cmdOOB  *scenarios.OOB  // the OOB with the scenario's attachments (scOOB)
	// entrySide maps entry regions to the one side whose rows use them.
	entrySide map[string]string
	// own is this scenario's entry of the game profile (nil when the
	// scenario is not the one profiled), setupIdx its set-up index
	// (setup): shared indexes the profile checks read.
	own      *profiled
	setupIdx *setupIndex
}

// scOOB returns the OOB with the scenario's attachments applied, built once.
func (e *scenarioEnv) scOOB() *scenarios.OOB {
	if e.cmdOOB == nil {
		e.cmdOOB = scenarioOOB(e.oob, e.sc)
	}
	return e.cmdOOB
}

// checkScenario runs the reference and engine checks of a decoded scenario.
func (s *Session) checkScenario(r *report, path string, sc *scenarios.Scenario) {
	env := &scenarioEnv{r: r, sc: sc, setupAt: make(map[string]int, len(sc.Setup)), refsOK: true}
	if !s.loadScenarioRefs(env, path) {
		return
	}
	env.checkSidesAndTurns()
	n := len(sc.Setup) // the units placed, sized once
	for _, rf := range sc.Reinforcements {
		n += len(rf.Units)
	}
	placed := make(map[string]string, n)
	env.checkSetup(placed)
	env.checkReinforcements(placed)
	env.checkConstraints()
	env.checkVictory()
	if sc.PlayArea != nil {
		env.checkRegion("/playArea", *sc.PlayArea)
	}
	for i, ch := range sc.PlayAreaFrom {
		env.checkTurn(fmt.Sprintf("/playAreaFrom/%d/turn", i), ch.Turn)
		env.checkRegion(fmt.Sprintf("/playAreaFrom/%d/region", i), ch.Region)
	}
	for i, o := range sc.OrdersFrom {
		env.checkTurn(fmt.Sprintf("/ordersFrom/%d/turn", i), o.Turn)
	}
	env.checkFreeSetup()
	env.checkAttachments()
	env.checkAbsent(placed)
	// a warning (a likely slip) leaves the data whole enough for the
	// engine and the book-wide checks; an error, or diagnostics dropped
	// past the limit, does not
	env.refsOK = env.refsOK && r.dropped == 0 && !HasErrors(r.out)
	env.runEngine()
	// warnings of the scenario alone, after the engine (a diagnostic
	// before it would stop it)
	env.checkTurnIDClock()
	env.checkFirstTurnRepeats()
	env.checkVictoryMarks()
	env.checkStackFacings()
	if env.refsOK { // after the game's other scenarios are decoded (Session.check)
		s.rememberApplied(path, sc, env.oob, env.scOOB())
		r.later = append(r.later, func() { s.checkProfile(env, path) })
	}
}

func (e *scenarioEnv) checkFreeSetup() {
	for i, g := range e.sc.FreeSetup {
		ptr := fmt.Sprintf("/freeSetup/%d", i)
		for j, u := range g.Units {
			e.unit(fmt.Sprintf("%s/units/%d", ptr, j), u)
		}
		for j, f := range g.Formations {
			e.formation(fmt.Sprintf("%s/formations/%d", ptr, j), f)
		}
		e.checkRegion(ptr+"/region", g.Region)
	}
}

func (s *Session) loadScenarioRefs(env *scenarioEnv, path string) bool {
	r, sc := env.r, env.sc
	var err error
	ok := true
	if env.m, err = refLoad(s, path, sc.Map, s.Map); err != nil {
		r.errorf(refCode(err, "ref.unreadable"), "/map", "map %s: %v", sc.Map, err)
		ok = false
	} else if env.geo, err = env.m.Geometry(); err != nil {
		r.errorf("ref.invalid", "/map", "map %s: %v", sc.Map, err)
		ok = false
	} else if mp, err := s.Ref(path, sc.Map); err == nil {
		env.regions = s.regionsFor(mp, env.m, env.geo)
	}
	if env.oob, err = refLoad(s, path, sc.OOB, s.OOB); err != nil {
		r.errorf(refCode(err, "ref.unreadable"), "/oob", "oob %s: %v", sc.OOB, err)
		ok = false
	}
	if env.rs, err = s.Ruleset(path, sc.Ruleset); err != nil {
		r.errorf(refCode(err, "ruleset.unknown"), "/ruleset", "%v", err)
		ok = false
	}
	return ok
}

func (e *scenarioEnv) checkSidesAndTurns() {
	sides := map[string]bool{}
	for _, sd := range e.oob.Sides {
		sides[sd.ID] = true
	}
	for i, sd := range e.sc.Sides {
		if !sides[sd] {
			e.r.errorf("side.unknown", "/sides/"+strconv.Itoa(i), "side %q is not a side of the OOB", sd)
		}
	}
	if !slices.Contains(e.sc.Sides, e.sc.FirstPlayer) {
		e.r.errorf("side.unknown", "/firstPlayer", "first player %q is not one of the scenario's sides", e.sc.FirstPlayer)
	}
	seen := map[string]bool{}
	when := map[string]string{} // date+time or date+label -> first turn id
	for i, t := range e.sc.Turns {
		if seen[t.ID] {
			e.r.errorf("id.duplicate", fmt.Sprintf("/turns/%d/id", i), "turn %q is listed twice", t.ID)
		}
		seen[t.ID] = true
		for _, k := range []string{"time\x00" + t.Date + "\x00" + t.Time, "label\x00" + t.Date + "\x00" + t.Label} {
			if strings.HasSuffix(k, "\x00") {
				continue // no time (a date-only turn record)
			}
			if prev, dup := when[k]; dup && !seen[prev+"\x00reported"] {
				e.r.errorf("turn.duplicate", fmt.Sprintf("/turns/%d", i), "turns %s and %s are both %s %s on the turn record", prev, t.ID, t.Date, t.Label)
				seen[prev+"\x00reported"] = true
				continue
			}
			when[k] = t.ID
		}
	}
	e.checkTurnLabels()
	e.checkTurn("/length/first", e.sc.Length.First)
	e.checkTurn("/length/last", e.sc.Length.Last)
	if e.sc.Length.ExtendedLast != "" {
		e.checkTurn("/length/extendedLast", e.sc.Length.ExtendedLast)
	}
	if f, l := e.sc.TurnIndex(e.sc.Length.First), e.sc.TurnIndex(e.sc.Length.Last); f >= 0 && l >= 0 && f > l {
		e.r.errorf("turn.order", "/length", "the first turn %s comes after the last turn %s", e.sc.Length.First, e.sc.Length.Last)
	}
}

func (e *scenarioEnv) checkTurn(ptr, id string) bool {
	if e.sc.TurnIndex(id) < 0 {
		e.r.errorf("turn.unknown", ptr, "turn %q is not in the scenario's turn list", id)
		return false
	}
	return true
}

// unit checks a unit reference and returns the unit, or nil.
func (e *scenarioEnv) unit(ptr, id string) *scenarios.Unit {
	u := e.oob.Unit(id)
	if u == nil {
		e.r.add(Error, "unit.unknown", ptr, "", id, "unit %q is not in the OOB%s", id, didYouMean(closestUnit(e.oob, id)))
		return nil
	}
	if !slices.Contains(e.sc.Sides, u.Side) {
		e.r.add(Error, "side.unknown", ptr, "", id, "%s belongs to side %s, which is not in this scenario", u.Name, u.Side)
	}
	return u
}

// formation checks a formation reference.
func (e *scenarioEnv) formation(ptr, id string) bool {
	if e.oob.Formation(id) == nil {
		e.r.errorf("formation.unknown", ptr, "formation %q is not in the OOB%s", id, didYouMeanFormation(e.oob, id))
		return false
	}
	return true
}

// place records where a unit first appears and reports it if it already did;
// it returns whether this was the first placement.
func (e *scenarioEnv) place(placed map[string]string, ptr, unit, where string) bool {
	if prev, dup := placed[unit]; dup {
		name := unit
		if u := e.oob.Unit(unit); u != nil {
			name = u.Name
		}
		e.r.add(Error, "unit.duplicate", ptr, "", unit, "%s is placed twice: %s and %s", name, prev, where)
		return false
	}
	placed[unit] = where
	return true
}

func (e *scenarioEnv) checkAttachments() {
	seen := map[string]bool{}
	for i, a := range e.sc.Attachments {
		ptr := fmt.Sprintf("/attachments/%d", i)
		if a.Unit == "" {
			if e.formation(ptr+"/formation", a.Formation) {
				e.formation(ptr+"/to", a.To)
			}
			continue
		}
		u := e.unit(ptr+"/unit", a.Unit)
		if seen[a.Unit] {
			e.r.add(Error, "attachment.duplicate", ptr+"/unit", "", a.Unit, "%s is attached twice", a.Unit)
		}
		seen[a.Unit] = true
		if e.oob.Formation(a.To) == nil {
			e.r.add(Error, "formation.unknown", ptr+"/to", "", a.Unit, "%s is attached to %q, which is not a formation of the OOB%s", a.Unit, a.To, didYouMeanFormation(e.oob, a.To))
			continue
		}
		if u == nil {
			continue
		}
		if led := ledBy(e.oob, a.Unit); led != "" && led != a.To {
			e.r.add(Error, "command.leader", ptr+"/to", "", a.Unit, "%s leads %s but is attached to %s here", u.Name, led, a.To)
		}
		if f := e.oob.Formation(a.To); f.Side != u.Side {
			e.r.add(Error, "command.side", ptr+"/to", "", a.Unit, "%s (%s) is attached to %s of side %s", u.Name, u.Side, a.To, f.Side)
		}
		if u.Command == a.To {
			e.r.add(Warning, "attachment.redundant", ptr+"/to", "", a.Unit, "%s already belongs to %s", u.Name, a.To)
		}
	}
}

// didYouMeanFormation returns "; did you mean X?" with the formation id
// closest to id, or "".
func didYouMeanFormation(o *scenarios.OOB, id string) string {
	if c := closestFormation(o, id); c != "" {
		return fmt.Sprintf("; did you mean %s?", c)
	}
	return ""
}

// ledBy returns the formation the unit leads in o ("" when none).
func ledBy(o *scenarios.OOB, unit string) string {
	for _, f := range o.Formations {
		if f.Leader == unit {
			return f.ID
		}
	}
	return ""
}

// checkAbsent reports a unit that the scenario's text leaves out (absent)
// but that the scenario sets up, places freely or brings on (placed holds
// the units of the set-up and the reinforcement rows; free set-up groups
// are read here).
func (e *scenarioEnv) checkAbsent(placed map[string]string) {
	free := map[string]int{}
	for i, g := range e.sc.FreeSetup {
		for _, u := range g.Units {
			free[u] = i
		}
		for _, f := range g.Formations {
			for _, u := range e.oob.Members(f) {
				free[u] = i
			}
		}
	}
	for i, id := range e.sc.Absent {
		ptr := fmt.Sprintf("/absent/%d", i)
		u := e.unit(ptr, id)
		if u == nil {
			continue
		}
		if where, ok := placed[id]; ok {
			p := ptr
			if j, set := e.setupAt[id]; set {
				p = fmt.Sprintf("/setup/%d/unit", j)
			}
			e.r.add(Error, "unit.absent", p, "", id, "%s does not take part in this scenario (absent), but is placed: %s", u.Name, where)
		} else if g, ok := free[id]; ok {
			e.r.add(Error, "unit.absent", fmt.Sprintf("/freeSetup/%d", g), "", id, "%s does not take part in this scenario (absent), but free set-up group %d places it", u.Name, g+1)
		}
	}
}
