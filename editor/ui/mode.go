package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Mode is one way the editor's window works: editing with the tool
// palette, picking hexes on the map for a form field, play-testing. The
// window keeps a stack of modes (editing at the bottom) and installs the
// one on top; it is the only code that sets the map view's picture, tool,
// keys and tinted hexes, the Edit menu's Undo and Redo and which side tabs
// are enabled. A part adds a mode by implementing Mode and asking its Host
// to push it (see [ModeHost]); it calls Host.ModeChanged when its tool,
// marks, undo steps or picture change.
type Mode interface {
	// Scene returns the picture the map shows and the marks over it (the
	// renderer's overlay is built from both by engine/drawscene.Overlay);
	// nil shows the document's.
	Scene() (*tiles.Scene, *drawscene.Marks)
	// Tool returns the tool that receives taps and drags over the map;
	// nil makes a tap select.
	Tool() mapview.Tool
	// Marked returns the hexes tinted on the map (nil: none).
	Marked() []hexgrid.Offset
	// Rune is offered the runes typed over the map before the zoom keys;
	// it reports whether it used the rune.
	Rune(r rune) bool
	// Key receives the keys the map view does not use.
	Key(k *fyne.KeyEvent)
	// Undo and Redo are what the Edit menu's Undo and Redo do.
	Undo() Step
	Redo() Step
	// Tab names the only side tab left enabled (and brought to front)
	// while the mode is on, the tool palette and the diagnostics hidden;
	// TabNone leaves every tab and the palette as they are.
	Tab() TabID
}

// Step is an entry of the Edit menu: its label and its action (nil:
// disabled).
type Step struct {
	Label string
	Do    func()
}

// UndoStep returns the Edit menu's Undo of document d's history: labelled
// after the edit it takes back ("Undo Paint Field (3 hexes)"), doing undo,
// disabled when there is nothing to undo.
func UndoStep(d *model.Document, undo func()) Step {
	h := d.History()
	return historyStep(lang.L("Undo"), h.UndoLabel(), h.CanUndo(), undo)
}

// RedoStep returns the Edit menu's Redo of document d's history, like
// UndoStep.
func RedoStep(d *model.Document, redo func()) Step {
	h := d.History()
	return historyStep(lang.L("Redo"), h.RedoLabel(), h.CanRedo(), redo)
}

// historyStep labels verb after the edit (what, "" for none).
func historyStep(verb, what string, can bool, do func()) Step {
	s := Step{Label: verb}
	if what != "" {
		s.Label = verb + " " + what
	}
	if can {
		s.Do = do
	}
	return s
}

// ModeHost is what a part that brings its own mode needs of the window.
type ModeHost interface {
	// PushMode installs m over the current mode.
	PushMode(m Mode)
	// PopMode takes m, and every mode above it, off the stack and
	// installs the mode beneath; it does nothing when m is not on it.
	PopMode(m Mode)
}
