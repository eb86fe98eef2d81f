package playtest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/game"
)

// tablesForm is the Tables dialog's state: the table (rally, alert,
// mission, random or battle event, as the ruleset and the turn allow), the
// formation that rolls, the rating the player gives when the OOB has none,
// the declared modifiers and the player's dice. Its widgets hold choices
// only; the game holds the state and the log.
type tablesForm struct {
	p       *PlayTest
	choices []game.TableChoice
	// Table lists the tables by name; Formation the formations that may
	// roll on the one chosen (alert and mission tables).
	Table     *widget.Select
	Formation *widget.Select
	Rating    *widget.Entry
	// Facing is the facing a rallied unit turns to (the row allows one
	// vertex); none keeps it.
	Facing   *widget.Select
	Declared *widget.CheckGroup
	// Die takes the player's faces, comma-separated; empty: the engine
	// rolls.
	Die *widget.Entry
	Ask *widget.Label
}

// OpenTables opens the Tables dialog with the tables the engine offers at
// this turn (game.TableChoices); a rally rolls for the selected unit.
func (u *playPanel) OpenTables() (*tablesForm, error) {
	p := u.p
	if !p.active {
		err := errors.New(lang.L("not in play-test mode"))
		p.e.Report(err.Error())
		return nil, err
	}
	f := &tablesForm{p: p, choices: p.Game.TableChoices()}
	if len(f.choices) == 0 {
		err := fmt.Errorf(lang.L("the ruleset has no table to roll on at %s"), p.Game.TurnLabel())
		p.e.Report(err.Error())
		return nil, err
	}
	names := make([]string, len(f.choices))
	for i, c := range f.choices {
		names[i] = c.Name
	}
	f.Formation = widget.NewSelect(nil, nil)
	f.Rating = widget.NewEntry()
	f.Rating.SetPlaceHolder(lang.L("from the OOB; else the counter's"))
	f.Facing = widget.NewSelect(p.Game.Board.Ruleset.Facings, nil)
	f.Facing.PlaceHolder = lang.L("unchanged")
	f.Declared = widget.NewCheckGroup(nil, nil)
	f.Die = widget.NewEntry()
	f.Die.SetPlaceHolder(lang.L("empty: roll"))
	f.Ask = widget.NewLabel("")
	f.Ask.Wrapping = fyne.TextWrapWord
	f.Table = widget.NewSelect(names, func(string) { f.tableChosen() })
	f.Table.SetSelectedIndex(0)
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Table"), f.Table),
		widget.NewFormItem(lang.L("Formation"), f.Formation),
		widget.NewFormItem(lang.L("Rating"), f.Rating),
		widget.NewFormItem(lang.L("Facing"), f.Facing),
		widget.NewFormItem(lang.L("Declared"), f.Declared),
		widget.NewFormItem(lang.L("Dice"), f.Die),
		widget.NewFormItem("", f.Ask),
	}
	p.e.ShowForm(lang.L("Roll on a Table"), lang.L("Roll"), lang.L("Cancel"), items, fyne.NewSize(520, 520), func(ok bool) {
		if ok {
			_ = f.Submit()
		}
	})
	return f, nil
}

// chosen is the table picked.
func (f *tablesForm) chosen() game.TableChoice {
	if i := f.Table.SelectedIndex(); i >= 0 && i < len(f.choices) {
		return f.choices[i]
	}
	return game.TableChoice{}
}

// Choose picks the table of that id; false when it is not offered now.
func (f *tablesForm) Choose(id string) bool {
	for i, c := range f.choices {
		if c.ID == id {
			f.Table.SetSelectedIndex(i)
			return true
		}
	}
	return false
}

// tableChosen offers what the table needs: the formations that may roll,
// the rating for a rally, the declarable modifiers, and what it leaves to
// the players.
func (f *tablesForm) tableChosen() {
	c := f.chosen()
	f.Formation.Options = c.Formations
	f.Formation.ClearSelected()
	if len(c.Formations) > 0 {
		f.Formation.SetSelectedIndex(0)
		f.Formation.Enable()
	} else {
		f.Formation.Disable()
	}
	f.Formation.Refresh()
	f.Facing.ClearSelected()
	if c.Action == engine.TableRally && len(f.Facing.Options) > 0 {
		f.Facing.Enable()
	} else {
		f.Facing.Disable()
	}
	f.Rating.SetPlaceHolder(lang.L("from the OOB; else the counter's"))
	if c.Action == engine.TableRally {
		f.Rating.Enable()
		if r, ok := f.p.Game.RallyCohesion(f.p.Selected); ok {
			f.Rating.SetText("")
			f.Rating.SetPlaceHolder(fmt.Sprintf(lang.L("%d, from the OOB"), r))
			f.Rating.Disable()
		}
	} else {
		f.Rating.SetText("")
		f.Rating.Disable()
	}
	f.Declared.Options = c.Declared
	f.Declared.SetSelected(nil)
	f.Declared.Refresh()
	what := c.Name
	if c.Action == engine.TableRally {
		what = fmt.Sprintf(lang.L("%s for %s"), c.Name, f.p.unitName(f.p.Selected))
		if f.p.Selected == "" {
			what = fmt.Sprintf(lang.L("%s: select the Disordered unit first"), c.Name)
		}
	}
	f.Ask.SetText(strings.TrimSpace(what + " (" + c.Source + ")\n" + c.Ask))
}

// action is the roll the form describes.
// Errors: a rating or die that is not a number, a rally with no unit.
func (f *tablesForm) action() (game.Action, error) {
	c := f.chosen()
	a := game.Action{Action: c.Action, Table: c.ID, Declared: f.Declared.Selected}
	switch c.Action {
	case engine.TableRally:
		if f.p.Selected == "" {
			return a, errors.New(lang.L("select the Disordered unit first"))
		}
		a.Unit, a.Facing = f.p.Selected, f.Facing.Selected
		if s := strings.TrimSpace(f.Rating.Text); s != "" {
			v, err := strconv.Atoi(s)
			if err != nil {
				return a, fmt.Errorf(lang.L("the rating %q is not a number"), s)
			}
			a.Rating = &v
		}
	case engine.TableAlert, engine.TableMission:
		a.Formation = f.Formation.Selected
	}
	for _, s := range strings.Split(f.Die.Text, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			return a, fmt.Errorf(lang.L("the die %q is not a number"), s)
		}
		a.Result = append(a.Result, v)
	}
	return a, nil
}

// Submit applies the roll (logged and undoable like every game action);
// the Play tab shows the row taken and what the players still decide, a
// refusal shows in the status bar.
func (f *tablesForm) Submit() error {
	a, err := f.action()
	return f.p.applyForm(a, err, "table")
}

// tableKinds are the event kinds a table roll's outcome is told in.
var tableKinds = map[string]bool{"table": true, "alerted": true, "mission": true, "event": true, "adjusted": true, "note": true, "ask": true}

// tableText tells the outcome of the last entry when it is a roll on a
// table: each row taken with its source line, what it changed, and what
// the players must still decide; "" otherwise.
func tableText(entries []game.Entry) string {
	if len(entries) == 0 {
		return ""
	}
	e := entries[len(entries)-1]
	switch e.Action.Kind() {
	case game.ActRally, game.ActAlert, game.ActMission, game.ActEvent:
	default:
		return ""
	}
	var lines []string
	for _, ev := range e.Events {
		if !tableKinds[ev.Kind] {
			continue
		}
		if ev.Kind == "ask" {
			lines = append(lines, lang.L("Players decide:")+" "+strings.TrimPrefix(ev.Message, "for the players: "))
			continue
		}
		lines = append(lines, ev.Message)
	}
	return strings.Join(lines, "\n")
}
