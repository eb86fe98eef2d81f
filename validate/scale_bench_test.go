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
