package editor

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// stampMode is a mode made only for this test, to show that a mode is
// added by implementing ui.Mode and nothing else: its own tool counts taps,
// it takes the rune 'x', tints one hex, has its own Undo, disables Redo,
// and leaves only the Inspector tab enabled.
type stampMode struct {
	tool  *stampTool
	mark  hexgrid.Offset
	runes []rune
	keys  []fyne.KeyName
	undos int
	tab   ui.TabID
}

func (m *stampMode) Scene() (*tiles.Scene, *drawscene.Marks) { return nil, nil }
func (m *stampMode) Tool() mapview.Tool                      { return m.tool }
func (m *stampMode) Marked() []hexgrid.Offset                { return []hexgrid.Offset{m.mark} }
func (m *stampMode) Key(k *fyne.KeyEvent)                    { m.keys = append(m.keys, k.Name) }
func (m *stampMode) Tab() ui.TabID                           { return m.tab }
func (m *stampMode) Undo() ui.Step                           { return ui.Step{Label: "Undo Stamp", Do: func() { m.undos++ }} }
func (m *stampMode) Redo() ui.Step                           { return ui.Step{Label: "Redo Stamp"} }
func (m *stampMode) Rune(r rune) bool {
	if r != 'x' {
		return false
	}
	m.runes = append(m.runes, r)
	return true
}

// stampTool keeps the hexes tapped.
type stampTool struct{ taps []hexgrid.Offset }

func (t *stampTool) ID() string               { return "stamp" }
func (t *stampTool) Tap(p mapview.Point)      { t.taps = append(t.taps, p.Hex) }
func (t *stampTool) Begin(mapview.Point) bool { return false }
func (t *stampTool) Move(mapview.Point)       {}
func (t *stampTool) End()                     {}

// TestAModeIsOneInterface: the window installs a mode it has never heard
// of: taps go to its tool, typed keys to it, its hex is tinted, the Edit
// menu is its, and only its tab is on; popping it gives editing back whole
// (the palette's tool, the tool keys, the document's undo and every tab).
func TestAModeIsOneInterface(t *testing.T) {
	d := openBuiltin(t)
	e := newTestEditor(t, d)
	editTool := e.view.Tool()
	inspector := e.tabs.Items[0]
	m := &stampMode{tool: &stampTool{}, mark: hex(t, d, "S2706"), tab: ui.TabInspector}
	e.PushMode(m)

	o := hex(t, d, "S2706")
	e.view.CenterOn(o)
	e.view.Tapped(&fyne.PointEvent{Position: e.view.HexPosition(o)})
	if !slices.Equal(m.tool.taps, []hexgrid.Offset{o}) {
		t.Errorf("taps reached the mode's tool at %v, want [%v]", m.tool.taps, o)
	}
	e.view.TypedRune('x')
	e.view.TypedRune('t') // the terrain tool's key: not the mode's, and the palette's keys are off
	e.view.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if !slices.Equal(m.runes, []rune{'x'}) || !slices.Equal(m.keys, []fyne.KeyName{fyne.KeyDelete}) {
		t.Errorf("the mode got runes %q and keys %v", m.runes, m.keys)
	}
	if e.view.Tool() != mapview.Tool(m.tool) {
		t.Error("a palette key changed the tool under the mode")
	}
	if !slices.Equal(e.view.Marks().Marked, []hexgrid.Offset{o}) {
		t.Errorf("tinted %v, want the mode's %v", e.view.Marks().Marked, o)
	}
	if e.menu.undo.Label != "Undo Stamp" || e.menu.undo.Disabled || !e.menu.redo.Disabled {
		t.Errorf("Edit menu: %q disabled %v, redo disabled %v", e.menu.undo.Label, e.menu.undo.Disabled, e.menu.redo.Disabled)
	}
	e.menu.undo.Action()
	if m.undos != 1 {
		t.Errorf("the menu's Undo ran the mode's undo %d times", m.undos)
	}
	for _, it := range e.tabs.Items {
		if it.Disabled() == (it == inspector) {
			t.Errorf("tab %q disabled %v under the mode", it.Text, it.Disabled())
		}
	}
	if e.tools.Box.Visible() {
		t.Error("the palette shows under a mode that keeps one tab")
	}

	e.PopMode(m)
	if e.view.Tool() != editTool || !e.tools.Box.Visible() || len(e.view.Marks().Marked) != 0 {
		t.Error("popping the mode did not give the palette's tool, the palette and its tints back")
	}
	for _, it := range e.tabs.Items {
		if it.Disabled() {
			t.Errorf("tab %q still disabled after the mode", it.Text)
		}
	}
	if e.menu.undo.Label != "Undo" || !e.menu.undo.Disabled {
		t.Errorf("Edit menu after the mode: %q disabled %v, want the document's (nothing to undo)", e.menu.undo.Label, e.menu.undo.Disabled)
	}
	e.view.TypedRune('t')
	if e.view.Tool() == editTool {
		t.Error("the palette's keys did not come back")
	}
}

// TestPlayShortcutTogglesPlayMode: Ctrl+Shift+P, bound by the shell for the
// Play menu's item, pushes play-test mode (its tool, Undo and tab) and pops
// it again; Ctrl+Shift+Z redoes nothing while playing.
func TestPlayShortcutTogglesPlayMode(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	editTool := e.view.Tool()
	ctrlShiftP := desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(&ctrlShiftP)
	p := e.play
	if !p.Active() || e.view.Tool() != p.Tool || e.menu.undo.Label != "Undo Game Action" || e.tabs.Selected() != p.Panel.Tab {
		t.Fatalf("Ctrl+Shift+P: playing %v, tool %v, undo %q", p.Active(), e.view.Tool(), e.menu.undo.Label)
	}
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktopShortcutRedo)
	if len(p.Game.Log()) != 0 {
		t.Error("Ctrl+Shift+Z did something while playing")
	}
	e.win.Canvas().(fyne.Shortcutable).TypedShortcut(&ctrlShiftP)
	if p.Active() || e.view.Tool() != editTool || len(e.modes) != 1 {
		t.Errorf("Ctrl+Shift+P again: playing %v, %d modes", p.Active(), len(e.modes))
	}
}
