// Package draw is Sandtable's one map renderer, in the shape of Tiled's
// MapRenderer: it knows maps and generic overlay items, and draws a [Scene]
// (a map, its style table, an [Overlay]) through one draw call,
// [Prepared.Draw] (a canvas, a clip rectangle, an overlay; [Draw] prepares
// and draws a page at once), onto a small [Canvas] interface, one layer at a
// time in one layer order, [LayerOrder]. [Prepare] frames the scene and
// parses its map once into an [Index] (a dense table by global hex).
// Backends: [Raster] (an *image.RGBA through golang.org/x/image/vector,
// anti-aliased, text in the Go fonts; drawn in bands on every core by
// [DrawParallel], each band its own clip), [SVG] (plain text written with
// fmt and encoding/xml escaping) and [PDF] (codeberg.org/go-pdf/fpdf, the Go
// fonts embedded). The editor's interactive view, which redraws tiles of a
// window many times a second, uses the subpackage tiles: a Canvas that
// draws the layers itself in pixel batches ([FastLayers]), called through
// the same draw call with each tile as the clip.
//
// What the package does not know. It sits under maps, below scenarios and
// the engine, so it never reads a ruleset, a scenario or a game. The style
// table ([Styles]: terrain fills and patterns, hexside and path lines and
// hexside marks by type id) is plain data; engine/drawscene builds it once
// from a ruleset (each type's own "color", "pattern", "style" and "mark"),
// turns a scenario's set-up into [Counter] items and a region into a
// window. The package keeps no table keyed by a game's ids: a type the
// table does not give is drawn in the unknown style, so that it shows.
//
// Units. Everything the drawing code computes is in millimetres of the printed
// map: a hex is the map file's hexAcrossFlatsMM across its flats, so a sheet
// drawn whole comes out at its printed size. A page's origin is its top-left
// corner, x grows to the right (east) and y downwards (south). The raster
// backend turns millimetres into pixels at its DPI (pixels = mm × DPI / 25.4);
// SVG keeps millimetres as user units (the root element's width and height
// are given in mm); PDF uses millimetres as its user unit (1 mm = 72/25.4
// points). Sizes of marks (line widths, counters, fonts, the style table's
// widths and dashes) are fractions of the hex radius R (centre to corner,
// hexAcrossFlatsMM/√3), so a map printed with larger hexes gets
// proportionally larger marks.
//
// The package does not import Fyne and needs no cgo: the command-line tool,
// which builds with CGO_ENABLED=0, uses it.
package draw
