// Package hexgrid is the hex geometry of Sandtable's board-wargame maps: offset,
// cube and pixel coordinates, neighbours, distances, hex lines for line of sight,
// hexsides, unit facings and the printed hex ids of one- or multi-sheet maps.
//
// The package is a leaf: it knows nothing about terrain or units.
//
// # Coordinates
//
// An [Offset] is a global offset coordinate: a printed column/row number plus the
// offset of the sheet it is printed on (see [Sheet]). Rows grow southward (down)
// and columns eastward.
//
// With [Flat] hexes the columns are vertical and every other column sits half a
// hex lower (south). [Grid.Stagger] says which: [Odd] means the columns with an odd
// number sit lower, [Even] the columns with an even number. A low column's NE and
// NW neighbours are in the same row and its SE and SW neighbours one row down; a
// high column's NE and NW neighbours are one row up and its SE and SW neighbours
// in the same row.
//
// With [Pointy] hexes the rows are horizontal and every other row is shifted half a
// hex east: [Odd] means the rows with an odd number, [Even] the even rows.
//
// Parity is taken on the global numbers; [Numbering.Validate] makes sure every
// sheet's offset along the stagger axis is even, so printed and global parity
// agree. Negative coordinates work like any other.
//
// A [Cube] is the cube coordinate (Q+R+S == 0) used for the arithmetic; distances
// are counted in hexes.
//
// # Pixels
//
// A [Layout] places hexes on a screen: x grows east and y grows south, lengths are
// in pixels, and the layout's Size is the hex's centre-to-corner radius.
//
// # Limits
//
// Coordinates are expected to stay within ±2^30 hexes; beyond that the integer
// arithmetic may overflow (it never panics). [Grid.Ring] and [Grid.Within] return
// nil for radii above [MaxRadius], and [Grid.Line] returns nil for lines longer
// than [MaxLine] hexes.
package hexgrid
