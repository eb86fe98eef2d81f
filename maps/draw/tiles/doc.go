// Package render draws a Sandtable map and its counters into an *image.RGBA
// with golang.org/x/image/vector (anti-aliased). It does not depend on any GUI
// toolkit, so the desktop editor and headless exporters share it.
//
// Coordinates: a [View] places the map on the image. "Map pixels" are pixels of
// the whole map drawn at the view's Scale (the hex centre-to-corner radius in
// pixels), with (0,0) at the top-left corner of the map's bounding box.
// Draw only visits hexes whose area meets the destination image, so drawing a
// small tile costs little however large the map is.
package tiles
