package trace

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Elevation is what Proposal.Elevations proposes, by hex and hexside id.
type Elevation struct {
	// Levels holds the level of every hex reached from a seed, guessed
	// ones included.
	Levels map[string]int
	// Guessed are the hexes whose level is not sure (Levels.Guessed), to
	// review or seed, in id order.
	Guessed []string
	// Inconsistent are the hexsides whose count disagrees with the levels,
	// in id order.
	Inconsistent []string
	// Index is what the contour lines' widths told the solve (index lines).
	Index IndexLines
}

// Sure returns the levels that are not guessed.
func (e Elevation) Sure() map[string]int {
	out := make(map[string]int, len(e.Levels))
	for id, l := range e.Levels {
		if _, found := slices.BinarySearch(e.Guessed, id); !found {
			out[id] = l
		}
	}
	return out
}

// Elevations solves elevation levels (PropagateCounts: from 0 to a few
// levels above the highest seed) from the seeded hexes (hex id -> level)
// over the proposal's contour counts, each weighed by its confidence, and
// the side of each hexside their lines are printed on.
// Errors: a seed the map cannot parse.
func (p *Proposal) Elevations(geo maps.Geometry, seeds map[string]int, minConf float64) (Elevation, error) {
	return p.ElevationsIn(geo, seeds, minConf, nil)
}

// ElevationsIn is Elevations with the levels bounded by rng (SolveLevels),
// as the map's legend states them; nil: as Elevations.
// Errors: a seed the map cannot parse.
func (p *Proposal) ElevationsIn(geo maps.Geometry, seeds map[string]int, minConf float64, rng *LevelRange) (Elevation, error) {
	return p.elevations(geo, seeds, minConf, rng, false)
}

// ElevationsIndexed is ElevationsIn with the widths of the contour lines
// read (SideProposal.ContourWidths) as evidence of index lines
// (Counts.Widths); p must be traced with Options.ContourWidths (without,
// it is ElevationsIn). Not yet the default: on printed-style scans the widths
// read are too rough (FIGURES.md, branch s30-index30: on seeds 91-100 at
// 300 dpi heavy it gave 86.8% of the levels right instead of 88.4%).
// Errors: a seed the map cannot parse.
func (p *Proposal) ElevationsIndexed(geo maps.Geometry, seeds map[string]int, minConf float64, rng *LevelRange) (Elevation, error) {
	return p.elevations(geo, seeds, minConf, rng, true)
}

// elevations is ElevationsIn, with the lines' widths when widths is set.
func (p *Proposal) elevations(geo maps.Geometry, seeds map[string]int, minConf float64, rng *LevelRange, widths bool) (Elevation, error) {
	sd := map[hexgrid.Offset]int{}
	for id, l := range seeds {
		o, err := geo.Numbering.Parse(id)
		if err != nil {
			return Elevation{}, fmt.Errorf("seed level of %s: %w", id, err)
		}
		sd[o] = l
	}
	return p.solveCounts(geo, p.counts(minConf, widths), sd, rng)
}

// counts returns the proposal's contour counts as a solve weighs them:
// each by its confidence, those under minConf unsure, with the lines'
// widths when widths is set.
func (p *Proposal) counts(minConf float64, widths bool) Counts {
	counts := Counts{Lines: map[hexgrid.Hexside]int{}, Unsure: map[hexgrid.Hexside]bool{}, High: map[hexgrid.Hexside]int{},
		Conf: map[hexgrid.Hexside]float64{}}
	for _, s := range p.Sides {
		counts.Lines[s.Side] = s.Contours
		counts.Unsure[s.Side] = s.ContourConf < minConf
		counts.High[s.Side] = s.ContourHigh
		counts.Conf[s.Side] = s.ContourConf
		if f := s.ContourSettledFrom; f > 0 {
			// settled from the corners: weighed as read (see
			// settleFromCorners)
			counts.Unsure[s.Side], counts.Conf[s.Side] = f < minConf, f
		}
		if f := s.ContourSolveConf; f > 0 {
			// listed for review only: weighed as before (see
			// markForReview)
			counts.Unsure[s.Side], counts.Conf[s.Side] = f < minConf, f
		}
		if o := readerOthers(s); readerAlts && counts.Unsure[s.Side] && len(o) > 0 {
			if counts.Others == nil {
				counts.Others = map[hexgrid.Hexside][]int{}
			}
			counts.Others[s.Side] = o
		}
		if ws := sideLines(s); widths && len(ws) > 0 {
			if counts.Widths == nil {
				counts.Widths = map[hexgrid.Hexside][]float64{}
			}
			counts.Widths[s.Side] = ws
		}
	}
	return counts
}

// solveCounts solves the proposal's hexes' levels from the seeded hexes sd
// over counts (SolveLevels; within rng, nil: defaultRange) and names them
// by id.
// Errors: a hex or hexside the map cannot name.
func (p *Proposal) solveCounts(geo maps.Geometry, counts Counts, sd map[hexgrid.Offset]int, rng *LevelRange) (Elevation, error) {
	hexes := make([]hexgrid.Offset, len(p.Hexes))
	for i, h := range p.Hexes {
		hexes[i] = h.Hex
	}
	r := defaultRange(sd)
	if rng != nil {
		r = *rng
	}
	lv := SolveLevels(geo.Grid, hexes, counts, sd, r)
	if rng != nil && !reachesRange(lv.Level, r) {
		// The legend's levels are all printed somewhere: levels that do
		// not reach its top or its bottom missed lines the counts cannot
		// show; every level is a guess.
		for o := range lv.Level {
			if _, seeded := sd[o]; !seeded {
				lv.Guessed[o] = true
			}
		}
	}
	out := Elevation{Levels: map[string]int{}, Index: lv.Index}
	for o, l := range lv.Level {
		id, err := geo.Numbering.Format(o)
		if err != nil {
			return Elevation{}, fmt.Errorf("level of %v: %w", o, err)
		}
		out.Levels[id] = l
		if lv.Guessed[o] {
			out.Guessed = append(out.Guessed, id)
		}
	}
	for _, s := range lv.Inconsistent {
		id, err := geo.FormatHexside(s)
		if err != nil {
			return Elevation{}, fmt.Errorf("hexside %v: %w", s, err)
		}
		out.Inconsistent = append(out.Inconsistent, id)
	}
	slices.Sort(out.Guessed)
	slices.Sort(out.Inconsistent)
	return out, nil
}

// reachesRange reports whether levels hold both ends of r.
func reachesRange(levels map[hexgrid.Offset]int, r LevelRange) bool {
	lo, hi := false, false
	for _, l := range levels {
		lo, hi = lo || l == r.Lo, hi || l == r.Hi
	}
	return lo && hi
}
