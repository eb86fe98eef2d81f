package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// crossing is what a move from one hex to the next crosses: the ruleset
// hexside type ids it pays for, and the artillery limits of ridges and
// gullies.
type crossing struct {
	types        []string
	autoDisorder bool
	prohibited   string
}

// crossing works out the hexside types paid when moving from a to c.
//
//   - A map hexside whose ruleset type has bridgedAs and that carries a
//     bridge is paid as that type, and refused to sides not in bridgeSides
//     (HSN 10.0, L190: the Cumberland bridges are Union only).
//   - A map hexside's type is paid as written, except that a stream or
//     creek with "bridge" is paid as "bridge", with "ford" as
//     "stream-ford"/"creek-ford", and a stream crossed along a farm lane as
//     the system's lane ford (ITW BB 9.44, TEC note o).
//   - Contour lines make a slope (ITW BB 9.44 Slopes, EN L401-406): 1 line
//     gradual, 2 minor, 3 or more steep; up when the hex entered has a higher
//     elevation level than the hex left, down when lower, and up (the dearer
//     reading) when the map gives no difference.
//   - A ridge or gully with three or more lines is paid as the slope of each
//     side: the lines on the mover's side then those on the far side, up then
//     down for a ridge, down then up for a gully (EN L432-439, TEC note g).
//     Artillery Disorders crossing one of exactly three lines and may not
//     cross more (EN L439-443).
func (b *Board) crossing(a, c hexgrid.Offset, m mover, lane bool) crossing {
	class := m.class
	s, ok := b.Side(a, c)
	if !ok {
		return crossing{}
	}
	typ := sideType(s.Type, s.Bridge, s.Ford)
	if ht := b.hexsideType(s.Type); ht != nil && s.Bridge && ht.BridgedAs != "" {
		if len(ht.BridgeSides) > 0 && !slices.Contains(ht.BridgeSides, m.side) {
			return crossing{prohibited: fmt.Sprintf("the bridge over the %s is open only to %s units (%s)", s.Type, strings.Join(ht.BridgeSides, ", "), ht.Source)}
		}
		typ = ht.BridgedAs
	}
	if lane && typ == "stream" && b.Sys.LaneStreamFord != "" {
		typ = b.Sys.LaneStreamFord
	}
	own, far := b.contoursFrom(a, c)
	total := own + far
	var out crossing
	switch {
	case (typ == "ridge" || typ == "gully") && total > 2:
		up := typ == "ridge"
		out.types = appendSlope(out.types, own, up)
		out.types = appendSlope(out.types, far, !up)
		if class == "artillery" && total > 3 {
			out.prohibited = typ + " of more than three contour lines is closed to artillery (ITW BB 9.44)"
		}
		out.autoDisorder = class == "artillery" && total == 3
	default:
		if typ != "" {
			out.types = append(out.types, typ)
		}
		if total > 0 && typ != "ridge" && typ != "gully" {
			out.types = appendSlope(out.types, total, b.Elevation(c) >= b.Elevation(a))
		}
	}
	return out
}

// sideType applies a hexside's bridge and ford flags to its type.
func sideType(typ string, bridge, ford bool) string {
	if typ != "stream" && typ != "creek" {
		return typ
	}
	switch {
	case bridge:
		return "bridge"
	case ford:
		return typ + "-ford"
	}
	return typ
}

// contoursFrom returns the contour lines on the mover's side of the hexside
// between a and c, and those on the far side.
func (b *Board) contoursFrom(a, c hexgrid.Offset) (own, far int) {
	hs, ok := b.Geo.Grid.SideBetween(a, c)
	if !ok {
		return 0, 0
	}
	s := b.sides[hs]
	if s.Contours == nil {
		return 0, 0
	}
	near, other := s.Contours[0], s.Contours[1]
	if hs.Hex == a {
		return near, other
	}
	return other, near
}

// appendSlope adds the slope hexside type for n contour lines (none for 0).
func appendSlope(types []string, n int, up bool) []string {
	dir := "-down"
	if up {
		dir = "-up"
	}
	switch {
	case n <= 0:
		return types
	case n == 1:
		return append(types, "slope-gradual")
	case n == 2:
		return append(types, "slope-minor"+dir)
	}
	return append(types, "slope-steep"+dir)
}
