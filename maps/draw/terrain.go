package draw

import (
	"image/color"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// gridWidth is the width of the hex outlines, in hex radii.
const gridWidth = 0.018

// paper fills the whole page with PaperColor.
func (d *drawing) paper() {
	w, h := d.p.Width, d.p.Height
	d.shape(PaperColor, Stroke{}, Point{0, 0}, Point{w, 0}, Point{w, h}, Point{0, h})
}

// terrain fills every hex with its terrain's colour.
func (d *drawing) terrain() {
	fills := map[string]color.NRGBA{}
	d.eachHex(func(o hexgrid.Offset) {
		t := d.ix.Terrain(o)
		c, ok := fills[t]
		if !ok {
			c, _ = d.s.Styles.TerrainFill(t)
			fills[t] = c
		}
		d.c.Polygon(d.corners(o), c, Stroke{})
	})
}

// outlines strokes the hex grid: each shared side once (as one of the first
// three sides of a hex), and the sides at the edge of what is drawn.
func (d *drawing) outlines() {
	st := Stroke{Color: outlineColor, Width: gridWidth * d.r, Cap: CapRound}
	a0 := 5 // flat: the N, NE and SE sides run NW-NE-E-SE corners
	if d.geo.Grid.Orientation == hexgrid.Pointy {
		a0 = 0 // pointy: the NE, E and SE sides run N-NE-SE-S corners
	}
	dirs := d.geo.Grid.Directions()
	d.eachHex(func(o hexgrid.Offset) {
		cs := d.corners(o)
		d.line(st, cs[a0], cs[(a0+1)%6], cs[(a0+2)%6], cs[(a0+3)%6])
		for _, dir := range dirs[3:] {
			if !d.drawn.has(d.geo.Grid.Neighbor(o, dir)) {
				a, b := d.side(hexgrid.Hexside{Hex: o, Dir: dir})
				d.line(st, a, b)
			}
		}
	})
}
