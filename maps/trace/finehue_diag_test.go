package trace_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagFineHue is a diagnostic, not a check: with
// SANDTABLE_FINEHUE=style:lo-hi:dpi:level (style plate or printed) and
// SANDTABLE_FINEHUE_CACHE=FOLDER it reads the water sides of those scans
// before the path rules (cached), settles them as Trace does, and again
// with the water track's hue test on every place's printed line
// (trackHued on fine scans too), and logs the water sides right, false
// and missed without lineHueGate, with it (as Trace reads) and with the
// test everywhere, and every side whose answer lineHueGate changes with
// its known terrain and, per place, the line's water share before the
// test and whether it passed. SANDTABLE_FINEHUE_WRONG=1 lists every side
// still wrong with the gate, SANDTABLE_FINEHUE_ALL=1 every side true or
// read wet.
func TestDiagFineHue(t *testing.T) {
	spec := os.Getenv("SANDTABLE_FINEHUE")
	cache := os.Getenv("SANDTABLE_FINEHUE_CACHE")
	if spec == "" || cache == "" {
		t.Skip("diagnostic: set SANDTABLE_FINEHUE=style:lo-hi:dpi:level and SANDTABLE_FINEHUE_CACHE=FOLDER")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 4 {
		t.Fatalf("SANDTABLE_FINEHUE=%q: want style:lo-hi:dpi:level", spec)
	}
	var lo, hi uint64
	if _, err := fmt.Sscanf(parts[1], "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	dpi, err := strconv.ParseFloat(parts[2], 64)
	if err != nil {
		t.Fatal(err)
	}
	var sum [3][3]int
	for seed := lo; seed <= hi; seed++ {
		ws, opt, truth := fineHueCached(t, cache, parts[0], seed, dpi, parts[3])
		g := truth.Geo.Grid
		for i := range ws {
			if ws[i].Fine && ws[i].Bare != [13]float32{} {
				ws[i].Over = ws[i].Bare // as read, before lineHueGate
			}
		}
		hued := make([]trace.WaterSide, len(ws))
		copy(hued, ws)
		for i := range hued {
			for k := range hued[i].Over {
				hued[i].Over[k] = hued[i].Bare[k]
				if !hued[i].Hued[k] {
					hued[i].Over[k] = float32(math.NaN())
				}
			}
		}
		var res [3][]trace.SideProposal
		restore := trace.SetLineHueRule(false)
		res[0] = trace.SettleWaterSides(g, ws, opt, true)
		restore()
		res[1] = trace.SettleWaterSides(g, ws, opt, true)
		res[2] = trace.SettleWaterSides(g, hued, opt, true)
		var b strings.Builder
		var s [3][3]int
		for i := range res[0] {
			side := res[0][i].Side
			w := truth.Water[side]
			for k := range 3 {
				switch {
				case w && res[k][i].Water:
					s[k][0]++
				case res[k][i].Water:
					s[k][1]++
				case w:
					s[k][2]++
				}
			}
			ha, hb := g.SideHexes(side)
			if os.Getenv("SANDTABLE_FINEHUE_ALL") != "" && (res[0][i].Water || w) {
				fmt.Fprintf(&b, "\n  ALL %v truth %v read %v gated %v hit %.2f share %.2f width %.3f %s/%s", side, w, res[0][i].Water, res[1][i].Water, ws[i].Hit, ws[i].Share, ws[i].Width, truth.Terrain[ha], truth.Terrain[hb])
			}
			if os.Getenv("SANDTABLE_FINEHUE_WRONG") != "" && res[1][i].Water != w {
				fmt.Fprintf(&b, "\n  WRONG %v truth %v hit %.2f share %.2f width %.2f %s/%s bare %s hued %s near %s widths %s mids %s",
					side, w, ws[i].Hit, ws[i].Share, ws[i].Width, truth.Terrain[ha], truth.Terrain[hb], finehueFloats(ws[i].Bare[:]), finehueBools(ws[i].Hued[:]), finehueFloats(ws[i].Near[:]), finehueFloats(ws[i].Widths[:]), finehueFloats(ws[i].Mids[:]))
			}
			if res[0][i].Water == res[1][i].Water {
				continue
			}
			fmt.Fprintf(&b, "\n  %v truth %v read %v -> %v hit %.2f %s/%s bare %s hued %s",
				side, w, res[0][i].Water, res[1][i].Water, ws[i].Hit, truth.Terrain[ha], truth.Terrain[hb], finehueFloats(ws[i].Bare[:]), finehueBools(ws[i].Hued[:]))
		}
		for k := range 3 {
			for j := range 3 {
				sum[k][j] += s[k][j]
			}
		}
		var wetLines, huedLines, nw, wp, hp int
		for i := range ws {
			var n, h int
			for k := range ws[i].Bare {
				if ws[i].Bare[k] >= 0.5 {
					n++
					if ws[i].Hued[k] {
						h++
					}
				}
			}
			wp, hp = wp+n, hp+h
			if n >= 8 {
				wetLines++
			}
			if h >= 8 {
				huedLines++
			}
			if truth.Water[ws[i].Side] {
				nw++
			}
		}
		t.Logf("%s seed %d %g dpi %s: sides %d, water %d, bare line wet at 8 of 13 places %d, hued %d; wet places %d, hued %d (%.2f)", parts[0], seed, dpi, parts[3], len(ws), nw, wetLines, huedLines, wp, hp, float64(hp)/float64(max(wp, 1)))
		t.Logf("%s seed %d %g dpi %s: water right/false/missed %v, with lineHueGate %v, with the hue test everywhere %v%s", parts[0], seed, dpi, parts[3], s[0], s[1], s[2], b.String())
	}
	t.Logf("%s seeds %d-%d %g dpi %s: water right/false/missed %v, with lineHueGate %v, with the hue test everywhere %v", parts[0], lo, hi, dpi, parts[3], sum[0], sum[1], sum[2])
}

// fineHueCached returns the water sides before the path rules of the scan
// of style at seed, dpi and level, the job's options and the known map,
// the sides read from and written to folder cache.
func fineHueCached(t *testing.T, cache, style string, seed uint64, dpi float64, level string) ([]trace.WaterSide, trace.Options, *scangen.Truth) {
	t.Helper()
	job, truth, err := waterPixJob(style, seed, dpi, level)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(cache, fmt.Sprintf("h-%s-%d-%g-%s.gob", style, seed, dpi, level))
	if f, err := os.Open(file); err == nil {
		defer f.Close()
		var ws []trace.WaterSide
		if err := gob.NewDecoder(f).Decode(&ws); err == nil {
			return ws, job.Options, truth
		}
	}
	p, err := trace.Trace(context.Background(), job, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws := trace.WaterSides(p)
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(ws); err != nil {
		t.Fatal(err)
	}
	return ws, job.Options, truth
}

// finehueFloats writes fs with two decimals ("-": NaN).
func finehueFloats(fs []float32) string {
	var b strings.Builder
	for _, f := range fs {
		if f != f {
			b.WriteString(" -")
			continue
		}
		fmt.Fprintf(&b, " %.2f", f)
	}
	return b.String()
}

// finehueBools writes bs as 1s and 0s.
func finehueBools(bs []bool) string {
	var b strings.Builder
	for _, x := range bs {
		if x {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}
