package model

// History is the list of commands of a document, with the position of the
// last applied one: commands before the position are done, those after it
// undone (and redoable until a new command drops them). It also remembers,
// per file, the position at which the file was last saved, to tell whether
// the file has unsaved changes.
type History struct {
	cmds  []Command
	pos   int           // commands cmds[:pos] are applied
	saved [numFiles]int // position of each file's last save; -1: unreachable
}

// reset empties the history and marks every file saved.
func (h *History) reset() {
	*h = History{}
}

// Len returns the number of commands, done and undone.
func (h *History) Len() int { return len(h.cmds) }

// Pos returns how many commands are applied.
func (h *History) Pos() int { return h.pos }

// At returns command i (0 = oldest).
func (h *History) At(i int) Command { return h.cmds[i] }

// CanUndo reports whether a command can be undone.
func (h *History) CanUndo() bool { return h.pos > 0 }

// CanRedo reports whether an undone command can be redone.
func (h *History) CanRedo() bool { return h.pos < len(h.cmds) }

// UndoLabel returns the label of the command Undo would take back.
func (h *History) UndoLabel() string {
	if !h.CanUndo() {
		return ""
	}
	return h.cmds[h.pos-1].Label()
}

// RedoLabel returns the label of the command Redo would apply.
func (h *History) RedoLabel() string {
	if !h.CanRedo() {
		return ""
	}
	return h.cmds[h.pos].Label()
}

// push records an applied command, dropping the undone ones. A file saved
// at a position that is dropped can no longer be reached by undo or redo.
func (h *History) push(c Command) {
	for f := range h.saved {
		if h.saved[f] > h.pos {
			h.saved[f] = -1
		}
	}
	h.cmds = append(h.cmds[:h.pos], c)
	h.pos++
}

// top returns the last applied command, or nil.
func (h *History) top() Command {
	if h.pos == 0 {
		return nil
	}
	return h.cmds[h.pos-1]
}

// Dirty reports whether file f has changes that are not saved.
func (h *History) Dirty(f File) bool {
	s := h.saved[f]
	if s < 0 {
		return true
	}
	lo, hi := min(s, h.pos), max(s, h.pos)
	for _, c := range h.cmds[lo:hi] {
		if c.Files().Has(f) {
			return true
		}
	}
	return false
}

// DirtyAny reports whether any file has unsaved changes.
func (h *History) DirtyAny() bool {
	for f := range numFiles {
		if h.Dirty(f) {
			return true
		}
	}
	return false
}

// markSaved records that file f was saved at the current position.
func (h *History) markSaved(f File) { h.saved[f] = h.pos }

// markUnsaved records that file f differs from what is on disk whatever the
// position (a recovered document).
func (h *History) markUnsaved(f File) { h.saved[f] = -1 }
