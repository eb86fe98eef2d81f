package hexgrid

import (
	"fmt"
	"strings"
)

// ParseSide parses a hexside id "HEX/DIR" ("S2410/N", "s2410/sw") into its
// canonical [Hexside] on grid g: HEX is any name of a hex (see
// [Numbering.Parse]) and DIR one of g's side directions in any letter case.
// Errors are `hexside "ID": ...` wrapping [ErrMalformed] (no "/"), the error of
// [Numbering.Parse] for HEX, or [ErrUnknownName] for DIR.
func (n Numbering) ParseSide(g Grid, id string) (Hexside, error) {
	hexPart, dirPart, ok := strings.Cut(id, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: %w: want HEX/DIR", id, ErrMalformed)
	}
	o, err := n.Parse(hexPart)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %w", id, err)
	}
	d, err := ParseDirection(g, dirPart)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %w", id, err)
	}
	return g.Side(o, d), nil
}

// FormatSide returns the canonical id of side s on grid g: "HEX/DIR" with the
// hex that names the canonical form of s (DIR one of the first three of
// [Grid.Directions]) under its canonical name. If that hex is off the map but
// the hex across the side is on it (a side on the map's edge), it names the
// side from that hex instead, with the opposite direction. Errors wrap
// [ErrUnknownName] if g has no side in direction s.Dir, or [ErrNotOnMap] if
// neither hex is on the map.
func (n Numbering) FormatSide(g Grid, s Hexside) (string, error) {
	if !g.HasDirection(s.Dir) {
		return "", fmt.Errorf("hexside %v: %w: %s hexes have sides %s",
			s, ErrUnknownName, g.Orientation, joinNames(g.Directions()))
	}
	s = g.Side(s.Hex, s.Dir)
	if name, err := n.Format(s.Hex); err == nil {
		return name + "/" + s.Dir.String(), nil
	}
	_, other := g.SideHexes(s)
	if name, err := n.Format(other); err == nil {
		return name + "/" + s.Dir.Opposite().String(), nil
	}
	return "", fmt.Errorf("hexside %v: %w", s, ErrNotOnMap)
}
