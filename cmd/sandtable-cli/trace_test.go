package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// TestTraceGenRunValidate generates scans of a known map, traces them with
// the example hexes gen suggests, and checks the written map validates and
// carries the traced terrain, streams and roads.
func TestTraceGenRunValidate(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and traces two scans")
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"trace", "gen", "-o", dir, "--level", "light", "--px-per-mm", "3"}, &out, &errb); code != 0 {
		t.Fatalf("trace gen: exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	teach := strings.Fields(lines[len(lines)-1])
	if len(teach) != 10 {
		t.Fatalf("gen suggested %q, want five --teach flags", lines[len(lines)-1])
	}
	traced := filepath.Join(dir, "traced.map.json")
	review := filepath.Join(dir, "review.json")
	args := append([]string{"trace", "run", filepath.Join(dir, "scan.map.json"), "-o", traced, "--review", review, "--min-confidence", "0.5",
		"--level", "N1001=0", "--level", "S6934=0", "--suggest", "2", "--refine"}, teach...)
	out.Reset()
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("trace run: exit %d: %s", code, errb.String())
	}
	t.Log(out.String())
	if !strings.Contains(out.String(), "levels: ") {
		t.Errorf("trace run --level printed no levels line")
	}
	if !strings.Contains(out.String(), "suggested further examples") || !strings.Contains(out.String(), "  --teach field=") {
		t.Errorf("trace run --suggest 2 printed no suggested field examples")
	}
	out.Reset()
	if code := run([]string{"validate", traced}, &out, &errb); code != 0 {
		t.Fatalf("validate traced map: exit %d: %s%s", code, out.String(), errb.String())
	}
	m, err := maps.Load(traced)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, h := range m.Hexes {
		kinds[h.Terrain]++
	}
	streams := 0
	for _, s := range m.Hexsides {
		if s.Type == "stream" {
			streams++
		}
	}
	if kinds["field"] < 300 || kinds["marsh"] == 0 || kinds["orchard"] == 0 || kinds["thicket"] == 0 || streams < 500 || len(m.Paths) < 20 {
		t.Errorf("traced map: terrain %v, %d streams, %d paths; want fields, marsh, orchards, thickets, streams and roads", kinds, streams, len(m.Paths))
	}
	data, err := os.ReadFile(review)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		MinConfidence float64
		Items         []struct {
			Hex, Hexside, Feature, Value string
			Confidence                   float64
		}
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.MinConfidence != 0.5 || len(r.Items) == 0 {
		t.Errorf("review: min %g, %d items; want 0.5 and some unsure contour counts", r.MinConfidence, len(r.Items))
	}
	for _, it := range r.Items {
		if it.Confidence >= 0.5 || (it.Hex == "") == (it.Hexside == "") {
			t.Errorf("review item %+v: want one id and confidence < 0.5", it)
			break
		}
	}
	if s := m.Sheets[0].Scan; s == nil || s.Path != "scan-N.jpg" {
		t.Errorf("sheet N scan = %+v, want scan-N.jpg beside the map", s)
	}
}

func TestTraceUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"trace", "run", "x.map.json"},
		{"trace", "gen"},
		{"trace", "gen", "-o", t.TempDir(), "--level", "wobbly"},
		{"trace", "accuracy", "--px-per-mm", "0"},
		{"trace", "accuracy", "--style", "plates"},
		{"trace", "accuracy", "--style", "plate", "--size", "3x3"},
		{"trace", "run", "x.map.json", "-o", "y.map.json", "--teach", "woods=N1001", "--level", "N1001"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}

// TestTraceAccuracyPlate: --style plate prints one row per level for the
// plategen maps and logs each seed's style and scan on stderr.
func TestTraceAccuracyPlate(t *testing.T) {
	if testing.Short() {
		t.Skip("prints, scans and traces a small map")
	}
	var out, errb bytes.Buffer
	args := []string{"trace", "accuracy", "--style", "plate", "--seeds", "1", "--dpi", "100", "--size", "7x6", "--level", "moderate"}
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	rows := 0
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "| plate | 100 | moderate | 1 |") {
			rows++
		}
	}
	if rows != 1 {
		t.Errorf("got %d plate rows, want 1:\n%s", rows, out.String())
	}
	if !strings.Contains(errb.String(), "plate seed 1 style: hex") || !strings.Contains(errb.String(), "plate seed 1 100 dpi moderate: rot") {
		t.Errorf("stderr lacks the style and scan logs:\n%s", errb.String())
	}
}
