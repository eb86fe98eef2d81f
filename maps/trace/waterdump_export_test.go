package trace

import (
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// WaterHitOf returns the hit fraction side s's water was read at.
func WaterHitOf(s SideProposal) float64 { return s.waterHit }

// SetWaterShapeRules switches settleWaterShape (dropWaterFringes,
// dropShortWater) for a test.
func SetWaterShapeRules(on bool) { waterShapeRules = on }

// SettleWaterShape applies settleWaterShape to p's sides as traced (with
// SetWaterShapeRules(false)), with the rules on.
func SettleWaterShape(job Job, p *Proposal) {
	defer SetWaterShapeRules(waterShapeRules)
	waterShapeRules = true
	settleWaterShape(job.Grid, p.Sides, p.Hexes, job.Options)
}

// SetWaterLoneRule switches dropLoneWater for a test.
func SetWaterLoneRule(on bool) { waterLoneRule = on }

// DropLoneWater applies dropLoneWater to every sheet of p's sides (a fine
// scan's: there it holds on every sheet), with the rule on.
func DropLoneWater(job Job, p *Proposal) {
	defer SetWaterLoneRule(waterLoneRule)
	waterLoneRule = true
	on := make([]bool, sheetCount(p.Sides))
	for i := range on {
		on[i] = true
	}
	terrain := make(map[hexgrid.Offset]string, len(p.Hexes))
	for _, h := range p.Hexes {
		terrain[h.Hex] = h.Terrain
	}
	dropLoneWater(job.Grid, p.Sides, terrain, on, job.Options.Uncertain)
}

// SetWaterTintRule switches wetTintCut for a test.
func SetWaterTintRule(on bool) { waterTintRule = on }

// WaterTrackOf returns what waterTrack found along side s, for the water
// dump: the share of the longest followed line, its mean width (mm), the
// median run width (mm) over the positions with a run, how many positions
// had a run, the median water share over the grid line (Over) and how many
// positions unmixed it.
func WaterTrackOf(s SideProposal) (share, width, medW float64, runs int, medOver float64, overs int) {
	return trackStats(s.track)
}

// LowWaterOf returns side s's water read through the low-pass
// (rereadDenseWater): whether it was read, wet, its confidence, the
// followed line's share and mean width (mm), the median grid-line water
// share and the positions with a run.
func LowWaterOf(s SideProposal) (read, wet bool, conf, share, width, over float64, runs int) {
	l := s.low
	return l.Read, l.Water, l.Conf, l.Share, l.Width, l.Over, l.Runs
}

// SetLowPassAll reads every screened fine side's water again through the
// low-pass (rereadDenseWater) for the water dump.
func SetLowPassAll(on bool) { lowPassAll = on }

// SetWaterFaint switches dropFaintWater.
func SetWaterFaint(on bool) { waterFaintRule = on }

// SetWaterLowPass switches rereadDenseWater's rule.
func SetWaterLowPass(on bool) { waterLowPass = on }

// shapeSheets returns, per sheet of p, whether settleWaterShape holds its
// art-sheet rules there (artSheets, or fringeSheets where switched on).
func shapeSheets(job Job, p *Proposal) []bool {
	terrain := make(map[hexgrid.Offset]string, len(p.Hexes))
	for _, h := range p.Hexes {
		terrain[h.Hex] = h.Terrain
	}
	n := sheetCount(p.Sides)
	on := artSheets(p.Sides, n)
	if waterFringeSheets {
		for i, f := range fringeSheets(p.Sides, fringeDrops(job.Grid, p.Sides, terrain), n) {
			on[i] = on[i] || f
		}
	}
	return on
}

// SetWaterThinRule switches dropThinWater for a test.
func SetWaterThinRule(on bool) { waterThinRule = on }

// DropThinWater applies dropThinWater to p's sides as traced (with
// SetWaterThinRule(false)) on the sheets settleWaterShape holds it on.
func DropThinWater(job Job, p *Proposal) {
	defer SetWaterThinRule(waterThinRule)
	waterThinRule = true
	on := shapeSheets(job, p)
	dropThinWater(p.Sides, on, job.Options.Uncertain)
}

// SetWaterThinFine switches dropThinFineWater for a test.
func SetWaterThinFine(on bool) { waterThinFine = on }

// DropThinFineWater applies dropThinFineWater to p's sides as traced
// (with SetWaterThinFine(false)) on the sheets settleWaterShape holds it
// on (thinFineSheets), with the test on.
func DropThinFineWater(job Job, p *Proposal) {
	defer SetWaterThinFine(waterThinFine)
	waterThinFine = true
	on := thinFineSheets(p.Sides, shapeSheets(job, p), sheetCount(p.Sides))
	dropThinFineWater(p.Sides, on, job.Options.Uncertain)
}

// SetWaterJunctionRule switches dropJunctionWater for a test.
func SetWaterJunctionRule(on bool) { waterJunctionRule = on }

// DropJunctionWater applies dropJunctionWater to p's sides as traced
// (with SetWaterJunctionRule(false)) on the sheets settleWaterShape holds
// it on, with the rule on.
func DropJunctionWater(job Job, p *Proposal) {
	defer SetWaterJunctionRule(waterJunctionRule)
	waterJunctionRule = true
	on := shapeSheets(job, p)
	dropJunctionWater(job.Grid, p.Sides, on, job.Options.Uncertain)
}

// SetWaterFollowRule switches addFollowedWater for a test.
func SetWaterFollowRule(on bool) { waterFollowRule = on }

// SetWaterFollowChains switches addFollowedChains for a test.
func SetWaterFollowChains(on bool) { waterFollowChains = on }

// AddFollowedWater applies addFollowedWater to p's sides as traced (with
// SetWaterFollowRule(false)), with the rule on.
func AddFollowedWater(job Job, p *Proposal) {
	defer SetWaterFollowRule(waterFollowRule)
	waterFollowRule = true
	addFollowedWater(job.Grid, p.Sides, job.Options.Uncertain)
}

// WaterTrackMidsOf returns, for the water dump, where side s's widest runs
// lay across the side: the mean and standard deviation of their middles'
// distance from the hexside (mm, signed: one hex's side positive) over
// the positions with a run, and the mean of their widths' standard
// deviation relative to their mean (0: even along the side).
func WaterTrackMidsOf(s SideProposal) (meanMid, sdMid, cvW float64) {
	tr := s.track
	var m, ws []float64
	for k := range tr.Widths {
		if tr.Widths[k] > 0 {
			m = append(m, float64(tr.Mids[k]))
			ws = append(ws, float64(tr.Widths[k]))
		}
	}
	if len(m) == 0 {
		return 0, -1, -1
	}
	mm, sm := meanSD(m)
	mw, sw := meanSD(ws)
	return mm, sm, sw / max(mw, 1e-9)
}

func meanSD(v []float64) (mean, sd float64) {
	for _, x := range v {
		mean += x
	}
	mean /= float64(len(v))
	for _, x := range v {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(v)))
}

// WaterTintOf returns the lighter of side s's hexes' tint densities
// (waterTrack.Tint).
func WaterTintOf(s SideProposal) float64 { return float64(s.track.Tint) }

// WaterDensOf returns side s's hexes' backgrounds' optical densities per
// channel (waterTrack.Dens), the side's hex first.
func WaterDensOf(s SideProposal) [2][3]float32 { return s.track.Dens }

// SetWaterMarshRule switches dropMarshWater for a test.
func SetWaterMarshRule(on bool) { waterMarshRule = on }

// DropMarshWater applies dropMarshWater to p's sides as traced (with
// SetWaterMarshRule(false)) on the sheets settleWaterShape holds it on,
// with the rule on.
func DropMarshWater(job Job, p *Proposal) {
	defer SetWaterMarshRule(waterMarshRule)
	waterMarshRule = true
	dropMarshWater(p.Sides, shapeSheets(job, p), job.Options.Uncertain)
}

// SetWaterThinChains switches dropThinChains for a test.
func SetWaterThinChains(on bool) { waterThinChains = on }

// DropThinChains applies dropThinChains to p's sides as traced (with
// SetWaterThinChains(false)), with the rule on.
func DropThinChains(job Job, p *Proposal) {
	defer SetWaterThinChains(waterThinChains)
	waterThinChains = true
	dropThinChains(job.Grid, p.Sides, job.Options.Uncertain)
}

// AddLowPassWater applies addLowPassWater to p's sides as traced (with
// SetWaterLowPass(false) and SetLowPassAll(true)), with the rule on.
func AddLowPassWater(job Job, p *Proposal) {
	defer SetWaterLowPass(waterLowPass)
	waterLowPass = true
	addLowPassWater(job.Grid, p.Sides, hexTerrain(p.Hexes), job.Options.Uncertain)
}

// DropFaintLines applies dropFaintWater's drop to p's sides as traced
// (with SetWaterFaint(false) and SetLowPassAll(true): every screened fine
// side read through the low-pass).
func DropFaintLines(job Job, p *Proposal) {
	dropFaintLines(p.Sides, job.Options.Uncertain)
}
