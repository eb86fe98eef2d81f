package draw

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// MaxPDFPageMM is the largest page side a PDF may have: 200 inches (14,400
// points), the limit of PDF 1.x readers.
const MaxPDFPageMM = 200 * 25.4

// pdfFont is the family name the Go fonts are embedded under.
const pdfFont = "go"

// PDF is a [Canvas] that builds a one-page PDF document with
// codeberg.org/go-pdf/fpdf, in millimetres (the page is widthMM × heightMM).
// Text is set in the Go fonts, embedded (subset), so it measures as in the
// raster backend. Layers become PDF optional content groups.
type PDF struct {
	f      *fpdf.Fpdf
	fonts  *fontSet
	alpha  float64
	layers map[string]int
	open   bool
}

// NewPDF starts a PDF document with one page of widthMM × heightMM
// millimetres.
// Errors: a size that is not positive or is over MaxPDFPageMM.
func NewPDF(widthMM, heightMM float64) (*PDF, error) {
	if !(widthMM > 0 && heightMM > 0 && widthMM <= MaxPDFPageMM && heightMM <= MaxPDFPageMM) {
		return nil, fmt.Errorf("pdf: page %.1f x %.1f mm: each side must be more than 0 and at most %.0f mm (200 in): draw a sheet or a window", widthMM, heightMM, MaxPDFPageMM)
	}
	fs, err := loadFonts()
	if err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: widthMM, Ht: heightMM}})
	f.SetMargins(0, 0, 0)
	f.SetAutoPageBreak(false, 0)
	f.SetCreator("Sandtable", true)
	f.AddUTF8FontFromBytes(pdfFont, "", goregular.TTF)
	f.AddUTF8FontFromBytes(pdfFont, "B", gobold.TTF)
	f.AddPage()
	f.SetLineJoinStyle("round")
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return &PDF{f: f, fonts: fs, alpha: 1, layers: map[string]int{}}, nil
}

// Write ends the document and writes it to w.
// Errors: one met while drawing, or while writing.
func (p *PDF) Write(w io.Writer) error {
	p.EndLayer()
	if err := p.f.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// setAlpha sets the opacity of what follows, when it changes.
func (p *PDF) setAlpha(a uint8) {
	v := float64(a) / 255
	if math.Abs(v-p.alpha) > 1e-3 {
		p.f.SetAlpha(v, "Normal")
		p.alpha = v
	}
}

// setStroke sets the line colour, width, cap and dash.
func (p *PDF) setStroke(st Stroke) {
	p.f.SetDrawColor(int(st.Color.R), int(st.Color.G), int(st.Color.B))
	p.f.SetLineWidth(st.Width)
	if st.Cap == CapRound {
		p.f.SetLineCapStyle("round")
	} else {
		p.f.SetLineCapStyle("butt")
	}
	p.f.SetDashPattern(st.Dash, 0)
}

// fpdfPoints converts points.
func fpdfPoints(pts []Point) []fpdf.PointType {
	out := make([]fpdf.PointType, len(pts))
	for i, q := range pts {
		out[i] = fpdf.PointType{X: q.X, Y: q.Y}
	}
	return out
}

// Polygon fills and strokes a closed polygon.
func (p *PDF) Polygon(pts []Point, fill color.NRGBA, st Stroke) {
	if len(pts) < 2 {
		return
	}
	p.paint(fill, st, func(style string) { p.f.Polygon(fpdfPoints(pts), style) })
}

// Circle fills and strokes a circle.
func (p *PDF) Circle(c Point, r float64, fill color.NRGBA, st Stroke) {
	if !(r > 0) {
		return
	}
	p.paint(fill, st, func(style string) { p.f.Circle(c.X, c.Y, r, style) })
}

// paint draws a shape with draw(style) filled ("F"), stroked ("D") or both
// ("FD"), in two passes when fill and stroke differ in opacity.
func (p *PDF) paint(fill color.NRGBA, st Stroke, draw func(style string)) {
	doFill, doStroke := fill.A > 0, st.visible()
	if doFill {
		p.f.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
	}
	if doStroke {
		p.setStroke(st)
	}
	switch {
	case doFill && doStroke && fill.A == st.Color.A:
		p.setAlpha(fill.A)
		draw("FD")
	default:
		if doFill {
			p.setAlpha(fill.A)
			draw("F")
		}
		if doStroke {
			p.setAlpha(st.Color.A)
			draw("D")
		}
	}
}

// Polyline strokes an open polyline.
func (p *PDF) Polyline(pts []Point, st Stroke) {
	if len(pts) < 2 || !st.visible() {
		return
	}
	p.setStroke(st)
	p.setAlpha(st.Color.A)
	p.f.MoveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.f.LineTo(q.X, q.Y)
	}
	p.f.DrawPath("D")
}

// Text sets one line of text.
func (p *PDF) Text(t Text) {
	if t.S == "" || t.Color.A == 0 || !(t.Size > 0) {
		return
	}
	style := ""
	if t.Bold {
		style = "B"
	}
	p.f.SetFont(pdfFont, style, 0)
	p.f.SetFontUnitSize(t.Size)
	p.f.SetTextColor(int(t.Color.R), int(t.Color.G), int(t.Color.B))
	p.setAlpha(t.Color.A)
	p.f.Text(p.fonts.anchorX(t), t.At.Y, t.S)
}

// BeginLayer starts an optional content group (a layer the reader can hide).
func (p *PDF) BeginLayer(name string) {
	p.EndLayer()
	id, ok := p.layers[name]
	if !ok {
		id = p.f.AddLayer(name, true)
		p.layers[name] = id
	}
	p.f.BeginLayer(id)
	p.open = true
}

// EndLayer ends the open layer, if any.
func (p *PDF) EndLayer() {
	if p.open {
		p.f.EndLayer()
		p.open = false
	}
}

// Err returns the first error fpdf met, or nil.
func (p *PDF) Err() error {
	if err := p.f.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}
