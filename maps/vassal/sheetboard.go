package vassal

import (
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// sheetBoard is one sheet of a map laid out as a VASSAL board: the board
// (size, grid, numbering) and the layout that places global hexes on its
// image, in board pixels.
type sheetBoard struct {
	sheet  hexgrid.Sheet
	board  Board
	layout hexgrid.Layout
}

// newSheetBoard lays sheet s of a map out at hex radius r pixels. Raw hex
// (0,0) is the sheet's first printed column and row, its centre on a whole
// pixel; the board holds every hex of the sheet whole.
func newSheetBoard(geo maps.Geometry, n maps.Numbering, s hexgrid.Sheet, r float64, image string) sheetBoard {
	l := hexgrid.Layout{Grid: geo.Grid, Size: r}
	pointy := geo.Grid.Orientation == hexgrid.Pointy
	mx, my := r, math.Sqrt(3)/2*r // half a hex across, along x and y
	if pointy {
		mx, my = my, mx
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for c := s.ColMin; c <= s.ColMax; c++ {
		for _, row := range []int{s.RowMin, s.RowMin + 1, s.RowMax - 1, s.RowMax} {
			if row < s.RowMin || row > s.RowMax {
				continue
			}
			x, y := l.Center(s.Global(c, row))
			minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
		}
	}
	cx, cy := l.Center(s.Global(s.ColMin, s.RowMin))
	px0, py0 := math.Ceil(cx-minX+mx), math.Ceil(cy-minY+my)
	l.OriginX, l.OriginY = px0-cx, py0-cy
	b := Board{
		Name: s.ID, Image: image,
		Width:  int(math.Ceil(maxX + l.OriginX + mx)),
		Height: int(math.Ceil(maxY + l.OriginY + my)),
	}
	b.Grid, b.Numbering = gridFor(geo.Grid, n, s, r, int(px0), int(py0))
	return sheetBoard{sheet: s, board: b, layout: l}
}

// gridFor returns the VASSAL grid and numbering that name the sheet's hexes
// with their Sandtable ids: raw hex (0,0) at board pixel (px0, py0) is
// printed (ColMin, RowMin). Stagger is set when that first column (row, on
// a pointy grid) is one of the shifted ones, computed from the grid's
// stagger and the number's parity.
func gridFor(g hexgrid.Grid, n maps.Numbering, s hexgrid.Sheet, r float64, px0, py0 int) (HexGrid, *Numbering) {
	num := DefaultNumbering()
	num.LocationFormat = s.Prefix + "$gridLocation$"
	colDigits, rowDigits := max(1, n.ColumnDigits), max(1, n.RowDigits)
	grid := HexGrid{X0: px0, Y0: py0, DX: 1.5 * r, DY: math.Sqrt(3) * r}
	first := s.ColMin
	num.HOff, num.VOff = s.ColMin, s.RowMin
	num.HLeading, num.VLeading = colDigits-1, rowDigits-1
	if g.Orientation == hexgrid.Pointy {
		// VASSAL's columns run down the board: they are Sandtable's rows,
		// and the row part (Sandtable's column) is written first.
		grid.Sideways, grid.X0, grid.Y0 = true, py0, px0
		first = s.RowMin
		num.First = 'V'
		num.HOff, num.VOff = s.RowMin, s.ColMin
		num.HLeading, num.VLeading = rowDigits-1, colDigits-1
	}
	shifted := 0
	if g.Stagger == hexgrid.Odd {
		shifted = 1
	}
	num.Stagger = first&1 == shifted
	return grid, &num
}
