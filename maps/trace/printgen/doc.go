// Package printgen draws test scans of a known map in a second printed
// style, independent of scangen's: it is modelled on how printed hex maps
// are made, not on what the tracer reads. Terrain is ink on paper: tints
// (flat or halftone screens) with symbols on them (tree crowns, orchard rows,
// thicket scribbles, marsh tufts, black building blocks for towns) whose
// edges wander across the hexsides; contour lines are continuous smooth
// curves through the hexes, isolines of an elevation field, with thicker
// index lines; streams wind along hexsides; roads are solid, dashed or dotted
// curves through hex centres; place names and hex ids are printed over the
// art; lines are 0.15 to 0.5 mm wide. The sheet is rasterised with
// golang.org/x/image/vector at the scan's resolution (150, 300 or 600 dpi)
// and passed through a flatbed scanner model: paper colour, yellowing,
// rotation, skew, uneven carriage speed, a shadow at the lid, optical blur in
// millimetres, sensor noise and JPEG.
//
// Every parameter of the style (hex size, colours, line widths, screens,
// symbol sizes and densities, road classes, label sizes) is drawn at random
// from the map's seed, so a set of seeds is a family of maps. The known map
// (scangen.Truth: terrain, water, roads, levels and contour counts) is the
// answer key; its levels are those of the elevation field at hex centres, so
// a contour count is the number of whole levels between two centres.
package printgen
