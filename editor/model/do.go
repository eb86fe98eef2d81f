package model

import "reflect"

// Do applies c and records it in the history. When c continues the gesture
// of the last command (same non-zero stroke key), it joins that command, so
// the whole gesture is undone at once. A nil command (an edit that changes
// nothing) does nothing, and so does a command on a file the document may
// not change (see [Document.Editable]).
func (d *Document) Do(c Command) Change {
	if isNil(c) || !d.editable(c.Files()) {
		return Change{}
	}
	ch := c.Apply(d)
	if d.absorbed(c) {
		return ch
	}
	d.history.push(c)
	return ch
}

// absorbed folds c into the last command when both belong to one gesture.
// A file saved right after that command is then no longer at its saved
// state.
func (d *Document) absorbed(c Command) bool {
	next, ok := c.(merger)
	if !ok || next.strokeKey() == 0 {
		return false
	}
	top, ok := d.history.top().(merger)
	if !ok || top.strokeKey() != next.strokeKey() || !top.absorb(c) {
		return false
	}
	for f := range numFiles {
		if c.Files().Has(f) && d.history.saved[f] == d.history.pos {
			d.history.saved[f] = -1
		}
	}
	return true
}

// Undo takes back the last applied command; false when there is none.
func (d *Document) Undo() (Change, bool) {
	h := &d.history
	if !h.CanUndo() {
		return Change{}, false
	}
	h.pos--
	return h.cmds[h.pos].Revert(d), true
}

// Redo applies the next undone command again; false when there is none.
func (d *Document) Redo() (Change, bool) {
	h := &d.history
	if !h.CanRedo() {
		return Change{}, false
	}
	h.pos++
	return h.cmds[h.pos-1].Apply(d), true
}

// GoTo undoes or redoes commands until pos of them are applied, and returns
// everything that changed.
func (d *Document) GoTo(pos int) Change {
	var ch Change
	for d.history.pos > pos {
		c, _ := d.Undo()
		ch = ch.Merge(c)
	}
	for d.history.pos < pos && d.history.CanRedo() {
		c, _ := d.Redo()
		ch = ch.Merge(c)
	}
	return ch
}

// Dirty reports whether any of the document's files has unsaved changes.
func (d *Document) Dirty() bool {
	for f := range numFiles {
		if d.Editable(f) && d.history.Dirty(f) {
			return true
		}
	}
	return false
}

// isNil reports whether c is nil or a nil pointer in an interface.
func isNil(c Command) bool {
	if c == nil {
		return true
	}
	v := reflect.ValueOf(c)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
