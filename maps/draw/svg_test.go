package draw

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/color"
	"io"
	"strings"
	"testing"
)

// The SVG is well-formed XML in millimetres, with one group per layer and
// text escaped.
func TestSVGDocument(t *testing.T) {
	s := featuresScene(t)
	m := *s.Map
	m.Places = append(m.Places, m.Places[0])
	m.Places[len(m.Places)-1].Name = `Smith & "Sons" <Mill>`
	s.Map = &m
	p, err := PageOf(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	c := NewSVG(&buf, p.Width, p.Height)
	if err := Draw(c, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	keep(t, "features.svg", buf.Bytes())
	dec := xml.NewDecoder(bytes.NewReader(buf.Bytes()))
	var groups []string
	elems := map[string]int{}
	texts := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			elems[el.Name.Local]++
			if el.Name.Local == "g" {
				for _, a := range el.Attr {
					if a.Name.Local == "id" {
						groups = append(groups, strings.TrimPrefix(a.Value, "layer-"))
					}
				}
			}
			if el.Name.Local == "svg" {
				for _, a := range el.Attr {
					if (a.Name.Local == "width" || a.Name.Local == "height") && !strings.HasSuffix(a.Value, "mm") {
						t.Errorf("%s=%q is not in millimetres", a.Name.Local, a.Value)
					}
				}
			}
		case xml.CharData:
			texts += string(el)
		}
	}
	want := []string{LayerPaper, LayerTerrain, LayerGrid, LayerContours, LayerHexsides, LayerPaths, LayerSheetEdges, LayerFeatures, LayerAreas, LayerPlaces, LayerHexIDs}
	if strings.Join(groups, " ") != strings.Join(want, " ") {
		t.Errorf("groups %v, want %v", groups, want)
	}
	if elems["polygon"] < 81 || elems["polyline"] < 100 || elems["text"] < 80 {
		t.Errorf("elements %v", elems)
	}
	if !strings.Contains(texts, `Smith & "Sons" <Mill>`) {
		t.Error("the escaped place name does not read back")
	}
}

// Attributes: fill none for strokes, opacity for translucent colours,
// dashes and caps.
func TestSVGAttributes(t *testing.T) {
	var buf bytes.Buffer
	c := NewSVG(&buf, 10, 10)
	c.Polyline([]Point{{0, 0}, {1.23456, 2}}, Stroke{Color: withAlpha(rgb(255, 0, 0), 128), Width: 0.5, Dash: []float64{1, 0.5}, Cap: CapRound})
	c.Circle(Point{5, 5}, 1, rgb(0, 0, 255), Stroke{})
	c.Polygon([]Point{{0, 0}, {1, 0}}, color0(), Stroke{}) // nothing to draw
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		`<polyline points="0,0 1.235,2" fill="none" stroke="#ff0000" stroke-width="0.5" stroke-linejoin="round" stroke-opacity="0.502" stroke-linecap="round" stroke-dasharray="1,0.5"/>`,
		`<circle cx="5" cy="5" r="1" fill="#0000ff"/>`,
		`width="10mm" height="10mm" viewBox="0 0 10 10"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in\n%s", want, out)
		}
	}
	if strings.Count(out, "<polygon") != 0 {
		t.Error("an invisible polygon was written")
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestSVGErrors(t *testing.T) {
	c := NewSVG(failWriter{}, 10, 10)
	for range 2000 {
		c.Text(Text{At: Point{1, 1}, Size: 1, Color: rgb(0, 0, 0), S: "fill the buffer"})
	}
	if err := c.Close(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("error %v", err)
	}
	if err := NewSVG(io.Discard, 0, 10).Close(); err == nil {
		t.Error("a zero-width page was accepted")
	}
}

func color0() color.NRGBA { return color.NRGBA{} }
