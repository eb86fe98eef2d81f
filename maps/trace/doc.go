// Package trace proposes a map's terrain, water hexsides, road steps and
// contour counts from calibrated scans of its printed sheets, each with a
// confidence, so a designer reviews only what the tracer is unsure of.
//
// The package is Fyne-free: an editor panel or the CLI drives [Trace] with a
// context (cancel) and a progress callback, shows the [Proposal], and turns the
// accepted part into map edits with [Proposal.Edits].
//
// Positions: map millimetres are those of maps.Scan (hexgrid.Layout with Size
// = hex across flats / sqrt(3), hex (0,0) at the origin); a sheet's Affine
// takes them to scan pixels. Hex-local positions are in hex radii (Size = 1).
//
// The generator of test scans with a known answer is the subpackage scangen.
package trace
