package trace

// RoadStat is one step's road reading in parts, for the road diagnostic.
type RoadStat struct {
	Share                           float64 // sample share (roadSamples)
	Samples, Veto, StripYes         bool
	Line                            bool // the strip shows a line that could be a road
	StripConf, Ink, Snr, Least, Sat float64
	CosRoad, CosContour, CosWater   float64
	Chroma                          float64 // the strip line's chroma share
	Steady, SteadyLow               float64 // the strip line's steady absorption (median, 35th percentile)
	Track                           float64 // the share on the road's track (roadTrack)
	Dotted                          float64 // the share read as dots on one track (roadDotted)
	Curved, Dashed                  float64 // the followed curve's steady line and dash share (curvedLine)
	Narrow                          float64 // the share read as a narrow run across the step (narrowShare)
	TrailDots                       float64 // the share read as a trail's dots on one track (trailDots)
	TrailDots1                      float64 // trailDots counting dots of any width (trailDotsWide(1))
}

// RoadStats reads every side of p (traced from job) again in parts:
// the samples' share, the veto and the strip.
func RoadStats(job Job, p *Proposal) ([]RoadStat, error) {
	t, err := tracerWithBackgrounds(job)
	if err != nil {
		return nil, err
	}
	g := t.job.Grid
	dirs := g.Directions()
	out := make([]RoadStat, len(p.Sides))
	for k, sp := range p.Sides {
		o := sp.Side.Hex
		i := -1
		for j, d := range dirs[:3] {
			if d == sp.Side.Dir {
				i = j
			}
		}
		si := sp.sheet
		r := t.sideReaderFor(si, o, i)
		if sp.roadLowPass {
			t.lineBackgrounds()
			t.lowPassRoads(&r, si, o, g.Neighbor(o, sp.Side.Dir))
		}
		var st RoadStat
		st.Share = r.roadSamples()
		st.Track = r.roadTrack()
		f := st.Share
		if trackRoads && f >= 0.5 && st.Track < 0.5 {
			f = st.Track
		}
		if t.ink.greyRoad && f >= 0.5 {
			f = r.greyLined(f)
			st.Share = f
		}
		if r.ink.overprint && r.mm > 0 {
			st.Narrow = r.narrowShare()
			st.TrailDots = r.trailDots()
			st.TrailDots1 = r.trailDotsWide(1)
		}
		if f >= 0.5 && r.blocksApply() {
			f = r.chainedShare(f)
			st.Share = f
		}
		st.Dotted = r.roadDotted()
		if t.ink.greyRoad && r.wideGap == 0 && r.ink.overprint && r.mm > 0 {
			st.Dotted = r.blackDotShare() // black dots (blackDotted)
		}
		if dottedRoads && f < 0.5 {
			f = max(f, st.Dotted)
			st.Share = f
		}
		st.Samples = f >= 0.5
		if st.Samples {
			st.Veto, _ = r.vetoRoad(f)
		}
		sr := r.roadStrip(r.mm)
		var h stripHues
		st.StripYes, st.StripConf, h = t.ink.stripRoad(sr)
		st.Ink, st.Snr, st.Least, st.Sat = h.ink, h.snr, sr.least, h.sat
		st.CosRoad, st.CosContour, st.CosWater = h.road, h.contour, h.water
		_, st.Chroma = chroma(sr.ink)
		st.Steady = sr.steady
		st.SteadyLow = sr.steadyLow
		if r.ink.overprint && r.mm > 0 {
			st.Curved, st.Dashed = r.curvedLine()
		}
		st.Line = sr.ok && traceOf(h, r.hueSharp()) == lineTrace
		out[k] = st
	}
	return out, nil
}

// SetRoadCrowd sets dropCrowded's thresholds (a diagnostic's sweep) and
// returns a function putting them back.
func SetRoadCrowd(n int, share float64) func() {
	n0, s0 := roadCrowd, roadCrowdShare
	roadCrowd, roadCrowdShare = n, share
	return func() { roadCrowd, roadCrowdShare = n0, s0 }
}

// SetDescreenRoads switches descreenRoads (a diagnostic's comparison)
// and returns a function putting it back.
func SetDescreenRoads(on bool) func() {
	old := descreenRoads
	descreenRoads = on
	return func() { descreenRoads = old }
}

// SetRoadTrack sets roadTrack's tolerance (hex radii; 0 turns trackRoads
// off) and returns a function putting it back.
func SetRoadTrack(tol float64) func() {
	t0, on := trackTol, trackRoads
	trackTol, trackRoads = tol, tol > 0
	return func() { trackTol, trackRoads = t0, on }
}

// SetDottedRoads switches dottedRoads (a diagnostic's comparison) and
// returns a function putting it back.
func SetDottedRoads(on bool) func() {
	old := dottedRoads
	dottedRoads = on
	return func() { dottedRoads = old }
}

// SetKeepBeds switches keepBeds (a diagnostic's comparison) and returns
// a function putting it back.
func SetKeepBeds(on bool) func() {
	old := keepBeds
	keepBeds = on
	return func() { keepBeds = old }
}

// SetBlackTrails switches blackTrails (a diagnostic's comparison) and
// returns a function that restores it.
func SetBlackTrails(on bool) func() {
	old := blackTrails
	blackTrails = on
	return func() { blackTrails = old }
}

// SetBlockChain sets narrowShare's chain length and drift (rows, places)
// and returns a func restoring them.
func SetBlockChain(n, drift int) func() {
	on, od := blockChain, blockDrift
	blockChain, blockDrift = n, drift
	return func() { blockChain, blockDrift = on, od }
}

// SetCurvedRoads switches curvedRoads (a diagnostic's comparison) and
// returns a function putting it back.
func SetCurvedRoads(on bool) func() {
	old := curvedRoads
	curvedRoads = on
	return func() { curvedRoads = old }
}

// SetTrailDots switches trailDotsOn (a diagnostic's comparison) and
// returns a function putting it back.
func SetTrailDots(on bool) func() {
	old := trailDotsOn
	trailDotsOn = on
	return func() { trailDotsOn = old }
}
