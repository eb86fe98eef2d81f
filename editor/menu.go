package editor

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// editorMenu is the window's main menu: File (open, recent files, the
// game's scenarios, save, save as, quit) and Edit (undo, redo). Undo and
// redo use Fyne's standard shortcuts (Ctrl+Z, Ctrl+Y), which Fyne turns the
// keys into before any custom shortcut sees them; Ctrl+Shift+Z also redoes.
type editorMenu struct {
	e          *Editor
	main       *fyne.MainMenu
	undo, redo *fyne.MenuItem
	save       *fyne.MenuItem
	recent     *fyne.MenuItem
	scenarios  *fyne.MenuItem
}

func newEditorMenu(e *Editor) *editorMenu {
	m := &editorMenu{e: e}
	m.undo = fyne.NewMenuItem("Undo", e.Undo)
	m.undo.Shortcut = &fyne.ShortcutUndo{}
	m.redo = fyne.NewMenuItem("Redo", e.Redo)
	m.redo.Shortcut = &fyne.ShortcutRedo{}
	m.save = fyne.NewMenuItem("Save", e.Save)
	m.save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	saveAs := fyne.NewMenuItem("Save As…", e.showSaveAs)
	saveAs.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	open := fyne.NewMenuItem("Open…", e.showOpen)
	open.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	m.recent = fyne.NewMenuItem("Open Recent", nil)
	m.scenarios = fyne.NewMenuItem("Scenario", nil)
	quit := fyne.NewMenuItem("Quit", e.closeRequested)
	quit.IsQuit = true
	file := fyne.NewMenu("File", open, m.recent, m.scenarios, fyne.NewMenuItemSeparator(), m.save, saveAs, fyne.NewMenuItemSeparator(), quit)
	edit := fyne.NewMenu("Edit", m.undo, m.redo)
	m.main = fyne.NewMainMenu(file, edit)
	e.Window.SetMainMenu(m.main)
	c := e.Window.Canvas()
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) { e.Redo() })
	for _, it := range []*fyne.MenuItem{m.save, saveAs, open} {
		item := it
		c.AddShortcut(item.Shortcut, func(fyne.Shortcut) { item.Action() })
	}
	m.refresh()
	return m
}

// refresh relabels undo and redo after what they would do, and rebuilds the
// recent files and the game's scenarios.
func (m *editorMenu) refresh() {
	if m == nil {
		return
	}
	h := m.e.doc.History()
	m.undo.Label, m.undo.Disabled = labelled("Undo", h.UndoLabel()), !h.CanUndo()
	m.redo.Label, m.redo.Disabled = labelled("Redo", h.RedoLabel()), !h.CanRedo()
	m.recent.ChildMenu = m.recentMenu()
	m.scenarios.ChildMenu = m.scenarioMenu()
	m.main.Refresh()
}

// labelled writes "Undo Paint Field (3 hexes)".
func labelled(verb, what string) string {
	if what == "" {
		return verb
	}
	return verb + " " + what
}

// recentMenu lists the recent files.
func (m *editorMenu) recentMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, p := range m.e.recent() {
		path := p
		items = append(items, fyne.NewMenuItem(path, func() { m.e.Open(path) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("(none)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu("Open Recent", items...)
}

// scenarioMenu lists the scenarios of the open game, the open one checked.
func (m *editorMenu) scenarioMenu() *fyne.Menu {
	paths, err := m.e.doc.Siblings()
	var items []*fyne.MenuItem
	for _, p := range paths {
		path := p
		it := fyne.NewMenuItem(filepath.Base(path), func() { m.e.switchScenario(path) })
		it.Checked = path == m.e.doc.Path()
		items = append(items, it)
	}
	if err != nil || len(items) == 0 {
		none := fyne.NewMenuItem("(none)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu("Scenario", items...)
}
