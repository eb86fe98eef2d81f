// Package model is the editor's document model, free of any GUI toolkit: the
// open scenario with its map, order of battle and ruleset, every edit as an
// undoable [Command] kept in a [History], canonical atomic saving, recovery
// copies, and the snapshot the live validation runs on.
//
// Widgets never change the model themselves: they build a command and hand
// it to [Document.Do], which applies it and returns the [Change] the views
// must redraw.
package model
