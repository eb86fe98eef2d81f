package draw

import "github.com/sandtable/sandtable/maps/hexgrid"

// sheetEdgeWidth is the width of a sheet's border line, in hex radii.
const sheetEdgeWidth = 0.05

// sheetEdges strokes the border of each sheet drawn: every side of one of
// its hexes whose neighbour the sheet does not hold. Where two sheets
// overlap (ITW's S01 = N34 row) both borders show. With one sheet drawn
// alone, only its border.
func (d *drawing) sheetEdges() {
	st := Stroke{Color: sheetEdgeColor, Width: sheetEdgeWidth * d.r, Cap: CapRound}
	sheets := d.geo.Numbering.Sheets
	if d.p.Sheet != nil {
		sheets = []hexgrid.Sheet{*d.p.Sheet}
	} else if len(sheets) <= 64 {
		d.edgesByBits(st)
		return
	}
	g := d.geo.Grid
	d.eachHex(func(o hexgrid.Offset) {
		for _, sh := range sheets {
			if !sh.Holds(o) {
				continue
			}
			for _, dir := range g.Directions() {
				if !sh.Holds(g.Neighbor(o, dir)) {
					a, b := d.side(hexgrid.Hexside{Hex: o, Dir: dir})
					d.line(st, a, b)
				}
			}
		}
	})
}

// edgesByBits strokes the sheet edges of the whole map with st through the
// index's sheet bits: a side once where some sheet holding the hex does not
// hold its neighbour (two sheets' edges along one side are one line).
func (d *drawing) edgesByBits(st Stroke) {
	g := d.geo.Grid
	d.eachHex(func(o hexgrid.Offset) {
		bits := d.ix.SheetsOf(o)
		for _, dir := range g.Directions() {
			if bits&^d.ix.SheetsOf(g.Neighbor(o, dir)) != 0 {
				a, b := d.side(hexgrid.Hexside{Hex: o, Dir: dir})
				d.line(st, a, b)
			}
		}
	})
}
