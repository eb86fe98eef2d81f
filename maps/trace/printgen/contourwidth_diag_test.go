package printgen

import (
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseContourWidths is a diagnostic, not a check: with
// SANDTABLE_WIDTHS=seeds:dpis:levels (e.g. 21-40:150:moderate) it traces
// the printed-style maps of those seeds (cached in SANDTABLE_ELEV_CACHE as
// TestDiagnoseElevation does) and measures the contour width reader and
// the index lines the level solve fits to it against the generator's
// truth. Per scan: the style's line widths and index interval beside the
// widths measured (median over the sides one normal line crosses, by the
// known levels, and over those one index line crosses), the interval and
// phase the solve fitted (truth: phase 0), how many of the sides an index
// line crosses were read with one (found) and how many read with one have
// none (false); and elevation from three seeds without the widths
// (before) and with them (after): right, wrong and not guessed, guessed.
func TestDiagnoseContourWidths(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_WIDTHS", "seeds:dpis:levels")
	cache := os.Getenv("SANDTABLE_ELEV_CACHE")
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
			var tot widthTally
			for seed := lo; seed <= hi; seed++ {
				pm, err := New(seed, 16, 12)
				if err != nil {
					t.Fatal(err)
				}
				p := cachedTrace(t, cache, pm, dpi, lv)
				w := tallyWidths(t, pm, p)
				c := pm.Style.Contour
				t.Logf("seed %d %g dpi %s: style %.2f / %.2f mm every %d; measured %.2f / %.2f mm (%d / %d sides); fitted every %d phase %d (t %.1f); index found %d/%d, false %d/%d; levels right %d -> %d, wrong sure %d -> %d, guessed %d -> %d of %d",
					seed, dpi, lv.Name, c.Width, c.Index, c.Every, medianOf(w.normal), medianOf(w.index), len(w.normal), len(w.index),
					w.every, w.phase, w.t, w.found, w.indexSides, w.falseIdx, w.readIdx,
					w.right[0], w.right[1], w.wrongSure[0], w.wrongSure[1], w.guessed[0], w.guessed[1], w.hexes)
				if len(w.index) > 0 && len(w.normal) > 0 {
					thr := math.Sqrt(medianOf(w.normal) * medianOf(w.index))
					for _, v := range w.normal {
						if v > thr {
							tot.idealWrong++
						}
					}
					for _, v := range w.index {
						if v <= thr {
							tot.idealWrong++
						}
					}
					tot.idealOf += len(w.normal) + len(w.index)
				}
				if w.every == c.Every && w.phase == 0 {
					tot.fitRight++
				} else if w.every != 0 {
					tot.fitWrong++
				}
				tot.add(w)
			}
			h := float64(max(1, tot.hexes)) / 100
			t.Logf("%g dpi %s, seeds %d-%d: single lines classed wrong at the ideal threshold %d/%d (%.1f%%)", dpi, lv.Name, lo, hi, tot.idealWrong, tot.idealOf, pctOf(tot.idealWrong, tot.idealOf))
			t.Logf("%g dpi %s, seeds %d-%d: index lines fitted right on %d, wrong on %d; index found %d/%d (%.1f%%), false %d/%d (%.1f%%); levels right %.1f -> %.1f%%, wrong sure %.1f -> %.1f%%, guessed %.1f -> %.1f%%",
				dpi, lv.Name, lo, hi, tot.fitRight, tot.fitWrong, tot.found, tot.indexSides, pctOf(tot.found, tot.indexSides),
				tot.falseIdx, tot.readIdx, pctOf(tot.falseIdx, tot.readIdx),
				float64(tot.right[0])/h, float64(tot.right[1])/h, float64(tot.wrongSure[0])/h, float64(tot.wrongSure[1])/h,
				float64(tot.guessed[0])/h, float64(tot.guessed[1])/h)
		}
	}
}

// widthTally counts the width reader's and the solve's answers against
// the truth; [0] without the widths, [1] with them.
type widthTally struct {
	normal, index       []float64 // widths on sides one line of that class crosses (by the known levels)
	every, phase        int
	t                   float64
	fitRight, fitWrong  int
	idealWrong, idealOf int // single lines on the wrong side of the geometric mean of the two classes' medians
	indexSides, found   int // sides an index line crosses (of those read), read with one
	readIdx, falseIdx   int // sides read with an index line, none crossing
	right, wrongSure    [2]int
	guessed             [2]int
	hexes               int
}

func (w *widthTally) add(o widthTally) {
	w.indexSides += o.indexSides
	w.found += o.found
	w.readIdx += o.readIdx
	w.falseIdx += o.falseIdx
	w.hexes += o.hexes
	for k := range 2 {
		w.right[k] += o.right[k]
		w.wrongSure[k] += o.wrongSure[k]
		w.guessed[k] += o.guessed[k]
	}
}

// tallyWidths compares p's widths, index lines and levels with pm's truth.
func tallyWidths(t *testing.T, pm *Map, p *trace.Proposal) widthTally {
	t.Helper()
	var w widthTally
	tr := pm.Truth
	g := tr.Geo.Grid
	every := pm.Style.Contour.Every
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		la, oka := tr.Level[a]
		lb, okb := tr.Level[b]
		if !oka || !okb || abs(la-lb) != 1 || s.Contours != 1 || s.ContourWidths[0] == 0 || s.ContourWidths[1] != 0 {
			continue
		}
		if max(la, lb)%every == 0 {
			w.index = append(w.index, s.ContourWidths[0])
		} else {
			w.normal = append(w.normal, s.ContourWidths[0])
		}
	}
	bare := *p
	bare.Sides = slices.Clone(p.Sides)
	for i := range bare.Sides {
		bare.Sides[i].ContourWidths = [len(bare.Sides[i].ContourWidths)]float64{}
	}
	var el trace.Elevation
	for k, q := range []*trace.Proposal{&bare, p} {
		e, err := seededIndexed(tr, q)
		if err != nil {
			t.Fatal(err)
		}
		sure := e.Sure()
		for id, l := range e.Levels {
			o, err := tr.Geo.Numbering.Parse(id)
			if err != nil {
				t.Fatal(err)
			}
			_, isSure := sure[id]
			switch {
			case tr.Level[o] == l:
				w.right[k]++
			case isSure:
				w.wrongSure[k]++
			}
		}
		w.guessed[k] = len(e.Guessed)
		el = e
	}
	w.hexes = len(tr.Hexes)
	w.every, w.phase, w.t = el.Index.Every, el.Index.Phase, el.Index.T
	for sd, r := range el.Index.Reads {
		a, b := g.SideHexes(sd)
		la, lb := tr.Level[a], tr.Level[b]
		m := 0
		for k := min(la, lb) + 1; k <= max(la, lb); k++ {
			if k%every == 0 {
				m++
			}
		}
		if m > 0 {
			w.indexSides++
			if r.Index > 0 {
				w.found++
			}
		}
		if r.Index > 0 {
			w.readIdx++
			if m == 0 {
				w.falseIdx++
			}
		}
	}
	return w
}

func pctOf(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }

// TestDiagnoseIndexCeiling is a diagnostic, not a check: with
// SANDTABLE_ELEV_TRUE=lo-hi it solves the levels of those printed-style
// maps from their TRUE counts and the three seeds of SeededLevels, without
// widths and with every line's width as its class prints it (the style's
// Contour.Width or Contour.Index, exact): how far index lines read without
// error would take elevation; and the same over the random triples
// (ScoreLevels; plategen's TestDiagnoseIndexCeiling on the plate family).
func TestDiagnoseIndexCeiling(t *testing.T) {
	lo, hi := trueMapRange(t)
	var right, wrongSure [2]int
	var triples [2]LevelScore
	total, fitted := 0, 0
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		seeds, rng := threeSeeds(tr)
		counts := trueCounts(tr)
		withW := counts
		withW.Widths = trueWidths(pm)
		var got [2]trace.Levels
		for k, c := range []trace.Counts{counts, withW} {
			got[k] = trace.SolveLevels(tr.Geo.Grid, tr.Hexes, c, seeds, rng)
			r, w := tallyLevels(tr, got[k])
			right[k] += r
			wrongSure[k] += w
		}
		if got[1].Index.Every == pm.Style.Contour.Every && got[1].Index.Phase == 0 {
			fitted++
		}
		total += len(tr.Hexes)
		st := IndexStyle{Every: pm.Style.Contour.Every, Normal: pm.Style.Contour.Width, Index: pm.Style.Contour.Index}
		for k, ws := range []map[hexgrid.Hexside][]float64{nil, TrueWidths(tr, st)} {
			sc, _, err := ScoreLevels(tr, TrueProposal(tr, ws), k == 1)
			if err != nil {
				t.Fatal(err)
			}
			triples[k].Add(sc)
		}
		r0, _ := tallyLevels(tr, got[0])
		r1, _ := tallyLevels(tr, got[1])
		t.Logf("map %d (every %d): fitted every %d phase %d; right %d -> %d of %d", seed, pm.Style.Contour.Every, got[1].Index.Every, got[1].Index.Phase, r0, r1, len(tr.Hexes))
	}
	t.Logf("maps %d-%d: index lines fitted right on %d; right %.1f -> %.1f%%, wrong and not guessed %.1f -> %.1f%%", lo, hi, fitted,
		pctOf(right[0], total), pctOf(right[1], total), pctOf(wrongSure[0], total), pctOf(wrongSure[1], total))
	t.Logf("maps %d-%d over the random triples: right %.1f -> %.1f%%, wrong and not guessed %.1f -> %.1f%%", lo, hi,
		pctOf(triples[0].TripleRight, triples[0].TripleAll), pctOf(triples[1].TripleRight, triples[1].TripleAll),
		pctOf(triples[0].TripleWrongSure, triples[0].TripleAll), pctOf(triples[1].TripleWrongSure, triples[1].TripleAll))
}

// seededIndexed is SeededLevels solved with the lines' widths
// (Proposal.ElevationsIndexed).
func seededIndexed(t *scangen.Truth, p *trace.Proposal) (trace.Elevation, error) {
	seeds, rng, err := ThreeSeeds(t)
	if err != nil {
		return trace.Elevation{}, err
	}
	return p.ElevationsIndexed(t.Geo, seeds, p.Uncertain, &rng)
}
