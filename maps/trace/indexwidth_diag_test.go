package trace_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagIndexWidths is a diagnostic, not a check: with
// SANDTABLE_INDEX_WIDTHS=seeds:dpis:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// it traces the plate-style sheets of those seeds (SANDTABLE_ELEV_STYLE=
// printed: the printed style's) with the contour widths read on the five
// lanes (lanes) and along each line (along; Options.ContourWidthsAlong;
// SANDTABLE_WIDTH_VARIANTS picks, default lanes,along),
// caching each proposal, and logs per sheet and in all: the widths read
// on sides one line crosses by the line's true class (the generator's
// levels and index interval), how many lie on the wrong side of the best
// threshold, and the levels solved without the widths and with them
// (ElevationsIndexed), from the three fixed seeds and over the random
// triples: right, wrong and not guessed.
func TestDiagIndexWidths(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_INDEX_WIDTHS")
	printed := os.Getenv("SANDTABLE_ELEV_STYLE") == "printed"
	variants := []string{"lanes", "along"}
	if v := os.Getenv("SANDTABLE_WIDTH_VARIANTS"); v != "" {
		variants = strings.Split(v, ",")
	}
	for _, dpi := range run.dpis {
		for _, ln := range strings.Split(run.levels, ",") {
			wrong, of := make([]int, len(variants)), make([]int, len(variants))
			sc := make([]printgen.LevelScore, len(variants)+1) // none, then each variant
			for seed := run.lo; seed <= run.hi; seed++ {
				tr, every, traceIt := indexSheet(t, printed, seed, dpi, ln)
				ps := make([]*trace.Proposal, len(variants))
				for k, v := range variants {
					file := filepath.Join(cache, fmt.Sprintf("iw-%v-%d-%g-%s-%s.gob", printed, seed, dpi, ln, v))
					ps[k] = cachedProposal(t, file, func() *trace.Proposal { return traceIt(v == "along") })
				}
				none, _, err := printgen.ScoreLevels(tr, ps[0], false)
				if err != nil {
					t.Fatal(err)
				}
				sc[0].Add(none)
				line := fmt.Sprintf("seed %d %g dpi %s (every %d): levels none %d/%d triples %.1f%% ws %d", seed, dpi, ln, every,
					none.Right, none.All, pctOf(none.TripleRight, none.TripleAll), none.TripleWrongSure)
				for k, v := range variants {
					n, ix := printgen.SingleLineWidths(tr, every, ps[k])
					w, o, ratio := printgen.IdealSplit(n, ix)
					if os.Getenv("SANDTABLE_WIDTH_DUMP") != "" {
						slices.Sort(n)
						slices.Sort(ix)
						t.Logf("seed %d %s normal %.2f", seed, v, n)
						t.Logf("seed %d %s index %.2f", seed, v, ix)
					}
					wrong[k], of[k] = wrong[k]+w, of[k]+o
					s, fit, err := printgen.ScoreLevels(tr, ps[k], true)
					if err != nil {
						t.Fatal(err)
					}
					sc[k+1].Add(s)
					line += fmt.Sprintf("; %s: median %.3f / %.3f mm, %d/%d wrong class (ratio %.2f), fitted every %d phase %d t %.1f, levels %d triples %.1f%% ws %d",
						v, median(n), median(ix), w, o, ratio, fit.Every, fit.Phase, fit.T, s.Right, pctOf(s.TripleRight, s.TripleAll), s.TripleWrongSure)
				}
				t.Log(line)
			}
			for k, v := range variants {
				t.Logf("%g dpi %s seeds %d-%d %s: single lines in the wrong class %d/%d (%.1f%%)", dpi, ln, run.lo, run.hi, v, wrong[k], of[k], pctOf(wrong[k], of[k]))
			}
			for k, v := range append([]string{"none"}, variants...) {
				s := sc[k]
				t.Logf("%g dpi %s seeds %d-%d widths %s: three seeds right %.1f%% wrong sure %.1f%%; triples right %.1f%% wrong sure %.2f%%", dpi, ln, run.lo, run.hi, v,
					pctOf(s.Right, s.All), pctOf(s.WrongSure, s.All), pctOf(s.TripleRight, s.TripleAll), 100*float64(s.TripleWrongSure)/float64(max(1, s.TripleAll)))
			}
		}
	}
}

func pctOf(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }

// indexSheet returns the known map of seed in the plate style (the
// printed one when printed), its index interval, and a function tracing
// its scan at dpi and level ln with the widths read (along each line when
// along is set).
func indexSheet(t *testing.T, printed bool, seed uint64, dpi float64, ln string) (*scangen.Truth, int, func(along bool) *trace.Proposal) {
	t.Helper()
	opts := func(along bool) trace.Options {
		o := trace.DefaultOptions()
		o.ContourWidths, o.ContourWidthsAlong = true, along
		return o
	}
	if printed {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		lv, err := printgen.LevelNamed(ln)
		if err != nil {
			t.Fatal(err)
		}
		li := 0
		for i, l := range printgen.Levels {
			if l.Name == ln {
				li = i
			}
		}
		return pm.Truth, pm.Style.Contour.Every, func(along bool) *trace.Proposal {
			ppm := dpi / 25.4
			img, a, err := pm.Print(ppm)
			if err != nil {
				t.Fatal(err)
			}
			s, err := pm.Scan(img, a, ppm, lv, pm.Seed*100+uint64(li))
			if err != nil {
				t.Fatal(err)
			}
			p, err := trace.Trace(context.Background(), pm.Job(s, 4, opts(along)), nil)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	pm, err := plategen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := plategen.LevelNamed(ln)
	if err != nil {
		t.Fatal(err)
	}
	return pm.Truth, pm.Style.IndexEvery, func(along bool) *trace.Proposal {
		pr, err := pm.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.TraceLevel(context.Background(), pr, dpi, lv, opts(along), nil)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
}

// cachedProposal reads the proposal in file, or makes it and writes it
// there.
func cachedProposal(t *testing.T, file string, make func() *trace.Proposal) *trace.Proposal {
	t.Helper()
	if f, err := os.Open(file); err == nil {
		defer f.Close()
		var p trace.Proposal
		if err := gob.NewDecoder(f).Decode(&p); err == nil {
			return &p
		}
	}
	p := make()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// median returns the middle of v (NaN for none).
func median(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}
