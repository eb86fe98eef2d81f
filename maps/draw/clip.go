package draw

import "github.com/sandtable/sandtable/maps/hexgrid"

// Rect is a rectangle of the page in millimetres, from Min (top-left) to
// Max (bottom-right). The zero Rect is empty.
type Rect struct{ Min, Max Point }

// Empty reports whether r holds no point.
func (r Rect) Empty() bool { return !(r.Min.X < r.Max.X && r.Min.Y < r.Max.Y) }

// clipReach is how far from its centre, in hex radii, a per-hex pass draws
// for a hex (the hex itself reaches 1; its id, contours and symbols stay
// inside): a hex whose centre is farther than this outside the clip is
// skipped.
const clipReach = 1.5

// clipHexes returns the hexes of p whose area may meet clip (all of them
// when clip is empty), in p's order.
func clipHexes(p Page, clip Rect) []hexgrid.Offset {
	if clip.Empty() {
		return p.Hexes
	}
	m := clipReach * p.Layout.Size
	out := make([]hexgrid.Offset, 0, len(p.Hexes))
	for _, o := range p.Hexes {
		c := p.Center(o)
		if c.X+m >= clip.Min.X && c.X-m <= clip.Max.X && c.Y+m >= clip.Min.Y && c.Y-m <= clip.Max.Y {
			out = append(out, o)
		}
	}
	return out
}
