package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Streams under a screened woods tint at 300 dpi. A plate sheet's stream
// is a solid spot ink printed over the woods tint's halftone dots: pixel
// by pixel it is blue over paper, green over a yellow dot, near black
// over a dark one, and against the hex's background (the median over dots
// and paper) the colour reader takes under half of those pixels for water
// ink. The followed line then reads 0.09-0.25 mm across and breaks, the
// width of the tint's own texture, and the side reads dry. Through the
// one-period low-pass the contour readers read (descreen.go), against
// the backgrounds measured through it too (lineBackground), the tint is
// even and the stream a continuous line a little wider than printed.
// rereadDenseWater reads the water of such sides again that way: sides
// on a screened sheet (the halftone screen measured) scanned fine enough
// to resolve the grid line (waterTrack.Fine), both of whose hexes carry a
// dense tint (waterTrack.Tint at lowDense or over).

// Read that way, though, every woods tint's crown outlines and screen
// residue read as water ink along some of the side, so the low-pass read
// itself is not taken. addLowPassWater reads wet, flagged under unsure, a
// dense side read dry on a sheet with the overprint mark
// (waterTrack.Screened) between two hexes read as one type whose
// low-pass track followed a line over lowWhole of it or more, lowWholeMM
// wide or more on average; and, from
// the sides then read wet, one whose low-pass track followed a line over
// lowShare of it or more, lowMM wide or more, that meets water at one of
// its corners (repeated from the sides it adds). Through the low-pass a
// stream under the tint reads 0.13-0.41 mm across, the texture's lines
// mostly 0.05-0.16 mm and over under 0.75 of the side. On the dumps
// (TestDumpWaterSides with SANDTABLE_WATER_DUMP_LOW=1), true / false
// sides added, plate seeds 21-28 at 300 dpi light and moderate, 41-48
// light, 41-45 moderate, 49-54 light: 6/0, 6/0, 20/0, 7/0, 5/0. Whole
// lines from 0.14 mm and the corner rule from 0.16 mm (as first set on
// 21-28) added 6/0, 6/0, 21/0, 7/0 and 5/5: woods texture followed over
// 0.77-0.85 of a side at 0.14-0.16 mm on plate seeds 50 and 52. On plate
// seeds 55-60 at 300 light the rule added 7 true and 3 false sides, the
// false ones whole lines along a thicket's edge against woods (0.16-0.21
// mm): held to sides whose hexes read one type, the whole-line rule adds
// the same true sides on every dump above and none of those.

// lowDense is the least tint density (waterTrack.Tint, summed over the
// channels) both hexes of a side need for its water to be read again
// through the low-pass.
const lowDense = 1.4

// lowWhole is the least share of a side's sampling positions the
// low-pass track must follow, lowWholeMM the least mean width of its
// runs, mm, for addLowPassWater to read the side wet on its own; lowShare
// and lowMM the same for a side that meets water at a corner.
const (
	lowWhole   = 0.75
	lowWholeMM = 0.16
	lowShare   = 0.5
	lowMM      = 0.18
)

// lowWater is a side's water read through the low-pass.
type lowWater struct {
	Read  bool    // the side was read again
	Water bool    // read wet
	Conf  float64 // confidence of the read
	Share float64 // waterTrack.Share through the low-pass
	Width float64 // waterTrack.Width through the low-pass, mm
	Over  float64 // median grid-line water share (waterTrack.Over)
	Runs  int     // positions with a run of water ink
}

// waterLowPass switches rereadDenseWater; lowPassAll reads every
// screened fine side again (the water dump weighs rules on them).
var (
	waterLowPass = true
	lowPassAll   = false
)

// rereadDenseWater reads the water of every dense-tint side on a screened
// fine sheet again through the low-pass (see above) into its low.
func (t *tracer) rereadDenseWater(sides []SideProposal) {
	if !waterLowPass && !lowPassAll {
		return
	}
	some := false
	for si := range t.job.Sheets {
		some = some || t.screen[si] > 0
	}
	if !some {
		return
	}
	t.lineBackgrounds()
	eachChunk(len(sides), sideChunk, func(k0, k1 int) {
		for k := k0; k < k1; k++ {
			sp := &sides[k]
			if t.screen[sp.sheet] == 0 || !sp.track.Fine || !(lowPassAll || sp.track.Screened && sp.track.Tint >= lowDense) {
				continue
			}
			t.readLow(sp)
		}
	})
}

// readLow reads side sp's water again through the low-pass (see above)
// into sp.low; t.lineBackgrounds must have run. Safe to run at once on
// different sides.
func (t *tracer) readLow(sp *SideProposal) {
	g := t.job.Grid
	o := sp.Side.Hex
	dirs := g.Directions()
	i := dirIndex(dirs[:3], sp.Side.Dir)
	r := t.sideReaderFor(sp.sheet, o, i)
	r.memo = getKindMemo()
	r.p, r.bgA, r.bgB = r.lp, t.lbg[o], t.lbg[g.Neighbor(o, sp.Side.Dir)]
	var w bool
	var c float64
	if lowPassAll {
		w, c = r.water() // for the water dump only: the rule reads the track
	}
	tr := r.waterTrack()
	kindMemoPool.Put(r.memo)
	_, _, _, runs, mo, _ := trackStats(tr)
	sp.low = lowWater{Read: true, Water: w, Conf: c, Share: tr.Share, Width: tr.Width, Over: mo, Runs: runs}
}

// sideChunk is how many sides a worker takes at a time in the passes over
// every side after the trace's own (eachChunk): small, as most sides are
// skipped at once and a few read the scan again.
const sideChunk = 16

// addLowPassWater reads wet, flagged under unsure, each dense side read
// dry on a Screened fine sheet between hexes read as one type whose
// low-pass track followed a whole line (lowWhole, lowWholeMM), then each whose low-pass track followed a stream
// (lowShare, lowMM) and that meets a side read wet, or one it added, at
// one of its corners (see above).
func addLowPassWater(g hexgrid.Grid, sides []SideProposal, terrain map[hexgrid.Offset]string, unsure float64) {
	if !waterLowPass {
		return
	}
	wet := make(map[hexgrid.Hexside]bool, len(sides))
	var cand []int
	for i, s := range sides {
		switch {
		case s.Water:
			wet[s.Side] = true
		case !lowDry(s):
		case s.low.Share >= lowWhole && s.low.Width >= lowWholeMM && sameType(g, s.Side, terrain):
			sides[i].Water = true
			sides[i].WaterConf = min(s.WaterConf, unsure/2)
			wet[s.Side] = true
		case s.low.Share >= lowShare && s.low.Width >= lowMM:
			cand = append(cand, i)
		}
	}
	wetAlong(g, sides, cand, wet, unsure)
}

// sameType reports whether side s's two hexes read one type.
func sameType(g hexgrid.Grid, s hexgrid.Hexside, terrain map[hexgrid.Offset]string) bool {
	a, b := g.SideHexes(s)
	return terrain[a] != "" && terrain[a] == terrain[b]
}

// lowDry reports whether s is a dense side on a Screened fine sheet read
// dry and read again through the low-pass.
func lowDry(s SideProposal) bool {
	return !s.Water && s.low.Read && s.track.Screened && s.track.Tint >= lowDense
}

// trackStats returns tr's share, mean width (mm), median run width (mm),
// positions with a run, median grid-line water share and positions where
// it unmixed.
func trackStats(tr waterTrack) (share, width, medW float64, runs int, medOver float64, overs int) {
	var ws, os []float64
	for k := range tr.Widths {
		if tr.Widths[k] > 0 {
			ws = append(ws, float64(tr.Widths[k]))
		}
		if o := tr.Over[k]; o == o {
			os = append(os, float64(o))
		}
	}
	return tr.Share, tr.Width, medianOf(ws), len(ws), medianOf(os), len(os)
}

func medianOf(v []float64) float64 {
	if len(v) == 0 {
		return -1
	}
	slices.Sort(v)
	return v[len(v)/2]
}
