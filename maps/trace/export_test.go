package trace

import (
	"errors"
	"image"
	"image/color"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// StripStat is one step's strip reading, for the road strip diagnostic.
type StripStat struct {
	Side                                          hexgrid.Hexside
	Road, Contour, Water, Black                   float64 // share of full ink, mm
	ResRoad, ResContour, ResWater, ResBlack       float64
	Noise, Least                                  float64
	Ink                                           [3]float64
	Yes                                           bool
	Conf, Snr, Sat, CosRoad, CosContour, CosWater float64
	OK                                            bool
}

// StripStats reads every traced side's road strip (see roadstrip.go).
func StripStats(job Job) ([]StripStat, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	var out []StripStat
	g := t.job.Grid
	dirs := g.Directions()
	for _, o := range t.hexList() {
		for i, d := range dirs[:3] {
			nb := g.Neighbor(o, d)
			if _, ok := t.sheetOf[nb]; !ok {
				continue
			}
			si := t.sheetOf[o]
			r := sideReader{p: t.pix[si], f: t.frame, h: t.place(si, o), i: i, ink: &t.ink, step: t.step[si], mm: t.layout.Size}
			sr := r.roadStrip(t.layout.Size)
			st := StripStat{Side: hexgrid.Hexside{Hex: o, Dir: d}, Noise: sr.noise, Least: sr.least, Ink: sr.ink, OK: sr.ok}
			st.Road, st.ResRoad = t.ink.stripFit(sr, inkRoad)
			st.Contour, st.ResContour = t.ink.stripFit(sr, inkContour)
			st.Water, st.ResWater = t.ink.stripFit(sr, inkWater)
			st.Black, st.ResBlack = t.ink.stripFit(sr, inkBlack)
			yes, conf, h := t.ink.stripRoad(sr)
			st.Yes, st.Conf, st.Snr, st.Sat, st.CosRoad, st.CosContour, st.CosWater = yes, conf, h.snr, h.sat, h.road, h.contour, h.water
			out = append(out, st)
		}
	}
	return out, nil
}

// Resettle settles p's contour counts again from the readers' own counts
// (SideProposal.ContourReads, the lanes' first) as Trace does with
// options o, for diagnostics that replay cached traces.
func Resettle(g hexgrid.Grid, p *Proposal, o Options) {
	for i := range p.Sides {
		s := &p.Sides[i]
		if r := s.ContourReads[0]; r.Reader != "" {
			s.Contours, s.ContourConf = r.Count, r.Conf
		}
		s.ContourSettledFrom, s.ContourSolveConf = 0, 0
	}
	settleContours(g, p.Sides, p.Hexes, o, p.Blur, p.TypeShade)
}

// ReaderFits returns the share of corners each contour reader's own
// counts fit (readerFit), lanes first.
func ReaderFits(g hexgrid.Grid, p *Proposal) [2]float64 {
	return [2]float64{readerFit(g, p.Sides, 0), readerFit(g, p.Sides, 1)}
}

// LineCornerFit returns, for the lanes' own counts (ContourReads[0]), the
// share of corners with a line on some side whose counts fit levels, and
// how many such corners there are.
func LineCornerFit(g hexgrid.Grid, p *Proposal) (float64, int) {
	return lineCornerFit(g, p.Sides, 0)
}

// SetNear sets nearSupport and nearTries (diagnostics).
func SetNear(sup, tries int) { nearSupport, nearTries = sup, tries }

// NearLineConf is nearLineConf, the lanes' confidence in a zero with a
// near line left over.
const NearLineConf = nearLineConf

// SetBroken sets brokenShare and brokenBlind (diagnostics).
func SetBroken(share, blind float64) { brokenShare, brokenBlind = share, blind }

// lineCornerFit returns the share of corners, with a line read by reader k
// (ContourReads[k]) on at least one of their three sides, whose counts fit
// levels (cornerFits), and the number of such corners.
func lineCornerFit(g hexgrid.Grid, sides []SideProposal, k int) (float64, int) {
	return cornerFit(g, sides, k, true)
}

// SetDoubtZeros turns flagDoubtZeros on or off (diagnostics).
func SetDoubtZeros(on bool) { doubtZeros = on }

// SetBlindTypes sets flagBlindTypes's variables (diagnostics).
func SetBlindTypes(ratio float64, least int, all bool) {
	blindTypeRatio, blindTypeMin, blindTypeAll = ratio, least, all
}

// SetDoubtFlag sets doubtFlag (diagnostics).
func SetDoubtFlag(f float64) { doubtFlag = f }

// SetDoubtShare sets doubtShare (diagnostics).
func SetDoubtShare(s float64) { doubtShare = s }

// SetDoubtUnder sets doubtUnder (diagnostics).
func SetDoubtUnder(c float64) { doubtUnder = c }

// SetProfile sets settleProfiles' switch and thresholds (diagnostics):
// the agreeing line's strength and area share, any other line's, and the
// quantile of the strong lines' areas the sheet's typical area is.
func SetProfile(on bool, agreeZ, agreeArea, otherZ, otherArea, quantile float64) {
	profOn, profAreaQuantile = on, quantile
	profAgreeZ, profAgreeArea, profOtherZ, profOtherArea = agreeZ, agreeArea, otherZ, otherArea
}

// SetProfileAll makes the profile reader read every side (diagnostics).
func SetProfileAll(on bool) { profileAll = on }

// SetWhiteGate sets whiteGate (0: the lanes' whitened gate off) and
// returns the value it had.
func SetWhiteGate(g float64) float64 {
	old := whiteGate
	whiteGate = g
	return old
}

// tracerWithBackgrounds is a tracer for job with every hex's background
// read as the trace reads it (t.bg), ready for sideReaderFor.
func tracerWithBackgrounds(job Job) (*tracer, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	hs := &hexSamples{}
	buf := make([]float64, 0, len(t.pattern))
	for _, o := range t.hexList() {
		_, t.bg[o] = t.traceHex(o, hs, buf)
	}
	return t, nil
}

// Corners returns the two other sides of each of side s's two end corners
// (diagnostics).
func Corners(g hexgrid.Grid, s hexgrid.Hexside) [2][2]hexgrid.Hexside { return corners(g, s) }

// SetErasedLines turns flagErasedLines on or off (diagnostics).
func SetErasedLines(on bool) { erasedLines = on }

// SetBeset sets flagBesetZeros's variables (diagnostics).
func SetBeset(flagged, lines int) { besetFlagged, besetLines = flagged, lines }

// SetErasedBlurredOnly sets erasedBlurredOnly (diagnostics).
func SetErasedBlurredOnly(on bool) { erasedBlurredOnly = on }

// Ungated returns the lanes' read of sp without the whitened gate (Reader
// "": not read) and whether the gate changed the lanes' count.
func Ungated(sp SideProposal) (ContourRead, bool) { return sp.ungated, sp.ContourReads[0].gated }

// SetGateFlag turns gateFlag on or off and returns the value it had.
func SetGateFlag(on bool) bool {
	old := gateFlag
	gateFlag = on
	return old
}

// SetTextureRatio sets textureRatio (0: lowerTexturedTypes off) and
// textureLeast, and returns the values they had.
func SetTextureRatio(r float64, least int) (float64, int) {
	oldR, oldL := textureRatio, textureLeast
	textureRatio, textureLeast = r, least
	return oldR, oldL
}

// LineMapCrop traces job up to its line maps and returns an n x n crop of
// sheet 0's scan centred between the centres of hexes a and b, with the
// line map drawn over it: kept curves from red (score 0) to green (1) (diagnostics).
func LineMapCrop(job Job, pairs [][2]hexgrid.Offset, n int) ([]*image.RGBA, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	if len(t.lines) == 0 || t.lines[0] == nil {
		return nil, errors.New("no line map")
	}
	var outs []*image.RGBA
	for _, p := range pairs {
		outs = append(outs, lineMapCrop(t, p[0], p[1], n))
	}
	return outs, nil
}

func lineMapCrop(t *tracer, a, b hexgrid.Offset, n int) *image.RGBA {
	m := t.lines[0]
	job := t.job
	pa, pb := t.place(0, a), t.place(0, b)
	ax, ay := pa.px(0, 0)
	bx, by := pb.px(0, 0)
	cx, cy := int((ax+bx)/2), int((ay+by)/2)
	out := image.NewRGBA(image.Rect(0, 0, 2*n, n))
	img := job.Sheets[0].Image
	for y := range n {
		for x := range n {
			px, py := cx-n/2+x, cy-n/2+y
			c := color.RGBAModel.Convert(img.At(px, py)).(color.RGBA)
			out.Set(x, y, c)
			g := color.RGBA{c.R/2 + 127, c.G/2 + 127, c.B/2 + 127, 255}
			if id := m.at(px, py); id > 0 {
				s := m.score[id-1]
				g = color.RGBA{uint8(255 * (1 - s)), uint8(200 * s), 0, 255}
			}
			out.Set(n+x, y, g)
		}
	}
	return out
}

// SetMapTypeRatio sets mapTypeRatio (0: off) and returns the old value.
func SetMapTypeRatio(r float64) float64 {
	old := mapTypeRatio
	mapTypeRatio = r
	return old
}

// SetCornerSettle sets settleFromCorners's switches (diagnostics).
func SetCornerSettle(on, all bool, decide float64) {
	cornerSettle, cornerSettleAll, cornerDecideConf = on, all, decide
}

// SetSettleStageHook sets settleStageHook to f over the sides' counts and
// confidences (nil: none).
func SetSettleStageHook(f func(stage string, counts []int, confs []float64)) {
	if f == nil {
		settleStageHook = nil
		return
	}
	settleStageHook = func(stage string, sides []SideProposal) {
		counts, confs := make([]int, len(sides)), make([]float64, len(sides))
		for i, s := range sides {
			counts[i], confs[i] = s.Contours, s.ContourConf
		}
		f(stage, counts, confs)
	}
}

// DefaultCornerSettle puts settleFromCorners's switches back.
func DefaultCornerSettle() { cornerSettle, cornerSettleAll, cornerDecideConf = true, true, 0.5 }

// SetCornerConfirm sets cornerSettleConfirm (diagnostics).
func SetCornerConfirm(on bool) { cornerSettleConfirm = on }

// SetCornerOwnOnly sets cornerOwnOnly (diagnostics).
func SetCornerOwnOnly(on bool) { cornerOwnOnly = on }

// CornerSides returns, per corner of side s, the two other sides there
// (diagnostics).
func CornerSides(g hexgrid.Grid, s hexgrid.Hexside) [2][2]hexgrid.Hexside { return corners(g, s) }

// SetProfileLines sets settleProfileLines' switch and strength (diagnostics).
func SetProfileLines(on bool, z float64) { profileLineSettle, lineAgreeZ = on, z }

// SetLineMapTyped sets the line map's per-type weights (lineMapTyped) and
// returns the old value.
func SetLineMapTyped(typed bool) bool {
	o := lineMapTyped
	lineMapTyped = typed
	return o
}

// SetLineMapDark sets the default of Options.LineMapDark (the line map's
// dark-tint weights) and returns the old one.
func SetLineMapDark(on bool) bool {
	o := lineMapDark
	lineMapDark = on
	return o
}

// SetLineAlong sets the line map's half-length along the line (mm, 0 off)
// and returns the old one.
func SetLineAlong(mm float64) float64 {
	o := lineAlongMM
	lineAlongMM = mm
	return o
}

// SetLineAlongScreened sets whether the averaged line map is built on
// screened sheets only (linemapscreened.go) and returns the old setting.
func SetLineAlongScreened(on bool) bool {
	o := lineAlongScreened
	lineAlongScreened = on
	return o
}

// SetAlongGated sets whether marked sheets keep the averaged line map only
// where it fits the corners nearly as well as the plain map
// (alongByCorners) and returns the old setting.
func SetAlongGated(on bool) bool {
	o := alongGated
	alongGated = on
	return o
}

// SetMapRecall sets flagMapRecall's lack and least count (lack 0: off)
// and returns the old ones.
func SetMapRecall(lack float64, least int) (float64, int) {
	ol, om := mapRecallLack, mapRecallMin
	mapRecallLack, mapRecallMin = lack, least
	return ol, om
}

// SetWeakAgree sets combineContours' weakAgree and returns the old one.
func SetWeakAgree(c float64) float64 {
	o := weakAgree
	weakAgree = c
	return o
}

// SetMapCornerZeros sets mapCornerZeros and returns the old value.
func SetMapCornerZeros(on bool) bool {
	o := mapCornerZeros
	mapCornerZeros = on
	return o
}

// SetAlongWeakAgree sets alongWeakAgree and returns the old one.
func SetAlongWeakAgree(c float64) float64 {
	o := alongWeakAgree
	alongWeakAgree = c
	return o
}

// SetMapRecallFit sets flagMapRecall's corner fit and returns the old one.
func SetMapRecallFit(f float64) float64 {
	o := mapRecallFit
	mapRecallFit = f
	return o
}

// SetLaneLevelFit sets laneLevelFit and returns a func putting it back.
func SetLaneLevelFit(on bool) func() {
	old := laneLevelFit
	laneLevelFit = on
	return func() { laneLevelFit = old }
}

// SetLaneLevelFine sets laneLevelFine and returns a func putting it back.
func SetLaneLevelFine(on bool) func() {
	old := laneLevelFine
	laneLevelFine = on
	return func() { laneLevelFine = old }
}

// BrokenSharesDiag is brokenShares (diagnostics).
func BrokenSharesDiag(sides []SideProposal, n int) []float64 { return brokenShares(sides, n) }

// SetShareRates sets shareRates and returns a func putting it back.
func SetShareRates(on bool) func() {
	old := shareRates
	shareRates = on
	return func() { shareRates = old }
}

// SetLeftZeros sets flagLeftZeros' switches (diagnostics; rare 0: off,
// the left-over chains still measured).
func SetLeftZeros(rare float64, lanes int, share, shows float64) {
	leftRare, leftLanes, leftShare, leftShows = rare, lanes, share, shows
	leftRecord = true
}

// flagLeftZeros' switches as built.
var (
	LeftRare  = leftRare
	LeftLanes = leftLanes
	LeftShare = leftShare
	LeftShows = leftShows
)

// ShareRead returns the ungated lanes' count by the share fit alone on
// side s and whether it was read (shareRates; diagnostics).
func ShareRead(s SideProposal) (int, bool) { return s.shareCount, s.shareRead }

// SetBesetSelf sets besetSelf and returns a func putting it back.
func SetBesetSelf(on bool) func() {
	old := besetSelf
	besetSelf = on
	return func() { besetSelf = old }
}

// SetAlongRecall sets flagMapRecall's lack and corner fit for the line map
// averaged along the line and returns the old ones.
func SetAlongRecall(lack, fit float64) (float64, float64) {
	ol, of := alongRecallLack, alongRecallFit
	alongRecallLack, alongRecallFit = lack, fit
	return ol, of
}

// SetChainZeros sets reviewChainZeros's variables (flagged 0: off) and
// returns a func that puts the old ones back (diagnostics).
func SetChainZeros(lanes int, both float64, flagged int) func() {
	l, b, f := chainZeroLanes, chainZeroBoth, chainZeroFlagged
	chainZeroLanes, chainZeroBoth, chainZeroFlagged = lanes, both, flagged
	return func() { chainZeroLanes, chainZeroBoth, chainZeroFlagged = l, b, f }
}

// SetEdgeLanes sets flagEdgeLanes' switch and returns the old one.
func SetEdgeLanes(on bool) bool {
	o := edgeLanes
	edgeLanes = on
	return o
}

// SetAlongDisagree sets flagAlongDisagree's switch and returns the old one.
func SetAlongDisagree(on bool) bool {
	o := alongDisagree
	alongDisagree = on
	return o
}

// SetFollowZeros sets followZeros (Options.FollowZeros' default) and
// followAlways, and returns a func that restores them.
func SetFollowZeros(share float64, always bool) func() {
	z, a := followZeros, followAlways
	followZeros, followAlways = share, always
	return func() { followZeros, followAlways = z, a }
}

// SetLaneLevelUnmarked sets laneLevelUnmarked and returns a func putting
// it back.
func SetLaneLevelUnmarked(on bool) func() {
	old := laneLevelUnmarked
	laneLevelUnmarked = on
	return func() { laneLevelUnmarked = old }
}

// MapZeroConfs returns mapZeroConfs over p's sides, per sheet.
func MapZeroConfs(p *Proposal) []float64 { return mapZeroConfs(p.Sides, len(p.Blur)) }

// SetReleaseBacked sets releaseBacked and returns a function that puts it
// back.
func SetReleaseBacked(on bool) func() {
	old := releaseBacked
	releaseBacked = on
	return func() { releaseBacked = old }
}

// SetHiddenTypes sets flagHiddenTypes' thresholds (clean 0: off) and
// returns a func that puts back the values they had.
func SetHiddenTypes(clean, shade, blurMM float64) func() {
	c, s, b := hiddenClean, hiddenShade, hiddenBlurMM
	hiddenClean, hiddenShade, hiddenBlurMM = clean, shade, blurMM
	return func() { hiddenClean, hiddenShade, hiddenBlurMM = c, s, b }
}

// SetHiddenHalf sets flagHiddenTypes' second floor (half clean, read under
// the rate elsewhere; clean over 1: off), returning the func that puts it
// back.
func SetHiddenHalf(clean, ratio float64) func() {
	c, r := hiddenHalfClean, hiddenHalfRatio
	hiddenHalfClean, hiddenHalfRatio = clean, ratio
	return func() { hiddenHalfClean, hiddenHalfRatio = c, r }
}

// SetHiddenProfileHeld sets whether settleProfileLines leaves the sides
// inside a hidden type alone (heldLines), returning the func that puts it
// back.
func SetHiddenProfileHeld(on bool) func() {
	o := hiddenProfileHeld
	hiddenProfileHeld = on
	return func() { hiddenProfileHeld = o }
}

// SetLineHue sets lineHueOn (the averaged map of a marked sheet read
// without the blue channel) and returns the old value.
func SetLineHue(on bool) bool {
	old := lineHueOn
	lineHueOn = on
	return old
}

// SetRecallTypes sets recallTypeRatio and recallTypeEst (diagnostics) and
// returns a function that puts them back.
func SetRecallTypes(ratio, est float64) func() {
	or, oe := recallTypeRatio, recallTypeEst
	recallTypeRatio, recallTypeEst = ratio, est
	return func() { recallTypeRatio, recallTypeEst = or, oe }
}

// CountsOf returns p's contour counts as Proposal.ElevationsIn weighs them.
func CountsOf(p *Proposal, minConf float64) Counts { return p.counts(minConf, false) }

// SolveCountsOf is Proposal.ElevationsIn over counts in place of p's own.
func SolveCountsOf(p *Proposal, geo maps.Geometry, counts Counts, seeds map[hexgrid.Offset]int, rng *LevelRange) (Elevation, error) {
	return p.solveCounts(geo, counts, seeds, rng)
}

// SetReaderAlts sets readerAlts and altShare.
func SetReaderAlts(on bool, share float64) { readerAlts, altShare = on, share }

// SetRisePrior sets risePrior.
func SetRisePrior(on bool) { risePrior = on }
