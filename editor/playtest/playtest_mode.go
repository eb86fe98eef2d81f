package playtest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// playMode is play-test mode as the window installs it ([ui.Mode]): the
// map shows the game, taps and drags play it, the tool keys and Delete do
// nothing, Undo takes back the last game action, and only the Play tab is
// enabled.
type playMode struct{ p *PlayTest }

// Mode returns play-test mode as the window installs it.
func (p *PlayTest) Mode() ui.Mode { return playMode{p} }

// Scene returns the game's picture and its marks.
func (m playMode) Scene() (*tiles.Scene, *drawscene.Marks) { return m.p.Scene, m.p.Marks }

// Tool returns the play tool (select and move units, the LOS ruler).
func (m playMode) Tool() mapview.Tool { return m.p.Tool }

// Marked returns the hexes the selected unit can reach.
func (m playMode) Marked() []hexgrid.Offset {
	if m.p.Marks == nil {
		return nil
	}
	return m.p.Marks.Marked
}

// Rune uses no rune: the tool keys are off while playing.
func (m playMode) Rune(rune) bool { return false }

// Key does nothing: Delete does not take set-up units off while playing.
func (m playMode) Key(*fyne.KeyEvent) {}

// Undo takes back the last game action.
func (m playMode) Undo() ui.Step { return ui.Step{Label: lang.L("Undo Game Action"), Do: m.p.Undo} }

// Redo is disabled while playing.
func (m playMode) Redo() ui.Step { return ui.Step{Label: lang.L("Redo")} }

// Tab names the Play tab.
func (m playMode) Tab() ui.TabID { return ui.TabPlay }
