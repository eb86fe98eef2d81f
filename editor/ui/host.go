package ui

import (
	"github.com/sandtable/sandtable/editor/model"
)

// Host is the editor's window as its parts (tools, panels, the play-test)
// see it: the document to read, the map's selection and overlays, the
// dialogs it opens for them, and the one way to change the document, a
// command. It hands out no widget of the window's.
//
// The document's accessors hand out its state for reading only; a part
// changes it by building a command on the document and passing it to Do,
// so every edit is undoable and every view hears of it
// (TestPartsNeverWriteTheModel).
type Host interface {
	// Document returns the open document.
	Document() *model.Document
	// View returns the map view as the parts may use it.
	View() Map
	// Dialogs open questions and views over the window.
	Dialogs
	// Do applies a command to the document and brings every view up to
	// date; a nil command does nothing.
	Do(c model.Command)
	// Report shows a message in the status bar ("" clears it).
	Report(msg string)
	// ReportErr shows err in the status bar and reports whether there was
	// one.
	ReportErr(err error) bool
	// ModeChanged installs the window's current mode again after its tool,
	// marks, undo steps or picture changed (see [Mode]).
	ModeChanged()
	// Selected shows a selected hex and unit (ids; "" for none) in the
	// status bar, the inspector and the OOB tree.
	Selected(hex, unit string)
}
