package game

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestAreaBanRefusedInPlay: in ITW Scenario 1, 16 IA must stay inside the
// Pittsburg Landing field until 10 AM (ITW BB 30.1 Union set-up note b,
// constraint pl-garrison-until-10am). A move out of the field is refused
// with the constraint and its rule named; the same move with the designer's
// override stands and the log records the override.
func TestAreaBanRefusedInPlay(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	// Alerted by hand: a unit in Reserve is not activated (IT L4444-4446).
	apply(t, g, Action{Action: ActAdjust, Unit: "u-16-ia", RemoveStatus: []string{"reserve"}})
	u := g.unit("u-16-ia")
	field := g.Board.areas["pittsburg-landing"]
	rc, err := g.Reachable(u.ID, nil)
	reach := rc.MP
	if err != nil {
		t.Fatal(err)
	}
	var out hexgrid.Offset
	found := false
	for _, n := range g.Board.Geo.Grid.Neighbors(u.Hex) {
		if _, ok := reach[n]; ok && !slices.Contains(field, n) {
			out, found = n, true
			break
		}
	}
	if !found {
		t.Fatalf("no reachable hex outside the field next to 16 IA in %s", g.Name(u.Hex))
	}
	move := Action{Unit: u.ID, Path: []string{g.Name(out)}}
	refuse(t, g, move, "pl-garrison-until-10am (ITW BB 30.1 Union set-up note b)")
	var r *Refusal
	if _, err := g.Apply(move); !errors.As(err, &r) || !r.Overridable {
		t.Errorf("the refusal does not say an override would let the move stand: %v", err)
	}
	move.Override = "trying the garrison's sortie"
	e := apply(t, g, move)
	if len(events(e, "override")) != 1 || !strings.Contains(events(e, "override")[0].Message, "trying the garrison's sortie") {
		t.Errorf("the override is not logged: %+v", e.Events)
	}
	if g.unit(u.ID).Hex != out {
		t.Error("the overridden move did not stand")
	}
}
