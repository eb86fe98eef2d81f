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
	}
	g := d.geo.Grid
	d.eachHex(func(o hexgrid.Offset) {
		for _, sh := range sheets {
			if !sh.Holds(o) {
				continue
			}
			for _, dir := range g.Directions() {
				if !sh.Holds(g.Neighbor(o, dir)) {
					d.c.Polyline(d.side(hexgrid.Hexside{Hex: o, Dir: dir}), st)
				}
			}
		}
	})
}
