// Package editor is the Sandtable desktop editor, built with Fyne: one window
// with the map of the open scenario, a tool palette, an inspector, the order
// of battle, the scenario's lists, the edit history, the scan calibration and
// the diagnostics of the live validation.
//
// The model (the scenario, its map, order of battle and ruleset, the history
// and the diagnostics) lives in a [model.Document] only. Widgets keep view
// state (pan, zoom, hover, selection, tool settings) and read the document;
// every edit is a command handed to [Editor.Do], which applies it and tells
// the views what changed.
package editor
