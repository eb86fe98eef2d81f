package editor

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// hexPick is the pick-on-map mode of a form field that holds hexes (a
// reinforcement row's entry hexes): while it is on, a click on the map adds
// the hex to the list or takes it out, the map tints the list, and Done
// hands the list to the field as one edit. It is a mode ([ui.Mode]) pushed
// over editing: the map's tool and marks come back when it ends.
type hexPick struct {
	e     *Editor
	key   string // the field being picked, e.g. "reinforcement 3 entry"
	hexes []string
	done  func([]string)
	tool  *pickTool
}

// StartPick begins picking hexes for the field key, starting from initial;
// a pick already under way for another field is cancelled first.
func (e *Editor) StartPick(key string, initial []string, done func([]string)) {
	e.CancelPick()
	p := &hexPick{e: e, key: key, hexes: slices.Clone(initial), done: done}
	p.tool = &pickTool{p: p}
	e.picking = p
	e.PushMode(p)
	p.report()
}

// PickingFor reports whether the field key is being picked.
func (e *Editor) PickingFor(key string) bool { return e.picking != nil && e.picking.key == key }

// FinishPick ends the pick and hands the hexes to the field.
func (e *Editor) FinishPick() {
	p := e.picking
	if p == nil {
		return
	}
	p.end()
	p.done(p.hexes)
	// The status bar said "then press Done": say it is done.
	e.Report(fmt.Sprintf(lang.L("Done picking %s (%d)"), p.key, len(p.hexes)))
}

// CancelPick ends a pick without changing the field.
func (e *Editor) CancelPick() {
	if e.picking != nil {
		e.picking.end()
	}
}

// end gives the map its tool and marks back.
func (p *hexPick) end() {
	e := p.e
	e.picking = nil
	e.PopMode(p)
	e.lists.Refresh()
}

// toggle adds hex o to the list, or takes it out.
func (p *hexPick) toggle(o hexgrid.Offset) {
	id := p.e.doc.HexID(o)
	if id == "" {
		return
	}
	if i := slices.Index(p.hexes, id); i >= 0 {
		p.hexes = slices.Delete(p.hexes, i, i+1)
	} else {
		p.hexes = append(p.hexes, id)
	}
	p.e.ModeChanged()
	p.report()
}

// Scene is the document's picture.
func (p *hexPick) Scene() (*tiles.Scene, *drawscene.Marks) { return nil, nil }

// Tool adds or takes out the hex clicked.
func (p *hexPick) Tool() mapview.Tool { return p.tool }

// Marked returns the picked hexes, tinted.
func (p *hexPick) Marked() []hexgrid.Offset {
	marks := make([]hexgrid.Offset, 0, len(p.hexes))
	for _, id := range p.hexes {
		if o, ok := p.e.doc.ParseHex(id); ok {
			marks = append(marks, o)
		}
	}
	return marks
}

// Rune uses no rune: the tool keys wait until the pick ends.
func (p *hexPick) Rune(rune) bool { return false }

// Key does nothing.
func (p *hexPick) Key(*fyne.KeyEvent) {}

// Undo and Redo are the document's, as when editing.
func (p *hexPick) Undo() ui.Step { return ui.UndoStep(p.e.doc, p.e.Undo) }
func (p *hexPick) Redo() ui.Step { return ui.RedoStep(p.e.doc, p.e.Redo) }

// Tab leaves every tab enabled (the form whose field is picked is in one).
func (p *hexPick) Tab() ui.TabID { return ui.TabNone }

// report says how to go on.
func (p *hexPick) report() {
	p.e.Report(fmt.Sprintf(lang.L("Picking %s: click hexes to add or remove them (%d picked), then press Done"), p.key, len(p.hexes)))
}

// pickTool is the map's tool while hexes are picked.
type pickTool struct{ p *hexPick }

func (t *pickTool) ID() string { return "pick" }

func (t *pickTool) Tap(p mapview.Point) {
	if p.OnMap {
		t.p.toggle(p.Hex)
	}
}

func (t *pickTool) Begin(mapview.Point) bool { return false }
func (t *pickTool) Move(mapview.Point)       {}
func (t *pickTool) End()                     {}
