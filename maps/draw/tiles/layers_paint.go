package tiles

import "github.com/sandtable/sandtable/maps/draw"

// Hex radii, in pixels, below which the frame leaves a layer out: too
// small to read, and costly over thousands of hexes.
const (
	gridMinScale    = 4.0  // hex outlines
	contourMinScale = 4.0  // contour lines
	markerMinScale  = 10.0 // in-hex feature symbols
)

// DrawLayer implements draw.FastLayers: the frame fills the terrain itself
// (see terrain: a bulk fill of the style table's colours, faster than a
// polygon per hex), draws the scans (a layer only the tiled raster has),
// and leaves out the layers skip names; maps/draw's passes draw every
// other layer through the frame's Canvas methods.
func (f *frame) DrawLayer(layer string) bool {
	switch {
	case f.skip(layer):
	case layer == draw.LayerTerrain:
		f.terrain()
	case layer == draw.LayerScans:
		f.scans(f.s)
	default:
		return false
	}
	return true
}

// skip reports whether the frame leaves a layer out: the paper (the
// terrain pass fills the background), the layers the View menu hides, the
// scans when there are none, and the layers too small to read at the
// frame's scale.
func (f *frame) skip(layer string) bool {
	s := f.s
	switch layer {
	case draw.LayerPaper:
		return true
	case draw.LayerScans:
		return s.Hide.Has(LayerScans) || len(s.Scans) == 0
	case draw.LayerGrid:
		return s.Hide.Has(LayerGrid) || f.scale < gridMinScale
	case draw.LayerContours:
		return f.scale < contourMinScale
	case draw.LayerFeatures:
		return f.scale < markerMinScale
	case draw.LayerHexIDs:
		return s.Hide.Has(LayerHexIDs) || f.scale < LabelMinScale
	case draw.LayerCounters:
		return s.Hide.Has(LayerCounters)
	}
	return false
}
