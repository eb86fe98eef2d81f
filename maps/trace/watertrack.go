package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

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
	Tracked bool    // the side was followed (a coarse scan, see settleWater)
	Share   float64 // share of the positions on the longest continuous chain
	Width   float64 // mean width of the chained runs, mm
}

// waterRun is a run of water-ink samples across the band at one position:
// its middle and width, hex radii.
type waterRun struct{ mid, w float64 }

// waterTrack follows the water ink along the side (see above).
func (s *sideReader) waterTrack() waterTrack {
	runs := make([][]waterRun, len(waterTs))
	for k, t := range waterTs {
		in, lo := false, 0.0
		last := 0.0
		for off := -waterReach; off <= waterReach+1e-9; off += s.step {
			x, y := s.f.SidePoint(s.i, t, off)
			hit := s.kindAt(x, y, off) == inkWater
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
	jump := trackJumpPx * 2 * s.step // s.step is half a pixel
	if s.mm > 0 {
		jump = max(jump, trackJumpMM/s.mm)
	}
	type link struct {
		n int     // positions on the chain ending here
		w float64 // summed widths
	}
	best := make([][]link, len(runs))
	top := link{}
	for k, rs := range runs {
		best[k] = make([]link, len(rs))
		for j, r := range rs {
			b := link{1, r.w}
			for back := 1; back <= 2 && k-back >= 0; back++ {
				for j2, r2 := range runs[k-back] {
					if d := r.mid - r2.mid; d*d <= jump*jump*float64(back*back) && best[k-back][j2].n+1 > b.n {
						b = link{best[k-back][j2].n + 1, best[k-back][j2].w + r.w}
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
		return waterTrack{Tracked: true}
	}
	return waterTrack{Tracked: true, Share: float64(top.n) / float64(len(waterTs)), Width: top.w / float64(top.n) * s.mm}
}

// Track shares of the line rule (dropScatteredWater).
var (
	scatterShare = 0.5 // a water side followed on one line over less than this is dropped
	lineShare    = 0.85
	lineHit      = 0.5
	scatterMode  = 0
)

// dropScatteredWater revisits the water proposals of sides by their
// track (see above): a water side whose ink does not follow one line over
// scatterShare of it is dropped; a side dropped by the path rules (or read
// under half) whose hit fraction is at least lineHit and whose ink
// follows one line over lineShare of it is water. Both are flagged.
func dropScatteredWater(g hexgrid.Grid, sides []SideProposal, unsure float64) {
	idx := make(map[hexgrid.Hexside]int, len(sides))
	for i, s := range sides {
		idx[s.Side] = i
	}
	wetCorners := func(i int) int {
		n := 0
		for _, c := range corners(g, sides[i].Side) {
			for _, os := range c {
				if j, ok := idx[os]; ok && sides[j].Water {
					n++
					break
				}
			}
		}
		return n
	}
	var drop, add []int
	for i := range sides {
		s := &sides[i]
		switch {
		case !s.track.Tracked:
		case s.Water && s.track.Share < scatterShare && (scatterMode == 0 || scatterMode == 1 && wetCorners(i) < 2 || scatterMode == 2 && wetCorners(i) == 0):
			drop = append(drop, i)
		case !s.Water && s.waterHit >= lineHit && s.track.Share >= lineShare:
			add = append(add, i)
		}
	}
	for _, i := range drop {
		sides[i].Water = false
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
	for _, i := range add {
		sides[i].Water = true
		sides[i].WaterConf = min(sides[i].WaterConf, unsure/2)
	}
}
