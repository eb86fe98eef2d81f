package game

import "testing"

// Results at the last turn of the ITW scenarios won by objectives rather
// than VP levels, from the book's victory text (ITW BB EN, lines cited per
// case). Each case plays the scenario idle to its end after the adjustments.
func TestITWObjectiveResults(t *testing.T) {
	const (
		s6 = "../../scenarios/itw-shiloh/06-the-sherman-mcclernand-counterattack.scenario.json"
		s7 = "../../scenarios/itw-shiloh/07-the-final-confederate-attack.scenario.json"
		s9 = "../../scenarios/itw-shiloh/09-the-critical-left-flank.scenario.json"
	)
	move := func(unit, hex string) Action { return Action{Action: ActAdjust, Unit: unit, Hex: hex} }
	ci := func(f ...string) Action { return Action{Action: ActAdjust, CI: f} }
	cases := []struct {
		name, path string
		acts       []Action
		winner     string
		summary    string
	}{
		// L3462-3466: three of N3434, N3233, N3331, N3329, N3428 win. At
		// the start the Confederates stand in two (4 TN, Washington Bty).
		{"S6 two hexes each: nobody", s6, nil, "", "nobody wins: no side meets an objective"},
		{"S6 CSA third hex", s6, []Action{move("c-15-tn", "N3331")}, "csa", "csa wins: it meets all its objectives"},
		{"S6 Union three hexes", s6, []Action{move("c-4-tn", "N3332"), move("c-washington-bty", "N3332"),
			move("u-45-il", "N3434"), move("u-43-il", "N3233"), move("u-15-ia", "N3428")},
			"union", "union wins: it meets all its objectives"},
		// L3633-3646: the Union wins unless the Confederates win or draw.
		{"S7 idle: Union", s7, nil, "union", "union wins: no side meets an objective"},
		// L4696-4721: both objectives or the only side with one wins; the
		// Union wins when the Confederates meet neither; one each is a draw.
		{"S9 idle: Union", s9, nil, "union", "union wins: no side meets an objective"},
		{"S9 Stuart CI and his camps held", s9, []Action{move("u-71-oh", "S5815"), move("u-55-il", "S5815"),
			move("c-17-al", "S5712"), move("c-18-al", "S5313"), move("c-19-al", "S5614"), move("c-2-tx", "S5714"), ci("2/5/T")},
			"csa", "csa wins: the only side to meet an objective"},
		{"S9 Stuart CI but a camp still Union", s9, []Action{move("c-17-al", "S5712"), move("c-19-al", "S5614"),
			move("c-2-tx", "S5714"), ci("2/5/T")}, "union", "union wins: no side meets an objective"},
		{"S9 Jackson CI, Union in a camp", s9, []Action{ci("3/2/2")}, "union", "union wins: the only side to meet an objective"},
		// L4708-4710: the crossroads S5512 and two of McArthur's regiments
		// (9 IL and 12 IL, 2/2/T) Disordered or worse, here one Disordered
		// and one eliminated.
		{"S9 one objective each: draw", s9, []Action{ci("3/2/2"), move("c-2-tx", "S5512"),
			move("u-9-il", "S5508"), {Action: ActAdjust, Unit: "u-9-il", AddStatus: []string{"disordered"}}, elim("u-12-il")},
			"", "draw: csa and union each meet an objective"},
		// 12 IL retreated off the playing area (removed from play): it
		// counts as Disordered (L4633-4635): with 9 IL
		// Disordered, a draw again.
		{"S9 one Disordered, one off the area: draw", s9, []Action{ci("3/2/2"), move("c-2-tx", "S5512"),
			move("u-9-il", "S5508"), {Action: ActAdjust, Unit: "u-9-il", AddStatus: []string{"disordered"}}, move("u-12-il", "S5509"),
			{Action: ActAdjust, Unit: "u-12-il", Remove: true}},
			"", "draw: csa and union each meet an objective"},
		// Only one of McArthur's regiments Disordered: the second
		// Confederate objective fails; the Union's first holds: Union win.
		{"S9 one McArthur regiment Disordered", s9, []Action{ci("3/2/2"), move("c-2-tx", "S5512"),
			move("u-9-il", "S5508"), {Action: ActAdjust, Unit: "u-9-il", AddStatus: []string{"disordered"}}, move("u-12-il", "S5509")},
			"union", "union wins: the only side to meet an objective"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			skipIfUnbuildable(t, c.acts)
			g := newGame(t, c.path)
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
