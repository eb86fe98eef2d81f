package tiles

import (
	"image"
	"image/color"
	"testing"

	"github.com/sandtable/sandtable/maps/draw"
)

// canvasOnly is the frame as a plain draw.Canvas, without its fast layers,
// so that draw's own passes paint through the frame's Canvas methods.
type canvasOnly struct{ f *frame }

func (c canvasOnly) Polygon(p []draw.Point, fill color.NRGBA, st draw.Stroke) {
	c.f.Polygon(p, fill, st)
}
func (c canvasOnly) Polyline(p []draw.Point, st draw.Stroke) { c.f.Polyline(p, st) }
func (c canvasOnly) Circle(p draw.Point, r float64, fill color.NRGBA, st draw.Stroke) {
	c.f.Circle(p, r, fill, st)
}
func (c canvasOnly) Text(t draw.Text)    { c.f.Text(t) }
func (c canvasOnly) BeginLayer(l string) { c.f.BeginLayer(l) }
func (c canvasOnly) EndLayer()           { c.f.EndLayer() }

// Draw's own passes, painted through the frame's Canvas methods, put every
// hex where the fast layers do: the terrain colour at each hex centre of a
// tile agrees, and the millimetre clip covers the tile.
func TestFrameAsCanvas(t *testing.T) {
	s := builtinScene(t)
	o := mustHex(t, s, "S2016")
	const scale, size = 30.0, 300
	cx, cy := s.HexCenter(scale, o)
	v := View{OriginX: cx - size/2, OriginY: cy - size/2, Scale: scale}
	fast := image.NewRGBA(image.Rect(0, 0, size, size))
	s.drawOne(fast, v)
	slow := image.NewRGBA(image.Rect(0, 0, size, size))
	s.drawVia(slow, v, func(f *frame) draw.Canvas { return canvasOnly{f} })
	_, ix, _ := s.prepare()
	l := ix.layout(v, fast.Bounds())
	checked := 0
	for col := o.Col - 3; col <= o.Col+3; col++ {
		for row := o.Row - 3; row <= o.Row+3; row++ {
			h := o
			h.Col, h.Row = col, row
			if !ix.OnMap(h) {
				continue
			}
			x, y := l.Center(h)
			// Just below the centre: clear of the hex id and symbols.
			px, py := int(x+0.3*scale), int(y-0.25*scale)
			if !image.Pt(px, py).In(fast.Bounds()) {
				continue
			}
			want := ix.fills[ix.at(h).fill]
			if got := slow.RGBAAt(px, py); !near(got, want, 12) {
				t.Errorf("hex %v through the Canvas methods: %v at (%d,%d), want %v (fast: %v)", h, got, px, py, want, fast.RGBAAt(px, py))
			}
			checked++
		}
	}
	if checked < 20 {
		t.Fatalf("only %d hexes checked", checked)
	}
}
