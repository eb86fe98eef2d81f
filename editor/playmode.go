package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// SetPlaying switches the window between editing and play-test mode: while
// playing, the tool palette is hidden, every tab but Play is disabled, the
// Play tab gets more of the window (see sharePanels), and Undo takes back
// game actions.
func (e *Editor) SetPlaying(playing bool) {
	p := e.play
	e.sharePanels(playing)
	if playing {
		e.tools.Box.Hide()
	} else {
		e.tools.Box.Show()
	}
	if c := e.win.Content(); c != nil {
		c.Refresh() // lay the map out again over the palette's room
	}
	for _, it := range e.tabs.Items {
		switch {
		case it == p.Panel.Tab:
		case playing:
			e.tabs.DisableItem(it)
		default:
			e.tabs.EnableItem(it)
		}
	}
	if playing {
		e.tabs.Select(p.Panel.Tab)
	}
	e.playMenu(playing)
	p.MenuItem.Checked = playing
	e.menu.main.Refresh()
}

// playMenu points Undo at the game's undo while playing (Redo does
// nothing then), and gives the menu its own actions back afterwards.
func (e *Editor) playMenu(playing bool) {
	m := e.menu
	if !playing {
		m.undo.Action, m.redo.Action = e.playSaved.undo, e.playSaved.redo
		m.refresh()
		return
	}
	e.playSaved.undo, e.playSaved.redo = m.undo.Action, m.redo.Action
	m.undo.Action, m.redo.Action = e.play.Undo, func() {}
	m.undo.Label, m.redo.Label = lang.L("Undo Game Action"), lang.L("Redo")
	m.undo.Disabled, m.redo.Disabled = false, true
	// Ctrl+Shift+Z goes through the menu's redo, which does nothing while
	// playing.
	e.win.Canvas().AddShortcut(redoShiftZ, func(fyne.Shortcut) {
		if a := m.redo.Action; a != nil {
			a()
		}
	})
}

// ShowUnit shows a unit's name and id in the status bar ("" clears it).
func (e *Editor) ShowUnit(name, id string) { e.status.setUnit(name, id) }

// sharePanels gives the Play tab more of the window while playing (the
// diagnostics of the document, which cannot be edited then, give way: the
// game's own rule violations are in the score), and the map and the
// diagnostics their room back afterwards.
func (e *Editor) sharePanels(playing bool) {
	if playing {
		e.diags.Box.Hide()
		e.split.SetOffset(playMapShare)
		e.right.SetOffset(playTabsShare)
		return
	}
	e.diags.Box.Show()
	e.split.SetOffset(panelShare)
	e.right.SetOffset(tabsShare)
}

// redoShiftZ is the second redo shortcut the menu adds (Ctrl+Shift+Z).
var redoShiftZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
