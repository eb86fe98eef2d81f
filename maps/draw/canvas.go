package draw

import "image/color"

// Point is a position on the page in millimetres: x grows to the right (east),
// y downwards (south), (0,0) is the page's top-left corner.
type Point struct{ X, Y float64 }

// Cap is how the ends of an open line (and of each dash) are drawn.
type Cap uint8

const (
	// CapButt ends a line square at its end point.
	CapButt Cap = iota
	// CapRound ends a line with a half disc around its end point.
	CapRound
)

// Stroke says how a line is drawn. Joins between segments are always round.
type Stroke struct {
	Color color.NRGBA
	// Width is the line width in millimetres; zero (or less) draws no line.
	Width float64
	// Dash holds the lengths, in millimetres, of dashes and gaps in turn,
	// starting with a dash; nil draws a solid line.
	Dash []float64
	Cap  Cap
}

// visible reports whether the stroke draws anything.
func (s Stroke) visible() bool { return s.Width > 0 && s.Color.A > 0 }

// Anchor says which point of a text its position gives.
type Anchor uint8

const (
	// AnchorStart puts the start (left end) of the baseline at the position.
	AnchorStart Anchor = iota
	// AnchorMiddle centres the text on the position.
	AnchorMiddle
	// AnchorEnd puts the end (right end) of the baseline at the position.
	AnchorEnd
)

// Text is one line of text in the Go font (regular or bold).
type Text struct {
	// At is the anchor point on the baseline, in millimetres.
	At Point
	// Size is the em size in millimetres (1 point = 25.4/72 mm).
	Size   float64
	Anchor Anchor
	Bold   bool
	Color  color.NRGBA
	S      string
}

// Canvas is a drawing surface in millimetres (see [Point]). Later drawing
// covers earlier drawing; colours with alpha below 255 are blended over what is
// beneath. A backend records the first error it meets and reports it when
// the drawing is finished (see each backend's Close or Image method).
type Canvas interface {
	// Polygon fills the closed polygon pts with fill (when fill.A > 0), then
	// strokes its outline with st (when st.Width > 0).
	Polygon(pts []Point, fill color.NRGBA, st Stroke)
	// Polyline strokes the open polyline pts.
	Polyline(pts []Point, st Stroke)
	// Circle fills and strokes the circle of radius r millimetres around c.
	Circle(c Point, r float64, fill color.NRGBA, st Stroke)
	// Text writes one line of text.
	Text(t Text)
	// BeginLayer starts a named group of drawing (an SVG group, a PDF
	// optional content layer; the raster backend ignores it); EndLayer ends
	// it. Layers do not nest.
	BeginLayer(name string)
	EndLayer()
}
