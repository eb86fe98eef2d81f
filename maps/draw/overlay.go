package draw

import (
	"image/color"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Overlay is what is drawn over the map: generic items that know hexes, not
// scenarios or games. The caller turns a scenario's set-up or a game state
// into Counters (see engine/drawscene), and the editor's marks (the selected
// hex, unit and hexside, flagged hexes, reachable hexes with their MP, the
// area or path being edited, a scan trace's proposals, the LOS ruler,
// calibration points) into Hexes, Sides, Labels and Points. Tints and
// swatches are drawn in LayerTints (over the terrain, under the grid);
// rings, sides, labels and points in LayerMarks (under the counters).
type Overlay struct {
	// Counters stand in their hexes, stacked in order (the first at the
	// bottom).
	Counters []Counter
	// SelectedUnit is the id of the counter drawn highlighted ("" none).
	SelectedUnit string
	// Hexes are highlighted hexes, drawn in order under the counters.
	Hexes []HexMark
	// Sides are highlighted hexsides.
	Sides []SideMark
	// Labels are texts written in hexes (a reachable hex's MP cost).
	Labels []Label
	// Points are small discs at points of the map (calibration points).
	Points []PointMark
}

// Empty reports whether the overlay has no item.
func (ov *Overlay) Empty() bool {
	return len(ov.Counters)+len(ov.Hexes)+len(ov.Sides)+len(ov.Labels)+len(ov.Points) == 0
}

// Counter is a unit counter drawn in a hex.
type Counter struct {
	ID   string // unit id
	Name string // printed name, written on the counter
	Side string // side id ("union", "csa"): picks the fill (SideColor)
	// Strength, when set, is written under the name.
	Strength *int
	Hex      hexgrid.Offset
	// Facing is the hex vertex the unit faces, when HasFacing.
	Facing    hexgrid.Facing
	HasFacing bool
	// Extended is the second hex of a unit in extended line or column, when
	// HasExtended.
	Extended    hexgrid.Offset
	HasExtended bool
}

// MarkKind says how a highlighted hex is drawn.
type MarkKind uint8

const (
	// MarkTint fills the hex with Color, translucent (the area or path being
	// edited, reachable hexes, the LOS ruler's line).
	MarkTint MarkKind = iota
	// MarkRing outlines the hex with Color (selection, flagged hexes, the
	// hex blocking the LOS ruler).
	MarkRing
	// MarkSwatch fills a small hexagon (SwatchShare of the hex) at the hex
	// centre with Color and outlines it with Outline (a scan trace's
	// proposed terrain, so that it and the scan under it can be compared).
	MarkSwatch
)

// SwatchShare is the size of a MarkSwatch hexagon against its hex.
const SwatchShare = 0.45

// HexMark is a highlighted hex.
type HexMark struct {
	Hex   hexgrid.Offset
	Kind  MarkKind
	Color color.NRGBA
	// Width is a ring's width in hex radii (0: 0.08); a swatch's outline is
	// 0.06 hex radii.
	Width float64
	// Outline is a swatch's outline colour.
	Outline color.NRGBA
}

// Tint reports whether the mark is drawn in LayerTints (tints and
// swatches), not in LayerMarks (rings).
func (m HexMark) Tint() bool { return m.Kind != MarkRing }

// SideMark is a highlighted hexside, stroked along the side.
type SideMark struct {
	Side  hexgrid.Hexside
	Color color.NRGBA
	// Width is the line width in hex radii (0: 0.16).
	Width float64
}

// PointMark is a small disc at a point of the map: DX, DY hex radii east
// and south of the centre of Hex, Radius hex radii (0: 0.1), filled with
// Color and outlined in black.
type PointMark struct {
	Hex    hexgrid.Offset
	DX, DY float64
	Radius float64
	Color  color.NRGBA
}

// Label is a text written in a hex: under its centre (a reachable hex's MP
// cost), or, when Centred, in bold on its centre (a scan trace's proposed
// elevation level).
type Label struct {
	Hex  hexgrid.Offset
	Text string
	// Centred writes the text on the hex centre, in bold.
	Centred bool
	// Color is the text's colour; zero: the label colour.
	Color color.NRGBA
}

// Overlay colours the editor uses (non-premultiplied).
var (
	// SelectColor rings the selected hex, hexside and counter.
	SelectColor = rgb(0xff, 0xc8, 0x00)
	// FlagColor rings the hexes with diagnostics.
	FlagColor = rgb(0xd0, 0x1c, 0x1c)
	// MarkColor tints the hexes of the area or path being edited, and the
	// hexes a selected unit can reach.
	MarkColor = withAlpha(rgb(0xff, 0x40, 0xc0), 90)
	// RulerColor tints the hexes the LOS ruler crosses; RulerBlockColor
	// rings the hex that blocks its line.
	RulerColor      = withAlpha(rgb(0x20, 0xc0, 0xff), 110)
	RulerBlockColor = rgb(0x10, 0x10, 0x10)
	// UnsureColor outlines the swatches of proposals a designer should
	// review; SureColor the others.
	UnsureColor = rgb(0xff, 0x80, 0x00)
	SureColor   = withAlpha(rgb(0, 0, 0), 70)
	// PointColor fills calibration points.
	PointColor = rgb(0xff, 0x20, 0x90)
	// LevelColor writes a proposed elevation level (UnsureColor when the
	// level is guessed).
	LevelColor = rgb(0x7a, 0x48, 0x1c)
)
