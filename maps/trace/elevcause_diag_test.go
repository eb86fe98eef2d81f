package trace_test

import (
	"fmt"
	"math"
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

// TestDiagElevationCauses is a diagnostic, not a check: with
// SANDTABLE_ELEV_CAUSE=seeds:dpi:levels and SANDTABLE_REPLAY_CACHE=FOLDER
// (TestReplayPlateContours' cache; SANDTABLE_ELEV_STYLE=printed for
// TestReplayContours') it settles the cached traces again and solves their
// levels from trace accuracy's three seeded hexes and from
// printgen.RandomTriples random triples with the counts as read and with
// the counts changed one way at a time: the flagged ones left out (no
// vote), the flagged ones set to the truth (weighed as read), the sure but
// wrong ones set to the truth, every count true and sure (what the counts
// cannot tell: hills and hollows). It logs each variant's levels right and
// wrong but not guessed, so the loss can be laid on its causes.
// SANDTABLE_ELEV_CAUSE_ONLY=name,... keeps those variants;
// SANDTABLE_ELEV_CAUSE_COST=1 logs each solve's cost against the true
// levels' cost over the same counts; SANDTABLE_ELEV_CAUSE_READS=1 tallies
// the flagged counts' truth by read pattern; SANDTABLE_ELEV_TABLE=S adds
// the variant "table" (flagged counts cost S times -log of how often each
// count is true for their read pattern, pooled over the sheets solved: an
// in-sample bound on what calibrating the counts could give);
// SANDTABLE_ELEV_FLAG_CONF=c,... adds variants with every flagged count
// weighed at confidence c; SANDTABLE_READER_ALTS=share turns readerAlts on
// at that share (1: off); SANDTABLE_NO_RISE_PRIOR=1 solves without
// preferRises.
func TestDiagElevationCauses(t *testing.T) {
	run, cache := diagSpecFromEnv(t, "SANDTABLE_ELEV_CAUSE")
	lo, hi, dpi := run.lo, run.hi, run.dpi(t)
	printed := os.Getenv("SANDTABLE_ELEV_STYLE") == "printed"
	if v := os.Getenv("SANDTABLE_READER_ALTS"); v != "" {
		var share float64
		if _, err := fmt.Sscanf(v, "%g", &share); err != nil {
			t.Fatal(err)
		}
		trace.SetReaderAlts(share < 1, share)
		defer trace.SetReaderAlts(false, 0.5)
	}
	if os.Getenv("SANDTABLE_NO_RISE_PRIOR") != "" {
		trace.SetRisePrior(false)
		defer trace.SetRisePrior(true)
	}
	type variant struct {
		name   string
		change func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts)
	}
	flagged := func(p *trace.Proposal, c trace.Counts, sd hexgrid.Hexside) bool { return c.Unsure[sd] }
	variants := []variant{
		{"as read", func(*scangen.Truth, *trace.Proposal, trace.Counts) {}},
		{"flagged left out", func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				if flagged(p, c, sd) {
					c.Lines[sd] = -1
				}
			}
		}},
		{"flagged true", func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				if flagged(p, c, sd) {
					c.Lines[sd] = tr.Contours[sd]
				}
			}
		}},
		{"flagged true+sure", func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				if flagged(p, c, sd) {
					c.Lines[sd], c.Unsure[sd], c.Conf[sd] = tr.Contours[sd], false, 1
				}
			}
		}},
		{"sure wrong true", func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				if !flagged(p, c, sd) {
					c.Lines[sd] = tr.Contours[sd]
				}
			}
		}},
		{"all true", func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				c.Lines[sd], c.Unsure[sd], c.Conf[sd], c.High[sd] = tr.Contours[sd], false, 1, 0
			}
		}},
	}
	for _, f := range strings.Split(os.Getenv("SANDTABLE_ELEV_FLAG_CONF"), ",") {
		// the flagged counts weighed as read at confidence f
		var conf float64
		if _, err := fmt.Sscanf(f, "%g", &conf); err != nil {
			continue
		}
		variants = append(variants, variant{"flagged conf " + f, func(tr *scangen.Truth, p *trace.Proposal, c trace.Counts) {
			for sd := range c.Lines {
				if flagged(p, c, sd) {
					c.Conf[sd] = conf
				}
			}
		}})
	}
	variants = append(variants, variant{"table", func(*scangen.Truth, *trace.Proposal, trace.Counts) {}})
	if only := os.Getenv("SANDTABLE_ELEV_CAUSE_ONLY"); only != "" {
		var keep []variant
		for _, v := range variants {
			if strings.Contains(","+only+",", ","+v.name+",") || strings.HasPrefix(v.name, "flagged conf") {
				keep = append(keep, v)
			}
		}
		variants = keep
	}
	var names []string
	if printed {
		for _, lv := range printgen.Levels {
			names = append(names, lv.Name)
		}
	} else {
		for _, lv := range plategen.Levels {
			names = append(names, lv.Name)
		}
	}
	loadSheet := func(seed uint64, li int) (*scangen.Truth, *trace.Proposal) {
		if printed {
			pm, err := printgen.New(seed, 16, 12)
			if err != nil {
				t.Fatal(err)
			}
			p := replayTrace(t, cache, pm, dpi, printgen.Levels[li], seed*100+uint64(li))
			trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
			return pm.Truth, p
		}
		pm, err := plategen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		p := replayPlate(t, cache, pm, dpi, plategen.Levels[li], seed*100+uint64(li))
		trace.Resettle(pm.Truth.Geo.Grid, p, pm.Colours(trace.DefaultOptions()))
		return pm.Truth, p
	}
	for li, name := range names {
		if !run.wants(name) {
			continue
		}
		type tally struct{ r3, w3, n3, rt, wt, nt, sure, sureWrong, flag, flagWrong int }
		tot := make([]tally, len(variants))
		reads := map[string][4]int{}
		table := map[string][4]int{}
		if os.Getenv("SANDTABLE_ELEV_TABLE") != "" {
			// the flagged counts' truth by read pattern, pooled over the
			// sheets (in-sample: what a calibrated table could give)
			for seed := lo; seed <= hi; seed++ {
				tr, p := loadSheet(seed, li)
				patternTally(tr, p, table)
			}
		}
		for seed := lo; seed <= hi; seed++ {
			tr, p := loadSheet(seed, li)
			if len(table) > 0 {
				tableVariant(p, table)
			}
			if os.Getenv("SANDTABLE_ELEV_CAUSE_READS") != "" {
				flaggedReads(tr, p, reads)
			}
			three, lr, err := printgen.ThreeSeeds(tr)
			if err != nil {
				t.Fatal(err)
			}
			triples, err := printgen.TripleSeeds(tr)
			if err != nil {
				t.Fatal(err)
			}
			var line []string
			for vi, v := range variants {
				c := trace.CountsOf(p, p.Uncertain)
				if vi == 0 {
					for sd, n := range c.Lines {
						want := tr.Contours[sd]
						if c.Unsure[sd] {
							tot[vi].flag++
							if n != want {
								tot[vi].flagWrong++
							}
						} else {
							tot[vi].sure++
							if n != want {
								tot[vi].sureWrong++
							}
						}
					}
				}
				v.change(tr, p, c)
				if v.name == "table" {
					c.Costs = tableCosts
				}
				r, w := solveTally(t, tr, p, c, three, &lr)
				tot[vi].r3, tot[vi].w3, tot[vi].n3 = tot[vi].r3+r, tot[vi].w3+w, tot[vi].n3+len(tr.Hexes)
				sr := r
				for _, sd := range triples {
					r, w := solveTally(t, tr, p, c, sd, &lr)
					tot[vi].rt, tot[vi].wt, tot[vi].nt = tot[vi].rt+r, tot[vi].wt+w, tot[vi].nt+len(tr.Hexes)
				}
				line = append(line, fmt.Sprintf("%s %.0f", v.name, pct(sr, len(tr.Hexes))))
				if os.Getenv("SANDTABLE_ELEV_CAUSE_COST") != "" {
					line = append(line, costsText(t, tr, p, c, three, lr))
				}
			}
			t.Logf("sheet %d %s: %s", seed, name, strings.Join(line, ", "))
		}
		t.Logf("seeds %d-%d %g dpi %s: counts sure %d (%d wrong), flagged %d (%d wrong)", lo, hi, dpi, name,
			tot[0].sure, tot[0].sureWrong, tot[0].flag, tot[0].flagWrong)
		logFlaggedReads(t, reads)
		for vi, v := range variants {
			x := tot[vi]
			t.Logf("seeds %d-%d %g dpi %s %-18s: three seeds %.1f%% (%.1f%%), triples %.1f%% (%.1f%%)", lo, hi, dpi, name, v.name,
				pct(x.r3, x.n3), pct(x.w3, x.n3), pct(x.rt, x.nt), pct(x.wt, x.nt))
		}
	}
}

// solveTally solves p's levels over counts c from seeds (by hex id) within
// lr and returns how many are tr's true levels and how many are wrong but
// not guessed.
func solveTally(t *testing.T, tr *scangen.Truth, p *trace.Proposal, c trace.Counts, seeds map[string]int, lr *trace.LevelRange) (right, wrongSure int) {
	t.Helper()
	sd := map[hexgrid.Offset]int{}
	for id, l := range seeds {
		o, err := tr.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		sd[o] = l
	}
	e, err := trace.SolveCountsOf(p, tr.Geo, c, sd, lr)
	if err != nil {
		t.Fatal(err)
	}
	guessed := map[string]bool{}
	for _, id := range e.Guessed {
		guessed[id] = true
	}
	for id, l := range e.Levels {
		o, err := tr.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case tr.Level[o] == l:
			right++
		case !guessed[id]:
			wrongSure++
		}
	}
	return right, wrongSure
}

// flaggedReads tallies into reads, for each flagged count, by the count
// settled, the two readers' counts and the confidence (a tenth), how often
// the true count is 0, 1, 2 or more, and either reader's.
func flaggedReads(tr *scangen.Truth, p *trace.Proposal, reads map[string][4]int) {
	c := trace.CountsOf(p, p.Uncertain)
	for _, s := range p.Sides {
		if !c.Unsure[s.Side] {
			continue
		}
		rs := s.ContourReads
		k := fmt.Sprintf("settled %d lanes %d map %d conf %.1f", s.Contours, rs[0].Count, rs[1].Count, math.Floor(10*c.Conf[s.Side])/10)
		if rs[1].Reader == "" {
			k = fmt.Sprintf("settled %d lanes %d map - conf %.1f", s.Contours, rs[0].Count, math.Floor(10*c.Conf[s.Side])/10)
		}
		x := reads[k]
		want := tr.Contours[s.Side]
		x[min(want, 2)]++
		if want == rs[0].Count || rs[1].Reader != "" && want == rs[1].Count {
			x[3]++
		}
		reads[k] = x
	}
}

// logFlaggedReads logs flaggedReads' tally, commonest first (at least 10).
func logFlaggedReads(t *testing.T, reads map[string][4]int) {
	t.Helper()
	ks := make([]string, 0, len(reads))
	for k := range reads {
		ks = append(ks, k)
	}
	n := func(k string) int { x := reads[k]; return x[0] + x[1] + x[2] }
	sort.Slice(ks, func(i, j int) bool { return n(ks[i]) > n(ks[j]) })
	for _, k := range ks {
		if x := reads[k]; n(k) >= 10 {
			t.Logf("flagged %-40s %4d: true 0 %4d, 1 %4d, 2+ %4d; a reader's %4d", k, n(k), x[0], x[1], x[2], x[3])
		}
	}
}

// costsText returns the cost of the levels solved over counts c from
// seeds within lr against the cost of the true levels: a solve cheaper
// than the truth is the counts' fault, a dearer one the search's.
func costsText(t *testing.T, tr *scangen.Truth, p *trace.Proposal, c trace.Counts, seeds map[string]int, lr trace.LevelRange) string {
	t.Helper()
	hexes := make([]hexgrid.Offset, len(p.Hexes))
	for i, h := range p.Hexes {
		hexes[i] = h.Hex
	}
	sd := map[hexgrid.Offset]int{}
	for id, l := range seeds {
		o, err := tr.Geo.Numbering.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		sd[o] = l
	}
	solved := trace.SolveLevels(tr.Geo.Grid, hexes, c, sd, lr)
	truth := trace.SolveLevels(tr.Geo.Grid, hexes, c, tr.Level, lr)
	return fmt.Sprintf("(cost solved %.2f, true %.2f)", solved.Cost, truth.Cost)
}

// patternKey is a flagged side's read pattern: the count settled and
// the two readers' counts, each capped at 2.
func patternKey(s trace.SideProposal) string {
	rs := s.ContourReads
	m := "-"
	if rs[1].Reader != "" {
		m = fmt.Sprint(min(rs[1].Count, 2))
	}
	return fmt.Sprintf("%d %d %s", min(s.Contours, 2), min(rs[0].Count, 2), m)
}

// patternTally tallies the flagged counts' truth (0, 1, 2, 3+) by pattern.
func patternTally(tr *scangen.Truth, p *trace.Proposal, table map[string][4]int) {
	c := trace.CountsOf(p, p.Uncertain)
	for _, s := range p.Sides {
		if c.Unsure[s.Side] {
			x := table[patternKey(s)]
			x[min(tr.Contours[s.Side], 3)]++
			table[patternKey(s)] = x
		}
	}
}

// tableCosts is set by tableVariant: each flagged side's costs.
var tableCosts map[hexgrid.Hexside]*[4]float64

// tableVariant sets tableCosts for p's flagged sides from table: -log of
// each count's share (add-one), less the least, in units of the sure
// weight scaled by SANDTABLE_ELEV_TABLE.
func tableVariant(p *trace.Proposal, table map[string][4]int) {
	var scale float64
	fmt.Sscanf(os.Getenv("SANDTABLE_ELEV_TABLE"), "%g", &scale)
	c := trace.CountsOf(p, p.Uncertain)
	tableCosts = map[hexgrid.Hexside]*[4]float64{}
	for _, s := range p.Sides {
		x, ok := table[patternKey(s)]
		if !c.Unsure[s.Side] || !ok {
			continue
		}
		n := float64(x[0]+x[1]+x[2]+x[3]) + 4
		var out [4]float64
		least := math.Inf(1)
		for k := range out {
			out[k] = -math.Log((float64(x[k]) + 1) / n)
			least = min(least, out[k])
		}
		for k := range out {
			out[k] = scale * (out[k] - least)
		}
		tableCosts[s.Side] = &out
	}
}
