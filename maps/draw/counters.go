package draw

import (
	"cmp"
	"image/color"
	"slices"
	"strconv"
	"strings"
)

// Counter geometry, in hex radii.
const (
	counterSide  = 1.0  // side of a counter's square
	stackStep    = 0.12 // offset of each counter over the one below, up and right
	stackShown   = 4    // counters deeper than this sit at the same offset
	shadowOffset = 0.05 // offset of a counter's shadow, down and right
	edgeWidth    = 0.035
	selectedEdge = 0.11 // width of the selected counter's border
	facingTip    = 0.96 // distance of the facing mark's tip from the counter centre
	facingBase   = 0.6  // distance of its base
	facingHalf   = 0.2  // half width of its base
	nameMax      = 0.24 // name size (em), largest
	nameMin      = 0.13 // name size, smallest before the name is split or cut
	nameTwoMax   = 0.17 // name size on two lines, largest
	nameWidth    = 0.9  // width a name may take
	nameRow      = 0.1  // baseline of a one-line name above the counter centre
	strengthSize = 0.26
	strengthRow  = 0.38 // baseline of the strength below the counter centre
	extendedBar  = 0.8  // width of the bar to an extended unit's second hex
)

// shadowColor darkens the paper under a counter.
var shadowColor = withAlpha(rgb(0, 0, 0), 80)

// counters draws the overlay's counters in the hexes drawn, stacked in
// order (each one up and right of the one below): a square in the
// side's colour with the unit's name and strength (on the top counter of a
// stack only: the others show just their edges), a facing triangle towards
// the hex vertex the unit faces, and a bar to the second hex of a unit in
// extended line or column. The selected counter (Overlay.SelectedUnit) is
// drawn last in its stack, with a wide border in SelectColor. Counters in
// hexes not drawn, or far from the clip, are skipped.
func (d *drawing) counters() {
	cs := d.s.Overlay.Counters
	order := d.sc.order[:0]
	for i, c := range cs {
		if c.HasExtended && (d.shown(c.Hex) || d.shown(c.Extended)) {
			d.extendedBar(c)
		}
		if d.shown(c.Hex) {
			order = append(order, i)
		}
	}
	sel := d.s.Overlay.SelectedUnit
	slices.SortStableFunc(order, func(a, b int) int {
		ha, hb := cs[a].Hex, cs[b].Hex
		return cmp.Or(cmp.Compare(ha.Col, hb.Col), cmp.Compare(ha.Row, hb.Row),
			cmp.Compare(boolRank(cs[a].ID == sel), boolRank(cs[b].ID == sel)))
	})
	d.sc.order = order
	for k := 0; k < len(order); {
		end := k + 1
		for end < len(order) && cs[order[end]].Hex == cs[order[k]].Hex {
			end++
		}
		for depth, i := range order[k:end] {
			d.counter(cs[i], depth, k+depth == end-1, sel != "" && cs[i].ID == sel)
		}
		k = end
	}
}

// boolRank orders false before true.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// counter draws one counter at stack depth depth (0 = bottom), with its
// name and strength when top, and a wide border when selected.
func (d *drawing) counter(c Counter, depth int, top, selected bool) {
	r := d.r
	hc := d.p.Center(c.Hex)
	off := float64(min(depth, stackShown)) * stackStep * r
	cc := Point{hc.X + off, hc.Y - off}
	h := counterSide * r / 2
	fill := SideColor(c.Side)
	so := shadowOffset * r
	d.square(Point{cc.X + so, cc.Y + so}, h, shadowColor, Stroke{})
	edge := Stroke{Color: counterEdge, Width: edgeWidth * r}
	if selected {
		edge = Stroke{Color: SelectColor, Width: selectedEdge * r}
	}
	d.square(cc, h, fill, edge)
	if c.HasFacing {
		d.facingMark(c, cc, hc)
	}
	if top {
		d.counterText(c, cc, fill)
	}
}

// counterText writes a counter's name and strength (when it has one) on
// its face of colour fill centred on cc.
func (d *drawing) counterText(c Counter, cc Point, fill color.NRGBA) {
	ink := textOn(fill)
	d.counterName(c.Name, cc, ink)
	if c.Strength != nil {
		d.c.Text(Text{At: Point{cc.X, cc.Y + strengthRow*d.r}, Size: strengthSize * d.r, Anchor: AnchorMiddle, Color: ink, S: strconv.Itoa(*c.Strength)})
	}
}

// extendedBar draws a translucent bar in the side's colour from a unit in
// extended line or column to its second hex, under every counter.
func (d *drawing) extendedBar(c Counter) {
	st := Stroke{Color: withAlpha(SideColor(c.Side), 140), Width: extendedBar * counterSide * d.r, Cap: CapButt}
	d.line(st, d.p.Center(c.Hex), d.p.Center(c.Extended))
}

// square fills the square of half side h around c and strokes its edge.
func (d *drawing) square(c Point, h float64, fill color.NRGBA, st Stroke) {
	d.shape(fill, st, Point{c.X - h, c.Y - h}, Point{c.X + h, c.Y - h}, Point{c.X + h, c.Y + h}, Point{c.X - h, c.Y + h})
}

// facingMark draws a triangle from the counter towards the hex vertex the
// unit faces.
func (d *drawing) facingMark(c Counter, cc, hc Point) {
	vx, vy := d.p.Layout.VertexPoint(c.Hex, c.Facing)
	ux, uy := unitVector(hc, Point{vx, vy})
	r := d.r
	b := Point{cc.X + ux*facingBase*r, cc.Y + uy*facingBase*r}
	nx, ny := -uy*facingHalf*r, ux*facingHalf*r
	d.shape(FacingColor, Stroke{},
		Point{cc.X + ux*facingTip*r, cc.Y + uy*facingTip*r},
		Point{b.X + nx, b.Y + ny},
		Point{b.X - nx, b.Y - ny})
}

// counterName writes a unit's name in the upper half of its counter: on one
// line as large as fits, else on two lines split at the space nearest the
// middle, else cut to the counter's width.
func (d *drawing) counterName(name string, cc Point, ink color.NRGBA) {
	r := d.r
	width := nameWidth * r
	size := d.fitSize(name, width, nameMin*r, nameMax*r, true)
	two, split := splitTwo(name)
	if d.fonts.width(name, size, true) <= width+1e-9 || !split {
		d.c.Text(Text{At: Point{cc.X, cc.Y - nameRow*r}, Size: size, Anchor: AnchorMiddle, Bold: true, Color: ink, S: d.cutWidth(name, size, width, true)})
		return
	}
	longer := two[0]
	if d.fonts.width(two[1], 1, true) > d.fonts.width(longer, 1, true) {
		longer = two[1]
	}
	size = d.fitSize(longer, width, nameMin*r, nameTwoMax*r, true)
	for i, line := range two {
		y := cc.Y - nameRow*r - float64(1-i)*size*1.1
		d.c.Text(Text{At: Point{cc.X, y}, Size: size, Anchor: AnchorMiddle, Bold: true, Color: ink, S: d.cutWidth(line, size, width, true)})
	}
}

// cutWidth returns the longest prefix of s at most width millimetres wide
// in the font (bold or regular) at size, cut at a character boundary. A
// prefix is never wider than a longer one, so the cut is found by binary
// search over the byte lengths, each snapped down to a character boundary:
// O(log n) measurements, not O(n).
func (d *drawing) cutWidth(s string, size, width float64, bold bool) string {
	if d.fonts.width(s, size, bold) <= width+1e-9 {
		return s
	}
	snap := func(k int) int {
		for k > 0 && !utf8Start(s[k]) {
			k--
		}
		return k
	}
	// best is the longest boundary known to fit; lengths past hi do not.
	best, lo, hi := 0, 1, len(s)-1
	for lo <= hi {
		mid := int(uint(lo+hi) >> 1)
		b := snap(mid)
		if b > 0 && d.fonts.width(s[:b], size, bold) <= width {
			best, lo = b, mid+1
		} else {
			hi = mid - 1
		}
	}
	return s[:best]
}

// utf8Start reports whether b starts a UTF-8 sequence.
func utf8Start(b byte) bool { return b&0xc0 != 0x80 }

// splitTwo splits s at the space nearest its middle; false if it has none.
func splitTwo(s string) ([2]string, bool) {
	best := -1
	dist := func(i int) int { return max(i-len(s)/2, len(s)/2-i) }
	for i := range len(s) {
		if s[i] == ' ' && (best < 0 || dist(i) < dist(best)) {
			best = i
		}
	}
	if best < 0 {
		return [2]string{s}, false
	}
	return [2]string{strings.TrimSpace(s[:best]), strings.TrimSpace(s[best+1:])}, true
}
