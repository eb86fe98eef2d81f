package validate

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// checkMap runs the reference checks of a decoded map file.
func (s *Session) checkMap(r *report, path string, m *maps.Map) {
	geo, err := m.Geometry()
	if err != nil {
		code := "sheet.invalid"
		if errors.Is(err, maps.ErrTooManyHexes) {
			code = "limit.hexes"
		}
		r.errorf(code, "/sheets", "%v", err)
		return
	}
	rs, err := s.Ruleset(path, m.Ruleset)
	if err != nil {
		r.errorf("ruleset.unknown", "/ruleset", "%v", err)
		rs = nil
	}
	if rs != nil && rs.TerrainByID(m.DefaultTerrain) == nil {
		r.errorf("terrain.unknown", "/defaultTerrain", "terrain %q is not in ruleset %s", m.DefaultTerrain, rs.ID)
	}
	checkMapHexes(r, geo, rs, m)
	checkMapHexsides(r, geo, rs, m)
	checkMapPaths(r, geo, rs, m)
	checkMapAreas(r, geo, m)
	checkMapTrace(r, geo, rs, m.Trace)
}

func checkMapHexes(r *report, geo maps.Geometry, rs *engine.Ruleset, m *maps.Map) {
	seen := map[string]string{}
	for _, id := range sortedKeys(m.Hexes) {
		ptr := "/hexes/" + jsonfile.EscapePointer(id)
		c, _, ok := r.checkHex(geo, ptr, id, "")
		if !ok {
			continue
		}
		if other, dup := seen[c]; dup {
			r.add(Error, "hex.duplicate", ptr, c, "", "%s and %s are the same hex", other, id)
		}
		seen[c] = id
		if c != id {
			r.add(Warning, "hex.alias", ptr, c, "", "hex %s is written under its other name; the canonical name is %s (sandtable-cli fmt rewrites it)", id, c)
		}
		if t := m.Hexes[id].Terrain; t != "" && rs != nil && rs.TerrainByID(t) == nil {
			r.add(Error, "terrain.unknown", ptr+"/terrain", c, "", "terrain %q is not in ruleset %s", t, rs.ID)
		}
	}
}

func checkMapHexsides(r *report, geo maps.Geometry, rs *engine.Ruleset, m *maps.Map) {
	for _, id := range sortedKeys(m.Hexsides) {
		ptr := "/hexsides/" + jsonfile.EscapePointer(id)
		if _, err := geo.ParseHexside(id); err != nil {
			r.errorf("hexside.unknown", ptr, "%v", err)
			continue
		}
		if t := m.Hexsides[id].Type; t != "" && rs != nil && !rs.HasHexside(t) {
			r.errorf("hexside.type-unknown", ptr+"/type", "hexside type %q is not in ruleset %s", t, rs.ID)
		}
	}
}

func checkMapPaths(r *report, geo maps.Geometry, rs *engine.Ruleset, m *maps.Map) {
	ids := map[string]bool{}
	for i, p := range m.Paths {
		ptr := "/paths/" + strconv.Itoa(i)
		if ids[p.ID] {
			r.errorf("id.duplicate", ptr+"/id", "path id %q is used twice", p.ID)
		}
		ids[p.ID] = true
		if rs != nil && !rs.HasPath(p.Type) {
			r.errorf("path.type-unknown", ptr+"/type", "path type %q is not in ruleset %s", p.Type, rs.ID)
		}
		prev, prevOK := "", false
		for j, h := range p.Hexes {
			hp := fmt.Sprintf("%s/hexes/%d", ptr, j)
			c, o, ok := r.checkHex(geo, hp, h, "")
			if ok && prevOK {
				po, _ := geo.Numbering.Parse(prev)
				if !geo.Grid.Adjacent(po, o) {
					r.add(Error, "path.gap", hp, c, "", "path %s steps from %s to %s, which are not adjacent", p.ID, prev, h)
				}
			}
			prev, prevOK = h, ok
		}
	}
}

func checkMapAreas(r *report, geo maps.Geometry, m *maps.Map) {
	ids := map[string]bool{}
	for i, a := range m.Areas {
		ptr := "/areas/" + strconv.Itoa(i)
		if ids[a.ID] {
			r.errorf("id.duplicate", ptr+"/id", "area id %q is used twice", a.ID)
		}
		ids[a.ID] = true
		for j, h := range a.Hexes {
			r.checkHex(geo, fmt.Sprintf("%s/hexes/%d", ptr, j), h, "")
		}
		for j, h := range a.BoundaryHexes {
			r.checkHex(geo, fmt.Sprintf("%s/boundaryHexes/%d", ptr, j), h, "")
		}
	}
	ids = map[string]bool{}
	for i, p := range m.Places {
		ptr := "/places/" + strconv.Itoa(i)
		if ids[p.ID] {
			r.errorf("id.duplicate", ptr+"/id", "place id %q is used twice", p.ID)
		}
		ids[p.ID] = true
		r.checkHex(geo, ptr+"/hex", p.Hex, "")
	}
}
