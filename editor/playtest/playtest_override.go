package playtest

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/engine/game"
)

// offerOverride asks, after a move refused for breaking a scenario's area
// or no-stacking constraint, whether to make it anyway as a designer's
// override; the log then records the override with the constraint.
func (p *PlayTest) offerOverride(move game.Action, err error) {
	var r *game.Refusal
	if !errors.As(err, &r) || !r.Overridable {
		p.PendingOverride = nil
		return
	}
	p.PendingOverride = &move
	p.e.Confirm(lang.L("Override the scenario's rule?"),
		fmt.Sprintf(lang.L("%s\n\nMake the move anyway as a designer's override? The log records it."), r.Reason),
		p.OverrideConfirmed)
}

// OverrideConfirmed applies the pending move with an override when the
// designer says yes.
func (p *PlayTest) OverrideConfirmed(yes bool) {
	move := p.PendingOverride
	p.PendingOverride = nil
	if !yes || move == nil || !p.active {
		return
	}
	move.Override = lang.L("designer's override in the play-test")
	if _, err := p.Apply(*move); err == nil {
		p.Selected, p.Reach = "", nil
		p.refresh()
	}
}
