package validate

import (
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"testing"
)

// memFiles serves the built-in data with some files replaced.
type memFiles map[string][]byte

func (m memFiles) ReadFile(p string) ([]byte, error) {
	if b, ok := m[path.Clean(p)]; ok {
		return b, nil
	}
	return Builtin{}.ReadFile(p)
}

func (memFiles) Join(base, rel string) string { return Builtin{}.Join(base, rel) }

// scaled returns the ITW OOB and Scenario 1 with every unit and set-up row
// repeated k times (copy n of unit ID is "ID-xN", on the same hex as the
// original), served by a Files value.
func scaled(tb testing.TB, k int) memFiles {
	tb.Helper()
	var oob, sc map[string]any
	for p, v := range map[string]*map[string]any{oobPath: &oob, s1Path: &sc} {
		data, err := Builtin{}.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			tb.Fatal(err)
		}
	}
	units, setup := oob["units"].([]any), sc["setup"].([]any)
	nu, ns := len(units), len(setup)
	for n := 1; n < k; n++ {
		for _, u := range units[:nu] {
			c := maps.Clone(u.(map[string]any))
			c["id"], c["name"] = fmt.Sprintf("%s-x%d", c["id"], n), fmt.Sprintf("%s %d", c["name"], n)
			units = append(units, c)
		}
		for _, s := range setup[:ns] {
			c := maps.Clone(s.(map[string]any))
			c["unit"] = fmt.Sprintf("%s-x%d", c["unit"], n)
			setup = append(setup, c)
		}
	}
	oob["units"], sc["setup"] = units, setup
	files := memFiles{}
	files[oobPath], _ = json.MarshalIndent(oob, "", "  ")
	files[s1Path], _ = json.MarshalIndent(sc, "", "  ")
	return files
}

// BenchmarkScaledSetup validates the ITW OOB and Scenario 1 at 1x, 10x and
// 100x their units and set-up rows, each stage from scratch (decode, schema,
// references, engine checks): the growth from 1x shows whether any stage is
// worse than linear.
func BenchmarkScaledSetup(b *testing.B) {
	for _, k := range []int{1, 10, 100} {
		files := scaled(b, k)
		b.Run(fmt.Sprintf("%dx", k), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s := NewSession(files)
				s.File(oobPath)
				s.File(s1Path)
			}
		})
	}
}

// bigMapPath is where the generated big map is served.
const bigMapPath = "maps/big.map.json"

// bigMap returns a one-sheet map of cols x rows hexes (columns and rows
// numbered from 1, three digits each), every hex listed with a terrain of
// the gbacw ruleset, a stream on every tenth hex's north side and a road
// along every tenth row.
func bigMap(tb testing.TB, cols, rows int) memFiles {
	tb.Helper()
	terrains := []string{"field", "woods", "orchard", "thicket", "marsh"}
	hexes := map[string]any{}
	sides := map[string]any{}
	var paths []any
	for c := 1; c <= cols; c++ {
		for r := 1; r <= rows; r++ {
			id := fmt.Sprintf("%03d%03d", c, r)
			hexes[id] = map[string]any{"terrain": terrains[(c*7+r*3)%len(terrains)]}
			if (c+r)%10 == 0 && r > 1 {
				sides[id+"/N"] = map[string]any{"type": "stream"}
			}
		}
	}
	for r := 10; r <= rows; r += 10 {
		var ids []any
		for c := 1; c <= cols; c++ {
			ids = append(ids, fmt.Sprintf("%03d%03d", c, r))
		}
		paths = append(paths, map[string]any{"id": fmt.Sprintf("road-%d", r), "type": "road", "hexes": ids})
	}
	m := map[string]any{
		"$schema": "https://sandtable.dev/schema/map.schema.json", "format": "sandtable-map/1",
		"id": "big", "name": "Big generated map", "ruleset": "gbacw",
		"grid":           map[string]any{"orientation": "flat", "stagger": "odd", "hexAcrossFlatsMM": 16},
		"numbering":      map[string]any{"sheetPrefix": false, "columnDigits": 3, "rowDigits": 3},
		"sheets":         []any{map[string]any{"id": "A", "columns": []int{1, cols}, "rows": []int{1, rows}, "offset": map[string]int{"column": 0, "row": 0}}},
		"defaultTerrain": "woods", "hexes": hexes, "hexsides": sides, "paths": paths,
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		tb.Fatal(err)
	}
	return memFiles{bigMapPath: data}
}

// The generated 100,000-hex map is a valid map (so the benchmark measures
// the whole pipeline, not an early refusal).
func TestBigMapValidates(t *testing.T) {
	files := bigMap(t, 100, 100)
	if ds := NewSession(files).File(bigMapPath); HasErrors(ds) {
		t.Fatalf("%v", ds[:min(len(ds), 5)])
	}
}

// BenchmarkBigMap validates generated maps of 10,000 and 100,000 hexes, every
// hex listed, from scratch: the growth shows whether any map stage is worse
// than linear.
func BenchmarkBigMap(b *testing.B) {
	for _, size := range [][2]int{{100, 100}, {400, 250}} {
		files := bigMap(b, size[0], size[1])
		b.Run(fmt.Sprintf("%dhexes", size[0]*size[1]), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				NewSession(files).File(bigMapPath)
			}
		})
	}
}

// BenchmarkOOBUnits validates the ITW OOB alone repeated to about 500,
// 1,000, 2,000, 4,000 and 8,000 units (issue #17: 8,000 units in under
// 0.3 s, growth at most linear-log).
func BenchmarkOOBUnits(b *testing.B) {
	for _, k := range []int{2, 3, 6, 13, 25} {
		files := scaled(b, k)
		b.Run(fmt.Sprintf("%dunits", 318*k), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				NewSession(files).File(oobPath)
			}
		})
	}
}
