package drawscene_test

import (
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/scenarios"
)

// testMap returns a one-sheet 10 x 8 map.
func testMap(t *testing.T) (*maps.Map, maps.Geometry) {
	t.Helper()
	rs := &engine.Ruleset{ID: "t", Terrain: []engine.TerrainType{{ID: "field"}}}
	m := everyTypeMap(t, rs)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	return m, geo
}

// A ruleset's terrain colours and patterns, hexside styles and marks and
// path styles make the table; bad ones make no entry (the unknown style).
func TestStyles(t *testing.T) {
	if drawscene.Styles(nil) != nil {
		t.Error("a nil ruleset gives a table")
	}
	rs := &engine.Ruleset{
		Terrain:  []engine.TerrainType{{ID: "woods", Color: "#102030", Pattern: "dots"}, {ID: "field", Color: "bad", Pattern: "solid"}, {ID: "scrub", Pattern: "hatch"}},
		Hexsides: []engine.HexsideType{{ID: "major-river", Style: &engine.LineStyle{Color: "#0000ff", Width: 0.3, Dash: []float64{0.2, 0.1}}}, {ID: "x", Style: &engine.LineStyle{Color: "#000000"}}, {ID: "span", Mark: "bridge"}, {ID: "wade", Mark: "ford", Style: &engine.LineStyle{Color: "#0000ff", Width: 0.1}}},
		Paths:    []engine.PathType{{ID: "canal", Style: &engine.LineStyle{Color: "#00ffff", Width: 0.1, Ticks: true}}},
	}
	st := drawscene.Styles(rs)
	if c, ok := st.Terrain["woods"]; !ok || c.R != 0x10 || c.B != 0x30 {
		t.Errorf("woods %v %v", c, ok)
	}
	if _, ok := st.Terrain["field"]; ok {
		t.Error("a bad colour made an entry")
	}
	if l := st.Hexside("major-river"); !l.Known || l.Line.Width != 0.3 || len(l.Line.Dash) != 2 || l.Line.Color.B != 0xff {
		t.Errorf("major-river %+v", l)
	}
	if _, ok := st.Hexsides["x"]; ok {
		t.Error("a style without width made an entry")
	}
	if l, known := st.Path("canal"); !known || !l.Ticks {
		t.Errorf("canal %+v", l)
	}
	if st.TerrainPattern("woods") != draw.PatternDots || st.TerrainPattern("scrub") != draw.PatternHatch || st.TerrainPattern("field") != draw.PatternSolid {
		t.Errorf("patterns %v", st.Patterns)
	}
	if l := st.Hexside("span"); !l.Known || l.Draw || !l.Bridge || l.Ford {
		t.Errorf("span %+v", l)
	}
	if l := st.Hexside("wade"); !l.Known || !l.Draw || !l.Ford || l.Bridge {
		t.Errorf("wade %+v", l)
	}
}

// Each set-up unit with a hex once, named and coloured by its OOB unit,
// with its strength and facing; entries without a usable hex left out.
func TestCounters(t *testing.T) {
	_, geo := testMap(t)
	five := 5
	oob := &scenarios.OOB{Units: []scenarios.Unit{
		{ID: "u-a", Name: "1 OH", Side: "union", Class: "infantry", Strength: &five},
		{ID: "c-b", Name: "Long Name Battery", Side: "csa", Class: "artillery"},
		{ID: "c-ldr", Name: "Hardee", Side: "csa", Class: "leader"},
	}}
	sc := &scenarios.Scenario{Setup: []scenarios.Setup{
		{Unit: "c-b", Hex: "0404", Facing: "any", ExtendedTo: "0405", Extension: "line"},
		{Unit: "u-a", Hex: "0404", Facing: "NE"},
		{Unit: "c-ldr", With: "1/1/3"},
		{Unit: "u-a", Hex: "0505"},                    // placed twice: the first wins
		{Unit: "x-unknown", Hex: "0606", Facing: "W"}, // not in the OOB
		{Unit: "u-bad", Hex: "9999"},
		{Unit: "u-bad2", Hex: "nonsense", ExtendedTo: "zz"},
	}}
	cs := drawscene.SetupCounters(sc, oob, nil, geo)
	if len(cs) != 3 {
		t.Fatalf("%d counters, want 3: %+v", len(cs), cs)
	}
	b, a, x := cs[0], cs[1], cs[2]
	if b.Name != "Long Name Battery" || b.Side != "csa" || b.HasFacing || !b.HasExtended {
		t.Errorf("c-b: %+v", b)
	}
	if a.Name != "1 OH" || a.Strength == nil || *a.Strength != 5 || !a.HasFacing || a.Hex != b.Hex {
		t.Errorf("u-a: %+v", a)
	}
	if x.Name != "x-unknown" || x.Side != "" || !x.HasFacing {
		t.Errorf("x-unknown: %+v", x)
	}
	// A ruleset without facing, or a class without it, shows none.
	rs := &engine.Ruleset{Facing: false}
	for _, c := range drawscene.SetupCounters(sc, oob, rs, geo) {
		if c.HasFacing {
			t.Errorf("%s has a facing under a ruleset without", c.ID)
		}
	}
	rs = &engine.Ruleset{Facing: true, UnitClasses: []engine.UnitClass{{ID: "infantry", NoFacing: true}}}
	if cs := drawscene.SetupCounters(sc, oob, rs, geo); cs[1].HasFacing || !cs[2].HasFacing {
		t.Errorf("class without facing: %+v", cs)
	}
	if drawscene.SetupCounters(nil, oob, nil, geo) != nil {
		t.Error("counters without a scenario")
	}
}

// A window is the region's hexes; a region that does not evaluate is an
// error.
func TestWindow(t *testing.T) {
	m, geo := testMap(t)
	w, err := drawscene.Window(m, geo, scenarios.Region{Range: &scenarios.HexRange{From: "0202", To: "0303"}})
	if err != nil || len(w) != 4 {
		t.Errorf("window %v, %v; want 4 hexes", w, err)
	}
	for _, tc := range []struct {
		r    scenarios.Region
		want string
	}{
		{scenarios.Region{}, "no kind"},
		{scenarios.Region{Hexes: []string{"9999"}}, "window"},
		{scenarios.Region{Area: "nowhere"}, "window"},
	} {
		if _, err := drawscene.Window(m, geo, tc.r); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.r, err, tc.want)
		}
	}
	if w, err := drawscene.Window(m, geo, scenarios.Region{Terrain: []string{"lava"}}); err != nil || w == nil || len(w) != 0 {
		t.Errorf("empty region: %v, %v", w, err)
	}
}

// Scene puts the map, the ruleset's styles and the set-up counters
// together.
func TestScene(t *testing.T) {
	m, _ := testMap(t)
	sc := &scenarios.Scenario{Setup: []scenarios.Setup{{Unit: "a", Hex: "0101"}}}
	s, err := drawscene.Scene(m, &engine.Ruleset{}, sc, nil)
	if err != nil || len(s.Overlay.Counters) != 1 || s.Styles == nil || len(s.Geo.Numbering.Sheets) != 1 {
		t.Errorf("scene %+v, %v", s, err)
	}
	if _, err := drawscene.Scene(nil, nil, nil, nil); err == nil {
		t.Error("no map accepted")
	}
}
