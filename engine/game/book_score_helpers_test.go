package game

import "testing"

// bookCase is one final position of a per-scenario score test: the
// adjustments that make it, then the level and winner the book's text gives
// once the scenario has been played idle to its last turn. Skip names what
// the engine or the data cannot evaluate yet; the case is then skipped,
// never passed.
type bookCase struct {
	name   string
	acts   []Action
	level  string
	winner string
	skip   string
}

// runBookCases plays each case on a fresh game of the scenario: the
// adjustments, then idle turns to the end; it asserts the final Result.
func runBookCases(t *testing.T, path string, cases []bookCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != "" {
				t.Skip(c.skip)
			}
			g := newGame(t, path)
			for _, a := range c.acts {
				apply(t, g, a)
			}
			for !g.Over() {
				apply(t, g, Action{Action: ActNextTurn})
			}
			r := g.Result()
			if !r.Final || r.Level != c.level || r.Winner != c.winner {
				sc := g.Score()
				t.Fatalf("result %+v (VP %v, net %d); want level %q, winner %q", r, sc.VP, sc.Net, c.level, c.winner)
			}
		})
	}
}

// Adjustments for the book cases.
func putAt(unit, hex string) Action { return Action{Action: ActAdjust, Unit: unit, Hex: hex} }
func ciOf(f ...string) Action       { return Action{Action: ActAdjust, CI: f} }
func flagOn(f string) Action        { return Action{Action: ActAdjust, Flags: map[string]bool{f: true}} }
func lose(unit string, sp int) Action {
	return Action{Action: ActAdjust, Unit: unit, Loss: &sp}
}
func elim(unit string) Action { return Action{Action: ActAdjust, Unit: unit, Eliminate: true} }
