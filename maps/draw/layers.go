package draw

// Layer names: the SVG groups and PDF layers, and the steps of the tiled
// raster (maps/draw/tiles). LayerOrder gives their drawing order.
const (
	LayerPaper      = "paper"
	LayerTerrain    = "terrain"
	LayerPatterns   = "patterns" // terrain fill patterns (see Styles.Patterns)
	LayerScans      = "scans"    // scanned sheets (the tiled raster only)
	LayerTints      = "tints"    // the overlay's tinted hexes and swatches
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

// LayerOrder is the one drawing order of the map's layers, bottom first:
// the one draw call, Prepared.Draw, walks it for every backend (raster, SVG,
// PDF, and the tiled raster of maps/draw/tiles through FastLayers); a
// backend that has nothing for a layer skips it.
var LayerOrder = [...]string{
	LayerPaper, LayerTerrain, LayerPatterns, LayerScans, LayerTints, LayerGrid, LayerContours,
	LayerHexsides, LayerPaths, LayerSheetEdges, LayerFeatures, LayerAreas,
	LayerPlaces, LayerHexIDs, LayerMarks, LayerCounters,
}
