package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// consistencyOf returns the MapConsistency codes of the built-in ITW map
// after edit.
func consistencyOf(t *testing.T, edit func(m *maps.Map)) []Diagnostic {
	t.Helper()
	m, err := maps.Decode(builtinBytes(t, mapPath))
	if err != nil {
		t.Fatal(err)
	}
	edit(m)
	data, err := jsonfile.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	return MapConsistency(mapPath, data, m)
}

func level(v int) *int { return &v }

func TestMapConsistency(t *testing.T) {
	if ds := consistencyOf(t, func(*maps.Map) {}); len(ds) != 0 {
		t.Fatalf("the built-in map: %v", ds)
	}
	for _, tc := range []struct {
		name  string
		edit  func(m *maps.Map)
		codes string
	}{
		{"plain side fits the levels", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(2)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Contours: &[2]int{1, 1}}}
		}, ""},
		{"plain side one line short", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(2)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "stream", Contours: &[2]int{1, 0}}}
		}, "hexside.contours"},
		{"ridge climbs and comes down", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(2)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "ridge", Contours: &[2]int{1, 3}}}
		}, ""},
		{"ridge whose lines only fit a valley", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(2)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "ridge", Contours: &[2]int{3, 1}}}
		}, "hexside.ridge-lower"},
		{"ridge that fits nothing", func(m *maps.Map) {
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "ridge", Contours: &[2]int{1, 0}}}
		}, "hexside.contours"},
		{"gully goes down then up", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(2)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "gully", Contours: &[2]int{3, 1}}}
		}, ""},
		{"gully that fits nothing", func(m *maps.Map) {
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "gully", Contours: &[2]int{2, 0}}}
		}, "hexside.contours"},
		{"no counts, no check", func(m *maps.Map) {
			m.Hexes["S2016"] = maps.Hex{Elevation: level(5)}
			m.Hexsides = map[string]maps.Hexside{"S2016/N": {Type: "ridge"}}
		}, ""},
		{"scan outside the folder", func(m *maps.Map) {
			m.Sheets[0].Scan = &maps.Scan{Path: "../scans/n.png"}
			m.Sheets[1].Scan = &maps.Scan{Path: "scans/s.png"}
		}, "scan.outside"},
	} {
		ds := consistencyOf(t, tc.edit)
		var codes []string
		for _, d := range ds {
			codes = append(codes, d.Code)
			if d.Line < 1 || d.File != mapPath {
				t.Errorf("%s: diagnostic without a place: %+v", tc.name, d)
			}
			if strings.HasPrefix(d.Code, "hexside.") && d.Hex != "S2016" {
				t.Errorf("%s: hex %q, want S2016", tc.name, d.Hex)
			}
		}
		if got := strings.Join(codes, " "); got != tc.codes {
			t.Errorf("%s: codes %q, want %q (%v)", tc.name, got, tc.codes, ds)
		}
	}
}

func TestScanPathInside(t *testing.T) {
	for p, want := range map[string]bool{
		"scan.png": true, "scans/n.png": true, "a/../b.png": true,
		"": false, "../n.png": false, "/abs/n.png": false, "a/../../n.png": false, `scans\n.png`: false,
	} {
		if got := ScanPathInside(p); got != want {
			t.Errorf("ScanPathInside(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestMapConsistencyCodesAreDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/DIAGNOSTICS.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"hexside.contours", "hexside.ridge-lower", "scan.outside", "path.gap"} {
		if !strings.Contains(string(doc), "`"+code+"`") {
			t.Errorf("%s is not in docs/DIAGNOSTICS.md", code)
		}
	}
}
