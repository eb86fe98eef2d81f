package gridfit

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
)

// scan is a sheet drawn by the map renderer and turned on the page: the
// image, and where the renderer put each hex's centre (by its printed id)
// after the turn.
type scan struct {
	img     *image.RGBA
	centres map[string][2]float64
	ids     []string
	hexPx   float64 // across flats
	sheet   maps.Sheet
}

const scanDPI = 50

// sheetScan draws sheet si of the built-in map name as `sandtable-cli
// render --sheet` does, at scanDPI, and turns it by deg degrees about its
// middle onto a white page large enough to hold it (bilinear resampling).
func sheetScan(t testing.TB, name string, si int, deg float64) scan {
	t.Helper()
	m, err := maps.LoadBuiltin(name)
	if err != nil {
		t.Fatal(err)
	}
	return mapScan(t, m, si, deg)
}

// mapScan is sheetScan for map m.
func mapScan(t testing.TB, m *maps.Map, si int, deg float64) scan {
	t.Helper()
	rs, err := engine.BuiltinRuleset(m.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	scene, err := draw.NewScene(m, drawscene.Styles(rs))
	if err != nil {
		t.Fatal(err)
	}
	scene.Sheet = m.Sheets[si].ID
	page, err := draw.PageOf(scene, draw.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := draw.NewRaster(page.Width, page.Height, scanDPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := draw.Draw(r, scene, draw.Options{}); err != nil {
		t.Fatal(err)
	}
	src := r.Image()
	k := r.PixelsPerMM()
	a := deg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	w, h := float64(src.Bounds().Dx()), float64(src.Bounds().Dy())
	W, H := math.Ceil(math.Abs(w*cos)+math.Abs(h*sin))+20, math.Ceil(math.Abs(w*sin)+math.Abs(h*cos))+20
	// p' = R (p - c) + c'
	tx := W/2 - (cos*w/2 - sin*h/2)
	ty := H/2 - (sin*w/2 + cos*h/2)
	turn := func(x, y float64) (float64, float64) { return cos*x - sin*y + tx, sin*x + cos*y + ty }
	dst := image.NewRGBA(image.Rect(0, 0, int(W), int(H)))
	xdraw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, xdraw.Src)
	xdraw.BiLinear.Transform(dst, f64.Aff3{cos, -sin, tx, sin, cos, ty}, src, src.Bounds(), xdraw.Over, nil)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	s := scan{img: dst, centres: map[string][2]float64{}, hexPx: m.Grid.HexAcrossFlatsMM * k, sheet: m.Sheets[si]}
	for _, o := range page.Hexes {
		x, y := page.Layout.Center(o)
		id := nameOn(geo.Numbering.Names(o), m, si)
		px, py := turn(x*k, y*k)
		s.centres[id] = [2]float64{px, py}
		s.ids = append(s.ids, id)
	}
	return s
}

// nameOn returns the name, among a hex's names, it has on sheet si.
func nameOn(names []string, m *maps.Map, si int) string {
	if !m.Numbering.SheetPrefix {
		return names[0]
	}
	for _, n := range names {
		if len(n) > len(m.Sheets[si].ID) && n[:len(m.Sheets[si].ID)] == m.Sheets[si].ID {
			return n
		}
	}
	return names[0]
}

// clicks picks n distinct hexes of the scan at random and clicks each
// within noise hexes of its centre.
func (s scan) clicks(rng *rand.Rand, n int, noise float64) []Click {
	var out []Click
	seen := map[string]bool{}
	for len(out) < n {
		id := s.ids[rng.IntN(len(s.ids))]
		if seen[id] {
			continue
		}
		seen[id] = true
		c := s.centres[id]
		a, r := rng.Float64()*2*math.Pi, noise*math.Sqrt(rng.Float64())*s.hexPx
		out = append(out, Click{X: c[0] + r*math.Cos(a), Y: c[1] + r*math.Sin(a), ID: id})
	}
	return out
}

// worst returns the largest distance, in hexes, between where the fit puts
// a hex of the scan and where the renderer drew it, and that hex.
func (s scan) worst(t testing.TB, f *Fit) (float64, string) {
	t.Helper()
	w, at := 0.0, ""
	for _, id := range s.ids {
		x, y, err := f.Predict(id)
		if err != nil {
			t.Fatalf("the fit does not read %s: %v", id, err)
		}
		c := s.centres[id]
		if d := math.Hypot(x-c[0], y-c[1]) / s.hexPx; d > w {
			w, at = d, id
		}
	}
	return w, at
}

// TestFitRecoversBuiltinGrids is issue 24's acceptance: for the ITW (both
// sheets), HSN and classic Shiloh maps drawn by the renderer and turned by
// a random angle of up to 3 degrees, three random hexes clicked with noise
// give back the grid within a tenth of a hex at every hex centre of the
// sheet, with the map file's orientation, stagger, numbering, hex size and
// column and row ranges, and the turn.
func TestFitRecoversBuiltinGrids(t *testing.T) {
	trials := 6
	if testing.Short() {
		trials = 2
	}
	rng := rand.New(rand.NewPCG(2024, 24))
	for _, tc := range []struct {
		name  string
		sheet int
	}{{"itw-shiloh.map.json", 0}, {"itw-shiloh.map.json", 1}, {"hsn.map.json", 0}, {"classic-shiloh.map.json", 0}} {
		m, _ := maps.LoadBuiltin(tc.name)
		for range trials {
			deg := (rng.Float64()*2 - 1) * 3
			t.Run(fmt.Sprintf("%s/%s/%.2fdeg", tc.name, m.Sheets[tc.sheet].ID, deg), func(t *testing.T) {
				s := sheetScan(t, tc.name, tc.sheet, deg)
				clicks := s.clicks(rng, 3, 0.06)
				f, err := FitGrid(clicks, Options{Image: s.img, DPI: scanDPI})
				if err != nil {
					t.Fatalf("clicks %v: %v", clicks, err)
				}
				w, at := s.worst(t, f)
				t.Logf("worst %.3f hex at %s; click residuals %.3f", w, at, f.Residuals)
				if w > 0.1 {
					t.Errorf("clicks %v: hex %s is %.3f hex from its drawn centre (fit %+v)", clicks, at, w, f.Geometry)
				}
				if f.Orientation != m.Grid.Orientation || f.Stagger != m.Grid.Stagger {
					t.Errorf("orientation %s stagger %s, the map has %s %s", f.Orientation, f.Stagger, m.Grid.Orientation, m.Grid.Stagger)
				}
				if f.Numbering.ColumnDigits != m.Numbering.ColumnDigits || f.Numbering.RowDigits != m.Numbering.RowDigits || f.Numbering.RowFirst {
					t.Errorf("numbering %+v, the map has %+v", f.Numbering, m.Numbering)
				}
				if math.Abs(f.HexMM-m.Grid.HexAcrossFlatsMM) > 0.01*m.Grid.HexAcrossFlatsMM {
					t.Errorf("hex size %.3f mm, the map has %.3f", f.HexMM, m.Grid.HexAcrossFlatsMM)
				}
				if math.Abs(f.RotationDeg-deg) > 0.1 {
					t.Errorf("rotation %.3f°, turned by %.3f°", f.RotationDeg, deg)
				}
				if f.Columns != s.sheet.Columns || f.Rows != s.sheet.Rows {
					t.Errorf("ranges %v %v, the sheet has %v %v", f.Columns, f.Rows, s.sheet.Columns, s.sheet.Rows)
				}
				for i, r := range f.Residuals {
					if r > 0.06+w+1e-9 {
						t.Errorf("click %d residual %.3f hex, clicked within 0.06 of a centre the fit has within %.3f", i, r, w)
					}
				}
			})
		}
	}
}

// TestFitPointyGrids: the classic map redrawn with pointy hexes, either
// stagger, is recovered as well.
func TestFitPointyGrids(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 24))
	for _, stagger := range []string{"odd", "even"} {
		for range 3 {
			m, err := maps.LoadBuiltin("classic-shiloh.map.json")
			if err != nil {
				t.Fatal(err)
			}
			m.Grid.Orientation, m.Grid.Stagger = "pointy", stagger
			deg := (rng.Float64()*2 - 1) * 3
			s := mapScan(t, m, 0, deg)
			clicks := s.clicks(rng, 3, 0.06)
			f, err := FitGrid(clicks, Options{Image: s.img, DPI: scanDPI})
			if err != nil {
				t.Fatalf("%s %.2f°: %v", stagger, deg, err)
			}
			if w, at := s.worst(t, f); w > 0.1 || f.Orientation != "pointy" || f.Stagger != stagger {
				t.Errorf("%s %.2f° clicks %v: %s %s, hex %s %.3f hex off", stagger, deg, clicks, f.Orientation, f.Stagger, at, w)
			}
			if f.Columns != s.sheet.Columns || f.Rows != s.sheet.Rows {
				t.Errorf("ranges %v %v, the sheet has %v %v", f.Columns, f.Rows, s.sheet.Columns, s.sheet.Rows)
			}
		}
	}
}

// TestFitNamesTheWrongClick: one click given another hex's id (a typing
// slip) is named, with four clicks from the clicks alone, with three from
// the image; clicks alone that fit no grid say so.
func TestFitNamesTheWrongClick(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 24))
	s := sheetScan(t, "hsn.map.json", 0, 1.2)
	for trial := range 10 {
		n := 3 + trial%2
		clicks := s.clicks(rng, n, 0.04)
		bad := rng.IntN(n)
		// Type a wrong row: two to five rows off (a slip of a digit).
		id := clicks[bad].ID
		row := int(id[2]-'0')*10 + int(id[3]-'0')
		off := 2 + rng.IntN(4)
		if row+off > 34 {
			off = -off
		}
		clicks[bad].ID = fmt.Sprintf("%s%02d", id[:2], row+off)
		var o Options
		if n == 3 {
			o.Image = s.img
		}
		_, err := FitGrid(clicks, o)
		e, ok := err.(*Inconsistent)
		if !ok {
			t.Errorf("clicks %v with %s typed for %s: %v, want *Inconsistent", clicks, clicks[bad].ID, id, err)
			continue
		}
		if e.Index != bad || e.Residual < 1 {
			t.Errorf("clicks %v with %s typed for %s: %v (index %d), want click %d", clicks, clicks[bad].ID, id, e, e.Index, bad+1)
		}
	}
	// Three clicks and no image: which one is wrong cannot be told.
	clicks := s.clicks(rng, 3, 0.04)
	clicks[0].ID = fmt.Sprintf("%s%02d", clicks[0].ID[:2], (int(clicks[0].ID[2]-'0')*10+int(clicks[0].ID[3]-'0')+3)%30+1)
	if _, err := FitGrid(clicks, Options{}); err == nil {
		t.Logf("three clicks with a wrong id fit some grid (possible by chance): %v", clicks)
	} else if e, ok := err.(*Inconsistent); !ok || e.Index != -1 {
		t.Errorf("three clicks without an image: %v", err)
	}
	if _, err := FitGrid(clicks[:2], Options{}); err != ErrTooFew {
		t.Errorf("two clicks: %v", err)
	}
}
