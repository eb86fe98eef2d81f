package draw

// Ford and bridge marks, in hex radii.
const (
	fordBar     = 0.16 // half length of a ford's bars across the side
	bridgeHalf  = 0.18 // half length of a bridge's rails across the side
	bridgeGap   = 0.09 // distance of each rail from the side's middle
	markWidth   = 0.05 // width of bars and rails
	bridgeWidth = 0.055
)

// hexsides strokes the hexside features along their sides (water blue,
// ridges and gullies brown, impassable grey; see Styles.Hexside), then marks
// fords (two light bars across the side) and bridges (two dark rails across
// it), for every side of a hex drawn.
func (d *drawing) hexsides() {
	g := d.geo.Grid
	for _, e := range d.ix.Sides {
		a, b := g.SideHexes(e.Side)
		if !d.shown(a) && !d.shown(b) {
			continue
		}
		look := d.s.Styles.Hexside(e.Data.Type)
		ford := look.Ford || e.Data.Ford
		bridge := look.Bridge || e.Data.Bridge
		p, q := d.side(e.Side)
		if look.Draw {
			style := look.Line
			if e.Data.Ford && len(style.Dash) == 0 {
				style.Dash = fordDash
			}
			d.line(d.stroke(style), p, q)
		}
		if ford {
			d.fordMark(p, q)
		}
		if bridge {
			d.bridgeMark(p, q)
		}
	}
}

// fordMark draws two light bars across the side, a third of the way from
// each end.
func (d *drawing) fordMark(a, b Point) {
	ux, uy := unitVector(a, b)
	nx, ny := -uy*fordBar*d.r, ux*fordBar*d.r
	st := Stroke{Color: fordColor, Width: markWidth * d.r, Cap: CapButt}
	for _, t := range []float64{1.0 / 3, 2.0 / 3} {
		m := lerpPoint(a, b, t)
		d.line(st, Point{m.X - nx, m.Y - ny}, Point{m.X + nx, m.Y + ny})
	}
}

// bridgeMark draws two dark rails across the middle of the side, the way a
// road crosses it.
func (d *drawing) bridgeMark(a, b Point) {
	m := lerpPoint(a, b, 0.5)
	ux, uy := unitVector(a, b)
	nx, ny := -uy*bridgeHalf*d.r, ux*bridgeHalf*d.r
	st := Stroke{Color: bridgeColor, Width: bridgeWidth * d.r, Cap: CapButt}
	for _, k := range []float64{-1, 1} {
		cx, cy := m.X+ux*k*bridgeGap*d.r, m.Y+uy*k*bridgeGap*d.r
		d.line(st, Point{cx - nx, cy - ny}, Point{cx + nx, cy + ny})
	}
}
