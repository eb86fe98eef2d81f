package editor

import (
	"bytes"
	"image"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/playtest"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

const s2Scenario = "scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"

// openS2 opens the built-in ITW Scenario 2 in a test editor.
func openS2(t *testing.T) (*Editor, *model.Document) {
	t.Helper()
	doc, err := model.Open(validate.Builtin{}, s2Scenario)
	if err != nil {
		t.Fatal(err)
	}
	return newTestEditor(t, doc), doc
}

// drawAround renders a 64-pixel square of scene s under marks mk centred
// on hex o, its overlay built by the one picture builder.
func drawAround(s *tiles.Scene, mk *drawscene.Marks, o hexgrid.Offset) []byte {
	const scale = 30.0
	s.Overlay = drawscene.Overlay(draw.Overlay{}, s.Overlay.Counters, mk)
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	x, y := s.HexCenter(scale, o)
	s.Draw(img, tiles.View{OriginX: x - 32, OriginY: y - 32, Scale: scale})
	return img.Pix
}

func TestPlayTestScenario2(t *testing.T) {
	e, doc := openS2(t)
	p := e.play
	const unit = "c-6-ar"
	from := hex(t, doc, "S3420")
	dest := hex(t, doc, "S3419")
	if setup, ok := doc.UnitHex(unit); !ok || setup != from {
		t.Fatalf("setup hex of %s = %v %v, want S3420", unit, setup, ok)
	}
	editScene, editTool := e.view.Scene(), e.view.Tool()

	p.MenuItem.Action() // enter play mode from the menu
	if !p.Active() || p.Game == nil {
		t.Fatal("play-test mode did not start")
	}
	if e.view.Tool() != p.Tool || e.tools.Box.Visible() || !p.MenuItem.Checked {
		t.Error("play mode should take the map's tool, hide the palette and check the menu item")
	}
	if e.tabs.Selected() != p.Panel.Tab {
		t.Error("play mode should show the Play tab")
	}
	if !slices.Contains(p.Scene.UnitsAt(from), unit) {
		t.Fatalf("play scene has no %s at S3420", unit)
	}
	e.view.CenterOn(from)
	before := drawAround(p.Scene, p.Marks, dest)

	// select the unit by a tap
	e.view.Tapped(&fyne.PointEvent{Position: e.view.HexPosition(from)})
	if p.Selected != unit {
		t.Fatalf("selected %q, want %s", p.Selected, unit)
	}
	reach, err := p.Game.Reachable(unit, nil)
	want := reach.MP
	if err != nil {
		t.Fatal(err)
	}
	mp, ok := want[dest]
	if !ok {
		t.Fatalf("engine: S3419 not reachable for %s: %v", unit, want)
	}
	if !slices.Contains(p.Marks.Marked, dest) {
		t.Error("the reachable overlay lacks S3419")
	}
	if len(p.Marks.Marked) != len(want)-1 {
		t.Errorf("overlay has %d hexes, engine reaches %d besides the unit's own", len(p.Marks.Marked), len(want)-1)
	}
	label := ""
	for _, l := range p.Marks.Labels {
		if l.Hex == dest {
			label = l.Text
		}
	}
	if wantLabel := playtest.FormatMP(mp) + " MP"; label != wantLabel {
		t.Errorf("S3419 overlay label %q, want %q", label, wantLabel)
	}
	if bytes.Equal(before, drawAround(p.Scene, p.Marks, dest)) {
		t.Error("the rendered map did not change at S3419")
	}
	if p.Scene.Map != p.Base || p.Scene.Map.Hexes["S3419"].Label == label || doc.Map().Hexes["S3419"].Label == label {
		t.Error("the MP label was written into a map: it is an overlay item")
	}

	// a union unit is refused in the CSA activation: the status bar says why
	if err := tryMoveOther(p, t, doc); err == nil {
		t.Error("a union move in a CSA activation should be refused")
	}
	if !strings.Contains(e.status.message.Text, "Refused") {
		t.Errorf("status %q should show the refusal", e.status.message.Text)
	}
	p.SelectUnit(unit)

	// drag the unit one hex, as the mouse does
	a, b := e.view.HexPosition(from), e.view.HexPosition(dest)
	e.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: b}, Dragged: fyne.NewDelta(b.X-a.X, b.Y-a.Y)})
	e.view.DragEnd()
	u, _ := p.Game.Unit(unit)
	if u.Hex != dest {
		t.Fatalf("%s at %s after the drag, want S3419 (status %q)", unit, p.Game.Name(u.Hex), e.status.message.Text)
	}
	log := p.Game.Log()
	if len(log) != 1 || log[0].Action.Kind() != game.ActMove || log[0].Action.Unit != unit || !slices.Equal(log[0].Action.Path, []string{"S3419"}) {
		t.Fatalf("log %+v", log)
	}
	if len(p.Panel.Entries) != 1 || !strings.Contains(playtest.EntryText(p.Panel.Entries[0]), "S3419") {
		t.Errorf("log panel %v", p.Panel.Entries)
	}
	if !slices.Contains(p.Scene.UnitsAt(dest), unit) || slices.Contains(p.Scene.UnitsAt(from), unit) {
		t.Error("the map does not show the unit's new hex")
	}

	// editing keys do nothing while playing
	e.view.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	for _, en := range e.tools.Entries {
		e.view.TypedRune(en.Key)
	}
	if e.view.Tool() != p.Tool {
		t.Error("a tool key changed the tool in play mode")
	}
	if _, ok := doc.UnitHex(unit); !ok {
		t.Fatal("Delete removed the unit from the setup in play mode")
	}

	// undo (Ctrl+Z goes through the menu's undo item)
	e.menu.undo.Action()
	if u, _ := p.Game.Unit(unit); u.Hex != from || len(p.Game.Log()) != 0 {
		t.Fatalf("after undo %s at %s, log %d", unit, p.Game.Name(u.Hex), len(p.Game.Log()))
	}

	p.SelectUnit(unit)
	if err := p.MoveTo(dest); err != nil {
		t.Fatal(err)
	}
	p.Panel.Undo.OnTapped()
	if len(p.Game.Log()) != 0 {
		t.Fatal("the Undo button did not undo the move")
	}

	// end activation, next turn
	turn0 := p.Game.TurnID()
	p.Panel.EndAct.OnTapped()
	if c := p.Game.Clock(); c.Activation != 2 || c.Side != "union" {
		t.Errorf("after end activation: %+v", c)
	}
	if !strings.Contains(p.Panel.Turn.Text, "activation 2") {
		t.Errorf("turn track %q", p.Panel.Turn.Text)
	}
	p.Panel.NextTurn.OnTapped()
	if p.Game.TurnID() == turn0 || p.Game.Clock().Activation != 1 {
		t.Errorf("after next turn: %s %+v", p.Game.TurnID(), p.Game.Clock())
	}
	if !strings.Contains(p.Panel.Turn.Text, p.Game.TurnLabel()) {
		t.Errorf("turn track %q lacks %q", p.Panel.Turn.Text, p.Game.TurnLabel())
	}

	// score panel
	for _, o := range doc.Scenario().Victory.Objectives {
		if !strings.Contains(p.Panel.Score.Text, o.ID) {
			t.Errorf("score panel lacks objective %s:\n%s", o.ID, p.Panel.Score.Text)
		}
	}
	if p.Panel.Result.Text == "" {
		t.Error("no result shown")
	}

	// roll dice
	n := len(p.Game.Log())
	p.Panel.Dice.SetText("1d10")
	p.Panel.Roll.OnTapped()
	if len(p.Game.Log()) != n+1 || !strings.Contains(e.status.message.Text, "Rolled") {
		t.Errorf("roll: log %d, status %q", len(p.Game.Log()), e.status.message.Text)
	}

	// leave play mode: the setup is as it was
	p.MenuItem.Action()
	if p.Active() || e.view.Scene() != editScene || e.view.Tool() != editTool || !e.tools.Box.Visible() {
		t.Error("leaving play mode should restore the editing view")
	}
	if setup, ok := doc.UnitHex(unit); !ok || setup != from {
		t.Errorf("setup hex of %s = %v after play, want S3420", unit, setup)
	}
	if !slices.Contains(e.view.Scene().UnitsAt(from), unit) {
		t.Error("the editing map does not show the unit at its setup hex")
	}
	if doc.Dirty() {
		t.Error("play-testing made the document dirty")
	}
}

// tryMoveOther tries to move a union unit by the same path a click takes.
func tryMoveOther(p *playtest.PlayTest, t *testing.T, doc *model.Document) error {
	t.Helper()
	for _, u := range p.Game.Units() {
		if u.Side == "union" && u.InPlay() {
			p.SelectUnit(u.ID)
			for _, n := range p.Game.Board.Geo.Grid.Neighbors(u.Hex) {
				if p.Game.Board.OnMap(n) && len(p.Scene.UnitsAt(n)) == 0 {
					return p.MoveTo(n)
				}
			}
		}
	}
	t.Fatal("no union unit to try")
	return nil
}
