package draw

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// Scene is what Draw paints: a map (with its checked geometry), the ruleset
// that colours its terrain, and optionally a scenario whose set-up counters
// stand on it, one sheet, or a window.
type Scene struct {
	Map *maps.Map
	// Geo is the map's checked grid and numbering; when it has no sheets,
	// Draw computes it from Map.
	Geo maps.Geometry
	// Ruleset colours terrain by its types' "color"; nil uses the default
	// table (see TerrainColor).
	Ruleset *engine.Ruleset
	// Scenario and OOB give the counters: each set-up entry with a hex, named
	// and coloured by its OOB unit. Either may be nil (no counters, or
	// counters named by unit id).
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB
	// Sheet, when set, draws that sheet alone (its id, as in the map file),
	// with its own hex ids.
	Sheet string
	// Window, when set, draws the bounding box of the region's hexes plus
	// the margin, and every map (or sheet) hex that box meets.
	Window *scenarios.Region
}

// NewScene returns the scene of map m with its geometry checked.
// Errors: a bad grid or sheets that do not fit together.
func NewScene(m *maps.Map, rs *engine.Ruleset) (Scene, error) {
	if m == nil {
		return Scene{}, fmt.Errorf("scene: no map")
	}
	geo, err := m.Geometry()
	if err != nil {
		return Scene{}, fmt.Errorf("scene: map %s: %w", m.ID, err)
	}
	return Scene{Map: m, Geo: geo, Ruleset: rs}, nil
}

// geometry returns the scene's geometry, computing it when Geo is empty.
func (s Scene) geometry() (maps.Geometry, error) {
	if s.Map == nil {
		return maps.Geometry{}, fmt.Errorf("scene: no map")
	}
	if len(s.Geo.Numbering.Sheets) > 0 {
		return s.Geo, nil
	}
	geo, err := s.Map.Geometry()
	if err != nil {
		return maps.Geometry{}, fmt.Errorf("scene: map %s: %w", s.Map.ID, err)
	}
	return geo, nil
}
