package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// hiddenKey is the preference holding the map layers the View menu hides.
const hiddenKey = "hiddenLayers"

// layerItem is one View menu toggle.
type layerItem struct {
	label string
	layer tiles.Layers
}

// layerItems are the View menu's layer toggles, in menu order.
func layerItems() []layerItem {
	return []layerItem{
		{lang.L("Hex IDs"), tiles.LayerHexIDs},
		{lang.L("Grid"), tiles.LayerGrid},
		{lang.L("Counters"), tiles.LayerCounters},
		{lang.L("Scan"), tiles.LayerScans},
		{lang.L("Diagnostics Outlines"), tiles.LayerFlagged},
	}
}

// ctrl is the shortcut Ctrl (Cmd on macOS) + key.
func ctrl(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// viewMenu is View: Fit Map (Ctrl+0), Go To (Ctrl+G, also Ctrl+F), and the
// layer toggles, kept in the preferences.
func (m *editorMenu) viewMenu() *fyne.Menu {
	e := m.e
	fit := fyne.NewMenuItem(lang.L("Fit Map"), e.view.FitMap)
	fit.Shortcut = ctrl(fyne.Key0)
	goTo := fyne.NewMenuItem(lang.L("Go To Hex, Unit or Place…"), e.showGoTo)
	goTo.Shortcut = ctrl(fyne.KeyG)
	find := fyne.NewMenuItem(lang.L("Find…"), e.showGoTo)
	find.Shortcut = ctrl(fyne.KeyF)
	items := []*fyne.MenuItem{fit, goTo, find, fyne.NewMenuItemSeparator()}
	panels := m.panelItems()
	items = append(items, panels...)
	items = append(items, fyne.NewMenuItemSeparator())
	hidden := tiles.Layers(e.app.Preferences().Int(hiddenKey))
	e.view.SetHidden(hidden)
	for _, li := range layerItems() {
		it := fyne.NewMenuItem(li.label, nil)
		it.Checked = !hidden.Has(li.layer)
		layer := li.layer
		it.Action = func() {
			it.Checked = !it.Checked
			h := e.view.Hidden().With(layer, !it.Checked)
			e.view.SetHidden(h)
			e.app.Preferences().SetInt(hiddenKey, int(h))
			m.main.Refresh()
		}
		items = append(items, it)
	}
	c := e.win.Canvas()
	for _, it := range append([]*fyne.MenuItem{fit, goTo, find}, panels...) {
		item := it
		c.AddShortcut(item.Shortcut, func(fyne.Shortcut) { item.Action() })
	}
	return fyne.NewMenu(lang.L("View"), items...)
}

// panelKeys are the keys of the side panels' shortcuts (Alt+1...), in tab
// order.
var panelKeys = []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}

// panelItems are View menu items showing each side panel (Inspector, OOB,
// Scenario, History, Scan and Trace, Rules, Play), Alt+1 to Alt+7, so every panel
// is a key away.
func (m *editorMenu) panelItems() []*fyne.MenuItem {
	var out []*fyne.MenuItem
	for i, tab := range m.e.tabs.Items {
		if i >= len(panelKeys) {
			break
		}
		it := fyne.NewMenuItem(tab.Text, func() { m.e.tabs.SelectIndex(i) })
		it.Shortcut = &desktop.CustomShortcut{KeyName: panelKeys[i], Modifier: fyne.KeyModifierAlt}
		out = append(out, it)
	}
	return out
}

// shortcutRows are Help > Keyboard Shortcuts: keys and what they do.
func shortcutRows() [][2]string {
	return [][2]string{
		{"Ctrl+O", lang.L("Open…")}, {"Ctrl+S", lang.L("Save")}, {"Ctrl+Shift+S", lang.L("Save As…")}, {"Ctrl+Q", lang.L("Quit")},
		{"Ctrl+Z", lang.L("Undo")}, {"Ctrl+Y, Ctrl+Shift+Z", lang.L("Redo")},
		{"Ctrl+G, Ctrl+F", lang.L("Go To Hex, Unit or Place…")}, {"Ctrl+0", lang.L("Fit Map")},
		{"Ctrl+Shift+P", lang.L("Play-test Mode")},
		{"Alt+1 ... Alt+7", lang.L("Show a side panel: Inspector, OOB, Scenario, History, Scan, Rules, Play")},
		{"+ / -, wheel", lang.L("Zoom in / out")}, {"Arrows, middle or right drag", lang.L("Pan")},
		{"s t e h p a l u c", lang.L("Tools: select, terrain, elevation, hexside, path, area, label, unit, calibrate")},
		{"[ ]", lang.L("Elevation level down / up")}, {"r / R, wheel", lang.L("Turn the unit's facing")},
		{"Delete", lang.L("Take the selected unit off the map")},
		{"Tab, Space", lang.L("Press the focused button; Tab moves the focus")},
	}
}

// helpMenu is Help: Keyboard Shortcuts.
func (m *editorMenu) helpMenu() *fyne.Menu {
	keys := fyne.NewMenuItem(lang.L("Keyboard Shortcuts"), m.e.showShortcuts)
	return fyne.NewMenu(lang.L("Help"), keys)
}

// showShortcuts lists the keyboard shortcuts.
func (e *Editor) showShortcuts() {
	form := container.New(layout.NewFormLayout())
	for _, r := range shortcutRows() {
		form.Add(widget.NewLabelWithStyle(r[0], fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}))
		form.Add(widget.NewLabel(r[1]))
	}
	dialog.ShowCustom(lang.L("Keyboard Shortcuts"), lang.L("Close"), form, e.win)
}
