package vassal

import (
	"fmt"
	"regexp"
	"strings"
)

// placedBoard is a board of the assembled map: where the picker's layout
// puts it, in map pixels, its size and its image.
type placedBoard struct {
	Board
	x, y  int
	size  boardSize
	image []byte
	dpi   float64 // the image's declared resolution, 0 when none
}

// gridPart is one hex grid of a placed board: its background grid or a
// zone's own grid, with the hexes VASSAL names by it.
type gridPart struct {
	board *placedBoard
	zone  *Zone  // nil for the board's background grid
	label string // the board's name, or "board: zone"
	grid  HexGrid
	num   Numbering
	// numSize is the size of the grid's container, which descending
	// numbers count from: the board's, or the zone's bounding box.
	numSize boardSize
	// format is the whole location format of the part's hexes, with the
	// zone's format around the grid's.
	format string
	hexes  []gridHex
}

// gridParts returns the hex grids of a placed board, the zones' own grids
// first (VASSAL names a point by the first zone holding it, before the
// background grid). Zones with grids that are not hex grids are reported.
func (out *Imported) gridParts(b *placedBoard) ([]*gridPart, error) {
	var parts []*gridPart
	if b.OtherGrid != "" {
		out.warn("board %q: its %s is not carried over (only hex grids are)", b.Name, b.OtherGrid)
	}
	for i := range b.Zones {
		z := &b.Zones[i]
		if z.OtherGrid != "" {
			out.warn("board %q, zone %q: its %s is not carried over (only hex grids are)", b.Name, z.Name, z.OtherGrid)
		}
		if z.Grid == nil {
			continue
		}
		p, err := out.zonePart(b, i)
		if err != nil {
			return nil, err
		}
		parts = append(parts, p)
	}
	if b.Background {
		p, err := out.backgroundPart(b)
		if err != nil {
			return nil, err
		}
		parts = append(parts, p)
	}
	return parts, nil
}

// firstZone returns the index of the first zone of the board holding board
// pixel (x, y), or -1.
func firstZone(b Board, x, y float64) int {
	for i, z := range b.Zones {
		if z.Contains(x, y) {
			return i
		}
	}
	return -1
}

// backgroundPart returns the board's background grid with the hexes VASSAL
// names by it: those outside every zone, and those in zones that use it
// (named through the zone's format); zones without a grid of their own
// clip it out.
func (out *Imported) backgroundPart(b *placedBoard) (*gridPart, error) {
	num := out.numberingOf(b.Numbering, b.Name)
	p := &gridPart{board: b, label: b.Name, grid: b.Grid, num: num, numSize: b.size, format: num.LocationFormat}
	all, err := enumerate(b.Grid, num, b.size, b.size)
	if err != nil {
		return nil, fmt.Errorf("board %q: %w", b.Name, err)
	}
	for _, h := range all {
		zi := firstZone(b.Board, h.px, h.py)
		if zi >= 0 && !b.Zones[zi].UseParentGrid {
			continue
		}
		if zi >= 0 {
			h.name = b.Zones[zi].locationName(h.name)
		}
		p.hexes = append(p.hexes, h)
	}
	return p, nil
}

// zonePart returns zone zi's own grid with the hexes whose centres lie in
// the zone (and in no zone before it), named as VASSAL's Zone.locationName
// does.
func (out *Imported) zonePart(b *placedBoard, zi int) (*gridPart, error) {
	z := &b.Zones[zi]
	label := b.Name + ": " + z.Name
	num := out.numberingOf(z.Numbering, label)
	_, _, zsize := z.bounds()
	p := &gridPart{board: b, zone: z, label: label, grid: *z.Grid, num: num, numSize: zsize,
		format: strings.NewReplacer("$name$", z.Name, "$gridLocation$", num.LocationFormat).Replace(z.LocationFormat)}
	if !strings.Contains(z.LocationFormat, "$gridLocation$") {
		out.warn("board %q, zone %q: VASSAL names every location in it %q (its location format has no $gridLocation$); the hexes take their grid's names", b.Name, z.Name, z.locationName(""))
		p.format = num.LocationFormat
	}
	all, err := enumerate(*z.Grid, num, b.size, zsize)
	if err != nil {
		return nil, fmt.Errorf("board %q, zone %q: %w", b.Name, z.Name, err)
	}
	for _, h := range all {
		if firstZone(b.Board, h.px, h.py) != zi {
			continue
		}
		if strings.Contains(z.LocationFormat, "$gridLocation$") {
			h.name = z.locationName(h.name)
		}
		p.hexes = append(p.hexes, h)
	}
	return p, nil
}

// numberingOf returns a grid's numbering, or VASSAL's default with a
// warning.
func (out *Imported) numberingOf(n *Numbering, where string) Numbering {
	if n != nil {
		return *n
	}
	out.warn("%s: the hex grid has no numbering: VASSAL's default numbering is assumed", where)
	return DefaultNumbering()
}

// prefixFormat matches a location format that is a sheet prefix in letters
// before the grid location ("N$gridLocation$").
var prefixFormat = regexp.MustCompile(`^([A-Za-z]*)\$gridLocation\$$`)

// formatPrefix returns the letters the part's location format puts before
// the grid location, and whether the format is only that.
func (p *gridPart) formatPrefix() (string, bool) {
	if sub := prefixFormat.FindStringSubmatch(p.format); sub != nil {
		return sub[1], true
	}
	return "", false
}
