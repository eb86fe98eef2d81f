package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestTraceOptionsFromSetup: over a map's trace setup, trace run's options
// are the setup's, and only the flags given change them; without a setup
// they are the flags' values, defaults included.
func TestTraceOptionsFromSetup(t *testing.T) {
	setup := &maps.TraceSetup{
		Slivers: []string{"field"},
		Print:   maps.TracePrint{Curves: true, AsClicked: true, Contour: &[3]int{160, 110, 48}},
	}
	opt, err := traceOptions(traceRunOptions{set: map[string]bool{}}, setup)
	if err != nil {
		t.Fatal(err)
	}
	if !opt.Curves || opt.Overprint || opt.Refine || opt.Contour != (trace.RGB{160, 110, 48}) || !opt.Sliver.Any || len(opt.Sliver.Types) != 1 {
		t.Errorf("from the setup alone: curves %v overprint %v refine %v contour %v slivers %v %v; want the setup's",
			opt.Curves, opt.Overprint, opt.Refine, opt.Contour, opt.Sliver.Any, opt.Sliver.Types)
	}
	def := trace.DefaultOptions()
	if opt.Water != def.Water || opt.Road != def.Road {
		t.Errorf("inks the setup does not give: water %v road %v; want the defaults %v %v", opt.Water, opt.Road, def.Water, def.Road)
	}
	// --curves=false --refine and a contour ink given: they win.
	o := traceRunOptions{curves: false, refine: true, cl: "10,20,30", set: map[string]bool{"curves": true, "refine": true, "contour": true}}
	opt, err = traceOptions(o, setup)
	if err != nil {
		t.Fatal(err)
	}
	if opt.Curves || !opt.Refine || opt.Contour != (trace.RGB{10, 20, 30}) {
		t.Errorf("flags over the setup: curves %v refine %v contour %v; want false, true, 10,20,30", opt.Curves, opt.Refine, opt.Contour)
	}
	// No setup: the flags as given, unset ones at their defaults.
	opt, err = traceOptions(traceRunOptions{curves: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !opt.Curves || opt.Refine || opt.Overprint {
		t.Errorf("no setup: curves %v refine %v overprint %v; want true, false, false", opt.Curves, opt.Refine, opt.Overprint)
	}
}

// TestTraceRunTeachFromSetup: trace run needs --teach only where the map
// has no trace examples, and says so.
func TestTraceRunTeachFromSetup(t *testing.T) {
	m, err := maps.LoadBuiltin("itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bare := filepath.Join(dir, "bare.map.json")
	if err := maps.Save(bare, m); err != nil {
		t.Fatal(err)
	}
	m.Trace = &maps.TraceSetup{Examples: []maps.TraceExamples{{Terrain: "woods", Hexes: []string{"N1503"}}, {Terrain: "field", Hexes: []string{"N1504"}}}}
	taught := filepath.Join(dir, "taught.map.json")
	if err := maps.Save(taught, m); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"trace", "run", bare, "-o", filepath.Join(dir, "out.map.json")}, &out, &errb); code != exitUsage ||
		!strings.Contains(errb.String(), "--teach is required") {
		t.Errorf("no --teach, no trace examples: exit %d, %q; want %d and --teach asked for", code, errb.String(), exitUsage)
	}
	errb.Reset()
	// The built-in map has no scans: the run gets past the examples and
	// stops at the scans.
	code := run([]string{"trace", "run", taught, "-o", filepath.Join(dir, "out.map.json")}, &out, &errb)
	if code == 0 || strings.Contains(errb.String(), "--teach") {
		t.Errorf("trace examples in the map: exit %d, %q; want the run to use them and stop at the missing scans", code, errb.String())
	}
	t.Logf("without scans: %s", strings.TrimSpace(errb.String()))
}
