package draw

import (
	"fmt"
	"image/color"
	"os"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// call is one drawing call a recorder saw.
type call struct {
	layer, kind string // kind: polygon, polyline, circle, text
	pts         []Point
	fill        color.NRGBA
	stroke      Stroke
	text        Text
}

// recorder is a Canvas that records every call, with its layer.
type recorder struct {
	layer string
	calls []call
	open  int // layers begun and not ended
}

func (r *recorder) Polygon(pts []Point, fill color.NRGBA, st Stroke) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "polygon", pts: pts, fill: fill, stroke: st})
}
func (r *recorder) Polyline(pts []Point, st Stroke) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "polyline", pts: pts, stroke: st})
}
func (r *recorder) Circle(c Point, rad float64, fill color.NRGBA, st Stroke) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "circle", pts: []Point{c}, fill: fill, stroke: st})
}
func (r *recorder) Text(t Text) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "text", text: t})
}
func (r *recorder) BeginLayer(name string) { r.layer = name; r.open++ }
func (r *recorder) EndLayer()              { r.layer = ""; r.open-- }

// in returns the calls of one layer and kind.
func (r *recorder) in(layer, kind string) []call {
	var out []call
	for _, c := range r.calls {
		if c.layer == layer && c.kind == kind {
			out = append(out, c)
		}
	}
	return out
}

// featuresScene loads testdata/features.map.json: one 10 x 8 sheet with every
// kind of terrain, hexside, path, feature, area and place the drawing knows.
func featuresScene(t testing.TB) Scene {
	t.Helper()
	m, err := maps.Load("testdata/features.map.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewScene(m, rs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// itwScene loads the built-in ITW map with Scenario 1, its OOB and ruleset.
func itwScene(t testing.TB) Scene {
	t.Helper()
	const scen = "scenarios/itw-shiloh/01-bloody-april.scenario.json"
	files := validate.Builtin{}
	sess := validate.NewSession(files)
	data, err := files.ReadFile(scen)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sess.Map(files.Join(scen, sc.Map))
	if err != nil {
		t.Fatal(err)
	}
	oob, err := sess.OOB(files.Join(scen, sc.OOB))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := sess.Ruleset(scen, sc.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewScene(m, rs)
	if err != nil {
		t.Fatal(err)
	}
	s.Scenario, s.OOB = sc, oob
	return s
}

// keep writes data to $SANDTABLE_LOOK_DIR/name when the variable is set, to
// look at what a test drew.
func keep(t testing.TB, name string, data []byte) {
	t.Helper()
	dir := os.Getenv("SANDTABLE_LOOK_DIR")
	if dir == "" {
		return
	}
	if err := os.WriteFile(dir+"/"+name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// near reports whether a and b differ by at most eps.
func near(a, b, eps float64) bool { return a-b <= eps && b-a <= eps }

// describe writes a colour for test messages.
func describe(c color.Color) string {
	r, g, b, a := c.RGBA()
	return fmt.Sprintf("rgba(%d,%d,%d,%d)", r>>8, g>>8, b>>8, a>>8)
}
