package engine

import (
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Position is what the checks look at: a scenario with its map, OOB and
// ruleset, where each unit stands, and the current turn.
type Position struct {
	Scenario *scenarios.Scenario
	OOB      *scenarios.OOB
	Map      *maps.Map
	Geo      maps.Geometry
	Ruleset  *Ruleset
	// At holds each placed unit's hex (setup units at the start).
	At map[string]Placement
	// Turn is the current turn id (the first turn at setup).
	Turn    string
	Regions *Regions
	// SetupIndex maps a unit to its setup entry, for JSON pointers.
	SetupIndex map[string]int
	// playAreas caches the playing area by turn (playAreaAt).
	playAreas map[string]playAreaAtTurn
	// stacks is Stacks() while RunChecks runs (the position does not
	// change meanwhile): the checks that group units by hex share it.
	stacks map[hexgrid.Offset][]string
}

type playAreaAtTurn struct {
	area *HexBits
	ok   bool
}

// NewSetupPosition builds the start position of a scenario: every setup entry
// with a hex that exists, at the first turn. Entries with bad hexes are left
// out (the reference checks report them).
func NewSetupPosition(sc *scenarios.Scenario, oob *scenarios.OOB, m *maps.Map, geo maps.Geometry, rs *Ruleset) *Position {
	p := &Position{
		Scenario: sc, OOB: oob, Map: m, Geo: geo, Ruleset: rs,
		At: make(map[string]Placement, len(sc.Setup)), SetupIndex: make(map[string]int, len(sc.Setup)),
		Turn: sc.Length.First, Regions: NewRegions(m, geo),
	}
	for i, st := range sc.Setup {
		if st.Hex == "" || p.placed(st.Unit) {
			continue
		}
		o, err := geo.Numbering.Parse(st.Hex)
		if err != nil {
			continue
		}
		pl := Placement{Hex: o, Extension: st.Extension}
		if st.ExtendedTo != "" {
			if o2, err := geo.Numbering.Parse(st.ExtendedTo); err == nil {
				pl.Extended = &o2
			}
		}
		p.At[st.Unit] = pl
		p.SetupIndex[st.Unit] = i
	}
	return p
}

func (p *Position) placed(unit string) bool {
	_, ok := p.At[unit]
	return ok
}

// Name returns the canonical id of a hex ("" when it is off the map).
func (p *Position) Name(o hexgrid.Offset) string {
	s, _ := p.Geo.Numbering.Format(o)
	return s
}

// Stacks groups the placed units by hex (the parent hex of extended units):
// setup units in setup order, then units placed otherwise (reinforcements
// entered during play) by id.
func (p *Position) Stacks() map[hexgrid.Offset][]string {
	out := map[hexgrid.Offset][]string{}
	for _, st := range p.Scenario.Setup {
		if pl, ok := p.At[st.Unit]; ok && !contains(out[pl.Hex], st.Unit) {
			out[pl.Hex] = append(out[pl.Hex], st.Unit)
		}
	}
	rest := make([]string, 0, len(p.At))
	for id := range p.At {
		rest = append(rest, id)
	}
	slices.Sort(rest)
	for _, id := range rest {
		if pl := p.At[id]; !contains(out[pl.Hex], id) {
			out[pl.Hex] = append(out[pl.Hex], id)
		}
	}
	return out
}

// checkStacks is Stacks for a check: the grouping RunChecks made for
// every check of its run, else made anew. The map and its lists are shared:
// never change them.
func (p *Position) checkStacks() map[hexgrid.Offset][]string {
	if p.stacks != nil {
		return p.stacks
	}
	return p.Stacks()
}

// TurnBefore reports whether turn a comes before turn b in the scenario.
func (p *Position) TurnBefore(a, b string) bool {
	return p.Scenario.TurnIndex(a) < p.Scenario.TurnIndex(b)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
