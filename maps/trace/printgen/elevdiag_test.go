package printgen

import (
	"context"
	"encoding/gob"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseElevation is a diagnostic, not a check: with
// SANDTABLE_ELEV=seeds:dpis:levels (e.g. 1-5:300:moderate,heavy) it traces
// the printed-style maps of those seeds (16 x 12 hexes), keeping each
// proposal in SANDTABLE_ELEV_CACHE (a folder) when set so that a second run
// only measures, and prints the elevation figures of Evaluate per scan and
// summed, with the share of levels guessed.
func TestDiagnoseElevation(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_ELEV", "seeds:dpis:levels")
	cache := os.Getenv("SANDTABLE_ELEV_CACHE")
	var sum Result
	guessed := 0
	for _, ds := range strings.Split(parts[1], ",") {
		dpi, err := strconv.ParseFloat(ds, 64)
		if err != nil {
			t.Fatal(err)
		}
		for _, ln := range strings.Split(parts[2], ",") {
			lv, err := LevelNamed(ln)
			if err != nil {
				t.Fatal(err)
			}
			for seed := lo; seed <= hi; seed++ {
				pm, err := New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := cachedTrace(t, cache, pm, dpi, lv)
				r, err := Evaluate(pm.Truth, p)
				if err != nil {
					t.Fatal(err)
				}
				el, err := SeededLevels(pm.Truth, p)
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("seed %d %g dpi %s: contours %d/%d right (%d wrong sure), levels %d/%d right, %d wrong sure, %d guessed",
					seed, dpi, lv.Name, r.Score.Contours.Right, r.Score.Contours.Items, r.Score.Contours.WrongSure,
					r.LevelsRight, r.Hexes, r.LevelsWrongSure, len(el.Guessed))
				guessed += len(el.Guessed)
				sum = sum.Add(r)
				if os.Getenv("SANDTABLE_ELEV_SIDES") != "" {
					sideTable(t, pm, p)
				}
			}
		}
	}
	t.Logf("sum: contours %.1f%% right (%.1f%% wrong sure), levels %.1f%% right (%.1f%% wrong sure, %.1f%% guessed) of %d hexes",
		100*float64(sum.Score.Contours.Right)/float64(sum.Score.Contours.Items),
		100*float64(sum.Score.Contours.WrongSure)/float64(sum.Score.Contours.Items),
		100*float64(sum.LevelsRight)/float64(sum.Hexes), 100*float64(sum.LevelsWrongSure)/float64(sum.Hexes),
		100*float64(guessed)/float64(max(1, sum.Hexes)), sum.Hexes)
}

// cachedTrace traces the scan of pm at dpi and level lv (scan seed as in
// Measure), reading and writing the proposal in folder cache when set.
func cachedTrace(t *testing.T, cache string, pm *Map, dpi float64, lv Level) *trace.Proposal {
	t.Helper()
	li := 0
	for i, l := range Levels {
		if l.Name == lv.Name {
			li = i
		}
	}
	var file string
	if cache != "" {
		file = filepath.Join(cache, fmt.Sprintf("p-%d-%g-%s.gob", pm.Seed, dpi, lv.Name))
		if f, err := os.Open(file); err == nil {
			defer f.Close()
			var p trace.Proposal
			if err := gob.NewDecoder(f).Decode(&p); err == nil {
				return &p
			}
		}
	}
	s, _ := printScan(t, pm, dpi, lv, pm.Seed*100+uint64(li))
	opts := trace.DefaultOptions()
	opts.ContourWidths = true // the width diagnostics read them
	p, err := trace.Trace(context.Background(), pm.Job(s, 4, opts), nil)
	if err != nil {
		t.Fatal(err)
	}
	if file != "" {
		f, err := os.Create(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := gob.NewEncoder(f).Encode(p); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// sideTable logs the traced contour counts against the known ones, by
// confidence band.
func sideTable(t *testing.T, pm *Map, p *trace.Proposal) {
	type key struct {
		want, got int
		band      int
	}
	seeds := map[string]int{}
	n := len(pm.Truth.Hexes)
	for _, o := range []hexgrid.Offset{pm.Truth.Hexes[0], pm.Truth.Hexes[n/2], pm.Truth.Hexes[n-1]} {
		id, _ := pm.Truth.Geo.Numbering.Format(o)
		seeds[id] = pm.Truth.Level[o]
	}
	el, err := p.ElevationsIn(pm.Truth.Geo, seeds, p.Uncertain, &trace.LevelRange{Lo: 0, Hi: 4})
	if err != nil {
		t.Fatal(err)
	}
	energy := func(lv func(hexgrid.Offset) int) float64 {
		e := 0.0
		for _, sp := range p.Sides {
			a, b := pm.Truth.Geo.Grid.SideHexes(sp.Side)
			if _, ok := pm.Truth.Level[b]; !ok {
				continue
			}
			d := lv(a) - lv(b)
			w := 0.05 + 0.95*sp.ContourConf
			e += w * math.Abs(math.Abs(float64(d))-float64(sp.Contours))
			if sp.ContourHigh != 0 && sp.Contours > 0 && d*sp.ContourHigh < 0 {
				e += w
			}
		}
		return e
	}
	sureBad, sureN := 0, 0
	for _, sp := range p.Sides {
		if !p.Sure(sp.ContourConf) {
			continue
		}
		sureN++
		id, _ := pm.Truth.Geo.FormatHexside(sp.Side)
		if _, found := slices.BinarySearch(el.Inconsistent, id); found {
			sureBad++
		}
	}
	t.Logf("  sure sides inconsistent: %d of %d (%.1f%%)", sureBad, sureN, 100*float64(sureBad)/float64(max(1, sureN)))
	t.Logf("  energy: truth %.2f, solved %.2f", energy(func(o hexgrid.Offset) int { return pm.Truth.Level[o] }),
		energy(func(o hexgrid.Offset) int { id, _ := pm.Truth.Geo.Numbering.Format(o); return el.Levels[id] }))
	if os.Getenv("SANDTABLE_ELEV_GRID") != "" {
		t.Logf("seeds %v", seeds)
		for row := 0; row < 12; row++ {
			line := ""
			for col := 0; col < 16; col++ {
				o := hexgrid.Offset{Col: col, Row: row}
				id, _ := pm.Truth.Geo.Numbering.Format(o)
				line += fmt.Sprintf(" %d/%d", pm.Truth.Level[o], el.Levels[id])
			}
			t.Log(line)
		}
	}
	tab := map[key]int{}
	for _, sp := range p.Sides {
		b := min(4, int(sp.ContourConf*5))
		tab[key{pm.Truth.Contours[sp.Side], sp.Contours, b}]++
	}
	var lines []string
	for k, n := range tab {
		if k.want != k.got {
			lines = append(lines, fmt.Sprintf("want %d got %d conf %.1f-%.1f: %d", k.want, k.got, float64(k.band)/5, float64(k.band+1)/5, n))
		}
	}
	slices.Sort(lines)
	for _, l := range lines {
		t.Log("  " + l)
	}
}
