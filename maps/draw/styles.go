package draw

import "image/color"

// LineStyle is how a hexside feature or a path is stroked. Width and dash
// lengths are fractions of the hex radius R (centre to corner), so a map
// printed with larger hexes gets proportionally wider lines.
type LineStyle struct {
	Color color.NRGBA
	// Width is the line width in hex radii.
	Width float64
	// Dash holds the lengths, in hex radii, of dashes and gaps in turn,
	// starting with a dash; nil draws a solid line.
	Dash []float64
	// Ticks draws cross ties across the line (railroads).
	Ticks bool
}

// The unknown styles: how a hexside or path type that the style table
// does not give is drawn, visibly wrong.
var (
	// UnknownHexside strokes a hexside type: a purple dashed line.
	UnknownHexside = LineStyle{Color: rgb(0x80, 0x40, 0xa8), Width: 0.08, Dash: []float64{0.15, 0.1}}
	// UnknownPath strokes a path type: magenta dashes.
	UnknownPath = LineStyle{Color: rgb(0xc0, 0x20, 0xa0), Width: 0.08, Dash: []float64{0.1, 0.1}}
	// fordDash is the dash pattern, in hex radii, of a water side the map
	// marks as fordable when its type's line is solid.
	fordDash = []float64{0.22, 0.1}
)
