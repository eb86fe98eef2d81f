package game

import "fmt"

// Event is something an action caused or found: a control change, a check
// the rules call for, a die roll, a broken constraint.
type Event struct {
	// Kind: "moved", "entered", "delayed", "udd-required", "disordered",
	// "retracted", "halted", "zoc", "roll", "adjusted", "violation",
	// "activation", "turn", "available", "game-over", "warning".
	Kind string `json:"kind"`
	Unit string `json:"unit,omitempty"`
	Hex  string `json:"hex,omitempty"`
	// Code is the diagnostic code of a broken constraint ("line.gap"), or
	// for a "table" event the table, group and row ("rally/all/rallied").
	Code  string `json:"code,omitempty"`
	Rolls []int  `json:"rolls,omitempty"`
	// Result is "pass" or "fail" for a UDD the player decided.
	Result  string `json:"result,omitempty"`
	Message string `json:"message"`
}

// Entry is one applied action in the log: when it happened (turn id,
// activation, side), the action as given, the MP it spent, and its events.
type Entry struct {
	Seq        int     `json:"seq"`
	Turn       string  `json:"turn"`
	Activation int     `json:"activation"`
	Side       string  `json:"side"`
	Action     Action  `json:"action"`
	MP         float64 `json:"mp,omitempty"`
	Events     []Event `json:"events,omitempty"`
}

// event appends an event to the entry.
func (e *Entry) event(kind, unit, hex, format string, args ...any) *Event {
	e.Events = append(e.Events, Event{Kind: kind, Unit: unit, Hex: hex, Message: fmt.Sprintf(format, args...)})
	return &e.Events[len(e.Events)-1]
}

// Undo takes back the last action: the state returns to what it was before
// it, dice included.
// Errors: the log is empty.
func (g *Game) Undo() error {
	n := len(g.log)
	if n == 0 {
		return fmt.Errorf("undo: nothing to undo")
	}
	g.st = g.history[n-1]
	g.history[n-1] = nil
	g.history = g.history[:n-1]
	g.log = g.log[:n-1]
	return nil
}
