package playtest

import (
	"bytes"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The play-test's games, on the stand-in window.

const s2Scenario = "scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"

// openS2 opens the built-in ITW Scenario 2 on a stand-in window, with its
// play-test.
func openS2(t *testing.T) (*uitest.Host, *model.Document, *PlayTest) {
	t.Helper()
	h := uitest.Open(t, s2Scenario)
	return h, h.Doc, NewPlayTest(h)
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

func TestPlayTestSaveLoad(t *testing.T) {
	h, _, p := openS2(t)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	p.SelectUnit("c-6-ar")
	if err := p.MoveTo(h.Hex(t, "S3419")); err != nil {
		t.Fatal(err)
	}
	if err := p.Roll("1d10"); err != nil {
		t.Fatal(err)
	}
	if err := p.EndActivation(); err != nil {
		t.Fatal(err)
	}
	data, err := p.EncodeGame("")
	if err != nil {
		t.Fatal(err)
	}
	p.Stop()
	if err := p.LoadGame(data); err != nil {
		t.Fatal(err)
	}
	if len(p.Game.Log()) != 3 || p.Game.Clock().Activation != 2 {
		t.Errorf("loaded game: log %d, clock %+v", len(p.Game.Log()), p.Game.Clock())
	}
	if u, _ := p.Game.Unit("c-6-ar"); p.Game.Name(u.Hex) != "S3419" {
		t.Errorf("c-6-ar at %s after load", p.Game.Name(u.Hex))
	}
	p.Stop()
}

func TestPlayTestLongMoveUsesCheapestPath(t *testing.T) {
	h, _, p := openS2(t)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	const unit = "c-6-ar"
	p.SelectUnit(unit)
	from := h.Hex(t, "S3420")
	var far hexgrid.Offset
	best := 0.0
	pos := p.Game.Position()
	for o, mp := range p.Reach {
		// An occupied hex may be over the stacking limit once entered: the
		// move would be refused, so only empty hexes are taken here.
		if mp > best && p.Game.Board.Geo.Grid.Distance(o, from) >= 2 && len(pos.StackAt(o)) == 0 {
			far, best = o, mp
		}
	}
	if best == 0 {
		t.Skip("no hex two or more hexes away is reachable")
	}
	if err := p.MoveTo(far); err != nil {
		t.Fatalf("move to %s (%g MP): %v", p.Game.Name(far), best, err)
	}
	if len(p.Game.Log()[0].Action.Path) < 2 {
		t.Errorf("path %v should have two hexes or more", p.Game.Log()[0].Action.Path)
	}
	if got := p.Game.Log()[0].MP; got > best+1e-9 {
		t.Errorf("move cost %g MP, Reachable says %g", got, best)
	}
}

func TestPlayTestLastTurnDeclaresResult(t *testing.T) {
	_, _, p := openS2(t)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50 && !p.Game.Over(); i++ {
		p.Panel.NextTurn.OnTapped()
	}
	if !p.Game.Over() {
		t.Fatal("the game did not end")
	}
	if !strings.Contains(p.Panel.Result.Text, "final") || !strings.Contains(p.Panel.Turn.Text, "over") {
		t.Errorf("result %q, turn %q", p.Panel.Result.Text, p.Panel.Turn.Text)
	}
	if !p.Panel.NextTurn.Disabled() || !p.Panel.EndAct.Disabled() {
		t.Error("turn buttons should be disabled once the game is over")
	}
	p.Panel.Undo.OnTapped()
	if p.Game.Over() || p.Panel.NextTurn.Disabled() {
		t.Error("undo should reopen the last turn")
	}
}

// TestPlayTestReinforcements: in ITW Scenario 1 at 6 AM the Confederate rows
// due at S1234 are listed in the Play tab; entering the picked one puts its
// units on the map on the south edge within three hexes of S1234 (30.1
// chart note), and undo takes them off again.
func TestPlayTestReinforcements(t *testing.T) {
	p := NewPlayTest(uitest.Open(t, "scenarios/itw-shiloh/01-bloody-april.scenario.json"))
	p.MenuItem.Action()
	if !p.Active() {
		t.Fatal("play-test mode did not start")
	}
	u := p.Panel
	if len(u.Due) == 0 {
		t.Fatal("no reinforcement due at 6 AM")
	}
	i := slices.IndexFunc(u.Due, func(a game.Arrival) bool { return a.Side == "csa" })
	if i < 0 {
		t.Fatalf("no Confederate row due: %+v", u.Due)
	}
	row := u.Due[i]
	u.Arrivals.Select(i)
	if err := u.EnterPicked(); err != nil {
		t.Fatalf("enter row %d: %v", row.Row, err)
	}
	entry, _ := p.Game.Board.Geo.Numbering.Parse("S1234")
	for _, id := range row.Units {
		un, ok := p.Game.Unit(id)
		if !ok || un.Where != game.OnMap || p.Game.Board.Geo.Grid.Distance(un.Hex, entry) > 3 {
			t.Errorf("%s after entering: %+v", id, un)
		}
	}
	p.Undo()
	if un, _ := p.Game.Unit(row.Units[0]); un.Where == game.OnMap {
		t.Errorf("undo left %s on the map", row.Units[0])
	}
	if !strings.Contains(u.ArrivalText(row), "csa") {
		t.Errorf("arrival text %q", u.ArrivalText(row))
	}
}

// TestPlayTestLOSRuler: on the ITW map (default terrain Woods) a line from
// S3010 to S3014 crosses three Woods hexes, so it is blocked at the second
// Woods hex, S3012 (the line passes one Woods hex at -1, ITW BB 9.44); two
// hexes apart it is clear but hindered by the one Woods hex between.
func TestPlayTestLOSRuler(t *testing.T) {
	h, doc, p := openS2(t)
	p.MenuItem.Action()
	p.Panel.LOSButton.OnTapped()
	if !p.LOS.On {
		t.Fatal("LOS ruler did not turn on")
	}
	tapHex := func(id string) { h.TapHex(h.Hex(t, id)) }
	tapHex("S3010")
	tapHex("S3014")
	if got := h.Said(); !strings.Contains(got, "blocked at S3012") {
		t.Errorf("status %q, want the line blocked at S3012", got)
	}
	if len(p.LOS.Line) != 5 {
		t.Errorf("line of %d hexes, want 5 (S3010-S3014)", len(p.LOS.Line))
	}
	// The line has its own colour and the blocking hex is ringed.
	s := p.Marks
	tints, rings := marksOf(s.Ruler)
	if len(tints) != 5 || len(s.Marked) != 0 || len(rings) != 1 || doc.HexID(rings[0].Hex) != "S3012" {
		t.Errorf("scene: ruler %v, marked %v, block %v", tints, s.Marked, rings)
	}
	all := s.Ruler
	s.Ruler = tints
	plain := drawAround(p.Scene, s, h.Hex(t, "S3012"))
	s.Ruler = all
	if bytes.Equal(plain, drawAround(p.Scene, s, h.Hex(t, "S3012"))) {
		t.Error("the blocking hex is drawn like the others")
	}
	// Next Turn clears the play overlays.
	if err := p.NextTurn(); err != nil {
		t.Fatal(err)
	}
	if len(p.Marks.Ruler) != 0 || !p.LOS.On {
		t.Errorf("after Next Turn: ruler marks %v, ruler on %v", p.Marks.Ruler, p.LOS.On)
	}
	tapHex("S3010")
	tapHex("S3012")
	if got := h.Said(); !strings.Contains(got, "clear, hindered (-1)") {
		t.Errorf("status %q, want clear with hindrance 1", got)
	}
}

// marksOf splits overlay marks into tints and rings.
func marksOf(ms []draw.HexMark) (tints, rings []draw.HexMark) {
	for _, m := range ms {
		if m.Kind == draw.MarkTint {
			tints = append(tints, m)
		} else {
			rings = append(rings, m)
		}
	}
	return tints, rings
}

// Activate Formation opens the selected unit's formation's activation (ITW
// S2: 7 AR, Shaver's brigade 1/1/3 of Hindman's division 1/3, EN L2115):
// 7 AR moves in it, 25 AL of Withers' division 2/2 (EN L2125) does not, and
// no unit selected is refused.
func TestPlayTestActivateFormation(t *testing.T) {
	h, _, p := openS2(t)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	if err := p.ActivateSelected(); err == nil {
		t.Fatal("activated with no unit selected")
	}
	p.SelectUnit("c-7-ar")
	if err := p.ActivateSelected(); err != nil {
		t.Fatal(err)
	}
	if c := p.Game.Clock(); c.Formation != "1/3" || c.Activation != 2 {
		t.Fatalf("clock %+v, want activation 2 of formation 1/3", c)
	}
	p.SelectUnit("c-25-al")
	if err := p.MoveTo(h.Hex(t, "S3621")); err == nil {
		t.Error("25 AL moved in Hindman's activation")
	}
	p.SelectUnit("c-7-ar")
	if err := p.MoveTo(h.Hex(t, "S3218")); err != nil {
		t.Fatal(err)
	}
	p.Stop()
}
