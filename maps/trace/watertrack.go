package trace

import (
	"math"
	"slices"
	"sync"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// A stream printed along a hexside is one continuous line: at each point
// along the side its ink lies a little to one side of the hexside or the
// other, and from one point to the next that place moves smoothly (the
// line winds by at most a fraction of a mm over the spacing of the
// samples). Texture read as water ink (a marsh's blue tufts, dark crowns
// on a screen, a stream on a neighbouring side caught near a corner) shows
// at scattered places across the band. waterTrack follows the water ink
// along the side: at each sampling position it finds the runs of samples
// across the band that show water ink, then the longest chain of positions
// whose runs follow one another within trackJumpMM per step (one position
// may be missed: a JPEG block or a crown over the line). Its share of the
// positions is how much of the side a single line covers.

// trackJumpMM is the farthest a chained run's middle may move from one
// sampling position to the next, mm; trackJumpPx the same in pixels on a
// coarse scan (a run's middle is known to about a pixel).
const (
	trackJumpMM = 0.3
	trackJumpPx = 1.5
)

// waterTrack is what waterTrack found along a side.
type waterTrack struct {
	Tracked bool    // the side was followed (printed, coarse scans: traceSides)
	Share   float64 // share of the positions on the longest continuous chain
	Width   float64 // mean width of the chained runs, mm
	// Mids is, at each sampling position, the middle of the widest run of
	// water ink across the band, mm from the hexside (NaN: none); Widths
	// its width, mm.
	Mids, Widths [13]float32
	// Over is, at each sampling position, the water ink's share in the
	// darkest sample within gridSearchMM of the hexside (its printed
	// line) unmixed as water and grid ink together (see overGrid; NaN
	// where it does not unmix).
	Over [13]float32
	// Bare is Over before the hue test (trackHued), and Hued whether the
	// sample passed waterHued (on a blurred scan, see sharp, every sample
	// passes: the darkest sample mixes stream, grid line and tint):
	// lineHueGate reads them, and the water diagnostics replay the test.
	Bare [13]float32
	Hued [13]bool
	// Near is, at each sampling position, how far the nearest water ink
	// lies from the hexside, mm (NaN: none).
	Near [13]float32
	// Fine: measured on a scan fine enough to show a stream beside its
	// grid line (traceSides follows the sides of coarser ones only:
	// Tracked); PxMM is its pixel size, mm.
	Fine bool
	PxMM float32
	// Screened: the side's sheet shows overprinted screens (the overprint
	// mark, screenangles.go: a plate-style scan's process inks at 3 or more
	// screen angles).
	Screened bool
	// Sharp: the side's sheet measured under runSharpBlur on its grid
	// lines (sideReader.sharp), so that Over and Hued were read with the
	// hue test; on a blurred scan every sample passes it and Over reads
	// the grid line as partly water at nearly every place.
	Sharp bool
	// Tint is the lighter of the two hexes' backgrounds' optical
	// density over the paper, summed over the channels (tintDensity): a
	// dense woods tint hides a stream's edges, a light marsh or field
	// tint does not.
	Tint float32
	// Dens are the two hexes' backgrounds' optical densities over the
	// paper, per channel (red, green, blue): the marsh test (marshwater.go)
	// reads a tint's hue from them.
	Dens [2][3]float32
}

// channelDensity returns background bg's optical density over the paper
// (inkPaper) in each channel.
func channelDensity(bg [3]float64) [3]float32 {
	var d [3]float32
	for c, v := range bg {
		d[c] = float32(max(0, transmitDensity(v/inkPaper)))
	}
	return d
}

// tintDensity returns background bg's optical density over the paper
// (inkPaper), summed over the three channels.
func tintDensity(bg [3]float64) float64 {
	d := 0.0
	for _, v := range bg {
		d += max(0, transmitDensity(v/inkPaper))
	}
	return d
}

// waterRun is a run of water-ink samples across the band at one position:
// its middle and width, hex radii.
type waterRun struct{ mid, w float64 }

// trackLink is the longest chain of runs ending at one run (waterTrack).
type trackLink struct {
	n int     // positions on the chain ending here
	w float64 // summed widths
}

// trackScratch holds waterTrack's buffers between sides: per sampling
// position its runs and their links.
type trackScratch struct {
	runs [][]waterRun
	best [][]trackLink
}

var trackScratchPool = sync.Pool{New: func() any { return &trackScratch{} }}

// reset empties the scratch for n sampling positions, keeping its storage.
func (sc *trackScratch) reset(n int) {
	if len(sc.runs) < n {
		sc.runs, sc.best = make([][]waterRun, n), make([][]trackLink, n)
	}
	sc.runs, sc.best = sc.runs[:n], sc.best[:n]
	for k := range sc.runs {
		sc.runs[k], sc.best[k] = sc.runs[k][:0], sc.best[k][:0]
	}
}

// waterTrack follows the water ink along the side (see above).
func (s *sideReader) waterTrack() waterTrack {
	sc := trackScratchPool.Get().(*trackScratch)
	defer trackScratchPool.Put(sc)
	sc.reset(len(waterTs))
	runs := sc.runs
	for k, t := range waterTs {
		in, lo := false, 0.0
		last := 0.0
		for off := -waterReach; off <= waterReach+1e-9; off += s.step {
			x, y := s.f.SidePoint(s.i, t, off)
			hit := s.isKind(x, y, off, inkWater)
			switch {
			case hit && !in:
				in, lo = true, off
			case !hit && in:
				in = false
				runs[k] = append(runs[k], waterRun{(lo + last) / 2, last - lo + s.step})
			}
			last = off
		}
		if in {
			runs[k] = append(runs[k], waterRun{(lo + last) / 2, last - lo + s.step})
		}
	}
	tr := waterTrack{Tracked: true, Fine: s.gridBand < 0, PxMM: float32(2 * s.step * s.mm), Sharp: s.sharp()}
	tr.Tint = float32(min(tintDensity(s.bgA), tintDensity(s.bgB)))
	tr.Dens = [2][3]float32{channelDensity(s.bgA), channelDensity(s.bgB)}
	search := gridSearchMM / max(s.mm, 1e-9)
	for k, t := range waterTs {
		tr.Over[k], tr.Bare[k] = float32(math.NaN()), float32(math.NaN())
		off, c := darkestAcross(s.p, s.h, s.f, s.i, t, search, s.step)
		bg := s.bgA
		if off < 0 {
			bg = s.bgB
		}
		if a, b, res, ok := s.ink.overGrid(c, bg); ok && b >= 0 && res < 0.25 {
			tr.Bare[k], tr.Hued[k] = float32(a), !s.sharp() || s.ink.waterHued(c, bg)
			if s.trackHued(c, bg) {
				tr.Over[k] = float32(a)
			}
		}
	}
	for k, rs := range runs {
		tr.Mids[k], tr.Widths[k], tr.Near[k] = float32(math.NaN()), 0, float32(math.NaN())
		for _, r := range rs {
			if d := float32(max(0, math.Abs(r.mid)-r.w/2) * s.mm); !(d >= tr.Near[k]) {
				tr.Near[k] = d
			}
			if w := float32(r.w * s.mm); w > tr.Widths[k] {
				tr.Mids[k], tr.Widths[k] = float32(r.mid*s.mm), w
			}
		}
	}
	jump := trackJumpPx * 2 * s.step // s.step is half a pixel
	if s.mm > 0 {
		jump = max(jump, trackJumpMM/s.mm)
	}
	best := sc.best
	top := trackLink{}
	for k, rs := range runs {
		best[k] = slices.Grow(best[k][:0], len(rs))[:len(rs)] // every link set below
		for j, r := range rs {
			b := trackLink{1, r.w}
			for back := 1; back <= 2 && k-back >= 0; back++ {
				for j2, r2 := range runs[k-back] {
					if d := r.mid - r2.mid; d*d <= jump*jump*float64(back*back) && best[k-back][j2].n+1 > b.n {
						b = trackLink{best[k-back][j2].n + 1, best[k-back][j2].w + r.w}
					}
				}
			}
			best[k][j] = b
			if b.n > top.n {
				top = b
			}
		}
	}
	if top.n == 0 {
		return tr
	}
	tr.Share, tr.Width = float64(top.n)/float64(len(waterTs)), top.w/float64(top.n)*s.mm
	return tr
}

// The line rule (dropScatteredWater), on a coarse printed scan whose
// streams are followed whole (the streamLow quantile of the track shares
// of the sides read at trackHit or more in its streams of streamLong
// sides or more is at least trackStrong): a water side whose ink follows
// one line over less than scatterShare of it is dropped, and so is a weak
// one (hit fraction under weakHit) whose line is under thinShare of the
// median width of the sheet's strong sides (a grid line or a tuft's edge,
// not the stream ink). Both are flagged. Measured on printed-style seeds
// 21-60 at 150 dpi light (water sides right, false, missed): 1,539 / 57 /
// 4 without the rule, 1,532 / 15 / 11 with the track share alone, 1,530 /
// 8 / 13 with the width too. On blurred scans true streams are followed
// in pieces and the rule waits: the share alone, ungated, lost 83 true
// sides of 690 for 8 false at 150 dpi heavy (seeds 21-29, 41-48); gated,
// over seeds 21-34 and 41-53 there, 965 / 24 / 76 -> 958 / 21 / 83. The
// gate counts only sides read at trackHit or more: a marsh read as a net
// of weak false sides (seed 35) is a long "stream" that tracks badly. On
// finer scans the share alone lost 65 true sides for 39 false (300 dpi
// light, seeds 21-40: true streams there show 0.05-0.15 mm of water ink,
// likely beside the grid line they overlap, which reads as black), so
// sides are followed on coarse scans only (traceSides).
const (
	scatterShare = 0.5
	trackStrong  = 0.9
	weakHit      = 0.9
	thinShare    = 0.5
	trackHit     = 0.7
)

// dropScatteredWater applies the line rule (see above) to sides; a
// dropped side's confidence is set under unsure.
func dropScatteredWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	if trackStrength(g, sides) < trackStrong {
		return
	}
	var ws []float64
	for _, s := range sides {
		if s.Water && s.track.Tracked && s.waterHit >= weakHit {
			ws = append(ws, s.track.Width)
		}
	}
	thin := 0.0
	if len(ws) > 0 {
		slices.Sort(ws)
		thin = thinShare * ws[len(ws)/2]
	}
	for i := range sides {
		s := &sides[i]
		if !s.Water || !s.track.Tracked {
			continue
		}
		if s.track.Share < scatterShare || s.waterHit < weakHit && s.track.Width < thin {
			s.Water = false
			s.WaterConf = min(s.WaterConf, unsure/2)
		}
	}
}

// trackStrength returns the streamLow quantile of the track shares of the
// water sides read at trackHit or more in streams of at least streamLong
// sides (0 when there are none, or the sides were not followed).
func trackStrength(g hexgrid.Grid, sides []SideProposal) float64 {
	var fs []float64
	for _, i := range longStreamSides(g, sides) {
		if sides[i].track.Tracked && sides[i].waterHit >= trackHit {
			fs = append(fs, sides[i].track.Share)
		}
	}
	return lowQuantile(fs)
}
