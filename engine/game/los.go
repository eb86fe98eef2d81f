package game

import "github.com/sandtable/sandtable/maps/hexgrid"

// losEffect is what one hex on a line of sight does to it.
type losEffect int

const (
	losClear  losEffect = iota // the line passes
	losHinder                  // a hex that hinders (-1) and blocks if a second one follows
	losBlock                   // the line stops here
)

// LOS traces the line of sight from hex from to hex to (ITW BB 9.44,
// 10.2x and TEC notes c and l; hexgrid.Line for the hexes between).
//
// Heights are in elevation levels (map hex "elevation", 0 when absent); a
// hex's obstacle top is its elevation plus its terrain's heightLevels
// (woods, field boundary, thicket, marsh and wooded sloping ground are one
// level higher than the ground). The line runs from the ground of the
// firing hex to the ground of the target hex; an intervening hex whose
// ground is above the line blocks it, and one whose obstacle top is above
// the line acts by its terrain's blocksLOS: "first-hex" (thicket, marsh,
// wooded sloping ground) blocks at once, "second-hex" (woods, field
// boundary) lets the line through one such hex with a hindrance of 1 (the
// -1 fire DRM, not cumulative) and blocks at the second. Where the line runs
// along a hexside (a tie of hexgrid.Line) it is blocked only if both hexes
// block, and hindered only if both hinder: this also ignores a Field
// Boundary hex beside a Field hex (EN L385-386).
//
// It returns whether the target is visible, the hindrance (0 or 1) and,
// when not visible, the hex that blocks. Adjacent hexes always see each
// other. Not modelled: the Woods Canopy (10.24), hexside obstacles (ridges,
// woods hexsides as steep slopes) and gunboat sight rules (14.74).
func (b *Board) LOS(from, to hexgrid.Offset) (visible bool, hindrance int, blocking hexgrid.Offset) {
	steps := b.Geo.Grid.Line(from, to)
	n := len(steps) - 1
	if n < 0 {
		return false, 0, to
	}
	hf, ht := float64(b.Elevation(from)), float64(b.Elevation(to))
	for i := 1; i < n; i++ {
		line := hf + (ht-hf)*float64(i)/float64(n)
		switch eff := b.stepEffect(steps[i], line); {
		case eff == losBlock:
			return false, hindrance, steps[i].Hex
		case eff == losHinder && hindrance > 0:
			return false, hindrance, steps[i].Hex
		case eff == losHinder:
			hindrance = 1
		}
	}
	return true, hindrance, hexgrid.Offset{}
}

// stepEffect is the effect of one step of the line: the weaker of its two
// hexes at a tie.
func (b *Board) stepEffect(st hexgrid.LineStep, line float64) losEffect {
	e := b.hexEffect(st.Hex, line)
	if st.Tie {
		e = min(e, b.hexEffect(st.Alt, line))
	}
	return e
}

// hexEffect is the effect of one intervening hex at the line's height.
func (b *Board) hexEffect(o hexgrid.Offset, line float64) losEffect {
	ground := float64(b.Elevation(o))
	if ground > line {
		return losBlock
	}
	t := b.Terrain(o)
	if t == nil || ground+float64(t.HeightLevels) <= line {
		return losClear
	}
	switch t.BlocksLOS {
	case "first-hex":
		return losBlock
	case "second-hex":
		return losHinder
	}
	return losClear
}

// LOS traces the line of sight between two hexes of the game's map (see
// [Board.LOS]).
func (g *Game) LOS(from, to hexgrid.Offset) (visible bool, hindrance int, blocking hexgrid.Offset) {
	return g.Board.LOS(from, to)
}
