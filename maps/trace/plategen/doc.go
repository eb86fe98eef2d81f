// Package plategen draws test scans of a known map in a third printed
// style, designed apart from scangen's and printgen's and without reading
// their drawing code: a model of an offset-printed hex wargame map. The
// sheet is printed from separate plates (cyan, magenta, yellow, black and
// spot inks for contours, water and roads), each a little out of register;
// tints are halftone screens at 85-150 lines per inch and their process
// angles (so they make rosettes); inks overprint, multiplying what is under
// them. Terrain is tinted cells whose edges wander off the hexsides, with
// symbols on them (overlapping canopy blobs or scattered outlined trees,
// thicket scribbles, orchard rows, marsh tufts, building blocks); contours
// are the isolines of an elevation field, traced by marching squares, every
// n-th one thicker and broken for its level number; streams run downhill
// along hexsides, widening, some with a darker edge; the pike is a double or
// cased line with its bed knocked out, roads solid, lanes dashed, trails
// dotted; the grid is black or screened grey, sometimes broken at the
// vertices, with or without centre dots; hex ids and place names (Go fonts)
// are printed over the art. Everything is drawn with golang.org/x/image/vector.
//
// A flatbed scanner model then reads the sheet at 150, 300 or 600 dpi:
// paper texture and yellowing, the sheet turned, skewed and scaled on the
// glass, the carriage's uneven speed, optical blur, uneven light and the
// lid's shadow, a colour cast, the driver's unsharp mask, sensor noise and
// JPEG; the designer calibrates with three clicked hex centres.
//
// The style's parameters (Style) are drawn from the map's seed and the
// scanner's (Level ranges) from the scan's seed, so seeds make a family of
// maps. The answer key is a scangen.Truth: terrain is the type whose cells
// cover most of each hex, levels are the field's whole part at hex centres,
// a contour count is the level difference across a side. Scores use
// printgen.Evaluate and printgen.Table.
package plategen
