package tiles

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// builtinScene returns a scene of the built-in ITW Shiloh map with the gbacw
// ruleset and no counters.
func builtinScene(t testing.TB) *Scene {
	t.Helper()
	data, err := fs.ReadFile(maps.Builtin(), "itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	return &Scene{Map: m, Geo: geo, Styles: drawscene.Styles(rs)}
}

// fileColor returns the colour the built-in gbacw ruleset's file gives a
// terrain type (kind "terrain") or the line of a hexside or path type, read
// from the file, not from the style table.
func fileColor(t testing.TB, kind, id string) color.RGBA {
	t.Helper()
	rs, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	hex := ""
	switch kind {
	case "terrain":
		hex = rs.TerrainByID(id).Color
	case "hexside":
		for _, h := range rs.Hexsides {
			if h.ID == id {
				hex = h.Style.Color
			}
		}
	case "path":
		for _, p := range rs.Paths {
			if p.ID == id {
				hex = p.Style.Color
			}
		}
	}
	var c color.RGBA
	if _, err := fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		t.Fatalf("%s %s: colour %q: %v", kind, id, hex, err)
	}
	c.A = 0xff
	return c
}

// scenarioCounters returns the counters of the set-up of ITW Scenario 1.
func scenarioCounters(t testing.TB, geo maps.Geometry) []Counter {
	t.Helper()
	sdata, err := fs.ReadFile(scenarios.Builtin(), "itw-shiloh/01-bloody-april.scenario.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.DecodeScenario(sdata)
	if err != nil {
		t.Fatal(err)
	}
	odata, err := fs.ReadFile(scenarios.Builtin(), "itw-shiloh/itw-shiloh.oob.json")
	if err != nil {
		t.Fatal(err)
	}
	oob, err := scenarios.DecodeOOB(odata)
	if err != nil {
		t.Fatal(err)
	}
	var out []Counter
	for _, st := range sc.Setup {
		o, err := geo.Numbering.Parse(st.Hex)
		u := oob.Unit(st.Unit)
		if err != nil || u == nil {
			continue
		}
		c := Counter{ID: u.ID, Name: u.Name, Side: u.Side, Hex: o}
		if f, err := hexgrid.ParseFacing(geo.Grid, st.Facing); err == nil {
			c.Facing, c.HasFacing = f, true
		}
		out = append(out, c)
	}
	return out
}

// mustHex parses a hex id of the scene's map.
func mustHex(t testing.TB, s *Scene, id string) hexgrid.Offset {
	t.Helper()
	o, err := s.Geo.Numbering.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// tileAround renders a size x size tile centred on hex o at scale.
func tileAround(s *Scene, o hexgrid.Offset, scale float64, size int) *image.RGBA {
	cx, cy := s.HexCenter(scale, o)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s.Draw(img, View{OriginX: cx - float64(size)/2, OriginY: cy - float64(size)/2, Scale: scale})
	return img
}

// near reports whether two colours differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v >= -tol && v <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// countNear counts the pixels of r in img within tol of c.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}
