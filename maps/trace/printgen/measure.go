package printgen

import (
	"context"
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// Colours returns opt with the style's line colours as a designer picks
// them off the scan (the ink printed on the paper), and what the designer
// tells of the print: inks overprint, contours are curves; and the
// calibration is refined from the printed grid after the three clicks.
func (pm *Map) Colours(opt trace.Options) trace.Options {
	on := func(c ink) trace.RGB {
		p := pm.Style.Paper
		return trace.RGB(ink{c[0] * p[0] / 255, c[1] * p[1] / 255, c[2] * p[2] / 255}.RGB())
	}
	opt.Water, opt.Road, opt.Contour = on(pm.Style.Stream.Ink), on(pm.Style.Road.Ink), on(pm.Style.Contour.Ink)
	opt.Overprint, opt.Curves, opt.Refine = true, true, true
	return opt
}

// Job returns the trace job of a scan of the map, teaching perType hexes of
// each type (scangen.Truth.Examples), with the style's colours picked.
func (pm *Map) Job(s Scan, perType int, opt trace.Options) trace.Job {
	return pm.Truth.Job([]scangen.Scan{{Sheet: 0, Image: s.Image, Affine: s.Affine}}, perType, pm.Colours(opt))
}

// Result is one trace of one scan measured against the known map.
type Result struct {
	Seed  uint64
	DPI   float64
	Level string
	Score scangen.Score
	Hexes int
	// Review counts the proposals under the confidence threshold: all
	// (terrain, water, road and contour items) and contour counts alone.
	Review, ContourReview int
	// Elevation: levels propagated from three seeded hexes (the first,
	// middle and last) that are right, and wrong but not guessed.
	LevelsRight, LevelsWrongSure int
	// TripleRight and TripleWrongSure of TripleLevels: levels right, and
	// wrong but not guessed, when propagated from each of the map's
	// RandomTriples random triples of seeded hexes, summed.
	TripleRight, TripleWrongSure, TripleLevels int
	// Water and Roads are PR counts (TP, FP, FN).
	Water, Roads [3]int
}

// WaterPR returns the water counts.
func (r Result) WaterPR() PR { return PR{r.Water[0], r.Water[1], r.Water[2]} }

// RoadPR returns the road counts.
func (r Result) RoadPR() PR { return PR{r.Roads[0], r.Roads[1], r.Roads[2]} }

// ReviewPer100 returns review items per 100 hexes.
func (r Result) ReviewPer100() float64 { return 100 * float64(r.Review) / float64(max(1, r.Hexes)) }

// ContourReviewPer100 returns contour review items per 100 hexes.
func (r Result) ContourReviewPer100() float64 {
	return 100 * float64(r.ContourReview) / float64(max(1, r.Hexes))
}

// Measure prints the map at dpi, scans it at each level (scan seed
// seed*100+the level's index in Levels, so that a run of one level scans
// as a run of all does) and traces and scores every scan, teaching 4 hexes
// per type.
// Errors: a print, scan or trace failure.
func (pm *Map) Measure(ctx context.Context, dpi float64, levels []Level, opt trace.Options) ([]Result, error) {
	ppm := dpi / 25.4
	img, a, err := pm.Print(ppm)
	if err != nil {
		return nil, err
	}
	var out []Result
	for _, lv := range levels {
		s, err := pm.Scan(img, a, ppm, lv, pm.Seed*100+uint64(levelIndex(lv)))
		if err != nil {
			return nil, err
		}
		p, err := trace.Trace(ctx, pm.Job(s, 4, opt), nil)
		if err != nil {
			return nil, fmt.Errorf("trace %s at %g dpi: %w", lv.Name, dpi, err)
		}
		r, err := Evaluate(pm.Truth, p)
		if err != nil {
			return nil, err
		}
		r.Seed, r.DPI, r.Level = pm.Seed, dpi, lv.Name
		out = append(out, r)
	}
	return out, nil
}

// PR counts a linear feature's sides: proposed and there (TP), proposed
// and not there (FP), there and not proposed (FN).
type PR struct{ TP, FP, FN int }

// Precision returns TP/(TP+FP) (1 when nothing was proposed).
func (c PR) Precision() float64 { return ratio(c.TP, c.TP+c.FP) }

// Recall returns TP/(TP+FN) (1 when there was nothing).
func (c PR) Recall() float64 { return ratio(c.TP, c.TP+c.FN) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func (c *PR) add(want, got bool) {
	switch {
	case want && got:
		c.TP++
	case got:
		c.FP++
	case want:
		c.FN++
	}
}

// Add sums two results (seeds, dpi and level of r kept).
func (r Result) Add(o Result) Result {
	add := func(a, b scangen.Tally) scangen.Tally {
		return scangen.Tally{Items: a.Items + b.Items, Right: a.Right + b.Right, RightFlagged: a.RightFlagged + b.RightFlagged,
			WrongFlagged: a.WrongFlagged + b.WrongFlagged, WrongSure: a.WrongSure + b.WrongSure}
	}
	r.Score = scangen.Score{Terrain: add(r.Score.Terrain, o.Score.Terrain), Water: add(r.Score.Water, o.Score.Water),
		Roads: add(r.Score.Roads, o.Score.Roads), Contours: add(r.Score.Contours, o.Score.Contours)}
	r.Hexes += o.Hexes
	r.Review += o.Review
	r.ContourReview += o.ContourReview
	r.LevelsRight += o.LevelsRight
	r.LevelsWrongSure += o.LevelsWrongSure
	r.TripleRight += o.TripleRight
	r.TripleWrongSure += o.TripleWrongSure
	r.TripleLevels += o.TripleLevels
	for i := range 3 {
		r.Water[i] += o.Water[i]
		r.Roads[i] += o.Roads[i]
	}
	return r
}

// Evaluate measures proposal p against known map t (either style): the
// scangen tallies, water and road precision and recall, the review load
// and the levels propagated from three seeded hexes and from RandomTriples
// random triples.
// Errors: a hex the map cannot name, a solve that fails.
func Evaluate(t *scangen.Truth, p *trace.Proposal) (Result, error) {
	r := Result{Score: t.Score(p, false), Hexes: len(p.Hexes)}
	var water, roads PR
	for _, sp := range p.Sides {
		a, b := t.Geo.Grid.SideHexes(sp.Side)
		water.add(t.Water[sp.Side], sp.Water)
		roads.add(t.Roads[scangen.NewStep(a, b)], sp.Road)
	}
	r.Water = [3]int{water.TP, water.FP, water.FN}
	r.Roads = [3]int{roads.TP, roads.FP, roads.FN}
	for _, h := range p.Hexes {
		if !p.Sure(h.Confidence) {
			r.Review++
		}
	}
	for _, s := range p.Sides {
		for _, c := range []float64{s.WaterConf, s.RoadConf} {
			if !p.Sure(c) {
				r.Review++
			}
		}
		if !p.Sure(s.ContourConf) {
			r.Review++
			r.ContourReview++
		}
	}
	el, err := SeededLevels(t, p)
	if err != nil {
		return Result{}, err
	}
	if r.LevelsRight, r.LevelsWrongSure, err = levelTally(t, el); err != nil {
		return Result{}, err
	}
	if r.TripleRight, r.TripleWrongSure, r.TripleLevels, err = TripleLevels(t, p); err != nil {
		return Result{}, err
	}
	return r, nil
}

// SeededLevels returns the levels of proposal p propagated from three
// hexes of known map t seeded with their true levels (the first, middle
// and last), within the levels' range as the map's legend states it.
// Errors: a hex the map cannot name.
func SeededLevels(t *scangen.Truth, p *trace.Proposal) (trace.Elevation, error) {
	seeds, rng, err := ThreeSeeds(t)
	if err != nil {
		return trace.Elevation{}, err
	}
	return p.ElevationsIn(t.Geo, seeds, p.Uncertain, &rng)
}

// ThreeSeeds returns the true levels of known map t's first, middle and
// last hexes by hex id, and the levels' range as the map's legend states
// it: what a designer enters before propagating levels.
// Errors: a hex the map cannot name.
func ThreeSeeds(t *scangen.Truth) (map[string]int, trace.LevelRange, error) {
	seeds := map[string]int{}
	n := len(t.Hexes)
	for _, o := range []hexgrid.Offset{t.Hexes[0], t.Hexes[n/2], t.Hexes[n-1]} {
		id, err := t.Geo.Numbering.Format(o)
		if err != nil {
			return nil, trace.LevelRange{}, err
		}
		seeds[id] = t.Level[o]
	}
	rng := trace.LevelRange{Lo: t.Level[t.Hexes[0]], Hi: t.Level[t.Hexes[0]]}
	for _, l := range t.Level {
		rng.Lo, rng.Hi = min(rng.Lo, l), max(rng.Hi, l)
	}
	return seeds, rng, nil
}

// levelIndex returns lv's index in Levels (by name; 0 for a level not
// there).
func levelIndex(lv Level) int {
	for i, l := range Levels {
		if l.Name == lv.Name {
			return i
		}
	}
	return 0
}
