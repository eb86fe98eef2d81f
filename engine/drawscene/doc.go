// Package drawscene turns rules-level data into the inputs of the map
// renderer maps/draw, which sits below the engine in the dependency
// direction (geometry <- maps <- scenarios <- engine) and so knows maps and
// generic overlay items, never rulesets or scenarios:
//
//   - Styles builds the renderer's style table from a ruleset: each
//     terrain's "color", each hexside and path type's "style";
//   - Counters turns a scenario's set-up or a game's units (with the OOB
//     and ruleset) into counter items;
//   - Overlay turns the counters and the editor's Marks (selection,
//     flagged, marked and reached hexes, labels, proposals, the LOS ruler,
//     calibration points) into the overlay items over the map;
//   - Window evaluates a region into the hexes of a drawing window;
//   - Scene puts a map, a ruleset and optionally a scenario together.
//
// The package engine itself does not import maps/draw: only this package,
// above both, joins them. The editor and the command-line tool call it.
package drawscene
