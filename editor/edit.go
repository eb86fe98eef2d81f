package editor

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Do applies a command to the document and brings every view up to date.
// A nil command (an edit that would change nothing) does nothing.
func (e *Editor) Do(c model.Command) {
	ch := e.doc.Do(c)
	if ch.Empty() {
		return
	}
	e.apply(ch)
}

// Undo takes back the last edit.
func (e *Editor) Undo() {
	if ch, ok := e.doc.Undo(); ok {
		e.apply(ch)
	}
}

// Redo applies the last undone edit again.
func (e *Editor) Redo() {
	if ch, ok := e.doc.Redo(); ok {
		e.apply(ch)
	}
}

// GoTo undoes or redoes edits until pos of them are applied.
func (e *Editor) GoTo(pos int) {
	if ch := e.doc.GoTo(pos); !ch.Empty() {
		e.apply(ch)
	}
}

// apply tells every view what a command changed and schedules the live
// validation.
func (e *Editor) apply(ch model.Change) {
	e.view.Apply(ch)
	e.dropStaleSelection()
	e.view.RehoverNow()
	if ch.Sheets || ch.Whole {
		e.scan.DocumentChanged()
	}
	if ch.Whole {
		e.tools.DocumentChanged()
		e.rulesChanged()
	}
	if ch.Trace {
		e.trace.SetupChanged()
	}
	if ch.OOB {
		e.oob.Refresh()
	}
	if ch.Lists {
		e.lists.Refresh()
	}
	e.inspector.Refresh()
	e.tools.ModelChanged(ch)
	e.history.Refresh()
	e.menu.refresh()
	e.win.SetTitle(e.windowTitle())
	e.live.schedule()
}

// NewStroke returns a fresh key for the commands of one gesture.
func (e *Editor) NewStroke() int64 {
	e.strokes++
	return e.strokes
}

// Report shows an error or a notice in the status bar ("" clears it).
func (e *Editor) Report(msg string) { e.status.setMessage(msg) }

// ReportErr shows err in the status bar; it reports whether there was one.
func (e *Editor) ReportErr(err error) bool {
	if err == nil {
		return false
	}
	e.status.setMessage(err.Error())
	return true
}

// dropStaleSelection forgets a selected unit that an edit (or its undo) has
// taken off the map or out of the OOB, so no panel shows a unit that is no
// longer there.
func (e *Editor) dropStaleSelection() {
	o, ok, unit := e.view.Selection()
	if unit == "" {
		return
	}
	at, placed := e.doc.UnitHex(unit)
	switch {
	case !placed:
		e.view.Select(o, ok, "")
		e.status.setUnit("", "")
	case ok && at != o && !e.extendsTo(unit, o):
		e.view.Select(at, true, unit) // the unit moved back: the selection follows it
	}
}

// extendsTo reports whether unit's extended line reaches hex o.
func (e *Editor) extendsTo(unit string, o hexgrid.Offset) bool {
	for _, p := range e.doc.Placements() {
		if p.ID == unit && p.HasExtended && p.Extended == o {
			return true
		}
	}
	return false
}
