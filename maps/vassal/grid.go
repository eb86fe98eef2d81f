package vassal

import (
	"fmt"
	"math"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// Element names of the buildFile parts this package reads and writes.
const (
	classGameModule = "VASSAL.build.GameModule"
	classMap        = "VASSAL.build.module.Map"
	classPicker     = "VASSAL.build.module.map.BoardPicker"
	classBoard      = "VASSAL.build.module.map.boardPicker.Board"
	classHexGrid    = "VASSAL.build.module.map.boardPicker.board.HexGrid"
	classNumbering  = "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering"
	classZone       = "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone"
	classSetupStack = "VASSAL.build.module.map.SetupStack"
	classPieceSlot  = "VASSAL.build.widget.PieceSlot"
)

// HexGrid is a VASSAL hex grid (see the package doc). X0, Y0 is the centre
// of raw hex (0,0) in board pixels, and DX, DY the column spacing and the
// hex height (across flats), in pixels; with Sideways the pairs (X0, DX) and
// (Y0, DY) run along the board's y and x axes instead.
type HexGrid struct {
	X0, Y0   int
	DX, DY   float64
	Sideways bool
}

// VASSAL's defaults for a HexGrid without attributes.
const (
	defaultDY = 64.0
	defaultY0 = 32
)

// maxGridPixels bounds the origin and hex size a grid may have, in pixels.
const maxGridPixels = 1 << 20

// parseHexGrid reads a HexGrid element. As in VASSAL, a grid without dx has
// regular hexes: dx = sqrt(3)/2 * dy.
func parseHexGrid(n *xmlnode.Node) (HexGrid, error) {
	g := HexGrid{Sideways: n.Bool("sideways", false)}
	var err error
	if g.X0, err = n.Int("x0", 0); err != nil {
		return g, err
	}
	if g.Y0, err = n.Int("y0", defaultY0); err != nil {
		return g, err
	}
	if g.DY, err = n.Float("dy", defaultDY); err != nil {
		return g, err
	}
	if g.DX, err = n.Float("dx", math.Sqrt(3)/2*g.DY); err != nil {
		return g, err
	}
	return g, g.check()
}

// check refuses sizes and origins the importer cannot work with.
func (g HexGrid) check() error {
	for _, v := range []float64{g.DX, g.DY} {
		if !(v >= 1 && v <= maxGridPixels) {
			return fmt.Errorf("hex grid dx %g, dy %g: want 1 to %d pixels", g.DX, g.DY, maxGridPixels)
		}
	}
	if abs(g.X0) > maxGridPixels || abs(g.Y0) > maxGridPixels {
		return fmt.Errorf("hex grid origin (%d,%d): beyond %d pixels", g.X0, g.Y0, maxGridPixels)
	}
	return nil
}

// unrotate returns board pixel (x, y) in the grid's own frame: (u, v) with u
// along raw columns' spacing (board x, or board y when sideways).
func (g HexGrid) unrotate(x, y float64) (u, v float64) {
	if g.Sideways {
		return y, x
	}
	return x, y
}

// Center returns the board pixel of the centre of raw hex (col, row): raw
// column col counted from the origin, raw row row within it.
func (g HexGrid) Center(col, row int) (x, y float64) {
	u := float64(g.X0) + float64(col)*g.DX
	v := float64(g.Y0) + float64(row)*g.DY
	if col%2 != 0 {
		v += g.DY / 2
	}
	return g.unrotate(u, v)
}

// vassalCenterUV is the centre of raw hex (col, row) as VASSAL's HexGrid
// computes it (hexPointCenterFromRawIndex): in the grid's own frame, each
// sum cut to a whole pixel as Java's (int) cast does (towards zero), the
// half hex of odd columns cut too.
func (g HexGrid) vassalCenterUV(col, row int) (u, v int) {
	u = int(g.DX*float64(col) + float64(g.X0))
	if col%2 == 0 {
		return u, int(g.DY*float64(row) + float64(g.Y0))
	}
	return u, int(g.DY*float64(row) + float64(int(g.DY/2)) + float64(g.Y0))
}

// vassalCenter is vassalCenterUV in board pixels.
func (g HexGrid) vassalCenter(col, row int) (x, y int) {
	u, v := g.vassalCenterUV(col, row)
	if g.Sideways {
		return v, u
	}
	return u, v
}

// rawColumn is VASSAL's HexGridNumbering.getRawColumn: the raw column of
// board pixel (x, y), from its position across the columns alone.
func (g HexGrid) rawColumn(x, y int) int {
	u, _ := g.unrotate(float64(x), float64(y))
	return int(math.Floor((u-float64(g.X0))/g.DX + 0.5))
}

// rawRow is VASSAL's HexGridNumbering.getRawRow: the raw row of board pixel
// (x, y) within its raw column.
func (g HexGrid) rawRow(x, y int) int {
	u, v := g.unrotate(float64(x), float64(y))
	nx := javaRound((u - float64(g.X0)) / g.DX)
	if nx%2 == 0 {
		return javaRound((v - float64(g.Y0)) / g.DY)
	}
	return javaRound((v - float64(g.Y0) - g.DY/2) / g.DY)
}

// javaRound is Java's Math.round: floor(v + 1/2).
func javaRound(v float64) int { return int(math.Floor(v + 0.5)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
