package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// tiledRoundTripAs runs the real commands on map file src: tiled export to
// DIR/NAME.EXT (ext .tmx or .tmj), tiled import with the exported mapping
// into a folder that does not exist yet, then diff between src and the
// import. It returns the diff's exit code and output and the Tiled file's
// path.
func tiledRoundTripAs(t *testing.T, src, dir, name, ext string) (int, string, string) {
	t.Helper()
	tmx := filepath.Join(dir, name+ext)
	if code, out, errOut := runCLI(t, "tiled", "export", src, "-o", tmx); code != 0 {
		t.Fatalf("tiled export %s: exit %d\n%s%s", src, code, out, errOut)
	}
	back := filepath.Join(dir, "imported", name+".back.map.json")
	mapping := filepath.Join(dir, name+".mapping.json")
	if code, out, errOut := runCLI(t, "tiled", "import", tmx, "--mapping", mapping, "-o", back); code != 0 {
		t.Fatalf("tiled import %s: exit %d\n%s%s", tmx, code, out, errOut)
	}
	code, out, errOut := runCLI(t, "diff", src, back)
	return code, out + errOut, tmx
}

// writeBuiltinMap copies a built-in map into dir and returns its path.
func writeBuiltinMap(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := fs.ReadFile(maps.Builtin(), name)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTiledRoundTripBuiltinMapsDiffEmpty is the acceptance test of issue
// #15 part 3: each built-in map (ITW, HSN, classic Shiloh), exported to
// .tmx and imported back with the exported mapping, shows no change at all
// under sandtable-cli diff, which compares every map field.
// Issue 27: the same through a .tmj file, which must be Tiled's JSON (the
// import reads a .tmj as JSON only), into an output folder that does not
// exist yet.
func TestTiledRoundTripBuiltinMapsDiffEmpty(t *testing.T) {
	for _, ext := range []string{".tmx", ".tmj"} {
		for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
			t.Run(name+ext, func(t *testing.T) {
				dir := t.TempDir()
				src := writeBuiltinMap(t, dir, name)
				if code, out, _ := tiledRoundTripAs(t, src, dir, "rt", ext); code != 0 || out != "" {
					t.Errorf("diff after the Tiled round trip: exit %d\n%s", code, out)
				}
			})
		}
	}
}

// TestTiledRoundTripStreamsRoadsDiffEmpty: the ITW map with streams, a
// ridge with contours, a ford, a bridge, roads, a farm lane, elevations and
// an area's boundary hexes added (the built-in map has none yet) also comes
// back with an empty diff; and a changed hexside is seen, so the diff does
// look at them.
func TestTiledRoundTripStreamsRoadsDiffEmpty(t *testing.T) {
	dir := t.TempDir()
	src := writeStreamsAndRoads(t, dir)
	for _, ext := range []string{".tmx", ".tmj"} {
		if code, out, _ := tiledRoundTripAs(t, src, dir, "itw-rich", ext); code != 0 || out != "" {
			t.Fatalf("diff after the Tiled round trip through %s: exit %d\n%s", ext, code, out)
		}
	}
	m, err := maps.Load(src)
	if err != nil {
		t.Fatal(err)
	}
	for id, s := range m.Hexsides {
		s.Ford = !s.Ford
		m.Hexsides[id] = s
		break
	}
	changed := filepath.Join(dir, "changed.map.json")
	if err := maps.Save(changed, m); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := runCLI(t, "diff", src, changed); code != 1 || out == "" {
		t.Errorf("a ford toggled: diff exit %d %q, want 1 and the change", code, out)
	}
}

// writeStreamsAndRoads writes the built-in ITW map with our own test
// features added (see TestTiledRoundTripStreamsRoadsDiffEmpty) and returns
// its path.
func writeStreamsAndRoads(t *testing.T, dir string) string {
	t.Helper()
	m, err := maps.LoadBuiltin("itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	walk := func(start string, n int, dirs ...hexgrid.Direction) []hexgrid.Offset {
		o, err := geo.Numbering.Parse(start)
		if err != nil {
			t.Fatal(err)
		}
		out := []hexgrid.Offset{o}
		for i := 1; i < n; i++ {
			o = geo.Grid.Neighbor(o, dirs[i%len(dirs)])
			out = append(out, o)
		}
		return out
	}
	ids := func(os []hexgrid.Offset) []string {
		var out []string
		for _, o := range os {
			id, err := geo.Numbering.Format(o)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, id)
		}
		return out
	}
	side := func(o hexgrid.Offset, d hexgrid.Direction) string {
		id, err := geo.Numbering.FormatSide(geo.Grid, geo.Grid.Side(o, d))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	m.Hexsides = map[string]maps.Hexside{}
	// A stream down the east edge of a column: NE then SE side of each hex.
	for i, o := range walk("S2410", 8, hexgrid.DirS) {
		m.Hexsides[side(o, hexgrid.DirNE)] = maps.Hexside{Type: "stream", Ford: i == 3}
		m.Hexsides[side(o, hexgrid.DirSE)] = maps.Hexside{Type: "stream", Bridge: i == 5, Source: "test"}
	}
	for _, o := range walk("N3010", 4, hexgrid.DirSE, hexgrid.DirNE) {
		m.Hexsides[side(o, hexgrid.DirN)] = maps.Hexside{Type: "ridge", Contours: &[2]int{2, 1}}
	}
	m.Paths = append(m.Paths,
		maps.Path{ID: "test-road", Type: "road", Name: "Test Road", Hexes: ids(walk("S3002", 10, hexgrid.DirS)), Note: "ours"},
		maps.Path{ID: "test-lane", Type: "farm-lane", Hexes: ids(walk("N4931", 5, hexgrid.DirNE, hexgrid.DirSE))},
		maps.Path{ID: "test-road-2", Type: "road", Hexes: ids(walk("N2020", 6, hexgrid.DirSE))},
	)
	two, zero := 2, 0
	h := m.Hexes["S2706"]
	h.Elevation = &two
	m.Hexes["S2706"] = h
	m.Hexes["N3020"] = maps.Hex{Elevation: &zero}
	m.Areas[0].BoundaryHexes = ids(walk("N6020", 2, hexgrid.DirS))
	p := filepath.Join(dir, "itw-rich.map.json")
	if err := maps.Save(p, m); err != nil {
		t.Fatal(err)
	}
	return p
}
