package draw

import (
	"fmt"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Scene is what Draw paints: a map (with its checked geometry), the style
// table that colours it, the overlay items over it (counters, marks,
// labels), and optionally one sheet or a window.
type Scene struct {
	Map *maps.Map
	// Geo is the map's checked grid and numbering; when it has no sheets,
	// Draw computes it from Map.
	Geo maps.Geometry
	// Styles colours terrain, hexsides and paths by type id; nil draws
	// every type in the unknown style (see Styles).
	Styles *Styles
	// Overlay holds the items drawn over the map: counters (a scenario's
	// set-up or a game's units, turned into items by the caller), marked
	// hexes and hexsides, labels.
	Overlay Overlay
	// Sheet, when set, draws that sheet alone (its id, as in the map file),
	// with its own hex ids.
	Sheet string
	// Window, when not nil, draws the bounding box of these hexes plus the
	// margin, and every map (or sheet) hex that box meets. An empty non-nil
	// window is an error (the region has no hexes).
	Window []hexgrid.Offset
}

// NewScene returns the scene of map m with its geometry checked, styled by
// st (nil: every type in the unknown style).
// Errors: a bad grid or sheets that do not fit together.
func NewScene(m *maps.Map, st *Styles) (Scene, error) {
	if m == nil {
		return Scene{}, fmt.Errorf("scene: no map")
	}
	geo, err := m.Geometry()
	if err != nil {
		return Scene{}, fmt.Errorf("scene: map %s: %w", m.ID, err)
	}
	return Scene{Map: m, Geo: geo, Styles: st}, nil
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
