package draw

import (
	"image/color"
)

// Styles is the one style table every backend draws with: the fill and
// pattern of each terrain type, the line and mark of each hexside type and
// the line of each path type, by type id. The caller builds it once from a
// ruleset, whose file gives every type its look (see engine/drawscene.Styles):
// this package does not import the engine and keeps no table of its own
// keyed by a game's ids. A type the table does not give is drawn in the
// unknown style (grey fill, purple dashed hexside, magenta dashed path), so
// that it shows.
//
// A nil *Styles draws every type in the unknown style. A Styles is read,
// never changed, while drawing: several draws may share it.
type Styles struct {
	// Terrain fills by terrain type id.
	Terrain map[string]color.NRGBA
	// Patterns drawn over the fill by terrain type id (absent: solid).
	Patterns map[string]Pattern
	// Hexsides and Paths stroke by hexside and path type id.
	Hexsides map[string]LineStyle
	Paths    map[string]LineStyle
	// SideMarks are drawn across the sides of a hexside type (fords,
	// bridges), by type id.
	SideMarks map[string]HexsideMark
}

// Pattern is what is drawn over a terrain's fill, in a darker shade of it.
type Pattern uint8

// The patterns a terrain fill may have.
const (
	PatternSolid Pattern = iota // nothing over the fill
	PatternDots                 // a few dots in each hex
	PatternHatch                // short diagonal strokes in each hex
)

// ParsePattern returns the pattern of a ruleset's name for it ("solid",
// "dots", "hatch"; "" is solid); false for any other.
func ParsePattern(s string) (Pattern, bool) {
	switch s {
	case "", "solid":
		return PatternSolid, true
	case "dots":
		return PatternDots, true
	case "hatch":
		return PatternHatch, true
	}
	return PatternSolid, false
}

// HexsideMark is the mark drawn across the sides of a hexside type.
type HexsideMark uint8

// The marks a hexside type may have.
const (
	NoHexsideMark HexsideMark = iota
	FordMark                  // two light bars across the side
	BridgeMark                // two dark rails across the side
)

// HexsideMarks maps the mark names a ruleset's hexside type may give (its
// "mark": ford or bridge) to the marks drawn.
var HexsideMarks = map[string]HexsideMark{"ford": FordMark, "bridge": BridgeMark}

// Look says how one hexside type is drawn.
type Look struct {
	// Line is the stroke along the side; Draw is false for none (a plain
	// bridge or ford type, which only marks the side).
	Line LineStyle
	Draw bool
	// Ford and Bridge: the type itself is a ford or a bridge, marked
	// across the side.
	Ford, Bridge bool
	// Known is false when the type fell to the unknown style.
	Known bool
}

// TerrainFill returns the fill of terrain type id: the table's, else
// UnknownTerrainColor with known false.
func (s *Styles) TerrainFill(id string) (c color.NRGBA, known bool) {
	if s != nil {
		if c, ok := s.Terrain[id]; ok {
			return c, true
		}
	}
	return UnknownTerrainColor, false
}

// TerrainPattern returns the pattern drawn over terrain type id's fill.
func (s *Styles) TerrainPattern(id string) Pattern {
	if s == nil {
		return PatternSolid
	}
	return s.Patterns[id]
}

// patterned reports whether some terrain type has a pattern other than solid.
func (s *Styles) patterned() bool {
	if s == nil {
		return false
	}
	for _, p := range s.Patterns {
		if p != PatternSolid {
			return true
		}
	}
	return false
}

// Hexside returns the look of hexside type typ: the table's line and mark,
// else (a type with neither) UnknownHexside with Known false.
func (s *Styles) Hexside(typ string) Look {
	var l Look
	if s != nil {
		if st, ok := s.Hexsides[typ]; ok {
			l.Line, l.Draw, l.Known = st, st.Width > 0, true
		}
		if m, ok := s.SideMarks[typ]; ok {
			l.Ford, l.Bridge, l.Known = m == FordMark, m == BridgeMark, true
		}
	}
	if !l.Known {
		l.Line, l.Draw = UnknownHexside, typ != ""
	}
	return l
}

// Path returns the line of path type typ: the table's, else UnknownPath with
// known false.
func (s *Styles) Path(typ string) (st LineStyle, known bool) {
	if s != nil {
		if st, ok := s.Paths[typ]; ok {
			return st, true
		}
	}
	return UnknownPath, false
}
