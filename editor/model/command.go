package model

// Command is one edit of a document. Apply makes it and Revert takes it
// back; both return what changed. A command holds the values before and
// after the edit, so applying, reverting and applying again gives the same
// model each time.
type Command interface {
	// Label names the edit for the history list and the Undo menu item
	// ("Paint terrain Field (5 hexes)").
	Label() string
	// Files says which files the edit changes.
	Files() FileSet
	Apply(d *Document) Change
	Revert(d *Document) Change
}

// merger is a command that later commands of the same gesture (a brush
// stroke, a drag laying a road) join, so the gesture is undone as one.
type merger interface {
	Command
	// strokeKey identifies the gesture; 0 means "do not merge".
	strokeKey() int64
	// absorb folds next (already applied) into the receiver and reports
	// whether it could.
	absorb(next Command) bool
}

// Batch is several commands done and undone as one.
type Batch struct {
	Name string
	Cmds []Command
}

// Label implements Command.
func (b *Batch) Label() string { return b.Name }

// Files implements Command.
func (b *Batch) Files() FileSet {
	var s FileSet
	for _, c := range b.Cmds {
		s |= c.Files()
	}
	return s
}

// Apply implements Command: each command in order.
func (b *Batch) Apply(d *Document) Change {
	var ch Change
	for _, c := range b.Cmds {
		ch = ch.Merge(c.Apply(d))
	}
	return ch
}

// Revert implements Command: each command in reverse order.
func (b *Batch) Revert(d *Document) Change {
	var ch Change
	for i := len(b.Cmds) - 1; i >= 0; i-- {
		ch = ch.Merge(b.Cmds[i].Revert(d))
	}
	return ch
}
