package draw

import (
	"github.com/sandtable/sandtable/engine"
	"math"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// The South sheet of ITW drawn alone: 60 x 34 hexes, 16.2 mm across flats;
// the page is the bounding box of their corners plus 5 mm each side.
func TestPageOfSheet(t *testing.T) {
	s := itwScene(t)
	s.Sheet = "S"
	p, err := PageOf(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Hexes) != 60*34 || p.Sheet == nil || p.Sheet.ID != "S" {
		t.Fatalf("%d hexes on sheet %v", len(p.Hexes), p.Sheet)
	}
	r := 16.2 / math.Sqrt(3)
	// 60 columns 1.5 R apart plus 2 R; 34 rows of sqrt(3) R plus the half
	// row of the staggered columns.
	w, h := 59*1.5*r+2*r+10, (34+0.5)*math.Sqrt(3)*r+10
	if !near(p.Width, w, 1e-6) || !near(p.Height, h, 1e-6) {
		t.Errorf("page %.3f x %.3f mm, want %.3f x %.3f", p.Width, p.Height, w, h)
	}
	if !near(p.Layout.Size, r, 1e-12) {
		t.Errorf("hex radius %g mm, want %g", p.Layout.Size, r)
	}
	// Every hex lies inside the margin.
	x0, y0, x1, y1 := cornerBox(p.Layout, p.Hexes)
	if !near(x0, 5, 1e-9) || !near(y0, 5, 1e-9) || !near(x1, p.Width-5, 1e-9) || !near(y1, p.Height-5, 1e-9) {
		t.Errorf("hexes span %.2f,%.2f - %.2f,%.2f on a %.2f x %.2f page", x0, y0, x1, y1, p.Width, p.Height)
	}
}

// A window frames the region's hexes plus the margin, and draws every hex
// that meets the page, also beyond the region.
func TestPageOfWindow(t *testing.T) {
	s := itwScene(t)
	s.Window = regionHexes(s, scenarios.Region{Range: &scenarios.HexRange{From: "S2410", To: "S3020"}})
	p, err := PageOf(s, Options{MarginMM: 8})
	if err != nil {
		t.Fatal(err)
	}
	geo := s.Geo
	in := map[hexgrid.Offset]bool{}
	for _, o := range p.Hexes {
		in[o] = true
	}
	var region []hexgrid.Offset
	for col := 24; col <= 30; col++ {
		for row := 10; row <= 20; row++ {
			o, _ := geo.Numbering.Parse("S" + pad2(col) + pad2(row))
			region = append(region, o)
			if !in[o] {
				t.Errorf("S%02d%02d of the window is not drawn", col, row)
			}
		}
	}
	x0, y0, x1, y1 := cornerBox(p.Layout, region)
	if !near(x0, 8, 1e-9) || !near(y0, 8, 1e-9) || !near(x1, p.Width-8, 1e-9) || !near(y1, p.Height-8, 1e-9) {
		t.Errorf("region spans %.2f,%.2f - %.2f,%.2f on a %.2f x %.2f page", x0, y0, x1, y1, p.Width, p.Height)
	}
	if len(p.Hexes) <= len(region) || len(p.Hexes) > 200 {
		t.Errorf("%d hexes drawn for a region of %d", len(p.Hexes), len(region))
	}
	o, _ := geo.Numbering.Parse("S2309") // just outside, meets the margin
	if !in[o] {
		t.Error("S2309, in the margin, is not drawn")
	}
}

func pad2(v int) string { return string([]byte{byte('0' + v/10), byte('0' + v%10)}) }

// Bad input gives an error, never a panic.
func TestPageOfErrors(t *testing.T) {
	base := itwScene(t)
	noHex := *base.Map
	noHex.Grid.HexAcrossFlatsMM = math.NaN()
	noSheets := *base.Map
	noSheets.Sheets = nil
	badGrid := *base.Map
	badGrid.Grid.Orientation = "round"
	for _, tc := range []struct {
		name string
		edit func(s *Scene)
		want string
	}{
		{"no map", func(s *Scene) { s.Map = nil }, "no map"},
		{"hex size", func(s *Scene) { s.Map = &noHex }, "hexAcrossFlatsMM"},
		{"no sheets", func(s *Scene) { s.Map, s.Geo = &noSheets, maps.Geometry{} }, "no sheets"},
		{"bad grid", func(s *Scene) { s.Map, s.Geo = &badGrid, maps.Geometry{} }, "orientation"},
		{"unknown sheet", func(s *Scene) { s.Sheet = "X" }, `sheet "X" is not on the map (sheets: N, S)`},
		{"empty window", func(s *Scene) { s.Window = []hexgrid.Offset{} }, "no hexes on the map"},
		{"area without hexes", func(s *Scene) { s.Window = regionHexes(*s, scenarios.Region{Area: "spains-field"}) }, "no hexes on the map"},
		{"off the sheet", func(s *Scene) {
			s.Sheet, s.Window = "S", regionHexes(*s, scenarios.Region{Hexes: []string{"N2010"}})
		}, "no hexes on sheet S"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := base
			tc.edit(&s)
			_, err := PageOf(s, Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one with %q", err, tc.want)
			}
			if err := Draw(&recorder{}, s, Options{}); err == nil {
				t.Error("Draw accepted it")
			}
		})
	}
	if err := Draw(nil, base, Options{}); err == nil {
		t.Error("Draw accepted a nil canvas")
	}
}

func TestMargin(t *testing.T) {
	for _, tc := range []struct{ in, want float64 }{{0, DefaultMarginMM}, {-1, 0}, {math.NaN(), 0}, {12, 12}} {
		if got := (Options{MarginMM: tc.in}).margin(); got != tc.want {
			t.Errorf("margin(%g) = %g, want %g", tc.in, got, tc.want)
		}
	}
}

// regionHexes returns the hexes of region r on the scene's map, as
// engine/drawscene.Window does (never nil; empty when r fails to evaluate:
// drawscene's tests check its errors).
func regionHexes(s Scene, r scenarios.Region) []hexgrid.Offset {
	out := []hexgrid.Offset{}
	set, err := engine.NewRegions(s.Map, s.Geo).Eval(r)
	if err != nil {
		return out
	}
	for _, o := range s.Geo.Numbering.All() {
		if set.Has(o) {
			out = append(out, o)
		}
	}
	return out
}
