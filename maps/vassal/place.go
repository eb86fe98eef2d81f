package vassal

import (
	"errors"
	"fmt"
	"strings"
)

// pickLayout returns the VASSAL map to import and the boards to place: the
// one board opt names, else the map's default setup, else its only board
// with a hex grid (or its first, with a warning, when the player would
// choose among several).
func (out *Imported) pickLayout(layouts []MapLayout, opt ImportOptions) (MapLayout, []Placement, error) {
	if len(layouts) == 0 {
		return MapLayout{}, nil, errors.New("no board with a hex grid")
	}
	if opt.Board != "" {
		for _, l := range layouts {
			if b, ok := l.board(opt.Board); ok && b.hasHexGrid() {
				return l, []Placement{{Board: b.Name}}, nil
			}
		}
		return MapLayout{}, nil, fmt.Errorf("no board named %q with a hex grid", opt.Board)
	}
	l, err := pickMap(layouts, opt.Map)
	if err != nil {
		return l, nil, err
	}
	if len(layouts) > 1 && opt.Map == "" {
		out.warn("the module has %d maps with hex grids: %q imported (choose another with its name)", len(layouts), l.Name)
	}
	if len(l.Setup) > 0 {
		return l, l.Setup, nil
	}
	var withGrid []string
	for _, b := range l.Boards {
		if b.hasHexGrid() {
			withGrid = append(withGrid, b.Name)
		}
	}
	if len(withGrid) > 1 {
		out.warn("map %q has no default board setup (its players choose boards when a game starts): board %q imported alone; the others (%s) can be imported by name",
			l.Name, withGrid[0], strings.Join(quoteAll(withGrid[1:]), ", "))
	}
	return l, []Placement{{Board: withGrid[0]}}, nil
}

// pickMap returns the named map, or the first.
func pickMap(layouts []MapLayout, name string) (MapLayout, error) {
	for _, l := range layouts {
		if name == "" || l.Name == name {
			return l, nil
		}
	}
	return MapLayout{}, fmt.Errorf("no map named %q with a hex grid", name)
}

func quoteAll(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = fmt.Sprintf("%q", v)
	}
	return out
}

// place reads the size of every board of the setup and places it as
// VASSAL's Map.setBoardBoundaries does: a board's x is the sum of the
// widths of the boards left of it in its row of slots, its y the sum of
// the heights of those above it in its column. Boards without a hex grid
// take their room but are left out, with a warning.
func (out *Imported) place(src *Source, l MapLayout, setup []Placement) ([]*placedBoard, error) {
	type slot struct{ x, y int }
	sizes := map[slot]boardSize{}
	var all []*placedBoard
	for _, p := range setup {
		b, ok := l.board(p.Board)
		if !ok {
			out.warn("map %q: the board setup names board %q, which the map does not have: left out", l.Name, p.Board)
			continue
		}
		pb := &placedBoard{Board: b, x: p.X, y: p.Y}
		if err := pb.readSize(src, out); err != nil {
			return nil, err
		}
		if p.Reversed {
			out.warn("board %q is reversed (turned half a turn) in the setup: imported the right way up", b.Name)
		}
		sizes[slot{p.X, p.Y}] = pb.size
		all = append(all, pb)
	}
	var placed []*placedBoard
	for _, pb := range all {
		sx, sy := pb.x, pb.y
		pb.x, pb.y = 0, 0
		for x := range sx {
			pb.x += sizes[slot{x, sy}].w
		}
		for y := range sy {
			pb.y += sizes[slot{sx, y}].h
		}
		if !pb.hasHexGrid() {
			out.warn("board %q has no hex grid: left out of the map", pb.Name)
			continue
		}
		placed = append(placed, pb)
	}
	if len(placed) == 0 {
		return nil, fmt.Errorf("map %q: no board of its setup has a hex grid", l.Name)
	}
	return placed, nil
}
