package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/engine"
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
//   - A map hexside's type is paid as written, except that a side marked
//     ford is paid as the type's fordedAs, and one crossed along a farm lane
//     as its laneAs (ITW BB 9.44, TEC note o: streams and creeks).
//   - Contour lines make a slope, paid as the ruleset's slope rows (ITW BB
//     9.44 Slopes, EN L401-406: 1 line gradual, 2 minor, 3 or more steep);
//     up when the hex entered has a higher elevation level than the hex
//     left, down when lower, and up (the dearer reading) when the map gives
//     no difference.
//   - A hexside type with a slope (ridge up, gully down) of three or more
//     lines is paid as the slope of each side: the lines on the mover's side
//     then those on the far side (EN L432-439, TEC note g). A class with a
//     slopeLimit Disorders crossing one of exactly that many lines and may
//     not cross more (EN L439-443: artillery, 3).
func (b *Board) crossing(a, c hexgrid.Offset, m mover, lane bool) crossing {
	class := m.class
	s, ok := b.Side(a, c)
	if !ok {
		return crossing{}
	}
	typ := s.Type
	if ht := b.hexsideType(s.Type); ht != nil {
		switch {
		case s.Bridge && ht.BridgedAs != "":
			if len(ht.BridgeSides) > 0 && !slices.Contains(ht.BridgeSides, m.side) {
				return crossing{prohibited: fmt.Sprintf("the bridge over the %s is open only to %s units (%s)", s.Type, strings.Join(ht.BridgeSides, ", "), ht.Source)}
			}
			typ = ht.BridgedAs
		case s.Ford && ht.FordedAs != "":
			typ = ht.FordedAs
		case lane && ht.LaneAs != "":
			typ = ht.LaneAs
		}
	}
	own, far := b.contoursFrom(a, c)
	total := own + far
	var out crossing
	slope := ""
	if ht := b.hexsideType(typ); ht != nil {
		slope = ht.Slope
	}
	switch {
	case slope != "" && total > 2:
		up := slope == "up"
		out.types = b.appendSlope(out.types, own, up)
		out.types = b.appendSlope(out.types, far, !up)
		if uc := b.Ruleset.Class(class); uc != nil && uc.SlopeLimit != nil {
			if total > *uc.SlopeLimit {
				out.prohibited = fmt.Sprintf("%s of more than %d contour lines is closed to %s (%s)", typ, *uc.SlopeLimit, class, uc.Source)
			}
			out.autoDisorder = total == *uc.SlopeLimit
		}
	default:
		if typ != "" {
			out.types = append(out.types, typ)
		}
		if total > 0 && slope == "" {
			out.types = b.appendSlope(out.types, total, b.Elevation(c) >= b.Elevation(a))
		}
	}
	return out
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

// appendSlope adds the slope hexside type of the ruleset's slope rows for
// n contour lines (none for 0).
func (b *Board) appendSlope(types []string, n int, up bool) []string {
	var row *engine.SlopeRow
	for i, r := range b.Sys.Slopes {
		if r.Contours <= n && (row == nil || r.Contours > row.Contours) {
			row = &b.Sys.Slopes[i]
		}
	}
	switch {
	case row == nil:
		return types
	case row.Level != "":
		return append(types, row.Level)
	case up:
		return append(types, row.Up)
	}
	return append(types, row.Down)
}
