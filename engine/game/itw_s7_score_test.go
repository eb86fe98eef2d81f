package game

import (
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

const itwS7Path = "../../scenarios/itw-shiloh/07-the-final-confederate-attack.scenario.json"

// newGamePlaced starts a scenario with some of its free set-up units placed
// (as the players' set-up would place them, the engine having no set-up
// phase yet): each unit gets a set-up row in the hex given.
func newGamePlaced(t *testing.T, path string, placed [][2]string) *Game {
	t.Helper()
	pos := loadCached(t, path)
	sc := *pos.Scenario
	sc.Setup = append([]scenarios.Setup(nil), sc.Setup...)
	for _, p := range placed {
		sc.Setup = append(sc.Setup, scenarios.Setup{Unit: p[0], Hex: p[1]})
	}
	pos.Scenario = &sc
	g, err := New(pos, Options{Seed: 1, ScenarioPath: path})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ITW BB 30.7 victory (EN L3633-3646): the Confederates win with infantry in
// any Pittsburg Landing hex, field boundaries included, at the end
// (L3634-3635); they draw with infantry holding (occupying, or last through)
// a hex of the Hamburg-Savannah Road from N4517 north and a hex of the farm
// lane N4518-N5420 (L3637-3643); otherwise the Union wins (L3645-3646). The
// Confederates all set up freely (L3678), so each position places some of
// Stewart's regiments (4 TN, 5 TN, 33 TN: infantry), takes the Union units
// standing in those hexes out of play, and plays idle to the end of 7 PM.
func TestITWS7BookResults(t *testing.T) {
	for _, c := range []struct {
		name    string
		placed  [][2]string
		acts    []Action
		winner  string
		summary string
	}{
		// N6423 is a Pittsburg Landing hex (map area pittsburg-landing).
		{name: "infantry at the landing", placed: [][2]string{{"c-4-tn", "N6423"}},
			winner: "csa", summary: "csa wins: it meets all its objectives"},
		// Stewart the leader is not infantry: no win, no draw.
		{name: "a leader at the landing", placed: [][2]string{{"c-stewart", "N6423"}},
			winner: "union", summary: "union wins: no side meets an objective"},
		{name: "both roads held", placed: [][2]string{{"c-4-tn", "N4517"}, {"c-5-tn", "N5420"}},
			summary: "draw: csa meet a draw condition"},
		// The farm lane passed through, then left: "were the last to move
		// ... through them" still holds it (L3642-3643).
		{name: "lane passed through", placed: [][2]string{{"c-4-tn", "N4517"}, {"c-5-tn", "N5420"}},
			acts:    []Action{putAt("c-5-tn", "N5320")},
			summary: "draw: csa meet a draw condition"},
		{name: "the road only", placed: [][2]string{{"c-4-tn", "N4517"}},
			winner: "union", summary: "union wins: no side meets an objective"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGamePlaced(t, itwS7Path, c.placed)
			for _, p := range c.placed { // the Union units there leave play (no loss)
				for _, u := range g.Units() {
					if u.InPlay() && u.Side == "union" && (g.Name(u.Hex) == p[1] || u.Extended != nil && g.Name(*u.Extended) == p[1]) {
						apply(t, g, Action{Action: ActAdjust, Unit: u.ID, Remove: true})
					}
				}
			}
			for _, a := range c.acts {
				apply(t, g, a)
			}
			for !g.Over() {
				apply(t, g, Action{Action: ActNextTurn})
			}
			r := g.Result()
			if !r.Final || r.Winner != c.winner || r.Summary != c.summary {
				t.Fatalf("result %+v; want winner %q, %q", r, c.winner, c.summary)
			}
		})
	}
}
