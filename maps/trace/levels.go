package trace

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Elevations propagates elevation levels (Propagate) from the seeded hexes
// (hex id -> level) over the proposal's contour counts; a count under
// minConf does not vote. It returns the levels Propagate is sure of by hex
// id, the ids of the hexes it only guessed (to review or seed) in id order,
// and the ids of the hexsides whose count disagrees with the levels.
// Errors: a seed the map cannot parse.
func (p *Proposal) Elevations(geo maps.Geometry, seeds map[string]int, minConf float64) (sure map[string]int, guessed, inconsistent []string, err error) {
	sd := map[hexgrid.Offset]int{}
	for id, l := range seeds {
		o, err := geo.Numbering.Parse(id)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("seed level of %s: %w", id, err)
		}
		sd[o] = l
	}
	counts := map[hexgrid.Hexside]int{}
	for _, s := range p.Sides {
		counts[s.Side] = s.Contours
		if s.ContourConf < minConf {
			counts[s.Side] = -1
		}
	}
	hexes := make([]hexgrid.Offset, len(p.Hexes))
	for i, h := range p.Hexes {
		hexes[i] = h.Hex
	}
	lv := Propagate(geo.Grid, hexes, counts, sd)
	sure = map[string]int{}
	for o, l := range lv.Level {
		id, err := geo.Numbering.Format(o)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("level of %v: %w", o, err)
		}
		if lv.Guessed[o] {
			guessed = append(guessed, id)
		} else {
			sure[id] = l
		}
	}
	for _, s := range lv.Inconsistent {
		id, err := geo.FormatHexside(s)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("hexside %v: %w", s, err)
		}
		inconsistent = append(inconsistent, id)
	}
	slices.Sort(guessed)
	slices.Sort(inconsistent)
	return sure, guessed, inconsistent, nil
}
