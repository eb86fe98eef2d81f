package validate

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/sandtable/sandtable/scenarios"
)

func (e *scenarioEnv) checkSetup(placed map[string]string) {
	for i, st := range e.sc.Setup {
		ptr := "/setup/" + strconv.Itoa(i)
		unitPtr := ptr + "/unit"
		u := e.unit(unitPtr, st.Unit)
		where := "setup " + st.Hex
		if st.Hex == "" {
			where = "setup with " + st.With
		}
		first := e.place(placed, unitPtr, st.Unit, where)
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
		if st.ExtendedTo != "" {
			if c2, o2, ok2 := e.r.checkHex(e.geo, ptr+"/extendedTo", st.ExtendedTo, st.Unit); ok2 && !e.geo.Grid.Adjacent(o, o2) {
				e.r.add(Error, "extended.not-adjacent", ptr+"/extendedTo", c2, st.Unit,
					"the second hex %s of %s's extended %s is not adjacent to %s", st.ExtendedTo, st.Unit, st.Extension, st.Hex)
			}
		}
		if first {
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
		ptr := "/reinforcements/" + strconv.Itoa(i)
		if rf.Turn != "" {
			e.checkTurn(ptr+"/turn", rf.Turn)
		}
		if rf.Earliest != "" {
			e.checkTurn(ptr+"/earliest", rf.Earliest)
		}
		e.checkRegion(ptr+"/entry", rf.Entry)
		if rf.Alternative != nil {
			e.checkRegion(ptr+"/alternative", *rf.Alternative)
		}
		for j, roll := range rf.Rolls {
			e.checkTurn(ptr+"/rolls/"+strconv.Itoa(j)+"/turn", roll.Turn)
		}
		where := fmt.Sprintf("reinforcement row %d", i+1)
		row := map[string]bool{}
		side := rowSide(e.oob, rf)
		if side == "" {
			side = e.entrySides()[entryKey(rf.Entry)]
		}
		for j, id := range rf.Units {
			up := ptr + "/units/" + strconv.Itoa(j)
			if u := e.unit(up, id); u != nil {
				row[id] = true
				e.place(placed, up, id, where)
				if side != "" && u.Side != side {
					e.r.add(Error, "reinforcement.side", up, "", id, "%s (%s) arrives in a row of side %s", u.Name, u.Side, side)
				}
			}
		}
		for j, f := range rf.Formations {
			fp := ptr + "/formations/" + strconv.Itoa(j)
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
	e.checkRegionKinds(ptr, rg)
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

// checkRegionKinds checks the references of the rect, within, line, path and
// terrain kinds.
func (e *scenarioEnv) checkRegionKinds(ptr string, rg scenarios.Region) {
	if rg.Rect != nil && rg.Rect.Sheet != "" && !e.hasSheet(rg.Rect.Sheet) {
		e.r.errorf("sheet.unknown", ptr+"/rect/sheet", "sheet %q is not a sheet of the map", rg.Rect.Sheet)
	} else if rg.Rect != nil {
		e.checkRectBounds(ptr+"/rect", *rg.Rect)
	}
	if rg.Within != nil {
		e.r.checkHex(e.geo, ptr+"/within/hex", rg.Within.Hex, "")
	}
	if rg.Line != nil {
		e.r.checkHex(e.geo, ptr+"/line/from", rg.Line.From, "")
		e.r.checkHex(e.geo, ptr+"/line/to", rg.Line.To, "")
	}
	if rg.Path != nil {
		e.checkPathPart(ptr+"/path", *rg.Path)
	}
	for j, t := range rg.Terrain {
		if e.rs.TerrainByID(t) == nil {
			e.r.errorf("terrain.unknown", fmt.Sprintf("%s/terrain/%d", ptr, j), "terrain %q is not in ruleset %s", t, e.rs.ID)
		}
	}
}

func (e *scenarioEnv) checkPathPart(ptr string, pp scenarios.PathPart) {
	for _, p := range e.m.Paths {
		if p.ID != pp.Path {
			continue
		}
		for key, id := range map[string]string{"from": pp.From, "to": pp.To} {
			if id == "" {
				continue
			}
			if c, _, ok := e.r.checkHex(e.geo, ptr+"/"+key, id, ""); ok && !e.onPath(p.Hexes, c) {
				e.r.add(Error, "path.off", ptr+"/"+key, c, "", "hex %s is not on path %s", id, pp.Path)
			}
		}
		return
	}
	e.r.errorf("path.unknown", ptr+"/path", "path %q is not on the map", pp.Path)
}

func (e *scenarioEnv) onPath(hexes []string, canonical string) bool {
	for _, h := range hexes {
		if c, _, code, _ := hexRef(e.geo, h); code == "" && c == canonical {
			return true
		}
	}
	return false
}

// rowSide returns the side most of a reinforcement row's units and
// formations belong to ("" for an empty or evenly split row): a unit of the
// other side in the row is the one misplaced.
func rowSide(o *scenarios.OOB, rf scenarios.Reinforcement) string {
	count := map[string]int{}
	for _, id := range rf.Units {
		if u := o.Unit(id); u != nil {
			count[u.Side]++
		}
	}
	for _, id := range rf.Formations {
		if f := o.Formation(id); f != nil {
			count[f.Side] += 2
		}
	}
	best, n, tie := "", 0, false
	for _, s := range sortedKeys(count) {
		switch c := count[s]; {
		case c > n:
			best, n, tie = s, c, false
		case c == n:
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// checkRectBounds reports a rectangle bound that no sheet it may mean has
// (a boundary on row 39 of a sheet of rows 1-34) and a rectangle whose
// minimum passes its maximum: a region that cannot be meant.
func (e *scenarioEnv) checkRectBounds(ptr string, rc scenarios.Rect) {
	colLo, colHi, rowLo, rowHi := 1<<30, -1<<30, 1<<30, -1<<30
	for _, sh := range e.m.Sheets {
		if rc.Sheet == "" || sh.ID == rc.Sheet {
			colLo, colHi = min(colLo, sh.Columns[0]), max(colHi, sh.Columns[1])
			rowLo, rowHi = min(rowLo, sh.Rows[0]), max(rowHi, sh.Rows[1])
		}
	}
	where := "the map's sheets"
	if rc.Sheet != "" {
		where = "sheet " + rc.Sheet
	}
	for _, b := range []struct {
		name   string
		v      *int
		lo, hi int
	}{{"colMin", rc.ColMin, colLo, colHi}, {"colMax", rc.ColMax, colLo, colHi}, {"rowMin", rc.RowMin, rowLo, rowHi}, {"rowMax", rc.RowMax, rowLo, rowHi}} {
		if b.v != nil && (*b.v < b.lo || *b.v > b.hi) {
			e.r.errorf("region.beyond-sheet", ptr+"/"+b.name, "%s %d is outside %s (%d-%d): a boundary no hex has", b.name, *b.v, where, b.lo, b.hi)
		}
	}
	if rc.ColMin != nil && rc.ColMax != nil && *rc.ColMin > *rc.ColMax || rc.RowMin != nil && rc.RowMax != nil && *rc.RowMin > *rc.RowMax {
		e.r.errorf("region.empty", ptr, "the rectangle's minimum passes its maximum: it holds no hex")
	}
}

// entryKey identifies an entry region by its JSON form.
func entryKey(r scenarios.Region) string {
	b, _ := json.Marshal(r)
	return string(b)
}

// entrySides returns, for each entry region of the scenario's rows, the
// side of the rows (with a side) that use it, when they all share one: the
// side a row split evenly between two sides belongs to by its entry.
func (e *scenarioEnv) entrySides() map[string]string {
	if e.entrySide != nil {
		return e.entrySide
	}
	e.entrySide = map[string]string{}
	mixed := map[string]bool{}
	for _, rf := range e.sc.Reinforcements {
		side := rowSide(e.oob, rf)
		if side == "" {
			continue
		}
		k := entryKey(rf.Entry)
		if prev, ok := e.entrySide[k]; ok && prev != side {
			mixed[k] = true
		}
		e.entrySide[k] = side
	}
	for k := range mixed {
		delete(e.entrySide, k)
	}
	return e.entrySide
}
