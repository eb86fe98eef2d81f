// Package vassal converts between Sandtable maps and the boards of VASSAL
// modules: Board elements (laid out by their BoardPicker) with their board
// images, HexGrids (in or outside zones) and their HexGridNumbering, read
// from a module's buildFile.xml (or the buildFile inside a .vmod zip), and
// written back with at-start stacks for a scenario's setup.
//
// # VASSAL's hex grid
//
// A HexGrid places hex centres in board pixels: with sideways false, raw
// column c (counted from the origin, any integer) has its centres at x =
// x0 + c*dx; in even raw columns the centres are at y = y0 + k*dy and in odd
// raw columns half a hex lower, y = y0 + k*dy + dy/2. Columns are vertical
// and the hexes flat-topped. With sideways true the board's x and y swap
// roles (x0 and dx run along the board's y axis), which gives pointy-topped
// hexes in horizontal rows. dy is always the distance across flats.
//
// HexGridNumbering names a hex by its column and row numbers: raw index plus
// hOff (columns) or vOff (rows), counted backwards from the board's far edge
// when hDescend or vDescend is set, the row number raised by one in odd raw
// columns when stagger is set, each written as digits (padded to hLeading+1
// or vLeading+1) or letters, joined in the order first says with sep, inside
// locationFormat. On a sideways grid, "columns" (the H part) count along the
// board's y axis, as VASSAL's manual says: sideways swaps the meanings of
// horizontal and vertical.
//
// A board holds the hexes VASSAL places on it: those whose centre, in
// whole pixels as HexGrid.hexPointCenterFromRawIndex computes it, lies in
// the board's bounds (java.awt.Rectangle.contains: the top and left edges
// in, the bottom and right edges out). The import names them exactly as
// HexGridNumbering does, letters included, without a sheet prefix where
// VASSAL's names never name two hexes alike.
//
// # Zones and boards
//
// A board's grid may be a ZonedGrid: zones (polygons in board pixels, the
// first holding a point names it) with a hex grid of their own, using the
// background grid, or with none (then the background grid is clipped out
// and their locations are named after the zone). A Map's BoardPicker may
// hold a default setup laying boards out in slots; a board's place in map
// pixels is the sum of the widths of the boards left of it in its row and
// the heights of those above it in its column. The import makes a sheet of
// every hex grid that lines up with the main one (the grid with the most
// hexes) and an area (or place) of every other zone.
//
// # Map millimetres and the scan calibration
//
// An imported map's sheet carries the board image as its scan, with
// Scan.Affine = [a, b, c, d, e, f] taking map millimetres (x, y) to image
// pixels: px = a*x + b*y + c, py = d*x + e*y + f. Map millimetres are those
// of hexgrid.Layout{Size: hexAcrossFlatsMM/sqrt(3)} with the centre of global
// hex (0,0) at (0,0), x east and y south.
//
// # Modules
//
// [Export] writes a whole module (a .vmod zip with buildFile.xml,
// moduledata and images): a board per sheet, cut so that the boards lie
// edge to edge in the picker's slots and each hex shows once (where sheets
// overlap, on the first sheet's board when straight cuts allow, else on the
// last's), at-start stacks, a piece window and a turn tracker. Pieces are a
// BasicPiece inside a Marker trait whose SandtableUnit property is the unit
// id; [Import] reads at-start stacks back into [SetupPiece] values. The
// module also carries the map file itself ([CarriedMapName]), which VASSAL
// ignores and keeps when it saves the module; an import restores it when
// the boards still name its hexes, so the round trip loses nothing.
//
// The package depends on the map model, the hex geometry, the shared
// affine fit (maps/calib), XML node (maps/xmlnode) and the renderer's
// counter face (maps/draw.CounterImage, so that pieces look like the map's
// counters). Board images are drawn by a [BoardPainter] the caller supplies
// (the CLI uses the tiled raster renderer of maps/draw/tiles); scenario
// set-ups come in as [Stack] values.
package vassal
