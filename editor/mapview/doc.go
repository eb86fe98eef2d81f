// Package mapview is the editor's map widget: it draws the document's map
// (or the play-test's) through the tiled raster backend of maps/draw, in
// 256-pixel tiles cached per zoom and repainted where a change lands, with
// the editor's marks as overlay items (the selected hex, hexside and unit,
// hexes with diagnostics, marked hexes, proposed terrain, calibration
// points). It pans and zooms itself and hands clicks and drags to the
// current [Tool]; it never changes the document.
package mapview
