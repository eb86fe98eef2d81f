package vassal

import (
	"fmt"
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// sheetBoard is one sheet of a map laid out as a VASSAL board: the board
// (size, grid, numbering), its slot in the picker's layout, and the layout
// that places global hexes on its image, in board pixels.
type sheetBoard struct {
	sheet  hexgrid.Sheet
	board  Board
	layout hexgrid.Layout
	slotX  int
	slotY  int
}

// newSheetBoard makes the board of tile t at hex radius r pixels. The
// grid's raw hex (0,0) is the tile's origin hex, its centre rounded to a
// whole board pixel (the board image is drawn with the same rounding, so
// the grid and the picture agree; the boards of one map may sit up to half
// a pixel off each other).
func newSheetBoard(geo maps.Geometry, n maps.Numbering, t tile, r float64, image string) sheetBoard {
	l := hexgrid.Layout{Grid: geo.Grid, Size: r}
	cx, cy := l.Center(t.sheet.Global(t.col0, t.row0))
	bx, by := cx+t.gx-float64(t.x0), cy+t.gy-float64(t.y0)
	px0, py0 := math.Round(bx), math.Round(by)
	l.OriginX, l.OriginY = px0-cx, py0-cy
	b := Board{Name: t.sheet.ID, Image: image, Width: t.x1 - t.x0, Height: t.y1 - t.y0}
	b.Grid, b.Numbering = gridFor(geo.Grid, n, t.sheet.Prefix, t.col0, t.row0, r, int(px0), int(py0))
	return sheetBoard{sheet: t.sheet, board: b, layout: l, slotX: t.slotX, slotY: t.slotY}
}

// check verifies that no hex centred on the board is one another board
// shows: the boards would show it twice, under two names. (A hex no sheet
// holds may be centred on a board, where a sheet's edge is ragged: VASSAL
// names it, the map does not have it.)
func (sb sheetBoard) check(geo maps.Geometry, index int, shows shownBy) error {
	size := boardSize{sb.board.Width, sb.board.Height}
	hexes, err := enumerate(sb.board.Grid, *sb.board.Numbering, size, size)
	if err != nil {
		return err
	}
	for _, h := range hexes {
		c, r := h.printed(sb.board.Grid)
		g := sb.sheet.Global(c, r)
		if geo.Numbering.Contains(g) && !shows(geo.Numbering.Sheets, index, g) {
			return fmt.Errorf("board %s: VASSAL would show hex %s, which another board shows (the sheets cannot be cut into boards)", sb.board.Name, h.name)
		}
	}
	return nil
}

// gridFor returns the VASSAL grid and numbering that name a sheet's hexes
// with their Sandtable ids: raw hex (0,0) at board pixel (px0, py0) is
// printed (col0, row0). Stagger is set when that first column (row, on a
// pointy grid) is one of the shifted ones, computed from the grid's
// stagger and the number's parity.
func gridFor(g hexgrid.Grid, n maps.Numbering, prefix string, col0, row0 int, r float64, px0, py0 int) (HexGrid, *Numbering) {
	num := DefaultNumbering()
	num.LocationFormat = prefix + "$gridLocation$"
	colDigits, rowDigits := max(1, n.ColumnDigits), max(1, n.RowDigits)
	grid := HexGrid{X0: px0, Y0: py0, DX: 1.5 * r, DY: math.Sqrt(3) * r}
	first := col0
	num.HOff, num.VOff = col0, row0
	num.HLeading, num.VLeading = colDigits-1, rowDigits-1
	if n.RowFirst {
		num.First = 'V'
	}
	if n.Separator != "" {
		num.Sep = n.Separator
	}
	if g.Orientation == hexgrid.Pointy {
		// VASSAL's columns run down the board: they are Sandtable's rows,
		// and the row part (Sandtable's column) is written first.
		grid.Sideways, grid.X0, grid.Y0 = true, py0, px0
		first = row0
		num.First = 'V'
		if n.RowFirst {
			num.First = 'H'
		}
		num.HOff, num.VOff = row0, col0
		num.HLeading, num.VLeading = rowDigits-1, colDigits-1
	}
	colType, rowType := byte('N'), byte('N')
	if n.ColumnLetters {
		colType = 'A'
	}
	if n.RowLetters {
		rowType = 'A'
	}
	num.HType, num.VType = colType, rowType
	if g.Orientation == hexgrid.Pointy {
		num.HType, num.VType = rowType, colType
	}
	shifted := 0
	if g.Stagger == hexgrid.Odd {
		shifted = 1
	}
	num.Stagger = first&1 == shifted
	return grid, &num
}
