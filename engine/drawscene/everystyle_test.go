package drawscene_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// builtinRulesets are the rulesets under engine/rulesets.
var builtinRulesets = []string{"gbacw", "gcacw", "classic"}

// everyTypeMap returns a 12 x 12 map of ruleset rs whose hexes show every
// terrain type (rows 1-3), whose hexsides show every hexside type (each on
// its own hex, its N side, rows 5 and 7) and whose paths show every path type (each a run of three
// hexes down a column, rows 8-10).
func everyTypeMap(t testing.TB, rs *engine.Ruleset) *maps.Map {
	t.Helper()
	const n = 12
	if len(rs.Terrain) > n*3 || len(rs.Hexsides) > 2*n || len(rs.Paths) > n/2 {
		t.Fatalf("%s has too many types for the test map", rs.ID)
	}
	m := &maps.Map{
		ID: "every-" + rs.ID, Name: "Every type of " + rs.ID, Ruleset: rs.ID,
		Grid:           maps.Grid{Orientation: "flat", Stagger: "odd", HexAcrossFlatsMM: 16},
		Numbering:      maps.Numbering{ColumnDigits: 2, RowDigits: 2},
		Sheets:         []maps.Sheet{{ID: "A", Name: "A", Columns: [2]int{1, n}, Rows: [2]int{1, n}}},
		DefaultTerrain: rs.Terrain[0].ID,
		Hexes:          map[string]maps.Hex{},
		Hexsides:       map[string]maps.Hexside{},
	}
	id := func(col, row int) string { return fmt.Sprintf("%02d%02d", col, row) }
	for i, tt := range rs.Terrain {
		m.Hexes[id(1+i%n, 1+i/n)] = maps.Hex{Terrain: tt.ID}
	}
	for i, hs := range rs.Hexsides {
		m.Hexsides[id(1+i%n, 5+2*(i/n))+"/N"] = maps.Hexside{Type: hs.ID}
	}
	for i, p := range rs.Paths {
		col := 1 + 2*i
		m.Paths = append(m.Paths, maps.Path{ID: p.ID, Type: p.ID, Name: p.ID, Hexes: []string{id(col, 8), id(col, 9), id(col, 10)}})
	}
	return m
}

// unknownColors are the fills and strokes of the unknown style.
var unknownColors = []color.NRGBA{draw.UnknownTerrainColor, draw.UnknownHexside.Color, draw.UnknownPath.Color}

// unknownLines are the strokes of the unknown style: a raster pixel of
// exactly that colour is the middle of such a line (the unknown terrain's
// grey also comes out of anti-aliased grid lines over white paper, so
// terrain is checked at hex centres).
var unknownLines = []color.NRGBA{draw.UnknownHexside.Color, draw.UnknownPath.Color}

// TestEveryBuiltinTypeHasAStyle draws every terrain, hexside and path type
// of every built-in ruleset, through the style table the ruleset gives, in
// SVG (every shape's colour read back), on the export raster and on the
// editor's tiled raster, and fails on any type drawn in the unknown style.
func TestEveryBuiltinTypeHasAStyle(t *testing.T) {
	for _, id := range builtinRulesets {
		t.Run(id, func(t *testing.T) {
			rs, err := engine.BuiltinRuleset(id)
			if err != nil {
				t.Fatal(err)
			}
			st := drawscene.Styles(rs)
			for _, tt := range rs.Terrain {
				if _, known := st.TerrainFill(tt.ID); !known {
					t.Errorf("terrain %s: unknown style", tt.ID)
				}
			}
			for _, hs := range rs.Hexsides {
				if l := st.Hexside(hs.ID); !l.Known {
					t.Errorf("hexside %s: unknown style", hs.ID)
				}
			}
			for _, p := range rs.Paths {
				if _, known := st.Path(p.ID); !known {
					t.Errorf("path %s: unknown style", p.ID)
				}
			}
			m := everyTypeMap(t, rs)
			if n := unknownInSVG(t, m, st); n > 0 {
				t.Errorf("SVG: %d shapes in the unknown style", n)
			}
			img, centre := exportRaster(t, m, st)
			if n := unknownPixels(img, m, centre); n > 0 {
				t.Errorf("export raster: %d pixels in the unknown style", n)
			}
			img, centre = tiledRaster(t, m, st)
			if n := unknownPixels(img, m, centre); n > 0 {
				t.Errorf("editor raster: %d pixels in the unknown style", n)
			}
		})
	}
}

// The checks above do see the unknown style: a map with a terrain, a
// hexside and a path type no table knows shows it in every backend.
func TestUnknownStyleShows(t *testing.T) {
	rs := &engine.Ruleset{ID: "made-up",
		Terrain:  []engine.TerrainType{{ID: "lava"}},
		Hexsides: []engine.HexsideType{{ID: "force-field"}},
		Paths:    []engine.PathType{{ID: "zipline"}},
	}
	st := drawscene.Styles(rs)
	m := everyTypeMap(t, rs)
	if n := unknownInSVG(t, m, st); n < 3 {
		t.Errorf("SVG: %d shapes in the unknown style, want 3 or more", n)
	}
	img, centre := exportRaster(t, m, st)
	if n := unknownPixels(img, m, centre); n < 2 {
		t.Errorf("export raster: %d pixels in the unknown style", n)
	}
	img, centre = tiledRaster(t, m, st)
	if n := unknownPixels(img, m, centre); n < 2 {
		t.Errorf("editor raster: %d pixels in the unknown style", n)
	}
}

// unknownInSVG draws m as SVG and counts the shapes filled or stroked in an
// unknown style's colour.
func unknownInSVG(t *testing.T, m *maps.Map, st *draw.Styles) int {
	t.Helper()
	s, err := draw.NewScene(m, st)
	if err != nil {
		t.Fatal(err)
	}
	p, err := draw.PageOf(s, draw.Options{NoHexIDs: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	c := draw.NewSVG(&buf, p.Width, p.Height)
	if err := draw.Draw(c, s, draw.Options{NoHexIDs: true}); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range unknownColors {
		hex := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
		n += strings.Count(buf.String(), `"`+hex+`"`)
	}
	return n
}

// centreOf gives the pixel at the centre of the hex of an id.
type centreOf func(id string) image.Point

// exportRaster draws m on the export raster at 100 dpi.
func exportRaster(t *testing.T, m *maps.Map, st *draw.Styles) (*image.RGBA, centreOf) {
	t.Helper()
	s, err := draw.NewScene(m, st)
	if err != nil {
		t.Fatal(err)
	}
	o := draw.Options{NoHexIDs: true}
	p, err := draw.PageOf(s, o)
	if err != nil {
		t.Fatal(err)
	}
	r, err := draw.NewRaster(p.Width, p.Height, 100)
	if err != nil {
		t.Fatal(err)
	}
	if err := draw.Draw(r, s, o); err != nil {
		t.Fatal(err)
	}
	return r.Image(), func(id string) image.Point {
		h, _ := s.Geo.Numbering.Parse(id)
		c := p.Center(h)
		return image.Pt(int(c.X*r.PixelsPerMM()), int(c.Y*r.PixelsPerMM()))
	}
}

// tiledRaster draws m whole on the editor's tiled raster at a hex radius of
// 30 pixels.
func tiledRaster(t *testing.T, m *maps.Map, st *draw.Styles) (*image.RGBA, centreOf) {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	s := &tiles.Scene{Map: m, Geo: geo, Styles: st}
	const scale = 30.0
	w, h := s.MapSize(scale)
	img := image.NewRGBA(image.Rect(0, 0, int(w)+1, int(h)+1))
	s.Draw(img, tiles.View{Scale: scale})
	return img, func(id string) image.Point {
		h, _ := geo.Numbering.Parse(id)
		x, y := s.HexCenter(scale, h)
		return image.Pt(int(x), int(y))
	}
}

// unknownPixels counts the pixels of img in an unknown line's colour,
// exactly (the middle of a line, not its anti-aliased edge), and the hexes
// of m whose centre pixel is the unknown terrain's fill.
func unknownPixels(img *image.RGBA, m *maps.Map, centre centreOf) int {
	n := 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		for _, c := range unknownLines {
			if img.Pix[i] == c.R && img.Pix[i+1] == c.G && img.Pix[i+2] == c.B && img.Pix[i+3] == 0xff {
				n++
			}
		}
	}
	u := draw.UnknownTerrainColor
	for id := range m.Hexes {
		if c := img.RGBAAt(centre(id).X, centre(id).Y); c.R == u.R && c.G == u.G && c.B == u.B {
			n++
		}
	}
	return n
}
