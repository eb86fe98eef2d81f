// Package draw draws a Sandtable map, and a scenario's set-up counters on it,
// for print and image export. One drawing code ([Draw]) paints onto a small
// [Canvas] interface with three backends: [Raster] (an *image.RGBA through
// golang.org/x/image/vector, anti-aliased, text in the Go fonts), [SVG] (plain
// text written with fmt and encoding/xml escaping) and [PDF]
// (codeberg.org/go-pdf/fpdf, the Go fonts embedded).
//
// Units. Everything the drawing code computes is in millimetres of the printed
// map: a hex is the map file's hexAcrossFlatsMM across its flats, so a sheet
// drawn whole comes out at its printed size. A page's origin is its top-left
// corner, x grows to the right (east) and y downwards (south). The raster
// backend turns millimetres into pixels at its DPI (pixels = mm × DPI / 25.4);
// SVG keeps millimetres as user units (the root element's width and height
// are given in mm); PDF uses millimetres as its user unit (1 mm = 72/25.4
// points). Sizes of marks (line widths, counters, fonts) are fractions of the
// hex radius R (centre to corner, hexAcrossFlatsMM/√3), so a map printed with
// larger hexes gets proportionally larger marks.
//
// The package does not import Fyne and needs no cgo: the command-line tool,
// which builds with CGO_ENABLED=0, uses it.
package draw
