package engine

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

func itwRegions(t *testing.T) *Regions {
	t.Helper()
	m, _, _ := loadS1(t)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	return NewRegions(m, geo)
}

func ip(v int) *int { return &v }

func assertMembers(t *testing.T, e *Regions, set HexSet, in, out []string) {
	t.Helper()
	for _, id := range in {
		o, _ := e.Geo.Numbering.Parse(id)
		if !set.Has(o) {
			t.Errorf("%s should be in the region", id)
		}
	}
	for _, id := range out {
		o, _ := e.Geo.Numbering.Parse(id)
		if set.Has(o) {
			t.Errorf("%s should not be in the region", id)
		}
	}
}

// TestPondGroupRegion: ITW BB 30.3's Pond group sets up on or south of row
// Sxx08, on or west of column 17xx, not in Marsh: columns 10-17 x rows 08-34
// of the south sheet = 8 x 27 = 216 hexes (no Marsh hex is painted there yet).
func TestPondGroupRegion(t *testing.T) {
	e := itwRegions(t)
	r := scenarios.Region{Minus: []scenarios.Region{
		{Rect: &scenarios.Rect{Sheet: "S", RowMin: ip(8), ColMax: ip(17)}},
		{Terrain: []string{"marsh", "marsh-stream"}},
	}}
	set, err := e.Eval(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(set) != 216 {
		t.Errorf("%d hexes, want 216", len(set))
	}
	assertMembers(t, e, set, []string{"S1008", "S1708", "S1734", "S1234"}, []string{"S1707", "S1808", "S2410"})
	// Marsh-Stream S2410 is outside anyway; a Marsh filter alone finds the three.
	ms, _ := e.Eval(scenarios.Region{Terrain: []string{"marsh-stream"}})
	if len(ms) != 3 {
		t.Errorf("marsh-stream hexes: %d, want 3 (S2410, S2509, S2610)", len(ms))
	}
}

// TestGrandDesignRegion: ITW BB 30.11 "A Grand Design": between the map edges
// and the line S1020 southeast diagonally to S2527, then south to S2534, line
// inclusive. Hexes west of the line in rows 20-34 are in; east of it, or north
// of row 20, out.
func TestGrandDesignRegion(t *testing.T) {
	e := itwRegions(t)
	set, err := e.Eval(scenarios.Region{Side: &scenarios.LineSide{Line: []string{"S1020", "S2527", "S2534"}, Toward: "west", Inclusive: true}})
	if err != nil {
		t.Fatal(err)
	}
	assertMembers(t, e, set,
		[]string{"S1020", "S2527", "S2534", "S2530", "S1034", "S1525", "S2433"},
		[]string{"S1019", "S2628", "S2634", "S3030", "S1420"})
	// The whole of the line is in, and every hex in is at most as far east as
	// the line in its row.
	for o := range set {
		if o.Col > 25 {
			t.Errorf("%v east of column 25", o)
		}
	}
}

func TestRegionKinds(t *testing.T) {
	e := itwRegions(t)
	count := func(r scenarios.Region) int {
		t.Helper()
		s, err := e.Eval(r)
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		return len(s)
	}
	// "N6401-6601": columns 64-66 of row 01, the gunboats' entry (EN L2757).
	if n := count(scenarios.Region{Range: &scenarios.HexRange{From: "N6401", To: "N6601"}}); n != 3 {
		t.Errorf("N6401-6601: %d hexes, want 3", n)
	}
	// S1234*: south-edge hexes within 3 of S1234: S0934.. no, columns 10-15 of row 34 = 6.
	if n := count(scenarios.Region{EdgeNear: &scenarios.EdgeNear{Hex: "S1234", Within: 3}}); n < 6 {
		t.Errorf("S1234 within 3 along the edge: %d hexes", n)
	}
	if n := count(scenarios.Region{Within: &scenarios.Within{Hex: "S3010", Distance: 2}}); n != 19 {
		t.Errorf("within 2 of S3010: %d, want 19", n)
	}
	if n := count(scenarios.Region{Line: &scenarios.HexRange{From: "S1020", To: "S1030"}}); n != 11 {
		t.Errorf("straight line down column 10: %d, want 11", n)
	}
	u := count(scenarios.Region{Union: []scenarios.Region{{Hexes: []string{"S1401"}}, {Hexes: []string{"N1434"}}}})
	if u != 1 {
		t.Errorf("S1401 and N1434 are one hex: union has %d", u)
	}
	if _, err := e.Eval(scenarios.Region{}); err == nil {
		t.Error("an empty region should be an error")
	}
	if _, err := e.Eval(scenarios.Region{Area: "nowhere"}); err == nil {
		t.Error("an unknown area should be an error")
	}
	_ = hexgrid.Offset{}
}
