package engine

import "github.com/sandtable/sandtable/maps/hexgrid"

// Violation is a rule broken by a position: a stable code ("line.gap"), a
// message in plain words, the rule's source, and the unit and hex concerned.
type Violation struct {
	Code    string
	Message string
	Rule    string
	Unit    string
	Hex     hexgrid.Offset
	HasHex  bool
	// Pointer is the JSON pointer in the scenario file of what is wrong
	// ("/setup/12/hex", "/reinforcements/3/entry"); empty when unknown.
	Pointer string
	// Warning marks a finding the rules cannot settle with the data at hand
	// (a limit that depends on values the source does not give).
	Warning bool
}

// Placement is where a unit stands: its hex and, for an extended line or
// column, the second hex.
type Placement struct {
	Hex       hexgrid.Offset
	Extended  *hexgrid.Offset
	Extension string // "line" or "column"
	// Live marks a placement taken from a game in play: the stacking check
	// then reads Strength (SP, guns for a battery; nil when not known) and
	// Orders from here instead of the set-up row.
	Live     bool
	Strength *int
	Orders   string
}

// hexes returns the hexes that count for adjacency: both hexes of an extended
// line, only the parent hex of an extended column (ITW BB 30.1).
func (p Placement) hexes() []hexgrid.Offset {
	if p.Extended != nil && p.Extension == "line" {
		return []hexgrid.Offset{p.Hex, *p.Extended}
	}
	return []hexgrid.Offset{p.Hex}
}

// hexesAll returns every hex the unit occupies (both hexes of an extended
// line or column).
func (p Placement) hexesAll() []hexgrid.Offset {
	if p.Extended != nil {
		return []hexgrid.Offset{p.Hex, *p.Extended}
	}
	return []hexgrid.Offset{p.Hex}
}
