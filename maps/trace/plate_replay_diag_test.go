package trace_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestReplayPlateContours is TestReplayContours for the plate style
// (plategen), a diagnostic: with SANDTABLE_PLATE_REPLAY=seeds:dpis:levels
// and SANDTABLE_REPLAY_CACHE=FOLDER it traces those plate maps (16 x 12
// hexes, scanned as trace accuracy --style plate scans them) once, keeps
// the proposals in the folder, settles their contour counts again with the
// current code and logs trace accuracy's table for them
// (SANDTABLE_NOERASED=1: without flagErasedLines; SANDTABLE_BESET and
// SANDTABLE_BLIND as TestReplayContours and TestReplayContoursDoubt;
// SANDTABLE_PROFLINES as TestReplayContours; SANDTABLE_PROFLINES_LOG=1 logs
// each count settleProfileLines settled). The lanes' reads
// without the whitened gate are not kept, so the gate is chosen again from
// the gated reads alone.
func TestReplayPlateContours(t *testing.T) {
	spec := os.Getenv("SANDTABLE_PLATE_REPLAY")
	cache := os.Getenv("SANDTABLE_REPLAY_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_PLATE_REPLAY=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER")
	}
	defer releaseFromEnv(t)()
	defer cornersFromEnv(t)()
	defer mapRecallFromEnv(t)()
	defer profileLinesFromEnv(t)()
	defer hiddenTypesFromEnv(t)()
	if os.Getenv("SANDTABLE_ERASED_ALL") != "" {
		trace.SetErasedBlurredOnly(false)
		defer trace.SetErasedBlurredOnly(true)
	}
	if os.Getenv("SANDTABLE_NOERASED") != "" {
		trace.SetErasedLines(false)
		defer trace.SetErasedLines(true)
	}
	if v := os.Getenv("SANDTABLE_BESET"); v != "" {
		var a, b int
		if _, err := fmt.Sscanf(v, "%d,%d", &a, &b); err != nil {
			t.Fatal(err)
		}
		trace.SetBeset(a, b)
		defer trace.SetBeset(2, 1)
	}
	if v := os.Getenv("SANDTABLE_BLIND"); v != "" {
		var r float64
		var least, all int
		if _, err := fmt.Sscanf(v, "%g,%d,%d", &r, &least, &all); err != nil {
			t.Fatal(err)
		}
		trace.SetBlindTypes(r, least, all > 0)
		defer trace.SetBlindTypes(0.8, 40, true)
	}
	parts := strings.Split(spec, ":")
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[0], "%d-%d", &lo, &hi); err != nil || len(parts) != 3 {
		t.Fatalf("SANDTABLE_PLATE_REPLAY=%q: want seeds:dpis:levels", spec)
	}
	var rows []printgen.Row
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for li, lv := range plategen.Levels {
			if !strings.Contains(","+parts[2]+",", ","+lv.Name+",") {
				continue
			}
			for seed := lo; seed <= hi; seed++ {
				pm, err := plategen.New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := replayPlate(t, cache, pm, dpi, lv, seed*100+uint64(li))
				var before, after []float64
				if os.Getenv("SANDTABLE_PROFLINES_LOG") != "" {
					trace.SetSettleStageHook(func(stage string, _ []int, confs []float64) {
						switch stage {
						case "corners":
							before = confs
						case "profile lines":
							after = confs
						}
					})
				}
				trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
				trace.SetSettleStageHook(nil)
				for i, sp := range p.Sides {
					if len(after) == len(p.Sides) && p.Sure(after[i]) && !p.Sure(before[i]) {
						t.Logf("seed %d %s: %s settled at %d (true %d), lanes %d (%.2f), profile %s", seed, lv.Name, sp.Side,
							sp.Contours, pm.Truth.Contours[sp.Side], sp.ContourReads[0].Count, sp.ContourReads[0].Conf, profileText(sp.Profile))
					}
				}
				res, err := printgen.Evaluate(pm.Truth, p)
				if err != nil {
					t.Fatal(err)
				}
				res.Seed, res.DPI, res.Level = seed, dpi, lv.Name
				if seed == lo {
					rows = append(rows, printgen.Row{Style: "plate", Seeds: int(hi - lo + 1), Result: res})
				} else {
					rows[len(rows)-1].Result = rows[len(rows)-1].Add(res)
				}
			}
		}
	}
	t.Logf("trace accuracy's table from the cached plate traces:\n%s", printgen.Table(rows))
}

// replayPlate traces pm's scan at dpi and level lv with scan seed seed,
// read from and written to folder cache.
func replayPlate(t *testing.T, cache string, pm *plategen.Map, dpi float64, lv plategen.Level, seed uint64) *trace.Proposal {
	t.Helper()
	file := filepath.Join(cache, fmt.Sprintf("plate-%d-%g-%s.gob", pm.Seed, dpi, lv.Name))
	if f, err := os.Open(file); err == nil {
		defer f.Close()
		var p trace.Proposal
		if err := gob.NewDecoder(f).Decode(&p); err == nil {
			// the unexported fields the settle reads, where kept
			if h, err := os.Open(strings.TrimSuffix(file, ".gob") + "-hidden.gob"); err == nil {
				defer h.Close()
				var hs []trace.SideHidden
				if err := gob.NewDecoder(h).Decode(&hs); err == nil {
					trace.SetHidden(&p, hs)
				}
			}
			return &p
		}
	}
	pr, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(pr, lv, seed)
	if err != nil {
		t.Fatal(err)
	}
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, replayOptions()), nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(p); err != nil {
		t.Fatal(err)
	}
	h, err := os.Create(strings.TrimSuffix(file, ".gob") + "-hidden.gob")
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if err := gob.NewEncoder(h).Encode(trace.HiddenOf(p)); err != nil {
		t.Fatal(err)
	}
	return p
}
