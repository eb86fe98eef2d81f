package maps

import (
	"maps"
	"slices"
)

// TraceSetup is what the designer told the scan tracer (maps/trace) about
// this map: the example hexes taught per terrain type, the types whose
// slivers make a hex, how the map is printed, and the hexes whose
// elevation level is known. The editor keeps it with the map so that a
// trace can be run again after the map is reopened; `sandtable-cli trace
// run` reads it when no --teach is given. It changes no hex, hexside or
// rule.
type TraceSetup struct {
	// Examples lists, per terrain type in teaching order, hex ids that
	// show that type on the scans.
	Examples []TraceExamples `json:"examples,omitempty" validate:"dive"`
	// Slivers lists terrain ids of which any sliver in a hex makes the
	// hex that type (the ITW field boundary).
	Slivers []string `json:"slivers,omitempty"`
	// Print is how the map is printed.
	Print TracePrint `json:"print,omitzero"`
	// Levels gives the elevation level (contour interval steps) of hexes
	// the designer knows, by hex id: the seeds the trace's levels are
	// propagated from.
	Levels map[string]int `json:"levels,omitempty"`
}

// TraceExamples is one terrain type's example hexes.
type TraceExamples struct {
	Terrain string   `json:"terrain" validate:"required"`
	Hexes   []string `json:"hexes" validate:"required,min=1"`
}

// TracePrint is how the scanned map is printed, as the tracer's options
// need it (trace.Options).
type TracePrint struct {
	// Curves: contour lines run through the hexes as curves, not as
	// strokes along the hexsides.
	Curves bool `json:"curves,omitempty"`
	// Overprint: the lines are printed over the tints (offset print).
	Overprint bool `json:"overprint,omitempty"`
	// AsClicked keeps each scan's clicked calibration as it is; by
	// default the tracer first refits it to the printed hex grid.
	AsClicked bool `json:"asClicked,omitempty"`
	// Water, Road, Contour: the inks' colours as 8-bit R, G, B; absent
	// keeps the tracer's defaults.
	Water   *[3]int `json:"water,omitempty" validate:"omitempty,dive,min=0,max=255"`
	Road    *[3]int `json:"road,omitempty" validate:"omitempty,dive,min=0,max=255"`
	Contour *[3]int `json:"contour,omitempty" validate:"omitempty,dive,min=0,max=255"`
}

// Empty reports whether s holds nothing (a map without a trace setup).
func (s *TraceSetup) Empty() bool {
	return s == nil || (len(s.Examples) == 0 && len(s.Slivers) == 0 && s.Print == TracePrint{} && len(s.Levels) == 0)
}

// Clone returns a deep copy of s (nil for nil).
func (s *TraceSetup) Clone() *TraceSetup {
	if s == nil {
		return nil
	}
	c := *s
	c.Examples = make([]TraceExamples, len(s.Examples))
	for i, e := range s.Examples {
		c.Examples[i] = TraceExamples{Terrain: e.Terrain, Hexes: slices.Clone(e.Hexes)}
	}
	if s.Examples == nil {
		c.Examples = nil
	}
	c.Slivers = slices.Clone(s.Slivers)
	c.Levels = maps.Clone(s.Levels)
	c.Print.Water, c.Print.Road, c.Print.Contour = cloneRGB(s.Print.Water), cloneRGB(s.Print.Road), cloneRGB(s.Print.Contour)
	return &c
}

func cloneRGB(c *[3]int) *[3]int {
	if c == nil {
		return nil
	}
	v := *c
	return &v
}
