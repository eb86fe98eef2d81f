package editor

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/engine/game"
)

// playPanel is the Play tab: the mode switch, the turn track, the selected
// unit, the game's buttons, the score and the log.
type playPanel struct {
	p   *playTest
	tab *container.TabItem

	toggle   *widget.Button
	turn     *widget.Label
	unit     *widget.Label
	score    *widget.Label
	result   *widget.Label
	endAct   *widget.Button
	nextTurn *widget.Button
	undo     *widget.Button
	roll     *widget.Button
	dice     *widget.Entry
	save     *widget.Button
	load     *widget.Button
	log      *widget.List
	entries  []game.Entry
	// arrivals lists the reinforcement rows that may enter now; enter
	// brings on the one selected (picked) at its default entry hex.
	arrivals    *widget.List
	due         []game.Arrival
	picked      int
	enterButton *widget.Button
	losButton   *widget.Button
	shock       *widget.Button
}

func newPlayPanel(p *playTest) *playPanel {
	u := &playPanel{p: p}
	u.toggle = widget.NewButton(lang.L("Start Play-test"), p.toggle)
	u.turn = widget.NewLabel("")
	u.turn.Truncation = fyne.TextTruncateEllipsis
	u.unit = widget.NewLabel("")
	u.unit.Truncation = fyne.TextTruncateEllipsis
	u.score = widget.NewLabel("")
	u.score.Wrapping = fyne.TextWrapWord
	u.result = widget.NewLabel("")
	u.result.Wrapping = fyne.TextWrapWord
	u.endAct = widget.NewButtonWithIcon(lang.L("End Activation"), theme.ConfirmIcon(), func() { _ = p.endActivation() })
	u.nextTurn = widget.NewButtonWithIcon(lang.L("Next Turn"), theme.MediaSkipNextIcon(), func() { _ = p.nextTurn() })
	u.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), p.undo)
	u.dice = widget.NewEntry()
	u.dice.SetText("1d10")
	u.roll = widget.NewButtonWithIcon(lang.L("Roll Dice"), theme.ViewRefreshIcon(), func() { _ = p.roll(strings.TrimSpace(u.dice.Text)) })
	u.losButton = widget.NewButtonWithIcon(lang.L("LOS Ruler"), theme.VisibilityIcon(), p.toggleLOS)
	u.shock = widget.NewButtonWithIcon(lang.L("Shock…"), theme.WarningIcon(), func() { _, _ = u.openShock() })
	u.save = widget.NewButtonWithIcon(lang.L("Save Game…"), theme.DocumentSaveIcon(), u.showSave)
	u.load = widget.NewButtonWithIcon(lang.L("Load Game…"), theme.FolderOpenIcon(), u.showLoad)
	u.log = widget.NewList(
		func() int { return len(u.entries) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= 0 && i < len(u.entries) {
				o.(*widget.Label).SetText(entryText(u.entries[i]))
			}
		},
	)
	u.newArrivals()
	u.tab = container.NewTabItem(lang.L("Play"), withFixedMin(u.layout(), sideMin))
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
	u.turn.TextStyle = fyne.TextStyle{Bold: true}
	actions := container.NewGridWithColumns(3, u.endAct, u.nextTurn, u.undo, u.losButton, u.save, u.load)
	bottomRow := container.NewBorder(nil, nil, container.NewHBox(u.toggle, u.shock), u.roll, u.dice)
	head := container.NewVBox(u.turn, u.unit, actions, bottomRow)
	due := container.NewBorder(container.NewBorder(nil, nil, nil, u.enterButton, heading(lang.L("Reinforcements due"))),
		nil, nil, nil, u.arrivals)
	score := container.NewVScroll(container.NewVBox(u.score, u.result))
	log := container.NewBorder(heading(lang.L("Log")), nil, nil, nil, u.log)
	lower := container.NewVSplit(score, log)
	lower.SetOffset(0.4)
	body := container.NewVSplit(due, lower)
	body.SetOffset(0.42)
	return container.NewBorder(head, nil, nil, nil, body)
}

// buttons are the widgets usable only while a game is on.
func (u *playPanel) buttons() []fyne.Disableable {
	return []fyne.Disableable{u.endAct, u.nextTurn, u.undo, u.roll, u.dice, u.save, u.load, u.enterButton, u.losButton, u.shock}
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
		u.toggle.SetText(lang.L("Start Play-test"))
		u.turn.SetText(lang.L("Not playing. Start a play-test to play the scenario as it stands in the editor; the setup is not changed."))
		u.unit.SetText("")
		u.score.SetText("")
		u.result.SetText("")
		u.entries = nil
		u.log.Refresh()
		u.due = nil
		u.arrivals.Refresh()
		return
	}
	g := p.g
	u.toggle.SetText(lang.L("Leave Play-test"))
	c := g.Clock()
	u.turn.SetText(turnText(g, c))
	u.unit.SetText(u.unitText())
	u.score.SetText(scoreText(g.Score(), len(g.Violations())))
	u.result.SetText(resultText(g.Result()))
	u.entries = g.Log()
	u.refreshArrivals()
	u.undo.Disable()
	if len(u.entries) > 0 {
		u.undo.Enable()
	}
	if g.Over() {
		u.endAct.Disable()
		u.nextTurn.Disable()
		u.roll.Disable()
	}
	u.log.Refresh()
	if n := len(u.entries); n > 0 {
		u.log.ScrollToBottom()
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
	if p.selected == "" {
		return lang.L("Select a unit to see where it can move; drag it, or click a shaded hex, to move it.")
	}
	gu, ok := p.g.Unit(p.selected)
	if !ok {
		return ""
	}
	return fmt.Sprintf(lang.L("%s (%s, %s) in %s: %s MP spent, %d hexes reachable"),
		p.unitName(gu.ID), gu.ID, gu.Side, p.g.Name(gu.Hex), formatMP(gu.MPSpent), max(len(p.reach)-1, 0))
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

// entryText is one line of the log.
func entryText(e game.Entry) string {
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
		s += fmt.Sprintf(" (%s MP)", formatMP(e.MP))
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
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		data, err := p.encodeGame(w.URI().Path())
		if err == nil {
			_, err = w.Write(data)
		}
		if err != nil {
			p.e.report(fmt.Sprintf(lang.L("Save game failed: %s"), err))
			return
		}
		p.e.report(fmt.Sprintf(lang.L("Game saved to %s"), w.URI().Path()))
	}, p.e.Window)
	d.SetFileName("playtest.game.json")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// showLoad asks for a game file and replays it on the open scenario.
func (u *playPanel) showLoad() {
	p := u.p
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(r)
		if err == nil {
			err = p.loadGame(data)
		}
		if err != nil {
			p.e.report(fmt.Sprintf(lang.L("Load game failed: %s"), err))
		}
	}, p.e.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}
