package vassal

import (
	"fmt"
	"math"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// tile is a sheet cut out as a VASSAL board: its slot in the board
// picker's layout (column X, row Y), its edges in map pixels and the
// printed column and row of its grid's raw hex (0,0).
type tile struct {
	sheet          hexgrid.Sheet
	slotX, slotY   int
	x0, y0, x1, y1 int // map pixels, x1 and y1 exclusive
	col0, row0     int // printed numbers of the grid origin
	// gx, gy is the map pixel of the global layout's origin (global hex
	// (0,0)'s centre): map pixel = layout pixel + (gx, gy).
	gx, gy float64
}

// owned is the hexes of a sheet that its board shows (VASSAL shows each hex
// once, on one board).
type owned struct {
	sheet                  hexgrid.Sheet
	minX, minY, maxX, maxY float64 // their centres, layout pixels
	col0, row0             int     // their smallest printed numbers
}

// tileSheets cuts the map's sheets into boards: where sheets overlap, the
// earlier sheet's board shows the shared hexes (so VASSAL names them with
// their canonical ids) when straight cuts can part the boards that way,
// else the later sheet's. See cutSheets.
func tileSheets(geo maps.Geometry, l hexgrid.Layout) ([]tile, shownBy, error) {
	tiles, err := cutSheets(geo, l, earlierShows)
	if err == nil {
		return tiles, earlierShows, nil
	}
	if tiles, err2 := cutSheets(geo, l, laterShows); err2 == nil {
		return tiles, laterShows, nil
	}
	return nil, nil, err
}

// shownBy reports whether sheet i of sheets shows global hex g on its
// board (the sheet holds it, and no other sheet that takes precedence).
type shownBy func(sheets []hexgrid.Sheet, i int, g hexgrid.Offset) bool

// earlierShows gives a shared hex to the first sheet holding it.
func earlierShows(sheets []hexgrid.Sheet, i int, g hexgrid.Offset) bool {
	return sheets[i].Holds(g) && !heldBy(sheets[:i], g)
}

// laterShows gives a shared hex to the last sheet holding it.
func laterShows(sheets []hexgrid.Sheet, i int, g hexgrid.Offset) bool {
	return sheets[i].Holds(g) && !heldBy(sheets[i+1:], g)
}

// cutSheets cuts the map's sheets into boards that VASSAL's board picker
// lays out edge to edge (a board's x is the sum of the widths of the boards
// left of it in its row, its y the heights of those above it in its
// column), at hex radius l.Size pixels. A sheet's slot is the rank of its
// column offset and of its row offset among the sheets'; the cut between
// two slots runs halfway between the last centres of one and the first of
// the next, so that each board shows the hexes shows gives it. Errors: sheets that share a slot, leave one empty, or whose
// hexes a straight cut cannot part.
func cutSheets(geo maps.Geometry, l hexgrid.Layout, shows shownBy) ([]tile, error) {
	n := geo.Numbering
	var own []owned
	for i, s := range n.Sheets {
		o := owned{sheet: s, minX: math.Inf(1), minY: math.Inf(1), maxX: math.Inf(-1), maxY: math.Inf(-1),
			col0: math.MaxInt, row0: math.MaxInt}
		for c := s.ColMin; c <= s.ColMax; c++ {
			for r := s.RowMin; r <= s.RowMax; r++ {
				g := s.Global(c, r)
				if !s.HoldsPrinted(c, r) || !shows(n.Sheets, i, g) {
					continue
				}
				x, y := l.Center(g)
				o.minX, o.minY, o.maxX, o.maxY = min(o.minX, x), min(o.minY, y), max(o.maxX, x), max(o.maxY, y)
				o.col0, o.row0 = min(o.col0, c), min(o.row0, r)
			}
		}
		if o.col0 == math.MaxInt {
			return nil, fmt.Errorf("sheet %s: every hex is on another sheet", s.ID)
		}
		own = append(own, o)
	}
	if err := checkExtent(own, halfHex(l)); err != nil {
		return nil, err
	}
	keyX, keyY := slotKeys(n.Sheets)
	xs, ys := ranks(n.Sheets, keyX), ranks(n.Sheets, keyY)
	if len(xs)*len(ys) != len(n.Sheets) {
		return nil, fmt.Errorf("%d sheets do not fill a %dx%d layout of boards", len(n.Sheets), len(xs), len(ys))
	}
	half := halfHex(l)
	cutsX, err := cuts(own, xs, half[0], func(o owned) (float64, float64, int) { return o.minX, o.maxX, keyX(o.sheet) })
	if err != nil {
		return nil, fmt.Errorf("columns of boards: %w", err)
	}
	cutsY, err := cuts(own, ys, half[1], func(o owned) (float64, float64, int) { return o.minY, o.maxY, keyY(o.sheet) })
	if err != nil {
		return nil, fmt.Errorf("rows of boards: %w", err)
	}
	// Map pixels put the left and top cut on 0; the layout origin keeps
	// its fraction so that the first sheet's grid origin is a whole pixel.
	gx, gy := -cutsX[0], -cutsY[0]
	fx0, fy0 := l.Center(own[0].sheet.Global(own[0].col0, own[0].row0))
	gx += math.Round(fx0+gx) - (fx0 + gx)
	gy += math.Round(fy0+gy) - (fy0 + gy)
	tiles := make([]tile, len(own))
	taken := map[[2]int]bool{}
	for i, o := range own {
		sx, sy := slices.Index(xs, keyX(o.sheet)), slices.Index(ys, keyY(o.sheet))
		if taken[[2]int{sx, sy}] {
			return nil, fmt.Errorf("sheet %s shares a board slot with another sheet", o.sheet.ID)
		}
		taken[[2]int{sx, sy}] = true
		t := tile{sheet: o.sheet, slotX: sx, slotY: sy, col0: o.col0, row0: o.row0, gx: gx, gy: gy}
		t.x0, t.y0 = edge(cutsX[sx]+gx), edge(cutsY[sy]+gy)
		t.x1, t.y1 = edge(cutsX[sx+1]+gx), edge(cutsY[sy+1]+gy)
		if sx == len(xs)-1 {
			t.x1 = int(math.Floor(o.maxX + half[0] - outerTrim + gx))
		}
		if sy == len(ys)-1 {
			t.y1 = int(math.Floor(o.maxY + half[1] - outerTrim + gy))
		}
		tiles[i] = t
	}
	return tiles, nil
}

// outerTrim is how far inside the half hex around the outermost centres a
// map's outer edges lie, in pixels: a hex beyond them, centred half a hex
// out, is then clearly off the board (VASSAL and the importer take a hex
// centred on the very edge as on it).
const outerTrim = 1.5

// minGap is the least room between the centres either side of an inner
// cut, in pixels, so that both lie clearly off the other board.
const minGap = 4

// checkExtent refuses a map whose boards together would exceed the output
// pixel limit, before any pixel position is rounded to an int.
func checkExtent(own []owned, half [2]float64) error {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, o := range own {
		minX, minY, maxX, maxY = min(minX, o.minX), min(minY, o.minY), max(maxX, o.maxX), max(maxY, o.maxY)
	}
	clamp := func(v float64) int64 {
		if !(v < 1<<40) {
			return 1 << 40
		}
		return int64(math.Ceil(v))
	}
	w, h := clamp(maxX-minX+2*half[0]), clamp(maxY-minY+2*half[1])
	return jsonfile.CheckPixels("board images", w, h, jsonfile.DefaultLimits.OutputPixels)
}

// edge rounds a cut to a whole map pixel.
func edge(v float64) int { return int(math.Round(v)) }

// halfHex is half a hex across along x and along y, in layout pixels.
func halfHex(l hexgrid.Layout) [2]float64 {
	mx, my := l.Size, math.Sqrt(3)/2*l.Size
	if l.Grid.Orientation == hexgrid.Pointy {
		mx, my = my, mx
	}
	return [2]float64{mx, my}
}

// heldBy reports whether one of the sheets holds global hex g.
func heldBy(sheets []hexgrid.Sheet, g hexgrid.Offset) bool {
	for _, s := range sheets {
		if s.Holds(g) {
			return true
		}
	}
	return false
}

// slotKeys returns what places a sheet in the board picker's slots: its
// column and row offsets (sheets printed alike, placed apart), or, when
// those do not fill a layout (sheets numbered on from each other, as the
// boards of a VASSAL map often are, share one offset), the global column
// and row of its first printed column and row.
func slotKeys(sheets []hexgrid.Sheet) (x, y func(hexgrid.Sheet) int) {
	x, y = func(s hexgrid.Sheet) int { return s.OffsetCol }, func(s hexgrid.Sheet) int { return s.OffsetRow }
	if len(ranks(sheets, x))*len(ranks(sheets, y)) == len(sheets) {
		return x, y
	}
	return func(s hexgrid.Sheet) int { return s.ColMin + s.OffsetCol }, func(s hexgrid.Sheet) int { return s.RowMin + s.OffsetRow }
}

// ranks returns the distinct values of key over the sheets, in order.
func ranks(sheets []hexgrid.Sheet, key func(hexgrid.Sheet) int) []int {
	var out []int
	for _, s := range sheets {
		if !slices.Contains(out, key(s)) {
			out = append(out, key(s))
		}
	}
	slices.Sort(out)
	return out
}

// cuts returns the layout pixel of each edge between slots along one axis
// (len(slots)+1 values): the outer edges half a hex beyond the outermost
// centres, the inner ones halfway between the centres on either side.
func cuts(own []owned, slots []int, half float64, span func(owned) (lo, hi float64, offset int)) ([]float64, error) {
	lo := make([]float64, len(slots))
	hi := make([]float64, len(slots))
	for i := range slots {
		lo[i], hi[i] = math.Inf(1), math.Inf(-1)
	}
	for _, o := range own {
		a, b, off := span(o)
		i := slices.Index(slots, off)
		lo[i], hi[i] = min(lo[i], a), max(hi[i], b)
	}
	out := []float64{math.Ceil(lo[0] - half + outerTrim)}
	for i := 1; i < len(slots); i++ {
		if !(hi[i-1] < lo[i]-minGap) {
			return nil, fmt.Errorf("the hexes of slot %d reach past those of slot %d (%.0f px, %.0f px): the sheets overlap more than a row", i-1, i, hi[i-1], lo[i])
		}
		out = append(out, (hi[i-1]+lo[i])/2)
	}
	return append(out, math.Inf(1)), nil
}
