package playtest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/engine/game"
)

// shockForm is the Shock dialog's state: the target, the attackers, the
// position, the declared modifiers, the player's die and the advance. Its
// widgets hold choices only; the game holds the state.
type shockForm struct {
	p         *PlayTest
	Target    *widget.Select
	Attackers *widget.CheckGroup
	position  *widget.Select
	declared  *widget.CheckGroup
	Die       *widget.Entry
	// PreShock and UDD take the player's check results, comma-separated
	// (pass, fail or the die rolled); empty: the engine rolls.
	PreShock *widget.Entry
	UDD      *widget.Entry
	advance  *widget.Check
}

// OpenShock opens the Shock dialog for the selected unit: the enemy hexes
// next to it, the units of its side that may join, and the ruleset's
// positions and declarable modifiers.
func (u *playPanel) OpenShock() (*shockForm, error) {
	p := u.p
	if !p.active || p.Selected == "" {
		err := errors.New(lang.L("select the attacking unit first"))
		p.e.Report(err.Error())
		return nil, err
	}
	targets := p.Game.ShockTargets(p.Selected)
	if len(targets) == 0 {
		err := fmt.Errorf(lang.L("%s has no enemy next to it"), p.unitName(p.Selected))
		p.e.Report(err.Error())
		return nil, err
	}
	declared, positions := p.Game.ShockDeclarable()
	f := &shockForm{p: p}
	f.Attackers = widget.NewCheckGroup(nil, nil)
	f.Target = widget.NewSelect(targets, f.targetChosen)
	f.position = widget.NewSelect(positions, nil)
	if len(positions) > 0 {
		f.position.SetSelected(positions[0])
	}
	f.declared = widget.NewCheckGroup(declared, nil)
	f.Die = widget.NewEntry()
	f.Die.SetPlaceHolder(lang.L("empty: roll"))
	f.PreShock = widget.NewEntry()
	f.PreShock.SetPlaceHolder(lang.L("pass, fail or the die; empty: roll"))
	f.UDD = widget.NewEntry()
	f.UDD.SetPlaceHolder(lang.L("pass, fail or the die; empty: roll"))
	f.advance = widget.NewCheck(lang.L("Advance into the hex if it is left"), nil)
	f.Target.SetSelected(targets[0])
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Target"), f.Target),
		widget.NewFormItem(lang.L("Attackers"), f.Attackers),
		widget.NewFormItem(lang.L("Position"), f.position),
		widget.NewFormItem(lang.L("Declared"), f.declared),
		widget.NewFormItem(lang.L("Die"), f.Die),
		widget.NewFormItem(lang.L("Pre-shock checks"), f.PreShock),
		widget.NewFormItem(lang.L("Other checks (UDD)"), f.UDD),
		widget.NewFormItem("", f.advance),
	}
	p.e.ShowForm(lang.L("Shock"), lang.L("Shock"), lang.L("Cancel"), items, fyne.NewSize(520, 600), func(ok bool) {
		if ok {
			_ = f.Submit()
		}
	})
	return f, nil
}

// targetChosen lists the units that may join a shock on the target, the
// selected unit ticked.
func (f *shockForm) targetChosen(target string) {
	p := f.p
	u, _ := p.Game.Unit(p.Selected)
	f.Attackers.Options = p.Game.ShockAttackers(target, u.Side)
	f.Attackers.SetSelected([]string{p.Selected})
	f.Attackers.Refresh()
}

// action is the shock the form describes.
// Errors: a die that is not a number.
func (f *shockForm) action() (game.Action, error) {
	a := game.Action{Action: game.ActShock, Target: f.Target.Selected, Units: f.Attackers.Selected,
		Position: f.position.Selected, Declared: f.declared.Selected, Advance: f.advance.Checked}
	if s := strings.TrimSpace(f.Die.Text); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			return a, fmt.Errorf(lang.L("the die %q is not a number"), s)
		}
		a.Result = []int{v}
	}
	a.PreShock, a.UDD = checkList(f.PreShock.Text), checkList(f.UDD.Text)
	return a, nil
}

// checkList splits the player's comma-separated check results ("pass,
// 4"); the engine refuses what is neither pass, fail nor a die face.
func checkList(s string) []string {
	var out []string
	for _, r := range strings.Split(s, ",") {
		if r = strings.ToLower(strings.TrimSpace(r)); r != "" {
			out = append(out, r)
		}
	}
	return out
}

// Submit applies the shock (logged and undoable like every game action);
// a refusal shows in the status bar.
func (f *shockForm) Submit() error {
	a, err := f.action()
	return f.p.applyForm(a, err, "shock")
}

// applyForm applies the action a dialog built (formErr: the form's own
// error, shown in the status bar instead) and shows the first event of
// kind in the status bar; the engine's refusal is reported by Apply.
func (p *PlayTest) applyForm(a game.Action, formErr error, kind string) error {
	if formErr != nil {
		p.e.Report(formErr.Error())
		return formErr
	}
	e, err := p.Apply(a)
	if err != nil {
		return err
	}
	for _, ev := range e.Events {
		if ev.Kind == kind {
			p.e.Report(ev.Message)
			break
		}
	}
	return nil
}
