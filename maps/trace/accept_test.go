package trace_test

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

func TestEditsApply(t *testing.T) {
	tr := itwTruth(t, 1)
	geo := tr.Geo
	hex := func(id string) hexgrid.Offset {
		o, err := geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	side := func(a, b string) hexgrid.Hexside {
		s, ok := geo.Grid.SideBetween(hex(a), hex(b))
		if !ok {
			t.Fatalf("%s and %s are not adjacent", a, b)
		}
		return s
	}
	// A road S2002-S2003-S2004-S2005 with a branch S2003-S2103, one road
	// step too unsure to accept, a stream, and a 1-line contour side.
	p := &trace.Proposal{Uncertain: 0.25,
		Hexes: []trace.HexProposal{
			{Hex: hex("S2002"), Terrain: "field", Confidence: 0.9},
			{Hex: hex("S2003"), Terrain: "woods", Confidence: 0.9},
			{Hex: hex("S2004"), Terrain: "marsh", Confidence: 0.1},
		},
		Sides: []trace.SideProposal{
			{Side: side("S2002", "S2003"), Road: true, RoadConf: 1},
			{Side: side("S2003", "S2004"), Road: true, RoadConf: 1, Water: true, WaterConf: 0.8},
			{Side: side("S2004", "S2005"), Road: true, RoadConf: 1, Contours: 1, ContourConf: 1},
			{Side: side("S2003", "S2103"), Road: true, RoadConf: 1},
			{Side: side("S2005", "S2006"), Road: true, RoadConf: 0.2},
		},
	}
	e, err := p.Edits(geo, p.Uncertain, "stream")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"S2002", "S2003"}, {"S2003", "S2004", "S2005"}, {"S2003", "S2103"}}
	if !slices.EqualFunc(e.Roads, want, slices.Equal) {
		t.Errorf("roads %v, want %v", e.Roads, want)
	}
	if len(e.Terrain) != 2 || e.Terrain["S2002"] != "field" || len(e.Water) != 1 || len(e.Contours) != 1 {
		t.Errorf("edits %+v: want 2 terrain (not the unsure marsh), 1 stream, 1 contour count", e)
	}
	m := &maps.Map{DefaultTerrain: "woods", Grid: maps.Grid{Orientation: "flat", Stagger: "odd", HexAcrossFlatsMM: 16.2},
		Numbering: maps.Numbering{SheetPrefix: true, ColumnDigits: 2, RowDigits: 2},
		Sheets: []maps.Sheet{
			{ID: "N", Columns: [2]int{10, 66}, Rows: [2]int{1, 34}},
			{ID: "S", Columns: [2]int{10, 69}, Rows: [2]int{1, 34}, Offset: maps.SheetShift{Row: 33}},
		}}
	held := e.Apply(m, "road")
	if len(held) != 1 {
		t.Errorf("held back %v, want the contour side (its hexes have no levels)", held)
	}
	if m.Hexes["S2002"].Terrain != "field" || len(m.Hexes) != 1 {
		t.Errorf("hexes %v: want S2002 field only (woods is the default)", m.Hexes)
	}
	if len(m.Paths) != 3 || m.Paths[0].ID != "trace-road-1" || m.Paths[0].Type != "road" {
		t.Errorf("paths %+v", m.Paths)
	}
	two := 2
	lvl := 1
	m.Hexes["S2004"] = maps.Hex{Elevation: &two}
	m.Hexes["S2005"] = maps.Hex{Elevation: &lvl}
	if held := e.Apply(m, "road"); len(held) != 0 {
		t.Errorf("with levels 2 and 1 the 1-line side is held back: %v", held)
	}
}
