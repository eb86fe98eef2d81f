package draw

import (
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// drawRecorded draws s onto a recorder.
func drawRecorded(t *testing.T, s Scene, o Options) *recorder {
	t.Helper()
	r := &recorder{}
	if err := Draw(r, s, o); err != nil {
		t.Fatal(err)
	}
	if r.open != 0 {
		t.Errorf("%d layers left open", r.open)
	}
	return r
}

// Layers come in drawing order, each once.
func TestDrawLayerOrder(t *testing.T) {
	r := drawRecorded(t, itwScene(t), Options{})
	var seen []string
	for _, c := range r.calls {
		if len(seen) == 0 || seen[len(seen)-1] != c.layer {
			seen = append(seen, c.layer)
		}
	}
	want := []string{LayerPaper, LayerTerrain, LayerGrid, LayerPaths, LayerSheetEdges, LayerFeatures, LayerAreas, LayerPlaces, LayerHexIDs, LayerCounters}
	if !slices.Equal(seen, want) { // ITW has two road stretches, no typed hexsides or elevations yet
		t.Errorf("layers %v, want %v", seen, want)
	}
}

// Terrain: one polygon per hex in its terrain's colour; the grid draws each
// shared side once.
func TestDrawTerrainAndGrid(t *testing.T) {
	s := featuresScene(t)
	r := drawRecorded(t, s, Options{})
	polys := r.in(LayerTerrain, "polygon")
	if len(polys) != 80 {
		t.Fatalf("%d terrain polygons, want 80", len(polys))
	}
	p, _ := PageOf(s, Options{})
	hexes := hexesOf(t, s)
	for i, o := range p.Hexes {
		terrain := s.Map.DefaultTerrain
		if h, ok := hexes[o]; ok && h.Terrain != "" {
			terrain = h.Terrain
		}
		want, _ := s.Styles.TerrainFill(terrain)
		if polys[i].fill != want {
			t.Errorf("hex %v filled %v, want %v", o, polys[i].fill, want)
		}
	}
	// Every side of every hex is stroked exactly once.
	type seg struct{ a, b [2]int64 }
	key := func(p, q Point) seg {
		r := func(p Point) [2]int64 { return [2]int64{int64(p.X*1000 + 0.5), int64(p.Y*1000 + 0.5)} }
		x, y := r(p), r(q)
		if x[0] > y[0] || x[0] == y[0] && x[1] > y[1] {
			x, y = y, x
		}
		return seg{x, y}
	}
	drawn := map[seg]int{}
	for _, c := range r.in(LayerGrid, "polyline") {
		for i := 1; i < len(c.pts); i++ {
			drawn[key(c.pts[i-1], c.pts[i])]++
		}
	}
	want := map[hexgrid.Hexside]bool{}
	for _, o := range p.Hexes {
		for _, sd := range s.Geo.Grid.Sides(o) {
			want[sd] = true
		}
	}
	for sd := range want {
		x0, y0, x1, y1 := p.Layout.SideSegment(sd)
		if n := drawn[key(Point{x0, y0}, Point{x1, y1})]; n != 1 {
			t.Errorf("side %v stroked %d times", sd, n)
		}
	}
	if len(drawn) != len(want) {
		t.Errorf("%d segments stroked for %d sides", len(drawn), len(want))
	}
}

func hexesOf(t *testing.T, s Scene) map[hexgrid.Offset]maps.Hex {
	t.Helper()
	out := map[hexgrid.Offset]maps.Hex{}
	for id, h := range s.Map.Hexes {
		o, err := s.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		out[o] = h
	}
	return out
}

// Hexside features: each typed side is stroked in its style; fords and
// bridges get their marks; a plain pontoon bridge has rails but no line.
func TestDrawHexsides(t *testing.T) {
	s := featuresScene(t)
	r := drawRecorded(t, s, Options{})
	lines := r.in(LayerHexsides, "polyline")
	look := s.Styles.Hexsides // the rulesets' files give the looks
	count := func(st LineStyle) int {
		k := 0
		for _, c := range lines {
			if c.stroke.Color == st.Color && near(c.stroke.Width, st.Width*9.353074360871938, 1e-6) {
				k++
			}
		}
		return k
	}
	for _, tc := range []struct {
		name  string
		style LineStyle
		want  int
	}{
		{"stream", look["stream"], 4}, {"creek", look["creek"], 3}, {"river-lake", look["river-lake"], 2},
		{"ridge", look["ridge"], 3}, {"gully", look["gully"], 2}, {"impassable", look["impassable"], 2},
		{"steep", look["slope-steep-up"], 1}, {"slope", look["slope-gradual"], 1}, {"woods-edge", look["woods-edge"], 1},
	} {
		if got := count(tc.style); got != tc.want {
			t.Errorf("%s: %d sides, want %d", tc.name, got, tc.want)
		}
	}
	rails, bars := 0, 0
	for _, c := range lines {
		switch c.stroke.Color {
		case bridgeColor:
			rails++
		case fordColor:
			bars++
		}
	}
	// Bridges: 0904/SE (river-lake, bridge) and 0106/SE (pontoon-bridge);
	// ford: 0405/NE (creek, ford).
	if rails != 4 || bars != 2 {
		t.Errorf("%d bridge rails (want 4), %d ford bars (want 2)", rails, bars)
	}
	for _, c := range lines {
		if c.stroke.Color == look["creek"].Color && len(c.stroke.Dash) > 0 {
			return
		}
	}
	t.Error("the forded creek side is not dashed")
}

// A hexside type's look is its table's line and mark: a line with a mark,
// a mark alone (no line), a line alone; a type with neither falls to the
// unknown style, and no type to nothing. Nothing is guessed from the id.
func TestHexsideLook(t *testing.T) {
	water := LineStyle{Color: rgb(0x30, 0x72, 0xc8), Width: 0.16}
	st := &Styles{
		Hexsides:  map[string]LineStyle{"wet-crossing": water, "river-bridge": water},
		SideMarks: map[string]HexsideMark{"wet-crossing": FordMark, "river-bridge": BridgeMark, "pontoon": BridgeMark, "shallows": FordMark},
	}
	for _, tc := range []struct {
		st                        *Styles
		typ                       string
		style                     LineStyle
		line, ford, bridge, known bool
	}{
		{st, "wet-crossing", water, true, true, false, true},
		{st, "river-bridge", water, true, false, true, true},
		{st, "pontoon", LineStyle{}, false, false, true, true},
		{st, "shallows", LineStyle{}, false, true, false, true},
		{st, "", LineStyle{}, false, false, false, false},
		{st, "creek-ford", UnknownHexside, true, false, false, false},
		{nil, "bridge", UnknownHexside, true, false, false, false},
	} {
		l := tc.st.Hexside(tc.typ)
		if l.Draw != tc.line || l.Ford != tc.ford || l.Bridge != tc.bridge || l.Known != tc.known || l.Draw && l.Line.Color != tc.style.Color {
			t.Errorf("%q: %+v", tc.typ, l)
		}
	}
	if got, known := st.Path("road"); known || got.Color != UnknownPath.Color {
		t.Errorf("a path type the table lacks: %+v %v", got, known)
	}
}

// Paths: one polyline per run of adjacent hexes through their centres,
// lanes first and railroads last; railroads get ties; a path is cut at a
// gap and at a bad id.
func TestDrawPaths(t *testing.T) {
	s := featuresScene(t)
	r := drawRecorded(t, s, Options{})
	p, _ := PageOf(s, Options{})
	var main []Point
	var lines []call
	ties := 0
	for _, c := range r.in(LayerPaths, "polyline") {
		if c.stroke.Width == tieWidth*p.Layout.Size {
			ties++
			continue
		}
		lines = append(lines, c)
		if c.stroke.Color == s.Styles.Paths["road"].Color && len(c.pts) == 10 {
			main = c.pts
		}
	}
	if ties < 20 {
		t.Errorf("%d railroad ties", ties)
	}
	o, _ := s.Geo.Numbering.Parse("0101")
	if len(main) != 10 || main[0] != p.Center(o) {
		t.Fatalf("Main Road not drawn through the 10 hex centres: %v", main)
	}
	if first, last := lines[0].stroke.Color, lines[len(lines)-1].stroke.Color; first != s.Styles.Paths["farm-lane"].Color || last != s.Styles.Paths["railroad"].Color {
		t.Errorf("paths drawn from %v to %v, want lanes first and railroads last", first, last)
	}
	// "broken": 0102-0103, gap, 0105-0106, bad id, 0107: two runs of two.
	runs := 0
	for _, c := range r.in(LayerPaths, "polyline") {
		if c.stroke.Color == s.Styles.Paths["road"].Color && len(c.pts) == 2 {
			runs++
		}
	}
	if runs != 2 {
		t.Errorf("the broken road has %d runs, want 2", runs)
	}
}

// Contours: one line per level between hexes of different elevation, and
// the explicit [near, far] counts of a hexside.
func TestDrawContours(t *testing.T) {
	s := featuresScene(t)
	r := drawRecorded(t, s, Options{})
	lines := r.in(LayerContours, "polyline")
	// Hand count from testdata: 0801 (1), 0702 (2), 0802 (3), 0703 (1),
	// 0803 (2) against woods at 0 and each other; 0704/N has [1, 2].
	g := s.Geo.Grid
	elev := map[hexgrid.Offset]int{}
	for o, h := range hexesOf(t, s) {
		if h.Elevation != nil {
			elev[o] = *h.Elevation
		}
	}
	want := 0
	explicit, _ := s.Geo.ParseHexside("0704/N")
	dirs := g.Directions()
	for _, o := range s.Geo.Numbering.All() {
		for _, d := range dirs[:3] {
			n := g.Neighbor(o, d)
			if !s.Geo.Numbering.Contains(n) || g.Side(o, d) == explicit {
				continue
			}
			want += max(elev[o]-elev[n], elev[n]-elev[o])
		}
	}
	want += 3
	if len(lines) != want {
		t.Errorf("%d contour lines, want %d", len(lines), want)
	}
}

// Counters: each set-up unit with a hex once, in its side's colour, named,
// with its strength and a facing mark; entries without a usable hex, or
// units the OOB lacks, do not stop the drawing.
func TestDrawCounters(t *testing.T) {
	s := featuresScene(t)
	five := 5
	at := func(id string) hexgrid.Offset {
		o, err := s.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	ne, _ := hexgrid.ParseFacing(s.Geo.Grid, "NE")
	w, _ := hexgrid.ParseFacing(s.Geo.Grid, "W")
	sw, _ := hexgrid.ParseFacing(s.Geo.Grid, "SW")
	// The items engine/drawscene.SetupCounters makes of a set-up (its tests check
	// that): c-b extended to 0405, u-a on top of it, a unit the OOB lacks
	// named by its id; entries without a usable hex left out.
	s.Overlay.Counters = []Counter{
		{ID: "c-b", Name: "Long Name Battery", Side: "csa", Hex: at("0404"), Extended: at("0405"), HasExtended: true},
		{ID: "u-a", Name: "1 OH", Side: "union", Strength: &five, Hex: at("0404"), Facing: ne, HasFacing: true},
		{ID: "x-unknown", Name: "x-unknown", Hex: at("0606"), Facing: w, HasFacing: true},
		{ID: "c-long", Name: "Long Name Battery", Side: "csa", Hex: at("0707"), Facing: sw, HasFacing: true},
	}
	r := drawRecorded(t, s, Options{})
	var squares, marks int
	texts := map[string]bool{}
	for _, c := range r.in(LayerCounters, "polygon") {
		switch {
		case len(c.pts) == 4 && c.stroke.Width > 0:
			squares++
		case len(c.pts) == 3:
			marks++
		}
	}
	for _, c := range r.in(LayerCounters, "text") {
		texts[c.text.S] = true
	}
	if squares != 4 || marks != 3 {
		t.Errorf("%d counters (want 4), %d facing marks (want 3)", squares, marks)
	}
	for _, s := range []string{"1 OH", "5", "x-unknown", "Long Name", "Battery"} {
		if !texts[s] {
			t.Errorf("no text %q on the counters (have %v)", s, texts)
		}
	}
	if n := len(r.in(LayerCounters, "text")); n != 5 {
		t.Errorf("%d texts: the counter under 1 OH shows its name? %v", n, texts)
	}
	if len(r.in(LayerCounters, "polyline")) != 1 {
		t.Error("the extended unit has no bar to its second hex")
	}
	r = drawRecorded(t, s, Options{NoCounters: true, NoHexIDs: true})
	for _, c := range r.calls {
		if c.layer == LayerCounters || c.layer == LayerHexIDs {
			t.Fatalf("drew %s with NoCounters and NoHexIDs", c.layer)
		}
	}
}

// Labels: hex ids (the sheet's own names when one sheet is drawn), place
// names without their parenthesised notes, area names over their hexes.
func TestDrawLabels(t *testing.T) {
	s := itwScene(t)
	s.Sheet = "S"
	r := drawRecorded(t, s, Options{})
	ids := map[string]bool{}
	for _, c := range r.in(LayerHexIDs, "text") {
		ids[c.text.S] = true
	}
	if len(ids) != 2040 || !ids["S1401"] || ids["N1434"] || !ids["S6934"] {
		t.Errorf("%d ids; S1401 %v N1434 %v S6934 %v", len(ids), ids["S1401"], ids["N1434"], ids["S6934"])
	}
	places := map[string]bool{}
	for _, c := range r.in(LayerPlaces, "text") {
		places[c.text.S] = true
	}
	if !places["Shiloh Church"] || !places["Lost Field"] || places["Pittsburg Landing"] {
		t.Errorf("places %v", places)
	}
	areas := map[string]bool{}
	for _, c := range r.in(LayerAreas, "text") {
		areas[c.text.S] = true
	}
	if !areas["Lost Field"] || areas["Pittsburg Landing field"] || areas["Spain's Field"] {
		t.Errorf("areas %v (Pittsburg Landing is on sheet N, Spain's Field has no hexes)", areas)
	}
	for _, n := range []struct{ in, want string }{
		{"Pittsburg Landing (landing hex)", "Pittsburg Landing"},
		{"Crossroad at S4202", "Crossroad at S4202"},
		{"(only a note)", "(only a note)"},
		{"  Shiloh Church ", "Shiloh Church"},
	} {
		if got := printedName(n.in); got != n.want {
			t.Errorf("printedName(%q) = %q, want %q", n.in, got, n.want)
		}
	}
}

// Keys that do not parse, unknown terrains and ruleset, broken paths and
// areas are skipped or drawn in a default colour; nothing fails.
func TestDrawSkipsBadData(t *testing.T) {
	s := featuresScene(t)
	m := *s.Map
	m.Hexes = map[string]maps.Hex{"nonsense": {Terrain: "field"}, "0101": {Terrain: "no-such-terrain"}, "9999": {}}
	m.Hexsides = map[string]maps.Hexside{"0101/Q": {Type: "stream"}, "0101/S": {Type: "stream"}, "0102/N": {Type: "creek"}}
	m.Paths = []maps.Path{{ID: "p", Type: "road", Hexes: []string{"x", "0101"}}}
	m.Areas = []maps.Area{{ID: "a", Name: "A", Hexes: []string{"bad"}}}
	m.Places = []maps.Place{{ID: "p", Name: "P", Hex: "0000"}}
	s.Map, s.Styles = &m, nil
	r := drawRecorded(t, s, Options{})
	if got := r.in(LayerTerrain, "polygon")[0].fill; got != UnknownTerrainColor {
		t.Errorf("unknown terrain filled %v", got)
	}
	// 0101/S and 0102/N are one side: drawn once, the first key (sorted) wins.
	if n := len(r.in(LayerHexsides, "polyline")); n != 1 {
		t.Errorf("%d hexside lines, want 1", n)
	}
	for _, l := range []string{LayerPaths, LayerAreas, LayerPlaces} {
		for _, c := range r.calls {
			if c.layer == l {
				t.Errorf("drew %s from bad data", l)
				break
			}
		}
	}
}

// Progress counts every hex of every pass that visits hexes, up to the
// total.
func TestDrawProgress(t *testing.T) {
	var calls, last, total int
	o := Options{Progress: func(done, tot int) { calls++; last, total = done, tot }}
	drawRecorded(t, featuresScene(t), o)
	if total != 80*6 || last != total || calls != total {
		t.Errorf("progress: %d calls, last %d of %d; want %d", calls, last, total, 80*6)
	}
	if !strings.Contains(LayerHexIDs, "hex") {
		t.Fatal("layer names changed")
	}
}
