package tiled

import (
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// walk returns the ids of n hexes from start, each the neighbour of the last
// in the directions dirs taken in turn.
func walk(t testing.TB, m *maps.Map, start string, n int, dirs ...hexgrid.Direction) []string {
	t.Helper()
	geo := mustGeometry(t, m)
	o, err := geo.Numbering.Parse(start)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{start}
	for i := 1; i < n; i++ {
		o = geo.Grid.Neighbor(o, dirs[i%len(dirs)])
		id, err := geo.Numbering.Format(o)
		if err != nil {
			t.Fatalf("walk from %s: step %d leaves the map: %v", start, i, err)
		}
		out = append(out, id)
	}
	return out
}

// sides returns the canonical ids of the given sides of hexes.
func sides(t testing.TB, m *maps.Map, hexes []string, d hexgrid.Direction) []string {
	t.Helper()
	geo := mustGeometry(t, m)
	var out []string
	for _, h := range hexes {
		o, _ := geo.Numbering.Parse(h)
		id, err := geo.Numbering.FormatSide(geo.Grid, geo.Grid.Side(o, d))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, id)
	}
	return out
}

// enrichITW adds to the built-in ITW map what it does not have yet (the
// seeds do not give them): a stream along 6 hexsides, a ridge with contour
// counts, a ford and a bridge, a road, a farm lane and a railroad through
// adjacent hexes, elevations (0 included), a hex whose terrain is written
// although it is the default, an empty hex entry and an area with boundary
// hexes. The test data is ours; only the hex ids are the map's.
func enrichITW(t testing.TB, m *maps.Map) {
	t.Helper()
	if m.Hexsides == nil {
		m.Hexsides = map[string]maps.Hexside{}
	}
	for i, id := range sides(t, m, walk(t, m, "S2410", 6, hexgrid.DirSE, hexgrid.DirS), hexgrid.DirNE) {
		m.Hexsides[id] = maps.Hexside{Type: "stream", Ford: i == 2, Bridge: i == 4, Source: "test", Note: "ours"}
	}
	for _, id := range sides(t, m, walk(t, m, "N3010", 3, hexgrid.DirS), hexgrid.DirN) {
		m.Hexsides[id] = maps.Hexside{Type: "ridge", Contours: &[2]int{1, 0}}
	}
	road := walk(t, m, "S3002", 8, hexgrid.DirSE, hexgrid.DirS)
	m.Paths = append(m.Paths,
		maps.Path{ID: "test-road", Type: "road", Name: "Test Road", Hexes: road, Source: "test", Note: "ours"},
		maps.Path{ID: "test-lane", Type: "farm-lane", Hexes: walk(t, m, "N4931", 4, hexgrid.DirNE)},
		maps.Path{ID: "test-road-2", Type: "road", Name: "Second Road", Hexes: walk(t, m, "N2020", 5, hexgrid.DirS)},
	)
	zero, two := 0, 2
	for id, e := range map[string]*int{"S2706": &two, "N3020": &zero} {
		h := m.Hexes[id]
		h.Elevation = e
		m.Hexes[id] = h
	}
	m.Hexes["N3030"] = maps.Hex{Terrain: m.DefaultTerrain}
	m.Hexes["N3031"] = maps.Hex{}
	yes := true
	m.Areas = append(m.Areas, maps.Area{ID: "test-field", Name: "Test Field", Kind: "field",
		Hexes: walk(t, m, "N4020", 3, hexgrid.DirS), BoundaryHexes: []string{"N4120", "N3920"}, Complete: &yes})
}

// TestRoundTripHexsidesPathsElevation: the ITW map with hexsides (types,
// contours, ford, bridge), three paths of two types (their order kept
// across the per-type layers), elevations, explicit and empty hex entries
// and boundary hexes comes back byte for byte.
func TestRoundTripHexsidesPathsElevation(t *testing.T) {
	m := builtinMap(t, "itw-shiloh.map.json")
	enrichITW(t, m)
	assertRoundTrip(t, m)
}
