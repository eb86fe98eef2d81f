package game

import (
	"errors"
	"fmt"
)

// ErrRefused is wrapped by every [Refusal].
var ErrRefused = errors.New("refused")

// Refusal is an action the rules do not allow: which log entry it would have
// been, its kind and unit, and why.
type Refusal struct {
	Seq    int
	Kind   string
	Unit   string
	Turn   string
	Reason string
	// Overridable: the action breaks a scenario's area or no-stacking
	// constraint, and the same action with an Override would stand.
	Overridable bool
}

// Error says what was refused and why.
func (r *Refusal) Error() string {
	who := ""
	if r.Unit != "" {
		who = " " + r.Unit
	}
	return fmt.Sprintf("action %d (%s%s, turn %s) refused: %s", r.Seq, r.Kind, who, r.Turn, r.Reason)
}

// Unwrap lets errors.Is(err, ErrRefused) match.
func (r *Refusal) Unwrap() error { return ErrRefused }

// reason is the plain-words cause carried up to Apply.
type reason struct {
	msg         string
	overridable bool
}

func (r reason) Error() string { return r.msg }

func refusef(format string, args ...any) error {
	return reason{msg: fmt.Sprintf(format, args...)}
}

// refusal wraps an action's error into a *Refusal.
func (g *Game) refusal(e Entry, err error) error {
	r := &Refusal{Seq: e.Seq, Kind: e.Action.Action, Unit: e.Action.Unit, Turn: e.Turn, Reason: err.Error()}
	var why reason
	if errors.As(err, &why) {
		r.Overridable = why.overridable
	}
	return r
}
