package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sandtable/sandtable/editor/ui"
)

// The window's modes (see [ui.Mode]) are a stack: editing at the bottom,
// then picking hexes for a form field, then play-testing. The shell
// installs the mode on top, and is the only code that sets the map view's
// picture, tool, keys and tinted hexes, the Edit menu's Undo and Redo, and
// which side tabs are enabled.

// PushMode installs m over the current mode.
func (e *Editor) PushMode(m ui.Mode) {
	e.modes = append(e.modes, m)
	e.ModeChanged()
}

// PopMode takes m, and every mode above it, off the stack and installs the
// mode beneath; editing, at the bottom, never leaves.
func (e *Editor) PopMode(m ui.Mode) {
	for i := len(e.modes) - 1; i > 0; i-- {
		if e.modes[i] == m {
			e.modes = e.modes[:i]
			e.ModeChanged()
			return
		}
	}
}

// mode returns the mode on top.
func (e *Editor) mode() ui.Mode { return e.modes[len(e.modes)-1] }

// ModeChanged installs the mode on top: its picture, tool, keys and marks
// on the map view, its undo and redo in the Edit menu, and its tabs.
func (e *Editor) ModeChanged() {
	if len(e.modes) == 0 || e.view == nil {
		return // still building the window
	}
	m := e.mode()
	s, mk := m.Scene()
	e.view.Install(s, mk, m.Tool(), m.Rune, m.Key)
	e.view.SetMarked(m.Marked())
	e.showTabs(e.tab(m.Tab()))
	e.menu.refreshSteps()
}

// tab returns the side tab of id (nil for TabNone or an unknown id).
func (e *Editor) tab(id ui.TabID) *container.TabItem { return e.tabIDs[id] }

// showTabs leaves only tab enabled (and in front), with the tool palette
// and the diagnostics hidden and the tabs given more of the window; nil
// gives everything back. Nothing changes when tab is already so.
func (e *Editor) showTabs(tab *container.TabItem) {
	if tab == e.onlyTab {
		return
	}
	e.onlyTab = tab
	on := tab != nil
	e.sharePanels(on)
	if on {
		e.tools.Box.Hide()
	} else {
		e.tools.Box.Show()
	}
	if c := e.win.Content(); c != nil {
		c.Refresh() // lay the map out again over the palette's room
	}
	for _, it := range e.tabs.Items {
		switch {
		case it == tab:
		case on:
			e.tabs.DisableItem(it)
		default:
			e.tabs.EnableItem(it)
		}
	}
	if on {
		e.tabs.Select(tab)
	}
}

// sharePanels gives the only tab more of the window (the diagnostics of
// the document, which cannot be edited then, give way), and the map and
// the diagnostics their room back afterwards.
func (e *Editor) sharePanels(only bool) {
	if only {
		e.diags.Box.Hide()
		e.split.SetOffset(playMapShare)
		e.right.SetOffset(playTabsShare)
		return
	}
	e.diags.Box.Show()
	e.split.SetOffset(panelShare)
	e.right.SetOffset(tabsShare)
}

// ShowUnit shows a unit's name and id in the status bar ("" clears it).
func (e *Editor) ShowUnit(name, id string) { e.status.setUnit(name, id) }

// redoShiftZ is the second redo shortcut the menu adds (Ctrl+Shift+Z).
var redoShiftZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
