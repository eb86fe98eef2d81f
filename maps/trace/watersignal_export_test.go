package trace

import (
	"fmt"
)

// WaterShapeMeasures returns, per sheet of p, a line of the measures a
// plate-like sheet signal may be built on (a diagnostic).
func WaterShapeMeasures(job Job, p *Proposal) []string {
	n := sheetCount(p.Sides)
	art := artSheets(p.Sides, n)
	tm := hexTerrain(p.Hexes)
	fr := fringeClasses(job.Grid, p.Sides, tm)
	inFringe := map[int]bool{}
	for _, m := range fr {
		for i := range m {
			if p.Sides[i].Water {
				inFringe[i] = true
			}
		}
	}
	var out []string
	for sh := 0; sh < n; sh++ {
		multi, all, wet, fw, flagged := 0, 0, 0, 0, 0
		for i, s := range p.Sides {
			if s.sheet != sh {
				continue
			}
			if s.ungated.Reader != "" {
				all++
				if s.ungated.Count >= 2 {
					multi++
				}
			}
			if s.Water {
				wet++
				if inFringe[i] {
					fw++
				}
				if s.WaterConf < p.Uncertain {
					flagged++
				}
			}
		}
		cl := 0
		for c := range fr {
			if c.sheet == sh {
				cl++
			}
		}
		drops := 0
		for _, i := range fringeDrops(job.Grid, p.Sides, tm) {
			if p.Sides[i].sheet == sh {
				drops++
			}
		}
		out = append(out, fmt.Sprintf("sheet %d art %v multi %.3f wet %d fringeWet %d (%.2f) classes %d drops %d flagged %d (%.2f)",
			sh, art[sh], float64(multi)/float64(max(1, all)), wet, fw, float64(fw)/float64(max(1, wet)), cl, drops, flagged, float64(flagged)/float64(max(1, wet))))
	}
	return out
}

// SettleWaterShapeForced applies the water shape rules as they stand to
// every sheet of p (as traced with SetWaterShapeRules(false)), art,
// plate-like or not.
func SettleWaterShapeForced(job Job, p *Proposal) {
	all := make([]bool, sheetCount(p.Sides))
	for i := range all {
		all[i] = true
	}
	tm := hexTerrain(p.Hexes)
	dropWaterFringes(p.Sides, fringeDrops(job.Grid, p.Sides, tm), all, job.Options.Uncertain)
	dropShortWater(job.Grid, p.Sides, all, job.Options.Uncertain)
}

// SettleWaterShapeArtOnly applies settleWaterShape as it was before
// fringeSheets: on art sheets only.
func SettleWaterShapeArtOnly(job Job, p *Proposal) {
	defer func(w, f, u, s bool) {
		waterShapeRules, waterFringeSheets, fringeUnion, shortFine = w, f, u, s
	}(waterShapeRules, waterFringeSheets, fringeUnion, shortFine)
	waterShapeRules, waterFringeSheets, fringeUnion, shortFine = true, false, false, false
	settleWaterShape(job.Grid, p.Sides, p.Hexes, job.Options)
}

// FringeSheetsOf returns fringeSheets of p's sides as traced.
func FringeSheetsOf(job Job, p *Proposal) []bool {
	return fringeSheets(p.Sides, fringeDrops(job.Grid, p.Sides, hexTerrain(p.Hexes)), sheetCount(p.Sides))
}
