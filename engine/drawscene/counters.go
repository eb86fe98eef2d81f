package drawscene

import (
	"cmp"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// Piece is one unit on the map, whatever put it there: an entry of a
// scenario's set-up (SetupPieces) or a unit of a play-test game
// (GamePieces). Counters turns pieces into the counters every picture
// draws.
type Piece struct {
	Unit string
	Hex  hexgrid.Offset
	// Facing is the facing as written ("NE"); "" or "any" for none.
	Facing string
	// Extended is the second hex of a unit in extended line or column.
	Extended *hexgrid.Offset
	// Strength is the strength shown; nil: the OOB unit's.
	Strength *int
	// Side and Class are the unit's; "": the OOB unit's.
	Side, Class string
}

// SetupPieces returns the pieces of scenario sc's set-up on the map of
// geometry geo, each unit once, in set-up order. Entries without a hex
// ("with" a formation) and hexes the map does not have are left out (the
// diagnostics report them); so is an extension to such a hex.
func SetupPieces(sc *scenarios.Scenario, geo maps.Geometry) []Piece {
	if sc == nil {
		return nil
	}
	out := make([]Piece, 0, len(sc.Setup))
	seen := make(map[string]bool, len(sc.Setup))
	for _, st := range sc.Setup {
		o, err := geo.Numbering.Parse(st.Hex)
		if st.Hex == "" || err != nil || !geo.Numbering.Contains(o) || seen[st.Unit] {
			continue
		}
		seen[st.Unit] = true
		p := Piece{Unit: st.Unit, Hex: o, Facing: st.Facing, Strength: st.Strength}
		if e, err := geo.Numbering.Parse(st.ExtendedTo); err == nil && st.ExtendedTo != "" && geo.Numbering.Contains(e) {
			p.Extended = &e
		}
		out = append(out, p)
	}
	return out
}

// GamePieces returns the pieces of game g's units on the map, with their
// current hex, facing, extension and strength.
func GamePieces(g *game.Game) []Piece {
	units := g.Units()
	out := make([]Piece, 0, len(units))
	for _, u := range units {
		if !u.InPlay() {
			continue
		}
		out = append(out, Piece{Unit: u.ID, Hex: u.Hex, Facing: u.Facing, Extended: u.Extended, Strength: u.Strength, Side: u.Side, Class: u.Class})
	}
	return out
}

// Counters is the one counter pass every picture draws (the editor's view,
// the play-test, render, Export and the VASSAL export): it turns pieces
// into counter items, named, coloured and given their strength by their OOB
// unit (oob may be nil: counters named by unit id), with a facing where
// ruleset rs and the unit's class have one (rs may be nil: facings shown),
// on a map of grid grid.
func Counters(ps []Piece, oob *scenarios.OOB, rs *engine.Ruleset, grid hexgrid.Grid) []draw.Counter {
	if len(ps) == 0 {
		return nil
	}
	out := make([]draw.Counter, 0, len(ps))
	for _, p := range ps {
		c := draw.Counter{ID: p.Unit, Name: p.Unit, Hex: p.Hex, Side: p.Side, Strength: p.Strength}
		class := p.Class
		if oob != nil {
			if u := oob.Unit(p.Unit); u != nil {
				c.Name = u.Name
				c.Side = cmp.Or(c.Side, u.Side)
				class = cmp.Or(class, u.Class)
				if c.Strength == nil {
					c.Strength = u.Strength
				}
			}
		}
		if f, err := hexgrid.ParseFacing(grid, p.Facing); err == nil && HasFacing(rs, class) {
			c.Facing, c.HasFacing = f, true
		}
		if p.Extended != nil {
			c.Extended, c.HasExtended = *p.Extended, true
		}
		out = append(out, c)
	}
	return out
}

// SetupCounters returns the counters of scenario sc's set-up (see
// SetupPieces and Counters).
func SetupCounters(sc *scenarios.Scenario, oob *scenarios.OOB, rs *engine.Ruleset, geo maps.Geometry) []draw.Counter {
	return Counters(SetupPieces(sc, geo), oob, rs, geo.Grid)
}

// HasFacing reports whether units of class show a facing: not when the
// ruleset has no facing or the class has none; true for a nil ruleset.
func HasFacing(rs *engine.Ruleset, class string) bool {
	if rs == nil {
		return true
	}
	if !rs.Facing {
		return false
	}
	if uc := rs.Class(class); uc != nil && uc.NoFacing {
		return false
	}
	return true
}
