package drawscene

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Scene returns the scene of map m styled by ruleset rs (nil: the unknown
// style), with scenario sc's set-up counters when sc is not nil (oob may
// be nil).
// Errors: those of draw.NewScene (a bad grid or sheets).
func Scene(m *maps.Map, rs *engine.Ruleset, sc *scenarios.Scenario, oob *scenarios.OOB) (draw.Scene, error) {
	s, err := draw.NewScene(m, Styles(rs))
	if err != nil {
		return draw.Scene{}, err
	}
	s.Overlay.Counters = SetupCounters(sc, oob, rs, s.Geo)
	return s, nil
}

// Window returns the hexes of region r on map m (geometry geo), for
// draw.Scene.Window: never nil, empty when the region has none.
// Errors: a region that does not evaluate, wrapped.
func Window(m *maps.Map, geo maps.Geometry, r scenarios.Region) ([]hexgrid.Offset, error) {
	set, err := engine.NewRegions(m, geo).Eval(r)
	if err != nil {
		return nil, fmt.Errorf("window: %w", err)
	}
	out := []hexgrid.Offset{}
	for _, o := range geo.Numbering.All() {
		if set.Has(o) {
			out = append(out, o)
		}
	}
	return out, nil
}
