package editor

import (
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sandtable/sandtable/editor/ui"
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
	m.undo = fyne.NewMenuItem(lang.L("Undo"), nil)
	m.undo.Shortcut = &fyne.ShortcutUndo{}
	m.redo = fyne.NewMenuItem(lang.L("Redo"), nil)
	m.redo.Shortcut = &fyne.ShortcutRedo{}
	m.save = fyne.NewMenuItem(lang.L("Save"), e.Save)
	m.save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	saveAs := fyne.NewMenuItem(lang.L("Save As…"), e.showSaveAs)
	saveAs.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	open := fyne.NewMenuItem(lang.L("Open…"), e.showOpen)
	open.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	m.recent = fyne.NewMenuItem(lang.L("Open Recent"), nil)
	m.scenarios = fyne.NewMenuItem(lang.L("Scenario"), nil)
	quit := fyne.NewMenuItem(lang.L("Quit"), e.closeRequested)
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	export := fyne.NewMenuItem(lang.L("Export…"), e.showExport)
	printScenario := fyne.NewMenuItem(lang.L("Print Scenario (PDF)…"), e.showPrintScenario)
	importItem := fyne.NewMenuItem(lang.L("Import…"), e.showImport)
	exportTo := fyne.NewMenuItem(lang.L("Export To"), nil)
	exportTo.ChildMenu = fyne.NewMenu("", fyne.NewMenuItem(lang.L("VASSAL module…"), e.showExportVassal), fyne.NewMenuItem(lang.L("Tiled map…"), e.showExportTiled))
	newGame := fyne.NewMenuItem(lang.L("New Game…"), e.showNewGame)
	newGame.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	newScenario := fyne.NewMenuItem(lang.L("New Scenario…"), e.showNewScenario)
	newOOB := fyne.NewMenuItem(lang.L("New OOB…"), e.showNewOOB)
	file := fyne.NewMenu(lang.L("File"), newGame, newScenario, newOOB, fyne.NewMenuItemSeparator(), open, m.recent, m.scenarios, fyne.NewMenuItemSeparator(), m.save, saveAs, fyne.NewMenuItemSeparator(), importItem, export, exportTo, printScenario, fyne.NewMenuItemSeparator(), m.languageItem(), fyne.NewMenuItemSeparator(), quit)
	edit := fyne.NewMenu(lang.L("Edit"), m.undo, m.redo)
	m.main = fyne.NewMainMenu(file, edit)
	m.main.Items = append(m.main.Items, m.viewMenu(), e.play.Menu(), m.helpMenu())
	e.win.SetMainMenu(m.main)
	c := e.win.Canvas()
	c.AddShortcut(redoShiftZ, func(fyne.Shortcut) { m.doRedo() })
	for _, it := range []*fyne.MenuItem{m.save, saveAs, open, quit, newGame, e.play.MenuItem} {
		item := it
		c.AddShortcut(item.Shortcut, func(fyne.Shortcut) { item.Action() })
	}
	m.refresh()
	return m
}

// refresh takes undo and redo from the mode on top (labelled after what
// they would do), and rebuilds the recent files and the game's scenarios.
func (m *editorMenu) refresh() {
	if m == nil {
		return
	}
	if len(m.e.modes) > 0 {
		m.setSteps()
	}
	m.recent.ChildMenu = m.recentMenu()
	m.scenarios.ChildMenu = m.scenarioMenu()
	m.main.Refresh()
}

// setSteps takes undo and redo from the mode on top.
func (m *editorMenu) setSteps() {
	mode := m.e.mode()
	setStep(m.undo, mode.Undo())
	setStep(m.redo, mode.Redo())
}

// refreshSteps takes undo and redo from the mode on top and shows them.
func (m *editorMenu) refreshSteps() {
	if m == nil || len(m.e.modes) == 0 {
		return
	}
	m.setSteps()
	m.main.Refresh()
}

// setStep makes a menu item do s (disabled when s does nothing).
func setStep(it *fyne.MenuItem, s ui.Step) {
	it.Label, it.Disabled = s.Label, s.Do == nil
	it.Action = s.Do
	if s.Do == nil {
		it.Action = func() {}
	}
}

// doRedo redoes through the menu, as the mode on top says.
func (m *editorMenu) doRedo() {
	if !m.redo.Disabled && m.redo.Action != nil {
		m.redo.Action()
	}
}

// recentMenu lists the recent files.
func (m *editorMenu) recentMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, p := range m.e.recent() {
		path := p
		items = append(items, fyne.NewMenuItem(path, func() { m.e.Open(path) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("(none)"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu(lang.L("Open Recent"), items...)
}

// scenarioMenu lists the scenarios of the open game, the open one checked.
func (m *editorMenu) scenarioMenu() *fyne.Menu {
	paths, err := m.e.doc.Siblings()
	var items []*fyne.MenuItem
	for _, p := range paths {
		path := p
		it := fyne.NewMenuItem(filepath.Base(path), func() { m.e.SwitchScenario(path) })
		it.Checked = path == m.e.doc.Path()
		items = append(items, it)
	}
	if err != nil || len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("(none)"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu(lang.L("Scenario"), items...)
}

// languageItem is File > Language: English or Italiano, kept in the
// preferences and used from the next start (see SetupLanguage).
func (m *editorMenu) languageItem() *fyne.MenuItem {
	chosen := m.e.app.Preferences().String(languageKey)
	var items []*fyne.MenuItem
	for _, l := range Languages {
		code := l.Code
		it := fyne.NewMenuItem(l.Name, func() { m.e.chooseLanguage(code) })
		it.Checked = code == chosen
		items = append(items, it)
	}
	item := fyne.NewMenuItem(lang.L("Language"), nil)
	item.ChildMenu = fyne.NewMenu(lang.L("Language"), items...)
	return item
}
