package vassal

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// Point is a board pixel.
type Point struct{ X, Y int }

// Zone is a VASSAL Zone of a board's ZonedGrid: a named polygon, in board
// pixels, whose locations VASSAL names by LocationFormat ($name$ is the
// zone's name, $gridLocation$ the name its grid gives). A zone has its own
// hex grid (Grid), uses the board's background grid (UseParentGrid), or
// has no grid: then the background grid is clipped out of it and every
// location in it is named after the zone.
type Zone struct {
	Name           string
	Path           []Point
	LocationFormat string
	UseParentGrid  bool
	// Grid and Numbering are the zone's own hex grid (nil when it has none).
	Grid      *HexGrid
	Numbering *Numbering
	// OtherGrid is the class of a grid that is not a hex grid (a
	// SquareGrid, a RegionGrid), which the import does not carry over.
	OtherGrid string
}

// Class names of the ZonedGrid and the grids the import does not carry over.
const (
	classZonedGrid  = "VASSAL.build.module.map.boardPicker.board.ZonedGrid"
	classSquareGrid = "VASSAL.build.module.map.boardPicker.board.SquareGrid"
	classRegionGrid = "VASSAL.build.module.map.boardPicker.board.RegionGrid"
)

// parseZone reads a Zone element: its polygon ("x,y;x,y;..." as VASSAL's
// PolygonEditor writes it; a malformed point is skipped, as VASSAL does) and
// its grid.
func parseZone(n *xmlnode.Node) (Zone, error) {
	z := Zone{
		Name:           n.Str("name", ""),
		Path:           parsePath(n.Str("path", "")),
		LocationFormat: n.Str("locationFormat", "$name$"),
		UseParentGrid:  n.Bool("useParentGrid", false),
	}
	for i := range n.Children {
		c := &n.Children[i]
		switch c.XMLName.Local {
		case classHexGrid:
			g, num, err := parseGridElem(c)
			if err != nil {
				return z, fmt.Errorf("zone %q: %w", z.Name, err)
			}
			z.Grid, z.Numbering = &g, num
		case classSquareGrid, classRegionGrid:
			z.OtherGrid = xmlnode.ShortName(c.XMLName.Local)
		}
	}
	return z, nil
}

// parsePath reads a polygon as VASSAL's PolygonEditor.stringToPolygon
// does.
func parsePath(s string) []Point {
	var out []Point
	for _, pt := range strings.Split(s, ";") {
		xy := strings.Split(pt, ",")
		if len(xy) < 2 {
			continue
		}
		x, errX := strconv.Atoi(strings.TrimSpace(xy[0]))
		y, errY := strconv.Atoi(strings.TrimSpace(xy[1]))
		if errX == nil && errY == nil && abs(x) <= maxGridPixels && abs(y) <= maxGridPixels {
			out = append(out, Point{x, y})
		}
	}
	return out
}

// Contains reports whether board pixel (x, y) is inside the zone's polygon
// (even-odd rule, as java.awt.Polygon).
func (z Zone) Contains(x, y float64) bool {
	in := false
	p := z.Path
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		xi, yi, xj, yj := float64(p[i].X), float64(p[i].Y), float64(p[j].X), float64(p[j].Y)
		if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
			in = !in
		}
	}
	return in
}

// bounds returns the polygon's bounding box in board pixels: its corner and
// its size, which is what VASSAL's Zone.getSize gives a grid inside it
// (descending numbers count from it).
func (z Zone) bounds() (x0, y0 int, size boardSize) {
	if len(z.Path) == 0 {
		return 0, 0, boardSize{}
	}
	minX, minY, maxX, maxY := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, p := range z.Path {
		minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
	}
	return minX, minY, boardSize{maxX - minX, maxY - minY}
}

// locationName is VASSAL's Zone.locationName: the zone's format with its
// name and the grid's name of the location.
func (z Zone) locationName(gridName string) string {
	return strings.NewReplacer("$name$", z.Name, "$gridLocation$", gridName).Replace(z.LocationFormat)
}
