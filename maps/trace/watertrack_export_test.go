package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// WaterSide is one side's water reading before the path rules, for the
// water diagnostics that replay cached traces.
type WaterSide struct {
	Side                     hexgrid.Hexside
	Hit                      float64 // hit fraction
	Share, Width             float64 // waterTrack
	Tracked                  bool
	Mids, Widths, Over, Near [13]float32 // waterTrack
	Fine                     bool
	PxMM                     float32
	Bare                     [13]float32 // waterTrack: Over before the hue test
	Hued                     [13]bool
}

// WaterSides returns p's sides' water readings before the path rules.
func WaterSides(p *Proposal) []WaterSide {
	out := make([]WaterSide, len(p.Sides))
	for i, s := range p.Sides {
		out[i] = WaterSide{Side: s.Side, Hit: s.waterHit, Share: s.track.Share, Width: s.track.Width, Tracked: s.track.Tracked, Mids: s.track.Mids, Widths: s.track.Widths, Over: s.track.Over, Near: s.track.Near, Fine: s.track.Fine, PxMM: s.track.PxMM, Bare: s.track.Bare, Hued: s.track.Hued}
	}
	return out
}

// SettleWaterSides returns the water proposals the path rules make of ws
// with options o, as Trace does; without the line rule (dropScatteredWater)
// unless line.
func SettleWaterSides(g hexgrid.Grid, ws []WaterSide, o Options, line bool) []SideProposal {
	sides := waterProposals(ws)
	settleWaterRules(g, sides, o, line)
	return sides
}

// SettleWaterSidesBefore is SettleWaterSides without the rules that weigh
// a side's printed line against the sheet's (coarseLineWater,
// fineLineWater).
func SettleWaterSidesBefore(g hexgrid.Grid, ws []WaterSide, o Options, line bool) []SideProposal {
	sides := waterProposals(ws)
	settleFineWater(g, sides, o, line)
	return sides
}

// waterProposals returns the side proposals of ws as read.
func waterProposals(ws []WaterSide) []SideProposal {
	sides := make([]SideProposal, len(ws))
	for i, w := range ws {
		if w.Bare == [13]float32{} {
			// cached before Bare and Hued were: read every line as it
			// was read then (lineHueGate leaves the sheet alone)
			w.Bare = w.Over
			for k := range w.Hued {
				w.Hued[k] = true
			}
		}
		yes, conf := decide(w.Hit)
		sides[i] = SideProposal{Side: w.Side, Water: yes, WaterConf: conf, waterHit: w.Hit, track: waterTrack{Tracked: w.Tracked, Share: w.Share, Width: w.Width, Mids: w.Mids, Widths: w.Widths, Over: w.Over, Near: w.Near, Fine: w.Fine, PxMM: w.PxMM, Bare: w.Bare, Hued: w.Hued}}
	}
	return sides
}

// SideCorners returns the two other sides at each of s's two corners.
func SideCorners(g hexgrid.Grid, s hexgrid.Hexside) [2][2]hexgrid.Hexside { return corners(g, s) }

// TrackStrength is trackStrength of the water proposals of ws settled by
// the path rules without the line rule.
func TrackStrength(g hexgrid.Grid, ws []WaterSide, o Options) float64 {
	return trackStrength(g, SettleWaterSides(g, ws, o, false))
}

// SetFineWater sets whether fineWater runs and its thresholds lineInk,
// lineDry, besideMin, nearMM, besidePx, lineFill, fillHit and clearPx (th;
// fewer
// keep the rest), returning a function that restores them.
func SetFineWater(on bool, th ...float64) func() {
	ps := []*float64{&lineInk, &lineDry, &besideMin, &nearMM, &besidePx, &lineFill, &fillHit, &clearPx}
	old := make([]float64, len(ps))
	for i, p := range ps {
		old[i] = *p
		if i < len(th) {
			*p = th[i]
		}
	}
	was := fineRules
	fineRules = on
	return func() {
		fineRules = was
		for i, p := range ps {
			*p = old[i]
		}
	}
}

// SetLineHueRule switches lineHueGate (waterhue.go), returning a function
// that restores it.
func SetLineHueRule(on bool) func() {
	was := lineHueRule
	lineHueRule = on
	return func() { lineHueRule = was }
}
