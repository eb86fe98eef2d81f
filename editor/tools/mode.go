package tools

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// editMode is editing with the palette as the window installs it
// ([ui.Mode]): the document's picture, the current tool, its tinted area
// or path, the tool keys and Delete, and the document's undo and redo.
type editMode struct{ tb *Toolbox }

// Mode returns editing with the palette, the mode at the bottom of the
// window's stack.
func (tb *Toolbox) Mode() ui.Mode { return editMode{tb} }

func (m editMode) Scene() (*tiles.Scene, *drawscene.Marks) { return nil, nil }
func (m editMode) Tool() mapview.Tool                      { return m.tb.current.tool }
func (m editMode) Marked() []hexgrid.Offset                { return m.tb.marked() }
func (m editMode) Rune(r rune) bool                        { return m.tb.Rune(r) }
func (m editMode) Key(k *fyne.KeyEvent)                    { m.tb.Key(k) }
func (m editMode) Tab() ui.TabID                           { return ui.TabNone }
func (m editMode) Undo() ui.Step                           { return ui.UndoStep(m.tb.e.Document(), m.tb.e.Undo) }
func (m editMode) Redo() ui.Step                           { return ui.RedoStep(m.tb.e.Document(), m.tb.e.Redo) }
