package model

import (
	"strings"
	"testing"
)

func TestOpenBuiltin(t *testing.T) {
	d := openBuiltin(t)
	if d.Map() == nil || d.OOB() == nil || d.Ruleset() == nil {
		t.Fatalf("map %v, oob %v, ruleset %v: want all loaded", d.Map() != nil, d.OOB() != nil, d.Ruleset() != nil)
	}
	if !strings.Contains(d.Title(), "Bloody April") {
		t.Errorf("title %q", d.Title())
	}
	if n := len(d.Placements()); n < 150 {
		t.Errorf("%d placements, want the whole Scenario 1 setup", n)
	}
	o := hex(t, d, "S2706")
	if got := d.TerrainAt(o); got != "woods" {
		t.Errorf("terrain of S2706 = %q, want woods", got)
	}
	if got := d.TerrainName("marsh-stream"); got != "Marsh-Stream" {
		t.Errorf("name of marsh-stream = %q", got)
	}
	if got := d.HexID(hex(t, d, "S1401")); got != "N1434" {
		t.Errorf("canonical id of S1401 = %q, want N1434", got)
	}
}

func TestOpenFileErrors(t *testing.T) {
	if _, err := OpenFile("no/such/file.scenario.json"); err == nil || !strings.Contains(err.Error(), "file.scenario.json") {
		t.Errorf("missing file: err = %v, want one naming the file", err)
	}
}
