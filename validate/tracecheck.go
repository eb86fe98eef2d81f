package validate

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// checkMapTrace checks the map's trace setup (maps.TraceSetup): every
// example and level hex is on the map (the hex codes of checkHex), and
// every example and sliver type is a ruleset terrain (terrain.unknown).
// Nil ts is fine.
func checkMapTrace(r *report, geo maps.Geometry, rs *engine.Ruleset, ts *maps.TraceSetup) {
	if ts == nil {
		return
	}
	terrain := func(ptr, id string) {
		if rs != nil && rs.TerrainByID(id) == nil {
			r.errorf("terrain.unknown", ptr, "trace: terrain %q is not in ruleset %s", id, rs.ID)
		}
	}
	for i, ex := range ts.Examples {
		ptr := fmt.Sprintf("/trace/examples/%d", i)
		terrain(ptr+"/terrain", ex.Terrain)
		for j, h := range ex.Hexes {
			r.checkHex(geo, fmt.Sprintf("%s/hexes/%d", ptr, j), h, "")
		}
	}
	for i, id := range ts.Slivers {
		terrain(fmt.Sprintf("/trace/slivers/%d", i), id)
	}
	for _, id := range sortedKeys(ts.Levels) {
		r.checkHex(geo, "/trace/levels/"+jsonfile.EscapePointer(id), id, "")
	}
}
