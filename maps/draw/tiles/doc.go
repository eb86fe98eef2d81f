// Package tiles is the fast tiled raster backend of the map renderer
// maps/draw: it draws a map and its overlay items (counters, the editor's
// marks) into an *image.RGBA with golang.org/x/image/vector (anti-aliased),
// batching shapes of one colour into one rasterizer pass, for the editor's
// view (tiles of a window redrawn many times a second) and for the VASSAL
// and Tiled boards. Each tile is drawn through maps/draw's one draw call
// (draw.Prepared.Draw, the tile as the clip, in draw.LayerOrder): the tile's
// frame is a draw.Canvas that draws every layer itself (draw.FastLayers).
// Its colours and lines come from the same style table as every other
// backend (draw.Styles), its map index is draw.Index.
// It does not depend on any GUI toolkit.
//
// Coordinates: a [View] places the map on the image. "Map pixels" are pixels of
// the whole map drawn at the view's Scale (the hex centre-to-corner radius in
// pixels), with (0,0) at the top-left corner of the map's bounding box.
// Draw only visits hexes whose area meets the destination image, so drawing a
// small tile costs little however large the map is.
package tiles
