// Package editor is the Sandtable desktop editor, built with Fyne: one window
// with the map of the open scenario, its counters and the diagnostics of the
// validation pipeline.
//
// The model (the scenario, its map, order of battle and ruleset, and the
// diagnostics) lives in a [Document] only. Widgets keep view state (pan, zoom,
// hover, selection), read the document, and call back into the application
// through plain function fields.
package editor
