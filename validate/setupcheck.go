package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

func (e *scenarioEnv) checkSetup(placed map[string]string) {
	for i, st := range e.sc.Setup {
		ptr := fmt.Sprintf("/setup/%d", i)
		u := e.unit(ptr+"/unit", st.Unit)
		where := "setup " + st.Hex
		if st.Hex == "" {
			where = "setup with " + st.With
		}
		first := e.place(placed, ptr+"/unit", st.Unit, where)
		if st.With != "" {
			e.formation(ptr+"/with", st.With)
		}
		if st.Hex == "" {
			continue
		}
		c, o, ok := e.r.checkHex(e.geo, ptr+"/hex", st.Hex, st.Unit)
		if !ok {
			continue
		}
		p := engine.Placement{Hex: o, Extension: st.Extension}
		if st.ExtendedTo != "" {
			if c2, o2, ok2 := e.r.checkHex(e.geo, ptr+"/extendedTo", st.ExtendedTo, st.Unit); ok2 {
				if !e.geo.Grid.Adjacent(o, o2) {
					e.r.add(Error, "extended.not-adjacent", ptr+"/extendedTo", c2, st.Unit,
						"the second hex %s of %s's extended %s is not adjacent to %s", st.ExtendedTo, st.Unit, st.Extension, st.Hex)
				}
				p.Extended = &o2
			}
		}
		if first {
			e.at[st.Unit] = p
			e.setupAt[st.Unit] = i
		}
		e.checkSetupUnit(ptr, c, st, u)
	}
}

// checkSetupUnit checks what depends on the unit and the ruleset: facing and
// strength.
func (e *scenarioEnv) checkSetupUnit(ptr, hex string, st scenarios.Setup, u *scenarios.Unit) {
	if st.Facing != "" && st.Facing != "any" {
		if !e.rs.Facing {
			e.r.add(Error, "facing.unused", ptr+"/facing", hex, st.Unit, "ruleset %s has no facing, but %s is given facing %s", e.rs.ID, st.Unit, st.Facing)
		} else if !containsString(e.rs.Facings, st.Facing) {
			e.r.add(Error, "facing.invalid", ptr+"/facing", hex, st.Unit, "facing %s is not one of %v", st.Facing, e.rs.Facings)
		}
	}
	if u != nil && st.Strength != nil && u.Strength != nil && *st.Strength > *u.Strength {
		e.r.add(Error, "strength.over", ptr+"/strength", hex, st.Unit, "%s starts with %d SP, more than its printed %d", u.Name, *st.Strength, *u.Strength)
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (e *scenarioEnv) checkReinforcements(placed map[string]string) {
	for i, rf := range e.sc.Reinforcements {
		ptr := fmt.Sprintf("/reinforcements/%d", i)
		e.checkTurn(ptr+"/turn", rf.Turn)
		e.checkRegion(ptr+"/entry", rf.Entry)
		where := "reinforcement row " + fmt.Sprint(i+1) + " (" + rf.Turn + ")"
		row := map[string]bool{}
		for j, id := range rf.Units {
			up := fmt.Sprintf("%s/units/%d", ptr, j)
			if e.unit(up, id) != nil {
				row[id] = true
				e.place(placed, up, id, where)
			}
		}
		for j, f := range rf.Formations {
			fp := fmt.Sprintf("%s/formations/%d", ptr, j)
			if !e.formation(fp, f) {
				continue
			}
			for _, id := range e.oob.Members(f) {
				if row[id] || containsString(rf.Except, id) {
					continue
				}
				row[id] = true
				e.place(placed, fp, id, where)
			}
		}
		for j, id := range rf.Except {
			e.unit(fmt.Sprintf("%s/except/%d", ptr, j), id)
		}
	}
}

func (e *scenarioEnv) checkRegion(ptr string, rg scenarios.Region) {
	for j, h := range rg.Hexes {
		e.r.checkHex(e.geo, fmt.Sprintf("%s/hexes/%d", ptr, j), h, "")
	}
	if rg.Range != nil {
		e.r.checkHex(e.geo, ptr+"/range/from", rg.Range.From, "")
		e.r.checkHex(e.geo, ptr+"/range/to", rg.Range.To, "")
	}
	if rg.EdgeNear != nil {
		if c, o, ok := e.r.checkHex(e.geo, ptr+"/edgeNear/hex", rg.EdgeNear.Hex, ""); ok && !e.geo.Numbering.OnEdge(e.geo.Grid, o) {
			e.r.add(Error, "entry.not-edge", ptr+"/edgeNear/hex", c, "", "%s is not on the map edge", rg.EdgeNear.Hex)
		}
	}
	for j, sh := range rg.Sheets {
		if !e.hasSheet(sh) {
			e.r.errorf("sheet.unknown", fmt.Sprintf("%s/sheets/%d", ptr, j), "sheet %q is not a sheet of the map", sh)
		}
	}
	if rg.Area != "" && e.m.Area(rg.Area) == nil {
		e.r.errorf("area.unknown", ptr+"/area", "area %q is not on the map", rg.Area)
	}
	for key, subs := range map[string][]scenarios.Region{"union": rg.Union, "intersect": rg.Intersect, "minus": rg.Minus} {
		for j, sub := range subs {
			e.checkRegion(fmt.Sprintf("%s/%s/%d", ptr, key, j), sub)
		}
	}
}

func (e *scenarioEnv) hasSheet(id string) bool {
	for _, s := range e.m.Sheets {
		if s.ID == id {
			return true
		}
	}
	return false
}
