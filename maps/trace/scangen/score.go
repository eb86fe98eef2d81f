package scangen

import (
	"fmt"
	"maps"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// Tally counts proposals of one kind against the known map: Items are those
// that count (for linear features, the hexsides where the map or the
// proposal has the feature), Right those proposed correctly, and the wrong
// ones split into flagged for review and proposed with confidence.
type Tally struct{ Items, Right, RightFlagged, WrongFlagged, WrongSure int }

// Accuracy returns Right/Items (1 when nothing counts).
func (t Tally) Accuracy() float64 {
	if t.Items == 0 {
		return 1
	}
	return float64(t.Right) / float64(t.Items)
}

// WrongSureRate returns the share of Items wrong and not flagged.
func (t Tally) WrongSureRate() float64 {
	if t.Items == 0 {
		return 0
	}
	return float64(t.WrongSure) / float64(t.Items)
}

func (t *Tally) add(counts, right, sure bool) {
	if !counts {
		return
	}
	t.Items++
	switch {
	case right:
		t.Right++
		if !sure {
			t.RightFlagged++
		}
	case sure:
		t.WrongSure++
	default:
		t.WrongFlagged++
	}
}

// String reads like "97.8% (3836/3921), wrong 85: 80 flagged, 5 sure
// (0.1%); 40 right flagged".
func (t Tally) String() string {
	return fmt.Sprintf("%.1f%% (%d/%d), wrong %d: %d flagged, %d sure (%.1f%%); %d right flagged",
		100*t.Accuracy(), t.Right, t.Items, t.Items-t.Right, t.WrongFlagged, t.WrongSure,
		100*t.WrongSureRate(), t.RightFlagged)
}

// Score is a proposal measured against the known map.
type Score struct {
	Terrain, Water, Roads, Contours Tally
}

// Score measures p. With slivers, a hex with a field sliver should be
// proposed as field (the any-coverage rule); without, as its majority type.
func (t *Truth) Score(p *trace.Proposal, slivers bool) Score {
	var s Score
	for _, h := range p.Hexes {
		want := t.Terrain[h.Hex]
		if _, ok := t.Sliver[h.Hex]; ok && slivers {
			want = Field
		}
		s.Terrain.add(true, h.Terrain == want, p.Sure(h.Confidence))
	}
	for _, sp := range p.Sides {
		a, b := t.Geo.Grid.SideHexes(sp.Side)
		w := t.Water[sp.Side]
		s.Water.add(w || sp.Water, w == sp.Water, p.Sure(sp.WaterConf))
		r := t.Roads[NewStep(a, b)]
		s.Roads.add(r || sp.Road, r == sp.Road, p.Sure(sp.RoadConf))
		c := t.Contours[sp.Side]
		s.Contours.add(c > 0 || sp.Contours > 0, c == sp.Contours, p.Sure(sp.ContourConf))
	}
	return s
}

// Examples returns per terrain type n hexes of sheet si a designer could
// teach: of that type, without sliver, road or water, spread over the sheet.
func (t *Truth) Examples(si, n int) []trace.Example {
	sheet := t.Geo.Numbering.Sheets[si]
	byType := map[string][]hexgrid.Offset{}
	for _, o := range t.Hexes {
		if sheet.Holds(o) && t.plain(o) {
			byType[t.Terrain[o]] = append(byType[t.Terrain[o]], o)
		}
	}
	var out []trace.Example
	for _, ty := range sortedKeys(byType) {
		hs := byType[ty]
		for k := range min(n, len(hs)) {
			out = append(out, trace.Example{Terrain: ty, Sheet: si, Hex: hs[k*len(hs)/min(n, len(hs))]})
		}
	}
	return out
}

// plain reports whether o has no sliver and no road or water on its sides.
func (t *Truth) plain(o hexgrid.Offset) bool {
	if _, ok := t.Sliver[o]; ok {
		return false
	}
	g := t.Geo.Grid
	for _, d := range g.Directions() {
		nb := g.Neighbor(o, d)
		if t.Water[g.Side(o, d)] || t.Roads[NewStep(o, nb)] {
			return false
		}
	}
	return true
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// Job returns the trace job for scans of the known map, with examples
// taught from the first scan's sheet and options opt.
func (t *Truth) Job(scans []Scan, examplesPerType int, opt trace.Options) trace.Job {
	job := trace.Job{Grid: t.Geo.Grid, HexMM: t.HexMM, Options: opt}
	for _, s := range scans {
		sheet := t.Geo.Numbering.Sheets[s.Sheet]
		var hexes []hexgrid.Offset
		for _, o := range t.Hexes {
			if sheet.Holds(o) {
				hexes = append(hexes, o)
			}
		}
		job.Sheets = append(job.Sheets, trace.Sheet{Image: s.Image, Affine: s.Affine, Hexes: hexes})
	}
	if len(scans) > 0 {
		for _, e := range t.Examples(scans[0].Sheet, examplesPerType) {
			e.Sheet = 0
			job.Examples = append(job.Examples, e)
		}
	}
	return job
}

// Colours returns trace options with the generator's printed colours picked.
func Colours(opt trace.Options) trace.Options {
	opt.Water, opt.Road, opt.Contour = trace.RGB(StreamBlue.RGB()), trace.RGB(RoadRed.RGB()), trace.RGB(ContourBrown.RGB())
	return opt
}
