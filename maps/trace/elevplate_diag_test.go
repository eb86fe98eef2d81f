package trace_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagPlateElevation is a diagnostic, not a check: with
// SANDTABLE_PLATE_ELEV=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// (TestReplayPlateContours' cache) it settles the cached plate traces
// again and logs, per level, the share of levels right from trace
// accuracy's three seeded hexes and, steadier, averaged over
// printgen.RandomTriples random triples of seeded hexes; and how the
// wrong levels fall: in regions (hexes joined by sides, wrong by the same amount) by
// size, and the sides inside those regions' borders whose settled count
// is not the true one (a missed ring) by what the readers read and whether
// the count is flagged.
func TestDiagPlateElevation(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_PLATE_ELEV")
	lo, hi, dpi := run.lo, run.hi, run.dpi(t)
	defer mapRecallFromEnv(t)()
	printed := os.Getenv("SANDTABLE_ELEV_STYLE") == "printed"
	names := make([]string, len(plategen.Levels))
	for i, lv := range plategen.Levels {
		names[i] = lv.Name
	}
	if printed {
		names = names[:0]
		for _, lv := range printgen.Levels {
			names = append(names, lv.Name)
		}
	}
	// load returns the cached trace of seed at level li, settled again.
	load := func(seed uint64, li int) (*scangen.Truth, *trace.Proposal) {
		if printed {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, dpi, printgen.Levels[li], seed*100+uint64(li))
			resettleStages(t, pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
			return pm.Truth, p
		}
		pm, err := plategen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		p := replayPlate(t, cache, pm, dpi, plategen.Levels[li], seed*100+uint64(li))
		resettleStages(t, pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
		return pm.Truth, p
	}
	if dir := os.Getenv("SANDTABLE_ELEV_ALONG_CACHE"); dir != "" {
		// a sheet from the cache traced with the line map averaged along
		// the line (SANDTABLE_LINE_ALONG), unless that map lacks at least
		// SANDTABLE_ELEV_ALONG_LACK of the lanes' surest lines there: then
		// from the plain cache (what a per-sheet fallback would give)
		var most float64
		if _, err := fmt.Sscanf(os.Getenv("SANDTABLE_ELEV_ALONG_LACK"), "%g", &most); err != nil {
			t.Fatal(err)
		}
		plain := load
		load = func(seed uint64, li int) (*scangen.Truth, *trace.Proposal) {
			c := cache
			cache = dir
			tr, p := plain(seed, li)
			cache = c
			if l := surestLack(p); l >= most {
				t.Logf("sheet %d level %d: along lacks %.0f%% of the lanes' surest lines: plain", seed, li, 100*l)
				return plain(seed, li)
			}
			return tr, p
		}
	}
	for li, name := range names {
		if !run.wants(name) {
			continue
		}
		three, threeAll, many, manyAll := 0, 0, 0, 0
		var rows []printgen.Row
		sizes := map[string]int{}
		border := map[string]int{}
		reads := map[string]int{}
		for seed := lo; seed <= hi; seed++ {
			tr, p := load(seed, li)
			g := tr.Geo.Grid
			el, err := printgen.SeededLevels(tr, p)
			if err != nil {
				t.Fatal(err)
			}
			res, err := printgen.Evaluate(tr, p)
			if err != nil {
				t.Fatal(err)
			}
			res.Seed, res.DPI, res.Level = seed, dpi, name
			if rows == nil {
				rows = append(rows, printgen.Row{Style: "replay", Seeds: int(hi - lo + 1), Result: res})
			} else {
				rows[0].Result = rows[0].Add(res)
			}
			r3, n3 := elevRight(t, tr, el)
			three, threeAll = three+r3, threeAll+n3
			wrongRegions(t, tr, p, el, sizes, border)
			if os.Getenv("SANDTABLE_PLATE_ELEV_READS") != "" {
				readTruths(tr, p, reads)
			}
			rm, nm := res.TripleRight, res.TripleLevels
			many, manyAll = many+rm, manyAll+nm
			if os.Getenv("SANDTABLE_PLATE_ELEV_TYPES") != "" {
				t.Logf("sheet %d %s types: map lacks %.0f%% of the lanes' surest lines; %s", seed, name, 100*surestLack(p), typeLines(tr, p))
			}
			if os.Getenv("SANDTABLE_PLATE_ELEV_SHEETS") != "" {
				b := blurOf(p)
				fits := trace.ReaderFits(g, p)
				lf, _ := trace.LineCornerFit(g, p)
				right, items, wu, review := 0, 0, 0, 0
				for _, sp := range p.Sides {
					want := tr.Contours[sp.Side]
					if !p.Sure(sp.ContourConf) {
						review++
					}
					if want == 0 && sp.Contours == 0 {
						continue
					}
					items++
					switch {
					case sp.Contours == want:
						right++
					case p.Sure(sp.ContourConf):
						wu++
					}
				}
				t.Logf("sheet %d %s: elevation %.1f%% (triples %.1f%%), contours %.1f%% (%.1f%%; %d right, %d wrong sure of %d), review %d; blur sigma %.3f mm keep %.2f contrast %.2f noise %.3f; corners fit lanes %.2f map %.2f, lanes' lines %.2f",
					seed, name, pct(r3, n3), pct(rm, nm), pct(right, items), pct(wu, items), right, wu, items, review, b.SigmaMM, b.Keep(0.15), b.Contrast, b.Noise, fits[0], fits[1], lf)
			}
		}
		logTally(t, name+" wrong regions", sizes)
		bins, wrong := map[string]int{}, 0
		for k, n := range sizes {
			bins[strings.Fields(k)[1]] += n
			wrong += n
		}
		t.Logf("%s: %d wrong levels; in regions of 1: %d, 2-4: %d, 5-19: %d, 20 or more: %d", name, wrong, bins["1"], bins["2-4"], bins["5-19"], bins[">=20"])
		logTally(t, name+" region borders", border)
		logReads(t, name, reads)
		t.Logf("seeds %d-%d %g dpi %s: elevation %.1f%% right from the three seeds, %.1f%% over %d random triples\n%s",
			lo, hi, dpi, name, pct(three, threeAll), pct(many, manyAll), printgen.RandomTriples, printgen.Table(rows))
	}
}

// elevRight returns how many of e's levels are the true ones of t, and
// how many levels t has.
func elevRight(t *testing.T, tr *scangen.Truth, e trace.Elevation) (right, all int) {
	t.Helper()
	for id, l := range e.Levels {
		o, err := tr.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Level[o] == l {
			right++
		}
	}
	return right, len(tr.Hexes)
}

// wrongRegions tallies the wrong levels of e into sizes by region (hexes joined
// by sides and wrong by the same amount: "size N off D") and, for each
// side on a region's border whose settled count is not the true one, into
// border by what the readers read there.
func wrongRegions(t *testing.T, tr *scangen.Truth, p *trace.Proposal, e trace.Elevation, sizes, border map[string]int) {
	t.Helper()
	g := tr.Geo.Grid
	off := map[hexgrid.Offset]int{}
	for id, l := range e.Levels {
		o, err := tr.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		if d := l - tr.Level[o]; d != 0 {
			off[o] = d
		}
	}
	ty := map[hexgrid.Offset]string{}
	for _, h := range p.Hexes {
		ty[h.Hex] = h.Terrain
	}
	side := map[hexgrid.Hexside]trace.SideProposal{}
	for _, s := range p.Sides {
		side[s.Side] = s
	}
	seen := map[hexgrid.Offset]bool{}
	for o, d := range off {
		if seen[o] {
			continue
		}
		seen[o] = true
		queue, n := []hexgrid.Offset{o}, 0
		var edge []hexgrid.Hexside
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			n++
			for _, dir := range g.Directions() {
				nb := g.Neighbor(h, dir)
				sd := g.Side(h, dir)
				if od, ok := off[nb]; ok && od == d {
					if !seen[nb] {
						seen[nb] = true
						queue = append(queue, nb)
					}
					continue
				}
				if _, in := tr.Level[nb]; in {
					edge = append(edge, sd)
				}
			}
		}
		bin := "1"
		switch {
		case n >= 20:
			bin = ">=20"
		case n >= 5:
			bin = "5-19"
		case n >= 2:
			bin = "2-4"
		}
		sizes[fmt.Sprintf("size %s off %+d", bin, d)] += n
		for _, sd := range edge {
			s, ok := side[sd]
			want := tr.Contours[sd]
			if !ok || s.Contours == want {
				continue
			}
			a, b := g.SideHexes(sd)
			tp := []string{ty[a], ty[b]}
			sort.Strings(tp)
			rs := s.ContourReads
			border[fmt.Sprintf("truth %d read %d %s lanes %d@%.1f map %d@%.1f %s", want, s.Contours,
				map[bool]string{true: "sure", false: "flagged"}[p.Sure(s.ContourConf)],
				rs[0].Count, rs[0].Conf, rs[1].Count, rs[1].Conf, strings.Join(tp, "/"))]++
		}
	}
}

// logTally logs tally's keys, largest first.
func logTally(t *testing.T, name string, tally map[string]int) {
	t.Helper()
	ks := make([]string, 0, len(tally))
	for k := range tally {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if tally[ks[i]] != tally[ks[j]] {
			return tally[ks[i]] > tally[ks[j]]
		}
		return ks[i] < ks[j]
	})
	for i, k := range ks {
		if i >= 15 {
			break
		}
		t.Logf("%s: %-60s %d", name, k, tally[k])
	}
}

// readTruths tallies into reads, for the flagged counts on sides with a
// woods hex, what the readers read and the settled count against the true
// count ("key|truth").
func readTruths(tr *scangen.Truth, p *trace.Proposal, reads map[string]int) {
	g := tr.Geo.Grid
	ty := map[hexgrid.Offset]string{}
	for _, h := range p.Hexes {
		ty[h.Hex] = h.Terrain
	}
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		if ty[a] != "woods" && ty[b] != "woods" || p.Sure(s.ContourConf) {
			continue
		}
		rs := s.ContourReads
		if rs[0].Reader == "" || rs[1].Reader == "" {
			continue
		}
		k := fmt.Sprintf("read %d lanes %d@%.1f map %d@%.1f", s.Contours, rs[0].Count, rs[0].Conf, rs[1].Count, min(rs[1].Conf, 0.5))
		reads[fmt.Sprintf("%s|%d", k, min(tr.Contours[s.Side], 2))]++
		reads[k+"|all"]++
	}
}

// logReads logs readTruths' tally: each key seen at least 15 times with
// how often its true count is 0, 1 and 2 or more.
func logReads(t *testing.T, name string, reads map[string]int) {
	t.Helper()
	var ks []string
	for k, n := range reads {
		if strings.HasSuffix(k, "|all") && n >= 15 {
			ks = append(ks, strings.TrimSuffix(k, "|all"))
		}
	}
	sort.Slice(ks, func(i, j int) bool { return reads[ks[i]+"|all"] > reads[ks[j]+"|all"] })
	for _, k := range ks {
		t.Logf("%s flagged woods %-40s %4d: true 0 %3d, 1 %3d, 2+ %3d", name, k, reads[k+"|all"], reads[k+"|0"], reads[k+"|1"], reads[k+"|2"])
	}
}

// resettleStages is trace.Resettle; with SANDTABLE_PLATE_ELEV_STAGES set
// it logs how many counts each settle step takes from sure to flagged.
func resettleStages(t *testing.T, g hexgrid.Grid, p *trace.Proposal, o trace.Options) {
	t.Helper()
	if os.Getenv("SANDTABLE_PLATE_ELEV_STAGES") == "" {
		trace.Resettle(g, p, o)
		return
	}
	prev := make([]float64, len(p.Sides))
	for i, s := range p.Sides {
		prev[i] = s.ContourReads[0].Conf
	}
	var log []string
	trace.SetSettleStageHook(func(stage string, _ []int, confs []float64) {
		n := 0
		for i, c := range confs {
			if p.Sure(prev[i]) && !p.Sure(c) {
				n++
			}
		}
		log = append(log, fmt.Sprintf("%s %d", stage, n))
		prev = confs
	})
	trace.Resettle(g, p, o)
	trace.SetSettleStageHook(nil)
	t.Logf("flagged by step: %s", strings.Join(log, ", "))
}

// typeLines writes, per traced type with at least 20 sides inside it
// (between two hexes of the type), how many of those sides each reader
// (lanes, line map) and the known map have lines on.
func typeLines(tr *scangen.Truth, p *trace.Proposal) string {
	g := tr.Geo.Grid
	ty := map[hexgrid.Offset]string{}
	for _, h := range p.Hexes {
		ty[h.Hex] = h.Terrain
	}
	type tally struct{ sides, lanes, lmap, truth int }
	per := map[string]*tally{}
	for _, s := range p.Sides {
		a, b := g.SideHexes(s.Side)
		rs := s.ContourReads
		if ty[a] != ty[b] || ty[a] == "" || rs[0].Reader == "" || rs[1].Reader == "" {
			continue
		}
		x := per[ty[a]]
		if x == nil {
			x = &tally{}
			per[ty[a]] = x
		}
		x.sides++
		if rs[0].Count > 0 {
			x.lanes++
		}
		if rs[1].Count > 0 {
			x.lmap++
		}
		if tr.Contours[s.Side] > 0 {
			x.truth++
		}
	}
	var out []string
	for k, x := range per {
		if x.sides >= 20 {
			out = append(out, fmt.Sprintf("%s %d: lanes %d map %d truth %d", k, x.sides, x.lanes, x.lmap, x.truth))
		}
	}
	sort.Strings(out)
	return strings.Join(out, "; ")
}

// surestLack returns the share of the sides the lanes read lines on fully
// sure where the line map read none (0 when there are none): mapZeroConfs'
// measure, over the lanes' gated reads rather than their ungated ones.
func surestLack(p *trace.Proposal) float64 {
	sure, lack := 0, 0
	for _, sp := range p.Sides {
		if rs := sp.ContourReads; rs[0].Count > 0 && rs[0].Conf >= 1 && rs[1].Reader != "" {
			sure++
			if rs[1].Count == 0 {
				lack++
			}
		}
	}
	return float64(lack) / float64(max(1, sure))
}
