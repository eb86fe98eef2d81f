package draw

// Layer names: the SVG groups and PDF layers, and the steps of the tiled
// raster (maps/draw/tiles). LayerOrder gives their drawing order.
const (
	LayerPaper      = "paper"
	LayerTerrain    = "terrain"
	LayerScans      = "scans" // scanned sheets (the tiled raster only)
	LayerTints      = "tints" // the overlay's tinted hexes and swatches
	LayerGrid       = "grid"
	LayerContours   = "contours"
	LayerHexsides   = "hexsides"
	LayerPaths      = "paths"
	LayerSheetEdges = "sheet-edges"
	LayerFeatures   = "features"
	LayerAreas      = "areas"
	LayerPlaces     = "places" // place names; hex labels and elevations on the tiled raster
	LayerHexIDs     = "hex-ids"
	LayerMarks      = "marks" // the overlay's rings, hexsides, labels and points
	LayerCounters   = "counters"
)

// LayerOrder is the one drawing order of the map's layers, bottom first.
// Every backend walks it through PaintLayers: Draw (raster, SVG, PDF) and
// the tiled raster of maps/draw/tiles; a backend that has nothing for a
// layer skips it.
var LayerOrder = [...]string{
	LayerPaper, LayerTerrain, LayerScans, LayerTints, LayerGrid, LayerContours,
	LayerHexsides, LayerPaths, LayerSheetEdges, LayerFeatures, LayerAreas,
	LayerPlaces, LayerHexIDs, LayerMarks, LayerCounters,
}

// LayerPainter is one backend drawing one scene over its clip rectangle
// (a page for Draw, a tile for the tiled raster), one layer at a time.
type LayerPainter interface {
	// Skip reports whether the layer is left out (hidden, or nothing to
	// draw in it).
	Skip(layer string) bool
	// Paint draws the layer.
	Paint(layer string)
}

// PaintLayers is the one layer walk of every backend: it paints each layer
// of LayerOrder that p does not skip, in order.
func PaintLayers(p LayerPainter) {
	for _, l := range LayerOrder {
		if !p.Skip(l) {
			p.Paint(l)
		}
	}
}
