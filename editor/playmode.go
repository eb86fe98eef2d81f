package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// SetPlaying switches the window between editing and play-test mode: while
// playing, the tool palette is hidden, every tab but Play is disabled, the
// Play tab gets more of the window, and Undo takes back game actions.
func (e *Editor) SetPlaying(on bool) { e.setEditing(!on) }

// ShowUnit shows a unit's name and id in the status bar ("" clears it).
func (e *Editor) ShowUnit(name, id string) { e.status.setUnit(name, id) }

// setEditing enables or disables the editing tools, panels and menu items.
func (e *Editor) setEditing(on bool) {
	p := e.play
	e.sharePanels(!on)
	if e.tools != nil {
		if on {
			e.tools.Box.Show()
		} else {
			e.tools.Box.Hide()
		}
		if c := e.Window().Content(); c != nil {
			c.Refresh() // lay the map out again over the palette's room
		}
	}
	if e.tabs != nil {
		for _, it := range e.tabs.Items {
			if it == p.Panel.Tab {
				continue
			}
			if on {
				e.tabs.EnableItem(it)
			} else {
				e.tabs.DisableItem(it)
			}
		}
		if !on {
			e.tabs.Select(p.Panel.Tab)
		}
	}
	if m := e.menu; m != nil {
		if on {
			m.undo.Action, m.redo.Action = e.playSaved.undo, e.playSaved.redo
			m.refresh()
		} else {
			e.playSaved.undo, e.playSaved.redo = m.undo.Action, m.redo.Action
			m.undo.Action, m.redo.Action = p.Undo, func() {}
			m.undo.Label, m.redo.Label = lang.L("Undo Game Action"), lang.L("Redo")
			m.undo.Disabled, m.redo.Disabled = false, true
			m.main.Refresh()
			// Ctrl+Shift+Z goes through the menu's redo, which does nothing
			// while playing.
			e.Window().Canvas().AddShortcut(redoShiftZ, func(fyne.Shortcut) {
				if a := m.redo.Action; a != nil {
					a()
				}
			})
		}
	}
	p.MenuItem.Checked = !on
	if e.menu != nil {
		e.menu.main.Refresh()
	}
}

// sharePanels gives the Play tab more of the window while playing (the
// diagnostics of the document, which cannot be edited then, give way: the
// game's own rule violations are in the score), and the map and the
// diagnostics their room back afterwards.
func (e *Editor) sharePanels(playing bool) {
	if e.split == nil || e.right == nil {
		return
	}
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
