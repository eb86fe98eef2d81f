package editor

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/engine/game"
)

// offerOverride asks, after a move refused for breaking a scenario's area
// or no-stacking constraint, whether to make it anyway as a designer's
// override; the log then records the override with the constraint.
func (p *playTest) offerOverride(move game.Action, err error) {
	var r *game.Refusal
	if !errors.As(err, &r) || !r.Overridable {
		p.pendingOverride = nil
		return
	}
	p.pendingOverride = &move
	dialog.ShowConfirm(lang.L("Override the scenario's rule?"),
		fmt.Sprintf(lang.L("%s\n\nMake the move anyway as a designer's override? The log records it."), r.Reason),
		p.overrideConfirmed, p.e.Window)
}

// overrideConfirmed applies the pending move with an override when the
// designer says yes.
func (p *playTest) overrideConfirmed(yes bool) {
	move := p.pendingOverride
	p.pendingOverride = nil
	if !yes || move == nil || !p.active {
		return
	}
	move.Override = lang.L("designer's override in the play-test")
	if _, err := p.apply(*move); err == nil {
		p.selected, p.reach = "", nil
		p.refresh()
	}
}
