package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/sandtable/sandtable/editor/mapview"
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
	// Scene returns the picture the map shows; nil shows the document's.
	Scene() *mapview.Scene
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
	// Tab returns the only side tab left enabled (and brought to front)
	// while the mode is on, the tool palette and the diagnostics hidden;
	// nil leaves every tab and the palette as they are.
	Tab() *container.TabItem
}

// Step is an entry of the Edit menu: its label and its action (nil:
// disabled).
type Step struct {
	Label string
	Do    func()
}

// ModeHost is what a part that brings its own mode needs of the window.
type ModeHost interface {
	// PushMode installs m over the current mode.
	PushMode(m Mode)
	// PopMode takes m, and every mode above it, off the stack and
	// installs the mode beneath; it does nothing when m is not on it.
	PopMode(m Mode)
}
