package draw

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
)

// SVG is a [Canvas] that writes an SVG 1.1 document, in millimetres: the
// root element is widthMM × heightMM millimetres with a viewBox of the same
// numbers, so one user unit is one millimetre. Coordinates are written to the
// micrometre. Layers become groups that Inkscape shows as layers. Text names
// the Go font first and falls back on the viewer's sans-serif.
//
// It is written with fmt and encoding/xml's escaping: the format is plain
// text, and a library (github.com/ajstarks/svgo) would take integer
// coordinates and add a dependency for a few dozen lines.
type SVG struct {
	w       *bufio.Writer
	buf     []byte
	inLayer bool
	closed  bool
	err     error
}

// NewSVG starts an SVG document of widthMM × heightMM millimetres on w.
func NewSVG(w io.Writer, widthMM, heightMM float64) *SVG {
	s := &SVG{w: bufio.NewWriterSize(w, 1<<16)}
	if !(widthMM > 0 && heightMM > 0) || math.IsInf(widthMM+heightMM, 0) {
		s.err = fmt.Errorf("svg: bad page %g x %g mm", widthMM, heightMM)
		return s
	}
	W, H := svgNum(widthMM), svgNum(heightMM)
	s.printf(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" stroke="none" width="%smm" height="%smm" viewBox="0 0 %s %s">
<style>text{font-family:"Go","Go Regular","DejaVu Sans",Helvetica,Arial,sans-serif}</style>
`, W, H, W, H)
	return s
}

// Close ends the document and flushes it; it returns the first error met
// while writing.
func (s *SVG) Close() error {
	if s.closed {
		return s.err
	}
	s.EndLayer()
	s.printf("</svg>\n")
	s.closed = true
	if err := s.w.Flush(); err != nil && s.err == nil {
		s.err = fmt.Errorf("svg: %w", err)
	}
	return s.err
}

func (s *SVG) printf(format string, args ...any) {
	if s.err != nil || s.closed {
		return
	}
	if _, err := fmt.Fprintf(s.w, format, args...); err != nil {
		s.err = fmt.Errorf("svg: %w", err)
	}
}

// write writes s.buf.
func (s *SVG) write() {
	if s.err != nil || s.closed {
		return
	}
	if _, err := s.w.Write(s.buf); err != nil {
		s.err = fmt.Errorf("svg: %w", err)
	}
}

// svgNum writes v in millimetres to the micrometre, without trailing zeros.
func svgNum(v float64) string {
	v = math.Round(v*1000) / 1000
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// points appends an SVG points attribute.
func (s *SVG) points(pts []Point) {
	s.buf = append(s.buf, ` points="`...)
	for i, p := range pts {
		if i > 0 {
			s.buf = append(s.buf, ' ')
		}
		s.buf = append(s.buf, svgNum(p.X)...)
		s.buf = append(s.buf, ',')
		s.buf = append(s.buf, svgNum(p.Y)...)
	}
	s.buf = append(s.buf, '"')
}

// paint appends the fill and stroke attributes.
func (s *SVG) paint(fill color.NRGBA, st Stroke) {
	if fill.A == 0 {
		s.buf = append(s.buf, ` fill="none"`...)
	} else {
		s.buf = append(s.buf, ` fill="`+hexString(fill)+`"`...)
		if fill.A < 255 {
			s.buf = append(s.buf, ` fill-opacity="`+opacity(fill.A)+`"`...)
		}
	}
	if !st.visible() {
		return
	}
	s.buf = append(s.buf, ` stroke="`+hexString(st.Color)+`" stroke-width="`+svgNum(st.Width)+`" stroke-linejoin="round"`...)
	if st.Color.A < 255 {
		s.buf = append(s.buf, ` stroke-opacity="`+opacity(st.Color.A)+`"`...)
	}
	if st.Cap == CapRound {
		s.buf = append(s.buf, ` stroke-linecap="round"`...)
	}
	if len(st.Dash) > 0 {
		s.buf = append(s.buf, ` stroke-dasharray="`...)
		for i, d := range st.Dash {
			if i > 0 {
				s.buf = append(s.buf, ',')
			}
			s.buf = append(s.buf, svgNum(d)...)
		}
		s.buf = append(s.buf, '"')
	}
}

// opacity writes alpha a (0-255) as a fraction.
func opacity(a uint8) string { return strconv.FormatFloat(float64(a)/255, 'f', 3, 64) }

// Polygon writes a <polygon>.
func (s *SVG) Polygon(pts []Point, fill color.NRGBA, st Stroke) {
	if len(pts) < 2 || fill.A == 0 && !st.visible() {
		return
	}
	s.buf = append(s.buf[:0], "<polygon"...)
	s.points(pts)
	s.paint(fill, st)
	s.buf = append(s.buf, "/>\n"...)
	s.write()
}

// Polyline writes a <polyline>.
func (s *SVG) Polyline(pts []Point, st Stroke) {
	if len(pts) < 2 || !st.visible() {
		return
	}
	s.buf = append(s.buf[:0], "<polyline"...)
	s.points(pts)
	s.paint(color.NRGBA{}, st)
	s.buf = append(s.buf, "/>\n"...)
	s.write()
}

// Circle writes a <circle>.
func (s *SVG) Circle(c Point, r float64, fill color.NRGBA, st Stroke) {
	if !(r > 0) || fill.A == 0 && !st.visible() {
		return
	}
	s.buf = append(s.buf[:0], `<circle cx="`+svgNum(c.X)+`" cy="`+svgNum(c.Y)+`" r="`+svgNum(r)+`"`...)
	s.paint(fill, st)
	s.buf = append(s.buf, "/>\n"...)
	s.write()
}

// svgAnchors are the text-anchor values of the anchors.
var svgAnchors = [...]string{AnchorStart: "start", AnchorMiddle: "middle", AnchorEnd: "end"}

// Text writes a <text>.
func (s *SVG) Text(t Text) {
	if t.S == "" || t.Color.A == 0 || !(t.Size > 0) {
		return
	}
	s.buf = append(s.buf[:0], `<text x="`+svgNum(t.At.X)+`" y="`+svgNum(t.At.Y)+`" font-size="`+svgNum(t.Size)+`"`...)
	if t.Bold {
		s.buf = append(s.buf, ` font-weight="bold"`...)
	}
	if int(t.Anchor) < len(svgAnchors) && t.Anchor != AnchorStart {
		s.buf = append(s.buf, ` text-anchor="`+svgAnchors[t.Anchor]+`"`...)
	}
	s.buf = append(s.buf, ` fill="`+hexString(t.Color)+`"`...)
	if t.Color.A < 255 {
		s.buf = append(s.buf, ` fill-opacity="`+opacity(t.Color.A)+`"`...)
	}
	s.buf = append(s.buf, '>')
	s.write()
	if s.err == nil && !s.closed {
		if err := xml.EscapeText(s.w, []byte(t.S)); err != nil {
			s.err = fmt.Errorf("svg: %w", err)
		}
	}
	s.printf("</text>\n")
}

// BeginLayer opens a group with the layer's name as id and Inkscape label.
func (s *SVG) BeginLayer(name string) {
	s.EndLayer()
	var esc []byte
	esc = appendEscaped(esc, name)
	s.printf(`<g id="layer-%s" inkscape:groupmode="layer" inkscape:label="%s">`+"\n", esc, esc)
	s.inLayer = true
}

// EndLayer closes the open group, if any.
func (s *SVG) EndLayer() {
	if s.inLayer {
		s.inLayer = false
		s.printf("</g>\n")
	}
}

// appendEscaped appends s escaped for an XML attribute.
func appendEscaped(b []byte, s string) []byte {
	w := &byteWriter{b}
	_ = xml.EscapeText(w, []byte(s))
	return w.b
}

// byteWriter is an io.Writer onto a byte slice.
type byteWriter struct{ b []byte }

func (w *byteWriter) Write(p []byte) (int, error) { w.b = append(w.b, p...); return len(p), nil }
