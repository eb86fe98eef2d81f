package trace_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestDumpWaterSides is a diagnostic, not a check: with
// SANDTABLE_WATER_DUMP=DIR:style:seeds:dpi:level (seeds comma separated)
// it traces each scan and writes DIR/style-seed-dpi-level.txt, a line per
// side: the side, its true and read water, confidence and hit fraction,
// the two hexes' true and read terrain, the sides meeting it at its
// two corners, and what waterTrack found along it (WaterTrackOf,
// WaterTrackMidsOf), so that rules on water paths can be weighed without
// tracing again. A file already written is kept (a cache). Its first
// lines (starting #) give each sheet's art mark (artSheets) and measured
// blur (sigma, mm).
// SANDTABLE_WATER_DUMP_OFF=junction,thinfine,follow,chains,marsh,thinchains,lowpass,faint traces with
// those water rules off (dropJunctionWater, dropThinFineWater,
// addFollowedWater, its addFollowedChains, dropMarshWater,
// dropThinChains, addLowPassWater, dropFaintWater), so that the sides they would change can be weighed
// on the dump. SANDTABLE_WATER_DUMP_FAST=1 traces without the contour
// readers (water is the same: TestSkipContoursSameWaterRoads).
func TestDumpWaterSides(t *testing.T) {
	spec := os.Getenv("SANDTABLE_WATER_DUMP")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_WATER_DUMP=DIR:style:seeds:dpi:level")
	}
	p := strings.Split(spec, ":")
	if len(p) != 5 {
		t.Fatalf("SANDTABLE_WATER_DUMP=%q: want DIR:style:seeds:dpi:level", spec)
	}
	dpi, err := strconv.ParseFloat(p[3], 64)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range strings.Split(os.Getenv("SANDTABLE_WATER_DUMP_OFF"), ",") {
		switch r {
		case "junction":
			trace.SetWaterJunctionRule(false)
			defer trace.SetWaterJunctionRule(true)
		case "thinfine":
			trace.SetWaterThinFine(false)
			defer trace.SetWaterThinFine(true)
		case "follow":
			trace.SetWaterFollowRule(false)
			defer trace.SetWaterFollowRule(true)
		case "marsh":
			trace.SetWaterMarshRule(false)
			defer trace.SetWaterMarshRule(true)
		case "thinchains":
			trace.SetWaterThinChains(false)
			defer trace.SetWaterThinChains(true)
		case "lowpass":
			trace.SetWaterLowPass(false)
			defer trace.SetWaterLowPass(true)
		case "faint":
			trace.SetWaterFaint(false)
			defer trace.SetWaterFaint(true)
		case "chains":
			trace.SetWaterFollowChains(false)
			defer trace.SetWaterFollowChains(true)
		}
	}
	if os.Getenv("SANDTABLE_WATER_DUMP_LOW") == "1" {
		trace.SetLowPassAll(true)
		defer trace.SetLowPassAll(false)
	}
	key := func(s hexgrid.Hexside) string { return fmt.Sprintf("%d.%d.%v", s.Hex.Col, s.Hex.Row, s.Dir) }
	for _, f := range strings.Split(p[2], ",") {
		seed, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(p[0], fmt.Sprintf("%s-%d-%s-%s.txt", p[1], seed, p[3], p[4]))
		if _, err := os.Stat(out); err == nil {
			continue
		}
		job, truth, err := waterPixJob(p[1], seed, dpi, p[4])
		if err != nil {
			t.Fatal(err)
		}
		job.Options.SkipContours = os.Getenv("SANDTABLE_WATER_DUMP_FAST") == "1"
		pr, err := trace.Trace(context.Background(), job, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := truth.Geo.Grid
		read := map[hexgrid.Offset]string{}
		for _, h := range pr.Hexes {
			read[h.Hex] = h.Terrain
		}
		var lines []string
		for i, on := range trace.ArtSheetsOf(pr) {
			b := 0.0
			if i < len(pr.Blur) {
				b = pr.Blur[i].SigmaMM
			}
			lines = append(lines, fmt.Sprintf("# sheet %d art %v blur %.4f", i, on, b))
		}
		for _, sp := range pr.Sides {
			a, b := g.SideHexes(sp.Side)
			cs := trace.Corners(g, sp.Side)
			ts, tw, mw, nr, mo, no := trace.WaterTrackOf(sp)
			mm, sm, cw := trace.WaterTrackMidsOf(sp)
			d := trace.WaterDensOf(sp)
			lr, lw, lc, ls, lwd, lo, ln := trace.LowWaterOf(sp)
			lines = append(lines, fmt.Sprintf("%s %v %v %.3f %.3f %s %s %s %s %s,%s %s,%s %.3f %.3f %.3f %d %.3f %d %.3f %.3f %.3f %.3f %.3f,%.3f,%.3f %.3f,%.3f,%.3f low %v %v %.3f %.3f %.3f %.3f %d",
				key(sp.Side), truth.Water[sp.Side], sp.Water, sp.WaterConf, trace.WaterHitOf(sp),
				truth.Terrain[a], truth.Terrain[b], read[a], read[b],
				key(cs[0][0]), key(cs[0][1]), key(cs[1][0]), key(cs[1][1]), ts, tw, mw, nr, mo, no, mm, sm, cw, trace.WaterTintOf(sp), d[0][0], d[0][1], d[0][2], d[1][0], d[1][1], d[1][2], lr, lw, lc, ls, lwd, lo, ln))
		}
		if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
