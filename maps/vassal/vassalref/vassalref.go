// Package vassalref is a test oracle: a small, separate re-implementation
// of how VASSAL names the hexes of a hex grid, written from VASSAL's own
// source (vassalengine/vassal, vassal-app/src/main/java/VASSAL/build/
// module/map/boardPicker/board/HexGrid.java: getRawColumn, getRawRow;
// .../board/mapgrid/HexGridNumbering.java: getColumn, getRow,
// getMaxRows, getMaxColumns; .../board/mapgrid/RegularGridNumbering.java:
// getName, locationName; .../board/mapgrid/Zone.java: locationName,
// getSize; HexGrid.java hexPointCenterFromRawIndex (L791) and
// boardPicker/Board.java contains (L620), which Map.findBoard (Map.java
// L1144) asks, for which hexes a board holds). The import tests check the ids of imported maps against it; it
// shares no code with package vassal, whose numbering it checks.
package vassalref

import (
	"math"
	"strconv"
	"strings"
)

// Grid is a HexGrid's attributes: x0, y0 and dx, dy in board pixels.
type Grid struct {
	X0, Y0   int
	DX, DY   float64
	Sideways bool
}

// Numbering is a HexGridNumbering's attributes.
type Numbering struct {
	First              string
	Sep                string
	HType, VType       string
	HLeading, VLeading int
	HOff, VOff         int
	HDescend, VDescend bool
	Stagger            bool
	LocationFormat     string
}

// Container is the size, in pixels, of what holds the grid (the board, or
// the zone's polygon's bounding box).
type Container struct{ W, H int }

// rotate is HexGrid.rotateIfSideways: x and y swap on a sideways grid.
func (g Grid) rotate(x, y int) (int, int) {
	if g.Sideways {
		return y, x
	}
	return x, y
}

// RawColumn is HexGrid.getRawColumn.
func (g Grid) RawColumn(x, y int) int {
	x, _ = g.rotate(x, y)
	return int(math.Floor(float64(x-g.X0)/g.DX + 0.5))
}

// RawRow is HexGrid.getRawRow.
func (g Grid) RawRow(x, y int) int {
	x, y = g.rotate(x, y)
	nx := int(math.Floor(float64(x-g.X0)/g.DX + 0.5))
	if nx%2 == 0 {
		return int(math.Floor(float64(y-g.Y0)/g.DY + 0.5))
	}
	return int(math.Floor((float64(y-g.Y0)-g.DY/2)/g.DY + 0.5))
}

func (g Grid) maxRows(c Container) int    { return int(math.Floor(float64(c.H)/g.DX + 0.5)) }
func (g Grid) maxColumns(c Container) int { return int(math.Floor(float64(c.W)/g.DY + 0.5)) }

// Column is HexGridNumbering.getColumn.
func (n Numbering) Column(g Grid, c Container, x, y int) int {
	col := g.RawColumn(x, y)
	if n.VDescend && g.Sideways {
		col = g.maxRows(c) - col
	}
	if n.HDescend && !g.Sideways {
		col = g.maxColumns(c) - col
	}
	return col
}

// Row is HexGridNumbering.getRow.
func (n Numbering) Row(g Grid, c Container, x, y int) int {
	ny := g.RawRow(x, y)
	if n.VDescend && !g.Sideways {
		ny = g.maxRows(c) - ny
	}
	if n.HDescend && g.Sideways {
		ny = g.maxColumns(c) - ny
	}
	if n.Stagger && g.RawColumn(x, y)%2 != 0 {
		descending := n.VDescend
		if g.Sideways {
			descending = n.HDescend
		}
		if descending {
			ny--
		} else {
			ny++
		}
	}
	return ny
}

// name is RegularGridNumbering.getName(int, char, int).
func name(v int, typ string, leading int) string {
	val := ""
	if v < 0 {
		val = "-"
		v = -v
	}
	if typ == "A" {
		for {
			val += string(rune('A' + v%26))
			v -= 26
			if v < 0 {
				return val
			}
		}
	}
	for leading > 0 && float64(v) < math.Pow(10, float64(leading)) {
		val += "0"
		leading--
	}
	return val + strconv.Itoa(v)
}

// LocationName is RegularGridNumbering.locationName: the name of board
// pixel (x, y).
func (n Numbering) LocationName(g Grid, c Container, x, y int) string {
	row, col := n.Row(g, c, x, y), n.Column(g, c, x, y)
	rowName, colName := name(row+n.VOff, n.VType, n.VLeading), name(col+n.HOff, n.HType, n.HLeading)
	grid := colName + n.Sep + rowName
	if n.First != "H" {
		grid = rowName + n.Sep + colName
	}
	return strings.NewReplacer("$gridLocation$", grid, "$row$", rowName, "$column$", colName).Replace(n.LocationFormat)
}

// ZoneName is Zone.locationName: the zone's format with its name and the
// grid's name of the location.
func ZoneName(format, zone, gridName string) string {
	return strings.NewReplacer("$name$", zone, "$gridLocation$", gridName).Replace(format)
}

// Centre returns the board pixel of raw hex (col, row)'s centre.
func (g Grid) Centre(col, row int) (x, y float64) {
	u := float64(g.X0) + float64(col)*g.DX
	v := float64(g.Y0) + float64(row)*g.DY
	if col%2 != 0 {
		v += g.DY / 2
	}
	if g.Sideways {
		return v, u
	}
	return u, v
}

// VassalCentre is HexGrid.hexPointCenterFromRawIndex: the whole-pixel
// centre VASSAL gives raw hex (col, row), each coordinate a Java (int)
// cast (towards zero) of dx*col + x0 and dy*row + y0, plus (int)(dy/2) in
// odd columns; then turned back to board pixels on a sideways grid.
func (g Grid) VassalCentre(col, row int) (x, y int) {
	xLoc := int(g.DX*float64(col) + float64(g.X0))
	var yLoc int
	if col%2 == 0 {
		yLoc = int(g.DY*float64(row) + float64(g.Y0))
	} else {
		yLoc = int(g.DY*float64(row) + float64(int(g.DY/2)) + float64(g.Y0))
	}
	if g.Sideways {
		return yLoc, xLoc
	}
	return xLoc, yLoc
}

// OnBoard is Board.contains for a board at the map's origin: its bounds,
// a java.awt.Rectangle, contain (x, y) when 0 <= x < W and 0 <= y < H.
func OnBoard(c Container, x, y int) bool {
	return x >= 0 && y >= 0 && x < c.W && y < c.H
}
