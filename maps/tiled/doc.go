// Package tiled converts between Sandtable maps and hexagonal maps of the
// Tiled map editor (.tmx XML and .tmj JSON files, orientation "hexagonal").
//
// # Coordinates
//
// Tiled counts tile columns and rows from 0; Sandtable's printed numbers
// usually start at 1. The word Tiled writes in staggerindex ("odd" or "even")
// names the 0-based indices that are shifted, so the same grid is "even" in
// one tool and "odd" in the other. This package never copies the word: it
// computes Sandtable's stagger from the parity of the global number of Tiled
// index 0 along the stagger axis (see [StaggerFromTiled] and [TiledStaggerIndex]).
//
// staggeraxis "x" (columns shifted down) is Sandtable's flat-top grid;
// staggeraxis "y" (rows shifted right) is the pointy-top grid.
//
// # Pixels
//
// Tile sizes are in pixels: tilewidth and tileheight bound one hex, and
// hexsidelength is the length of the flat side that runs across the stagger
// axis. [TileSize] derives them from a hex radius (centre to corner, pixels).
//
// # Objects
//
// Hexsides, paths, areas, places and hex labels travel as objects of object
// layers, in pixels of the same layout (see frame.go): each carries its
// Sandtable data as typed custom properties (string, int, bool), so the
// import gives it back exactly; an object without them is read from its
// position. Map notes and transcription are map properties.
//
// The package depends only on the map model and the hex geometry; colours
// for the tileset image come from the caller ([ExportOptions.Color]).
package tiled
