package draw

import (
	"image/color"
	"strings"
)

// Styles is the one style table every backend draws with: the fill of each
// terrain type and the line of each hexside and path type, by type id. The
// caller builds it from a ruleset (the ruleset file may give each type its
// style; see engine/drawscene.Styles): this package does not import the
// engine. A type the table does not give is styled by a word of its id (the
// keyword tables: "dense-woods" is woods green, "major-river" a wide blue
// line); a type neither knows is drawn in the unknown style (grey fill,
// purple dashed hexside, magenta dashed path), so that it shows.
//
// A nil *Styles uses the keyword tables alone. A Styles is read, never
// changed, while drawing: several draws may share it.
type Styles struct {
	// Terrain fills by terrain type id.
	Terrain map[string]color.NRGBA
	// Hexsides and Paths stroke by hexside and path type id.
	Hexsides map[string]LineStyle
	Paths    map[string]LineStyle
}

// Look says how one hexside type is drawn.
type Look struct {
	// Line is the stroke along the side; Draw is false for none (a plain
	// "bridge" or "ford" type, which only marks the side).
	Line LineStyle
	Draw bool
	// Ford and Bridge: the type itself is a ford or a bridge (its id has
	// the word), marked across the side.
	Ford, Bridge bool
	// Known is false when the type fell to the unknown style.
	Known bool
}

// TerrainFill returns the fill of terrain type id: the table's, else the
// default table's (the built-in rulesets' ids), else the colour of a word of
// the id, else UnknownTerrainColor with known false.
func (s *Styles) TerrainFill(id string) (c color.NRGBA, known bool) {
	if s != nil {
		if c, ok := s.Terrain[id]; ok {
			return c, true
		}
	}
	if c, ok := defaultTerrain[id]; ok {
		return c, true
	}
	for _, k := range terrainKeywords {
		if hasWord(id, k.word) {
			return k.c, true
		}
	}
	return UnknownTerrainColor, false
}

// Hexside returns the look of hexside type typ: the table's line, else the
// keyword table's, else UnknownHexside (Known false). A ford type's water
// line is dashed.
func (s *Styles) Hexside(typ string) Look {
	t := strings.ToLower(typ)
	l := Look{Ford: hasWord(t, "ford"), Bridge: hasWord(t, "bridge")}
	if s != nil {
		if st, ok := s.Hexsides[typ]; ok {
			l.Line, l.Draw, l.Known = st, st.Width > 0, true
			return l
		}
	}
	for _, w := range sideStyleWords {
		if hasWord(t, w.word) {
			l.Line, l.Draw, l.Known = w.style, true, true
			break
		}
	}
	switch {
	case !l.Draw && (l.Ford || l.Bridge):
		l.Known = true
	case !l.Draw:
		l.Line, l.Draw = UnknownHexside, t != ""
	}
	if l.Draw && l.Ford && l.Known {
		l.Line.Dash = fordDash
	}
	return l
}

// Path returns the line of path type typ: the table's, else the keyword
// table's, else UnknownPath with known false.
func (s *Styles) Path(typ string) (st LineStyle, known bool) {
	if s != nil {
		if st, ok := s.Paths[typ]; ok {
			return st, true
		}
	}
	for _, w := range pathStyleWords {
		if hasWord(typ, w.word) {
			return w.style, true
		}
	}
	return UnknownPath, false
}
