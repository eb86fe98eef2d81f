package draw

import (
	"fmt"
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// DefaultMarginMM is the border, in millimetres, left around the hexes.
const DefaultMarginMM = 5.0

// Page is the frame of a drawing: the page size and where each hex lands.
type Page struct {
	// Width and Height are the page size in millimetres.
	Width, Height float64
	// Layout places hexes on the page in millimetres: Size is the hex radius
	// (centre to corner, hexAcrossFlatsMM/√3) and OriginX, OriginY the page
	// position of the centre of global hex (0,0). The page's top-left corner
	// is the top-left corner of the bounding box of the framed hexes'
	// corners, less the margin: the framed hexes are the sheet's (or the
	// map's) hexes, or the window region's.
	Layout hexgrid.Layout
	// Hexes are the hexes drawn, sorted by (column, row): every hex of the
	// sheet (or the map), or with a window every such hex that meets the page.
	Hexes []hexgrid.Offset
	// Sheet is the sheet drawn alone, or nil for the whole map.
	Sheet *hexgrid.Sheet
}

// HexRadius returns the hex radius (centre to corner) in millimetres of map
// m: hexAcrossFlatsMM / √3.
// Errors: a hex size that is not positive and finite.
func HexRadius(m *maps.Map) (float64, error) {
	af := m.Grid.HexAcrossFlatsMM
	if !(af > 0) || math.IsInf(af, 0) {
		return 0, fmt.Errorf("map %s: hexAcrossFlatsMM is %g, want a positive size in millimetres", m.ID, af)
	}
	return af / math.Sqrt(3), nil
}

// PageOf frames scene s with options o.
// Errors: no map or a bad geometry or hex size, an unknown sheet, a map
// without hexes, a window region that does not evaluate or has no hexes on
// the map (or sheet).
func PageOf(s Scene, o Options) (Page, error) {
	geo, err := s.geometry()
	if err != nil {
		return Page{}, err
	}
	r := o.HexRadiusMM
	if !(r > 0) || math.IsInf(r, 0) {
		if r, err = HexRadius(s.Map); err != nil {
			return Page{}, err
		}
	}
	cands, sheet, err := candidates(geo, s.Sheet)
	if err != nil {
		return Page{}, err
	}
	framed := cands
	if s.Window != nil {
		if framed, err = windowHexes(s, cands); err != nil {
			return Page{}, err
		}
	}
	m := o.margin()
	l := hexgrid.Layout{Grid: geo.Grid, Size: r}
	x0, y0, x1, y1 := cornerBox(l, framed)
	l.OriginX, l.OriginY = m-x0, m-y0
	p := Page{Width: x1 - x0 + 2*m, Height: y1 - y0 + 2*m, Layout: l, Hexes: cands, Sheet: sheet}
	if s.Window != nil {
		p.Hexes = p.meeting(cands)
	}
	return p, nil
}

// margin returns the border in millimetres: MarginMM, DefaultMarginMM for
// zero, none for a negative value.
func (o Options) margin() float64 {
	switch {
	case o.MarginMM < 0 || math.IsNaN(o.MarginMM):
		return 0
	case o.MarginMM == 0:
		return DefaultMarginMM
	}
	return o.MarginMM
}

// candidates returns the hexes that may be drawn: every hex of the sheet
// with id sheet, or of the map when sheet is "".
func candidates(geo maps.Geometry, sheet string) ([]hexgrid.Offset, *hexgrid.Sheet, error) {
	all := geo.Numbering.All()
	if len(all) == 0 {
		return nil, nil, fmt.Errorf("the map has no hexes")
	}
	if sheet == "" {
		return all, nil, nil
	}
	sh, ok := geo.Numbering.SheetByID(sheet)
	if !ok {
		ids := ""
		for i, s := range geo.Numbering.Sheets {
			if i > 0 {
				ids += ", "
			}
			ids += s.ID
		}
		return nil, nil, fmt.Errorf("sheet %q is not on the map (sheets: %s)", sheet, ids)
	}
	var out []hexgrid.Offset
	for _, o := range all {
		if sh.Holds(o) {
			out = append(out, o)
		}
	}
	if len(out) == 0 {
		return nil, nil, fmt.Errorf("sheet %q has no hexes", sheet)
	}
	return out, &sh, nil
}

// windowHexes returns the hexes of the scene's window among cands.
func windowHexes(s Scene, cands []hexgrid.Offset) ([]hexgrid.Offset, error) {
	set := make(map[hexgrid.Offset]bool, len(s.Window))
	for _, o := range s.Window {
		set[o] = true
	}
	var out []hexgrid.Offset
	for _, o := range cands {
		if set[o] {
			out = append(out, o)
		}
	}
	if len(out) == 0 {
		where := "the map"
		if s.Sheet != "" {
			where = "sheet " + s.Sheet
		}
		return nil, fmt.Errorf("window: the region has no hexes on %s", where)
	}
	return out, nil
}

// cornerBox returns the bounding box of the corners of hexes laid out by l.
func cornerBox(l hexgrid.Layout, hexes []hexgrid.Offset) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, o := range hexes {
		for _, c := range l.Corners(o) {
			x0, y0 = min(x0, c[0]), min(y0, c[1])
			x1, y1 = max(x1, c[0]), max(y1, c[1])
		}
	}
	return x0, y0, x1, y1
}

// meeting returns the hexes of cands whose bounding box meets the page.
func (p Page) meeting(cands []hexgrid.Offset) []hexgrid.Offset {
	var out []hexgrid.Offset
	for _, o := range cands {
		x0, y0, x1, y1 := cornerBox(p.Layout, []hexgrid.Offset{o})
		if x1 > 0 && y1 > 0 && x0 < p.Width && y0 < p.Height {
			out = append(out, o)
		}
	}
	return out
}

// Center returns the page position, in millimetres, of the centre of hex o.
func (p Page) Center(o hexgrid.Offset) Point {
	x, y := p.Layout.Center(o)
	return Point{x, y}
}
