package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

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
