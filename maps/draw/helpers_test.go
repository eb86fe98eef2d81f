package draw

import (
	"fmt"
	"image/color"
	"os"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
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

// recorder is a Canvas that records every call, with its layer (a copy of
// its points: the passes reuse their buffers).
type recorder struct {
	layer string
	calls []call
	open  int // layers begun and not ended
}

func (r *recorder) Polygon(pts []Point, fill color.NRGBA, st Stroke) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "polygon", pts: slices.Clone(pts), fill: fill, stroke: st})
}
func (r *recorder) Polyline(pts []Point, st Stroke) {
	r.calls = append(r.calls, call{layer: r.layer, kind: "polyline", pts: slices.Clone(pts), stroke: st})
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
	// The map mixes the types of the gbacw and gcacw rulesets: their files
	// give the looks.
	s, err := NewScene(m, builtinStyles(t))
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
	s, err := NewScene(m, builtinStyles(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Overlay.Counters = setupCounters(sc, oob, s.Geo)
	return s
}

// builtinStyles returns the style table the files of the built-in rulesets
// give (gbacw, then gcacw and classic for the ids before them lack), read
// as engine/drawscene.Styles reads them (which this package's tests cannot
// import: it imports this package).
func builtinStyles(t testing.TB) *Styles {
	t.Helper()
	st := &Styles{Terrain: map[string]color.NRGBA{}, Patterns: map[string]Pattern{}, Hexsides: map[string]LineStyle{}, Paths: map[string]LineStyle{}, SideMarks: map[string]HexsideMark{}}
	line := func(l *engine.LineStyle) (LineStyle, bool) {
		if l == nil {
			return LineStyle{}, false
		}
		c, ok := ParseColor(l.Color)
		if !ok {
			t.Fatalf("bad colour %q", l.Color)
		}
		return LineStyle{Color: c, Width: l.Width, Dash: l.Dash, Ticks: l.Ticks}, true
	}
	for _, id := range []string{"gbacw", "gcacw", "classic"} {
		rs, err := engine.BuiltinRuleset(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range rs.Terrain {
			c, ok := ParseColor(tt.Color)
			if _, dup := st.Terrain[tt.ID]; !ok || dup {
				continue
			}
			st.Terrain[tt.ID] = c
			if p, _ := ParsePattern(tt.Pattern); p != PatternSolid {
				st.Patterns[tt.ID] = p
			}
		}
		for _, h := range rs.Hexsides {
			if _, dup := st.Hexsides[h.ID]; dup {
				continue
			}
			if l, ok := line(h.Style); ok {
				st.Hexsides[h.ID] = l
			}
			if m := map[string]HexsideMark{"ford": FordMark, "bridge": BridgeMark}[h.Mark]; m != NoHexsideMark {
				st.SideMarks[h.ID] = m
			}
		}
		for _, p := range rs.Paths {
			if l, ok := line(p.Style); ok {
				if _, dup := st.Paths[p.ID]; !dup {
					st.Paths[p.ID] = l
				}
			}
		}
	}
	return st
}

// setupCounters turns a scenario's set-up into counter items as
// engine/drawscene.SetupCounters does (which this package's tests cannot import:
// it imports this package), for a ruleset with facing.
func setupCounters(sc *scenarios.Scenario, oob *scenarios.OOB, geo maps.Geometry) []Counter {
	var out []Counter
	seen := map[string]bool{}
	for _, st := range sc.Setup {
		o, err := geo.Numbering.Parse(st.Hex)
		if st.Hex == "" || err != nil || seen[st.Unit] {
			continue
		}
		seen[st.Unit] = true
		c := Counter{ID: st.Unit, Name: st.Unit, Hex: o, Strength: st.Strength}
		if u := oob.Unit(st.Unit); u != nil {
			c.Name, c.Side = u.Name, u.Side
			if c.Strength == nil {
				c.Strength = u.Strength
			}
		}
		if f, err := hexgrid.ParseFacing(geo.Grid, st.Facing); err == nil {
			c.Facing, c.HasFacing = f, true
		}
		if e, err := geo.Numbering.Parse(st.ExtendedTo); err == nil && st.ExtendedTo != "" {
			c.Extended, c.HasExtended = e, true
		}
		out = append(out, c)
	}
	return out
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
