package game

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// HSN wagon trains pay 1 MP more the first time a march leaves the pike
// and no more after (HSN L137; the gcacw ruleset's wagon penalties). The
// HSN map carries no pike yet, so every step is off the pike: with the
// seeds' unset terrain costs at 1 MP a hex, Wagon Train A reaches a
// neighbour for 2 MP and a hex two away for 3, not 4, and with 6 MP at
// most 5 hexes away. Turn 2: wagons may not activate on turn 1 (L1699).
func TestWagonPaysOnceLeavingThePike(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	u := g.unit("u-wagon-a")
	r, err := g.Reachable(u.ID, nil)
	reach := r.MP
	if err != nil {
		t.Fatal(err)
	}
	grid := g.Board.Geo.Grid
	for o, mp := range reach {
		want := float64(grid.Distance(u.Hex, o))
		if o != u.Hex {
			want++
		}
		if mp < want {
			t.Errorf("%s costs %g MP, less than %g (hexes + the once-only 1 MP)", g.Name(o), mp, want)
		}
		if grid.Distance(u.Hex, o) > 5 {
			t.Errorf("%s is %d hexes away: beyond 6 MP with the penalty", g.Name(o), grid.Distance(u.Hex, o))
		}
	}
	n := grid.Neighbors(u.Hex)[0]
	two := grid.Neighbors(n)[0]
	if grid.Distance(u.Hex, two) != 2 {
		two = grid.Neighbors(n)[1]
	}
	if reach[n] != 2 || reach[two] != 3 {
		t.Errorf("neighbour %s %g MP (want 2), two away %s %g MP (want 3)", g.Name(n), reach[n], g.Name(two), reach[two])
	}
	e := apply(t, g, Action{Unit: u.ID, Path: []string{g.Name(n), g.Name(two)}})
	if e.MP != 3 {
		t.Errorf("the move paid %g MP, want 3 (two hexes, the pike penalty once)", e.MP)
	}
}

// HSN blockhouses are markers (L694): no ZOC, and a Confederate unit may
// enter a hex that holds only a blockhouse.
func TestBlockhouseIsAMarker(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/05-the-enemy-was-badly-whipped.scenario.json")
	bh := g.unit("u-blockhouse-1")
	if g.occupancy().enemy(bh.Hex, "csa") {
		t.Errorf("the blockhouse in %s holds its hex against the Confederates", g.Name(bh.Hex))
	}
	zoc := g.enemyZOC("csa")
	for _, n := range g.Board.Geo.Grid.Neighbors(bh.Hex) {
		if zoc.Has(n) && !g.occupancy().enemy(n, "csa") && !g.unionUnitNear(n) {
			t.Errorf("%s is in a Union ZOC from the blockhouse alone", g.Name(n))
		}
	}
}

// unionUnitNear reports whether a Union unit that is not a marker stands
// next to the hex.
func (g *Game) unionUnitNear(o hexgrid.Offset) bool {
	for _, u := range g.st.Units.All() {
		if u.InPlay() && u.Side == "union" && !g.Board.Ruleset.IsMarker(u.Class) && g.Board.Geo.Grid.Adjacent(u.Hex, o) {
			return true
		}
	}
	return false
}
