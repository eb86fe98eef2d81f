package printgen

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// elevScan is one cached trace of a printed-style map.
type elevScan struct {
	pm  *Map
	p   *trace.Proposal
	dpi float64
	lv  string
}

// elevScans reads the scans of diagnostic spec env (seeds:dpis:levels),
// tracing and caching in SANDTABLE_ELEV_CACHE those not cached yet.
func elevScans(t *testing.T, env string) []elevScan {
	t.Helper()
	lo, hi, parts := diagSpec(t, env, "seeds:dpis:levels")
	cache := os.Getenv("SANDTABLE_ELEV_CACHE")
	var out []elevScan
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
				out = append(out, elevScan{pm: pm, p: cachedTrace(t, cache, pm, dpi, lv), dpi: dpi, lv: lv.Name})
			}
		}
	}
	return out
}

// sideRead is one side's count as read, with its confidence.
type sideRead struct {
	count int
	conf  float64
	high  int
}

// TestDiagnoseElevationCeiling is a diagnostic, not a check: with
// SANDTABLE_ELEV=seeds:dpis:levels (the scans whose contour reads give the
// error rates, cached in SANDTABLE_ELEV_CACHE) and SANDTABLE_ELEV_INJECT=
// lo-hi (other map seeds) it logs the reads' confusion by confidence band,
// then solves the levels of the other seeds' maps from their TRUE counts
// with errors drawn side by side from the measured reads of sides with the
// same true count (independent errors: the solver's own ceiling), against
// the same solve on the real reads. SANDTABLE_ELEV_SCALE=f (0..1) keeps
// each wrong read drawn with chance f only, drawing again until right
// otherwise: the errors at f times the measured rate.
func TestDiagnoseElevationCeiling(t *testing.T) {
	scans := elevScans(t, "SANDTABLE_ELEV")
	byTrue := map[int][]sideRead{}
	type key struct{ want, got, band int }
	tab := map[key]int{}
	var real Result
	for _, sc := range scans {
		for _, sp := range sc.p.Sides {
			a, b := sc.pm.Truth.Geo.Grid.SideHexes(sp.Side)
			_, okA := sc.pm.Truth.Level[a]
			_, okB := sc.pm.Truth.Level[b]
			if !okA || !okB {
				continue
			}
			w := sc.pm.Truth.Contours[sp.Side]
			h := sp.ContourHigh
			// high relative to truth: +1 the told side is the higher.
			if h != 0 {
				if (sc.pm.Truth.Level[a] > sc.pm.Truth.Level[b]) == (h > 0) {
					h = 1
				} else {
					h = -1
				}
			}
			byTrue[w] = append(byTrue[w], sideRead{sp.Contours, sp.ContourConf, h})
			tab[key{w, sp.Contours, min(10, int(sp.ContourConf*10))}]++
		}
		r, err := Evaluate(sc.pm.Truth, sc.p)
		if err != nil {
			t.Fatal(err)
		}
		real = real.Add(r)
	}
	var keys []key
	for k := range tab {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y key) int {
		if x.want != y.want {
			return x.want - y.want
		}
		if x.band != y.band {
			return x.band - y.band
		}
		return x.got - y.got
	})
	for _, k := range keys {
		t.Logf("true %d conf %.2f-%.2f read %d: %d", k.want, float64(k.band)/10, float64(k.band+1)/10, k.got, tab[k])
	}
	t.Logf("real reads: levels %.1f%% right, %.1f%% wrong and not guessed of %d hexes",
		pct(real.LevelsRight, real.Hexes), pct(real.LevelsWrongSure, real.Hexes), real.Hexes)
	spec := os.Getenv("SANDTABLE_ELEV_INJECT")
	if spec == "" {
		return
	}
	var lo, hi uint64
	if _, err := fmt.Sscanf(spec, "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	scale := 1.0
	if v, err := strconv.ParseFloat(os.Getenv("SANDTABLE_ELEV_SCALE"), 64); err == nil {
		scale = v
	}
	total, right, wrongSure := 0, 0, 0
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		r := rand.New(rand.NewPCG(seed, 7))
		counts := trace.Counts{Lines: map[hexgrid.Hexside]int{}, Unsure: map[hexgrid.Hexside]bool{}, Conf: map[hexgrid.Hexside]float64{},
			High: map[hexgrid.Hexside]int{}}
		for _, o := range tr.Hexes {
			for _, d := range tr.Geo.Grid.Directions() {
				s := tr.Geo.Grid.Side(o, d)
				if s.Hex != o {
					continue
				}
				_, b := tr.Geo.Grid.SideHexes(s)
				if _, ok := tr.Level[b]; !ok {
					continue
				}
				w := tr.Contours[s]
				pool := byTrue[min(w, 2)]
				rd := pool[r.IntN(len(pool))]
				// Errors scaled by SANDTABLE_ELEV_SCALE: a wrong read kept
				// with that chance, else a right read drawn instead.
				for try := 0; rd.count != min(w, 2) && scale < 1 && r.Float64() >= scale && try < 100; try++ {
					rd = pool[r.IntN(len(pool))]
					if rd.count != min(w, 2) {
						continue
					}
				}
				c := rd.count
				if w > 2 && c == 2 {
					c = w
				}
				counts.Lines[s], counts.Conf[s], counts.Unsure[s] = c, rd.conf, rd.conf < 0.25
				if rd.high != 0 {
					counts.High[s] = rd.high
					if tr.Level[o] < tr.Level[b] {
						counts.High[s] = -rd.high
					}
				}
			}
		}
		n := len(tr.Hexes)
		seeds := map[hexgrid.Offset]int{}
		for _, o := range []hexgrid.Offset{tr.Hexes[0], tr.Hexes[n/2], tr.Hexes[n-1]} {
			seeds[o] = tr.Level[o]
		}
		rng := trace.LevelRange{Lo: tr.Level[tr.Hexes[0]], Hi: tr.Level[tr.Hexes[0]]}
		for _, l := range tr.Level {
			rng.Lo, rng.Hi = min(rng.Lo, l), max(rng.Hi, l)
		}
		got := trace.SolveLevels(tr.Geo.Grid, tr.Hexes, counts, seeds, rng)
		ok, bad := 0, 0
		for o, l := range got.Level {
			switch {
			case tr.Level[o] == l:
				ok++
			case !got.Guessed[o]:
				bad++
			}
		}
		t.Logf("seed %d injected: %d/%d right, %d wrong and not guessed, %d guessed", seed, ok, n, bad, len(got.Guessed))
		total, right, wrongSure = total+n, right+ok, wrongSure+bad
	}
	t.Logf("injected at the measured rates: levels %.1f%% right, %.1f%% wrong and not guessed of %d hexes",
		pct(right, total), pct(wrongSure, total), total)
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }
