package tiles

import (
	"image/color"
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// ProposedHex is the terrain a scan trace proposes for a hex, drawn over the
// map as a small hexagon of that terrain's colour at the hex centre (so the
// proposal and the scan under it can be compared), ringed in UnsureColor
// when the trace is unsure of it.
type ProposedHex struct {
	Hex     hexgrid.Offset
	Terrain string
	Unsure  bool
	// Level is the proposed elevation level (whole levels), written in the
	// hexagon when HasLevel, in UnsureColor when LevelGuessed.
	Level        int
	HasLevel     bool
	LevelGuessed bool
}

// UnsureColor rings the proposals a designer should review.
var UnsureColor = rgb(0xff, 0x80, 0x00)

// proposedShare is the size of a proposal's hexagon against its hex.
const proposedShare = 0.45

// proposals draws the scene's proposed terrain.
func (f *frame) proposals(s *Scene) {
	if len(s.Proposed) == 0 {
		return
	}
	colors := map[string]color.RGBA{}
	for _, ph := range s.Proposed {
		if !f.inRange(ph.Hex) || ph.Terrain == "" {
			continue
		}
		c, ok := colors[ph.Terrain]
		if !ok {
			c = s.terrainColor(ph.Terrain)
			colors[ph.Terrain] = c
		}
		corners := shrink(f.l.Corners(ph.Hex), proposedShare)
		f.sp.p.hexagon(&corners)
		f.sp.p.flush(f.dst, c)
		f.sp.p.ring(&corners, max(1.5, 0.06*f.scale))
		if ph.Unsure {
			f.sp.p.flush(f.dst, UnsureColor)
		} else {
			f.sp.p.flush(f.dst, outlineColor)
		}
		if ph.HasLevel && f.scale >= LabelMinScale {
			f.proposedLevel(ph)
		}
	}
}

// proposedLevel writes a proposal's level at the centre of its hexagon.
func (f *frame) proposedLevel(ph ProposedHex) {
	px := labelPx(f.scale)
	s := strconv.Itoa(ph.Level)
	x, y := f.l.Center(ph.Hex)
	c := elevColor
	if ph.LevelGuessed {
		c = UnsureColor
	}
	drawText(f.dst, f.dst.Bounds(), bold, px, s, x-textWidth(bold, px, s)/2, y+glyphs.ascentOf(bold, px)/2, c)
}

// terrainColor returns the fill of terrain id in the scene's style table.
func (s *Scene) terrainColor(id string) color.RGBA {
	c, _ := s.Styles.TerrainFill(id)
	return opaque(c)
}

// shrink scales a hexagon's corners towards its centre by k.
func shrink(c [6][2]float64, k float64) [6][2]float64 {
	var cx, cy float64
	for _, q := range c {
		cx, cy = cx+q[0]/6, cy+q[1]/6
	}
	for i := range c {
		c[i][0] = cx + (c[i][0]-cx)*k
		c[i][1] = cy + (c[i][1]-cy)*k
	}
	return c
}
