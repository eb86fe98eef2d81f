package tiles

import "github.com/sandtable/sandtable/maps/draw"

// DrawLayer implements draw.FastLayers: the frame draws every layer itself
// (see paint), in batches clipped to its tile, or leaves it out (see skip).
func (f *frame) DrawLayer(layer string) bool {
	if !f.skip(layer) {
		f.paint(layer)
	}
	return true
}

// skip reports whether the frame leaves a layer out: the layers the tiled
// raster has nothing for (paper: the terrain pass fills the background;
// area names), those the View menu hides, and overlay layers with no item.
func (f *frame) skip(layer string) bool {
	s := f.s
	switch layer {
	case draw.LayerPaper, draw.LayerAreas:
		return true
	case draw.LayerScans:
		return s.Hide.Has(LayerScans) || len(s.Scans) == 0
	case draw.LayerTints:
		return !hasHexMarks(s.Overlay.Hexes, true)
	case draw.LayerGrid:
		return s.Hide.Has(LayerGrid)
	case draw.LayerHexIDs:
		return s.Hide.Has(LayerHexIDs)
	case draw.LayerMarks:
		ov := &s.Overlay
		return !hasHexMarks(ov.Hexes, false) && len(ov.Sides) == 0 && len(ov.Points) == 0 && !hasCentred(ov.Labels)
	case draw.LayerCounters:
		return s.Hide.Has(LayerCounters) || len(f.units) == 0
	}
	return false
}

// paint runs the frame's pass for the layer.
func (f *frame) paint(layer string) {
	switch layer {
	case draw.LayerTerrain:
		f.terrain()
	case draw.LayerScans:
		f.scans(f.s)
	case draw.LayerTints:
		f.tints()
	case draw.LayerGrid:
		f.outlines()
	case draw.LayerContours:
		f.contours()
	case draw.LayerHexsides:
		f.hexsides()
	case draw.LayerPaths:
		f.paths()
	case draw.LayerSheetEdges:
		f.sheetEdges()
	case draw.LayerFeatures:
		f.markers()
	case draw.LayerPlaces:
		f.hexTexts(f.s)
	case draw.LayerHexIDs:
		f.labels()
	case draw.LayerMarks:
		f.marks()
	case draw.LayerCounters:
		f.counters(f.s, f.units)
	}
}

// hasCentred reports whether labels holds a centred one.
func hasCentred(labels []draw.Label) bool {
	for _, l := range labels {
		if l.Centred {
			return true
		}
	}
	return false
}

// hasHexMarks reports whether marks holds a tint or swatch (tint true) or
// a ring (tint false).
func hasHexMarks(marks []draw.HexMark, tint bool) bool {
	for _, m := range marks {
		if m.Tint() == tint {
			return true
		}
	}
	return false
}
