package playtest

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/engine/game"
)

// playPanel is the Play tab: the mode switch, the turn track, the selected
// unit, the game's buttons, the score and the log.
type playPanel struct {
	p   *PlayTest
	Tab *container.TabItem

	Toggle   *widget.Button
	Turn     *widget.Label
	Unit     *widget.Label
	Score    *widget.Label
	Result   *widget.Label
	EndAct   *widget.Button
	Activate *widget.Button
	NextTurn *widget.Button
	Undo     *widget.Button
	Roll     *widget.Button
	Dice     *widget.Entry
	Save     *widget.Button
	Load     *widget.Button
	Log      *widget.List
	Entries  []game.Entry
	// Arrivals lists the reinforcement rows that may enter now; enter
	// brings on the one selected (picked) at its default entry hex.
	Arrivals    *widget.List
	Due         []game.Arrival
	picked      int
	EnterButton *widget.Button
	LOSButton   *widget.Button
	shock       *widget.Button
	// Setup lists the free set-up units still to place; it takes the
	// place of the reinforcements due while the game is setting up.
	Setup *setupList
	due   *fyne.Container
}

func newPlayPanel(p *PlayTest) *playPanel {
	u := &playPanel{p: p}
	u.Toggle = widget.NewButton(lang.L("Start Play-test"), p.toggle)
	u.Turn = widget.NewLabel("")
	u.Turn.Truncation = fyne.TextTruncateEllipsis
	u.Unit = widget.NewLabel("")
	u.Unit.Truncation = fyne.TextTruncateEllipsis
	u.Score = widget.NewLabel("")
	u.Score.Wrapping = fyne.TextWrapWord
	u.Result = widget.NewLabel("")
	u.Result.Wrapping = fyne.TextWrapWord
	u.EndAct = widget.NewButtonWithIcon(lang.L("End Activation"), theme.ConfirmIcon(), func() { _ = p.EndActivation() })
	u.Activate = widget.NewButtonWithIcon(lang.L("Activate"), theme.MediaPlayIcon(), func() { _ = p.ActivateSelected() })
	u.NextTurn = widget.NewButtonWithIcon(lang.L("Next Turn"), theme.MediaSkipNextIcon(), func() { _ = p.NextTurn() })
	u.Undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), p.Undo)
	u.Dice = widget.NewEntry()
	u.Dice.SetText("1d10")
	u.Roll = widget.NewButtonWithIcon(lang.L("Roll Dice"), theme.ViewRefreshIcon(), func() { _ = p.Roll(strings.TrimSpace(u.Dice.Text)) })
	u.LOSButton = widget.NewButtonWithIcon(lang.L("LOS Ruler"), theme.VisibilityIcon(), p.toggleLOS)
	u.shock = widget.NewButtonWithIcon(lang.L("Shock…"), theme.WarningIcon(), func() { _, _ = u.OpenShock() })
	u.Save = widget.NewButtonWithIcon(lang.L("Save Game…"), theme.DocumentSaveIcon(), u.showSave)
	u.Load = widget.NewButtonWithIcon(lang.L("Load Game…"), theme.FolderOpenIcon(), u.showLoad)
	u.Log = widget.NewList(
		func() int { return len(u.Entries) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= 0 && i < len(u.Entries) {
				o.(*widget.Label).SetText(EntryText(u.Entries[i]))
			}
		},
	)
	u.newArrivals()
	u.Setup = newSetupList(p)
	u.Tab = container.NewTabItem(lang.L("Play"), ui.WithFixedMin(u.layout(), ui.SideMin))
	u.refresh()
	return u
}

// layout arranges the tab without an outer scroll, so every part keeps a
// usable height and the wheel scrolls only the list under the pointer: at
// the top the mode switch, the turn and phase, the selected unit and the
// actions; below, in splits the user can move, the reinforcements due, the
// score and the log.
func (u *playPanel) layout() fyne.CanvasObject {
	heading := func(text string) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	u.Turn.TextStyle = fyne.TextStyle{Bold: true}
	actions := container.NewGridWithColumns(4, u.Activate, u.EndAct, u.NextTurn, u.Undo, u.LOSButton, u.Save, u.Load)
	bottomRow := container.NewBorder(nil, nil, container.NewHBox(u.Toggle, u.shock), u.Roll, u.Dice)
	head := container.NewVBox(u.Turn, u.Unit, actions, bottomRow)
	u.due = container.NewBorder(container.NewBorder(nil, nil, nil, u.EnterButton, heading(lang.L("Reinforcements due"))),
		nil, nil, nil, u.Arrivals)
	u.Setup.Box.Hide()
	due := container.NewStack(u.due, u.Setup.Box)
	score := container.NewVScroll(container.NewVBox(u.Score, u.Result))
	log := container.NewBorder(heading(lang.L("Log")), nil, nil, nil, u.Log)
	lower := container.NewVSplit(score, log)
	lower.SetOffset(0.4)
	body := container.NewVSplit(due, lower)
	body.SetOffset(0.42)
	return container.NewBorder(head, nil, nil, nil, body)
}

// buttons are the widgets usable only while a game is on.
func (u *playPanel) buttons() []fyne.Disableable {
	return []fyne.Disableable{u.Activate, u.EndAct, u.NextTurn, u.Undo, u.Roll, u.Dice, u.Save, u.Load, u.EnterButton, u.LOSButton, u.shock}
}

// refresh shows the game's state (or the hint to start one).
func (u *playPanel) refresh() {
	p := u.p
	for _, b := range u.buttons() {
		if p.active {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	if !p.active {
		u.Toggle.SetText(lang.L("Start Play-test"))
		u.Turn.SetText(lang.L("Not playing. Start a play-test to play the scenario as it stands in the editor; the setup is not changed."))
		u.Unit.SetText("")
		u.Score.SetText("")
		u.Result.SetText("")
		u.Entries = nil
		u.Log.Refresh()
		u.Due = nil
		u.Arrivals.Refresh()
		u.showSetup(false)
		return
	}
	g := p.Game
	u.Toggle.SetText(lang.L("Leave Play-test"))
	c := g.Clock()
	u.Turn.SetText(turnText(g, c))
	if p.SettingUp() {
		u.Turn.SetText(fmt.Sprintf(lang.L("Set-up before turn %s (%s): %d free set-up units to place"), g.TurnLabel(), g.TurnID(), len(g.Unplaced())))
	}
	u.Unit.SetText(u.unitText())
	u.Score.SetText(scoreText(g.Score(), len(g.Violations())))
	u.Result.SetText(resultText(g.Result()))
	u.Entries = g.Log()
	u.refreshArrivals()
	u.showSetup(p.SettingUp())
	u.Undo.Disable()
	if len(u.Entries) > 0 {
		u.Undo.Enable()
	}
	if g.Over() {
		u.EndAct.Disable()
		u.NextTurn.Disable()
		u.Roll.Disable()
	}
	u.Log.Refresh()
	if n := len(u.Entries); n > 0 {
		u.Log.ScrollToBottom()
	}
}

// turnText is the turn track: turn, activation and side.
func turnText(g *game.Game, c game.Clock) string {
	s := fmt.Sprintf(lang.L("Turn %s (%s), activation %d: %s"), g.TurnLabel(), g.TurnID(), c.Activation, c.Side)
	if g.Over() {
		s += "\n" + lang.L("The game is over.")
	}
	return s
}

// unitText describes the selected unit: hex, MP spent, hexes it can reach.
func (u *playPanel) unitText() string {
	p := u.p
	if p.Placing != "" {
		side := ""
		if ou := p.Game.OOB.Unit(p.Placing); ou != nil {
			side = ou.Side
		}
		return fmt.Sprintf(lang.L("Placing %s (%s, %s): %d hexes in its free set-up region"), p.unitName(p.Placing), p.Placing, side, len(p.Region))
	}
	if p.Selected == "" {
		return lang.L("Select a unit to see where it can move; drag it, or click a shaded hex, to move it.")
	}
	gu, ok := p.Game.Unit(p.Selected)
	if !ok {
		return ""
	}
	return fmt.Sprintf(lang.L("%s (%s, %s) in %s: %s MP spent, %d hexes reachable"),
		p.unitName(gu.ID), gu.ID, gu.Side, p.Game.Name(gu.Hex), FormatMP(gu.MPSpent), max(len(p.Reach)-1, 0))
}

// scoreText is the score panel: each objective, VP per side, net score,
// level and broken constraints.
func scoreText(sc game.Score, violations int) string {
	var b strings.Builder
	met := 0
	for _, o := range sc.Objectives {
		if o.Met {
			met++
		}
	}
	fmt.Fprintf(&b, lang.L("Objectives met: %d of %d"), met, len(sc.Objectives))
	for _, o := range sc.Objectives {
		mark := lang.L("not met")
		if o.Met {
			mark = lang.L("met")
		}
		fmt.Fprintf(&b, "\n  %s (%s, %s): %s, %d VP", o.ID, o.Side, o.Type, mark, o.VP)
		if o.Detail != "" {
			fmt.Fprintf(&b, " — %s", o.Detail)
		}
	}
	sides := make([]string, 0, len(sc.VP))
	for s := range sc.VP {
		sides = append(sides, s)
	}
	sort.Strings(sides)
	var vp []string
	for _, s := range sides {
		vp = append(vp, fmt.Sprintf("%s %d", s, sc.VP[s]))
	}
	fmt.Fprintf(&b, "\n"+lang.L("VP: %s"), strings.Join(vp, ", "))
	if sc.NetOf != "" {
		fmt.Fprintf(&b, "\n"+lang.L("Net score: %d (%s)"), sc.Net, sc.NetOf)
	}
	if sc.Level != "" {
		fmt.Fprintf(&b, "\n"+lang.L("Level: %s"), sc.Level)
	}
	if violations > 0 {
		fmt.Fprintf(&b, "\n"+lang.L("Broken constraints: %d"), violations)
	}
	return b.String()
}

// resultText is the result as it stands, or as declared at the end.
func resultText(r game.Result) string {
	if r.Final {
		return fmt.Sprintf(lang.L("Result (final): %s"), r.Summary)
	}
	return fmt.Sprintf(lang.L("Result so far: %s"), r.Summary)
}

// EntryText is one line of the log.
func EntryText(e game.Entry) string {
	a := e.Action
	s := fmt.Sprintf("%d. %s/%d %s: %s", e.Seq, e.Turn, e.Activation, e.Side, a.Kind())
	if a.Unit != "" {
		s += " " + a.Unit
	}
	if len(a.Path) > 0 {
		s += " → " + strings.Join(a.Path, " ")
	}
	if a.Dice != "" {
		s += " " + a.Dice
	}
	if e.MP > 0 {
		s += fmt.Sprintf(" (%s MP)", FormatMP(e.MP))
	}
	var msgs []string
	for _, ev := range e.Events {
		if ev.Message != "" && ev.Kind != "moved" {
			msgs = append(msgs, ev.Message)
		}
	}
	if len(msgs) > 0 {
		s += " — " + strings.Join(msgs, "; ")
	}
	return s
}

// showSave asks where to save the game and writes the game file there.
func (u *playPanel) showSave() {
	p := u.p
	p.e.SaveFile("playtest.game.json", []string{".json"}, func(w fyne.URIWriteCloser) {
		defer w.Close()
		data, err := p.EncodeGame(w.URI().Path())
		if err == nil {
			_, err = w.Write(data)
		}
		if err != nil {
			p.e.Report(fmt.Sprintf(lang.L("Save game failed: %s"), err))
			return
		}
		p.e.Report(fmt.Sprintf(lang.L("Game saved to %s"), w.URI().Path()))
	})
}

// showLoad asks for a game file and replays it on the open scenario.
func (u *playPanel) showLoad() {
	p := u.p
	p.e.OpenFile([]string{".json"}, func(r fyne.URIReadCloser) {
		defer r.Close()
		data, err := io.ReadAll(r)
		if err == nil {
			err = p.LoadGame(data)
		}
		if err != nil {
			p.e.Report(fmt.Sprintf(lang.L("Load game failed: %s"), err))
		}
	})
}

// showSetup shows the set-up list (on) or the reinforcements due in its
// place, and reloads the list.
func (u *playPanel) showSetup(on bool) {
	u.Setup.refresh()
	if on {
		u.due.Hide()
		u.Setup.Box.Show()
		return
	}
	u.Setup.Box.Hide()
	u.due.Show()
}
