package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

func (e *scenarioEnv) checkConstraints() {
	for i, c := range e.sc.Constraints {
		ptr := fmt.Sprintf("/constraints/%d", i)
		if c.Applies != nil {
			e.checkTurn(ptr+"/applies/turn", c.Applies.Turn)
		}
		if c.Until != "" {
			e.checkTurn(ptr+"/until", c.Until)
		}
		refsOK := true
		for j, f := range c.Groups {
			refsOK = e.formation(fmt.Sprintf("%s/groups/%d", ptr, j), f) && refsOK
		}
		for j, p := range c.Pairs {
			for k, f := range p {
				refsOK = e.formation(fmt.Sprintf("%s/pairs/%d/%d", ptr, j, k), f) && refsOK
			}
		}
		for j, f := range c.Formations {
			refsOK = e.formation(fmt.Sprintf("%s/formations/%d", ptr, j), f) && refsOK
		}
		for j, u := range c.Exempt {
			refsOK = e.unit(fmt.Sprintf("%s/exempt/%d", ptr, j), u) != nil && refsOK
		}
		for j, u := range c.Units {
			refsOK = e.unit(fmt.Sprintf("%s/units/%d", ptr, j), u) != nil && refsOK
		}
		if c.StayIn != nil {
			e.checkRegion(ptr+"/stayIn", *c.StayIn)
		}
		if c.Avoid != nil {
			e.checkRegion(ptr+"/avoid", *c.Avoid)
		}
		e.refsOK = e.refsOK && refsOK
	}
}

// runEngine runs the rules engine's setup checks when every reference
// resolved (a broken reference is reported once, by the reference checks).
func (e *scenarioEnv) runEngine() {
	if !e.refsOK {
		return
	}
	p := engine.NewSetupPosition(e.sc, e.scOOB(), e.m, e.geo, e.rs)
	if e.regions != nil {
		p.Regions = e.regions
	}
	e.report(engine.RunChecks(p))
}

// report turns engine violations into diagnostics.
func (e *scenarioEnv) report(vs []engine.Violation) {
	for _, v := range vs {
		p, hex := v.Pointer, ""
		if p == "" {
			if i, ok := e.setupAt[v.Unit]; ok {
				p = fmt.Sprintf("/setup/%d/hex", i)
			}
		}
		if v.HasHex {
			hex, _ = e.geo.Numbering.Format(v.Hex)
		}
		msg := v.Message
		if v.Rule != "" {
			msg += " [" + v.Rule + "]"
		}
		sev := Error
		if v.Warning {
			sev = Warning
		}
		e.r.add(sev, v.Code, p, hex, v.Unit, "%s", msg)
	}
}

func (e *scenarioEnv) checkVictory() {
	v := e.sc.Victory
	if v == nil {
		return
	}
	for i, o := range v.Objectives {
		ptr := fmt.Sprintf("/victory/objectives/%d", i)
		if o.By != "" {
			e.checkTurn(ptr+"/by", o.By)
		}
		if o.Area != "" && e.m.Area(o.Area) == nil {
			e.r.errorf("area.unknown", ptr+"/area", "area %q is not on the map", o.Area)
		}
		for j, h := range o.Hexes {
			e.r.checkHex(e.geo, fmt.Sprintf("%s/hexes/%d", ptr, j), h, "")
		}
		if o.Place != "" {
			e.checkPlace(ptr, o)
		}
	}
	e.checkVictoryRefs(v)
	checkLevels(e.r, v)
}

// checkPlace reports the hexes of an objective that are not in the map area
// it names: a VP hex that is not the place it claims to be (HSN L1714
// prints Nashville as 5705/5706; its city hexes are 5706 and 5707).
func (e *scenarioEnv) checkPlace(ptr string, o scenarios.Objective) {
	a := e.m.Area(o.Place)
	if a == nil {
		e.r.errorf("area.unknown", ptr+"/place", "area %q is not on the map", o.Place)
		return
	}
	in := map[string]bool{}
	for _, h := range a.Hexes {
		in[e.canonical(h)] = true
	}
	for j, h := range o.Hexes {
		if c := e.canonical(h); !in[c] {
			e.r.add(Error, "victory.place", fmt.Sprintf("%s/hexes/%d", ptr, j), c, "",
				"objective %s names %s (%s) but hex %s is not in it", o.ID, a.Name, a.ID, h)
		}
	}
}

// canonical returns the hex's canonical name, or the id as written.
func (e *scenarioEnv) canonical(h string) string {
	if c, err := e.geo.Numbering.Canonical(h); err == nil {
		return c
	}
	return h
}
