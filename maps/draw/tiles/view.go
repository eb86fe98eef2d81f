package tiles

import (
	"image"
	"math"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// View places the map on a destination image.
type View struct {
	// OriginX, OriginY is the map pixel drawn at the top-left corner of the
	// destination image's bounds, in map pixels at Scale.
	OriginX, OriginY float64
	// Scale is the hex radius (centre to corner) in pixels.
	Scale float64
}

// LabelMinScale is the smallest Scale, in pixels of hex radius, at which hex
// ids are drawn.
const LabelMinScale = 18.0

// layout returns the hex layout that draws the map in image pixels of dst for
// view v.
func (ix *mapIndex) layout(v View, dst image.Rectangle) hexgrid.Layout {
	return hexgrid.Layout{
		Grid:    ix.grid,
		Size:    v.Scale,
		OriginX: -ix.minX*v.Scale - v.OriginX + float64(dst.Min.X),
		OriginY: -ix.minY*v.Scale - v.OriginY + float64(dst.Min.Y),
	}
}

// mapLayout returns the layout in map pixels at scale (pixels of hex radius).
func (ix *mapIndex) mapLayout(scale float64) hexgrid.Layout {
	return ix.layout(View{Scale: scale}, image.Rectangle{})
}

// hexRange is an inclusive range of global columns and rows.
type hexRange struct{ c0, c1, r0, r1 int }

// visible returns the global offsets whose hexes may meet rectangle r (image
// pixels of layout l), clamped to the map, with a margin of two hexes so that
// features drawn across sides and counters reaching into neighbours are
// included.
func (ix *mapIndex) visible(l hexgrid.Layout, r image.Rectangle) hexRange {
	hr := covering(l, r)
	hr.c0 = max(hr.c0, ix.Col0)
	hr.r0 = max(hr.r0, ix.Row0)
	hr.c1 = min(hr.c1, ix.Col0+ix.Cols-1)
	hr.r1 = min(hr.r1, ix.Row0+ix.Rows-1)
	return hr
}

// covering returns the global offsets whose hexes may meet rectangle r (image
// pixels of layout l), on the map or not, with a margin of two hexes.
func covering(l hexgrid.Layout, r image.Rectangle) hexRange {
	hr := hexRange{c0: math.MaxInt, r0: math.MaxInt, c1: math.MinInt, r1: math.MinInt}
	for _, p := range [4][2]int{{r.Min.X, r.Min.Y}, {r.Max.X, r.Min.Y}, {r.Min.X, r.Max.Y}, {r.Max.X, r.Max.Y}} {
		o := l.HexAt(float64(p[0]), float64(p[1]))
		hr.c0, hr.c1 = min(hr.c0, o.Col), max(hr.c1, o.Col)
		hr.r0, hr.r1 = min(hr.r0, o.Row), max(hr.r1, o.Row)
	}
	const margin = 2
	return hexRange{c0: hr.c0 - margin, c1: hr.c1 + margin, r0: hr.r0 - margin, r1: hr.r1 + margin}
}
