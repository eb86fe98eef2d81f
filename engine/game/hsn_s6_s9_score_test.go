package game

import (
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// HSN S6 victory (hood-strikes-north-rules.en.md L815-837): Union VP +30 a
// Union infantry unit in Brentwood 4910 with no CSA infantry next to it, +15
// with some (L819-820), 4 per Williamson County hex next to Brentwood held
// when neither scores (L821), +10 Brentwood held at the end of turn 1 (L822),
// +25 if no undemoralized CSA infantry division is within 2 hexes of
// Brentwood (L823), +3 per CSA division in Davidson County with no LOC
// (L824), -2 per Union manpower point lost, +3 per CSA point (L825-826).
// 55+ Union Decisive, 45-54 Substantive, 35-44 Marginal, 25-34 CSA Marginal,
// 15-24 CSA Substantive, 14 or less CSA Decisive (L832-837).
func TestHSNS6BookLevels(t *testing.T) {
	runBookCases(t, "../../scenarios/hsn/06-the-battle-of-nashville.scenario.json", []bookCase{
		// Idle: the CSA divisions stand in columns 51-55, more than 2 hexes
		// from Brentwood: 25, "25 to 34". Every CSA division keeps an LOC
		// south (L824): 0.
		{name: "idle", level: "Confederate Marginal Victory", winner: "csa"},
		// Walthall within 2 hexes of Brentwood (4911): 0.
		{name: "Walthall near Brentwood", acts: []Action{putAt("c-walthall", "4911")}, level: "Confederate Decisive Victory", winner: "csa"},
		// Ector is a brigade (L823 counts divisions): still 25.
		{name: "Ector near Brentwood", acts: []Action{putAt("c-ector", "4911")}, level: "Confederate Marginal Victory", winner: "csa"},
		// 25 + Lowrey's 4 points x 3 = 37, "35 to 44".
		{name: "idle and 4 CSA points", acts: []Action{lose("c-lowrey", 4)}, level: "Union Marginal Victory", winner: "union"},
		// 25 - Cox's 3 points x 2 = 19, "15 to 24".
		{name: "idle less 3 Union points", acts: []Action{lose("u-cox", 3)}, level: "Confederate Substantive Victory", winner: "csa"},
		// Kimball in Brentwood from turn 1, no CSA infantry near: 30 + 10 + 25
		// = 65, "55 or more".
		{name: "Kimball in Brentwood", acts: []Action{putAt("u-kimball", "4910")}, level: "Union Decisive Victory", winner: "union"},
		// Kimball in Brentwood and Ector (a CSA infantry brigade, not a
		// division) next to it in 4911: L820's 15 instead of L819's 30, the
		// 10 of L822, and L823's 25 (Ector is no division): 50, "45 to 54".
		{name: "Kimball in Brentwood, Ector next to it", acts: []Action{putAt("u-kimball", "4910"), putAt("c-ector", "4911")},
			level: "Union Substantive Victory", winner: "union"},
		// Kimball in Brentwood and Walthall (a division) next to it: 15 + 10,
		// no 25: 25, "25 to 34".
		{name: "Kimball in Brentwood, Walthall next to it", acts: []Action{putAt("u-kimball", "4910"), putAt("c-walthall", "4911")},
			level: "Confederate Marginal Victory", winner: "csa"},
		// Walthall next to Brentwood but demoralized: L819 (30), L822 (10),
		// L823 (25): 65, "55 or more".
		{name: "Kimball in Brentwood, Walthall demoralized next to it", acts: []Action{putAt("u-kimball", "4910"), putAt("c-walthall", "4911"),
			{Action: ActAdjust, Unit: "c-walthall", AddStatus: []string{"demoralized"}}},
			level: "Union Decisive Victory", winner: "union"},
		// Union cavalry (Coon) in Brentwood: the awards are for infantry
		// (L819-822): only L823's 25, "25 to 34".
		{name: "cavalry in Brentwood", acts: []Action{putAt("u-coon", "4910")}, level: "Confederate Marginal Victory", winner: "csa"},
		// Kimball reaches Brentwood on turn 2: no L822 award: 30 + 25 = 55,
		// "55 or more".
		{name: "Kimball in Brentwood on turn 2", acts: []Action{{Action: ActNextTurn}, putAt("u-kimball", "4910")},
			level: "Union Decisive Victory", winner: "union"},
		// Kimball in Brentwood on turn 1, gone on turn 2: 10 + 25 = 35,
		// "35 to 44" (5512, where he ends, is not next to Brentwood).
		{name: "Kimball in Brentwood on turn 1 only", acts: []Action{putAt("u-kimball", "4910"), {Action: ActNextTurn}, putAt("u-kimball", "5512")},
			level: "Union Marginal Victory", winner: "union"},
		{name: "Union infantry next to Brentwood", level: "Confederate Marginal Victory", winner: "csa",
			skip: "seed fact missing: the text does not say which of Brentwood's six neighbours lie in Williamson County (L821 pays only for those)"},
		{name: "CSA division cut off in Davidson County", level: "Confederate Marginal Victory", winner: "csa",
			skip: "seed fact missing: the text places no hex of Davidson County but Nashville, where the CSA may not go (L824, L809)"},
	})
}

// The S6 LOC (L824) traced by the ruleset's rule hsn-s6: any chain of hexes
// to Brentwood 4910 or Columbia 1715 that enters no Union-occupied hex and no
// ZOC of an undemoralized Union unit, unless an undemoralized CSA unit
// stands in that ZOC hex. Walthall stands alone in 3020, far from both;
// Union divisions Kimball and Beatty stand in two opposite neighbours of
// 3020 (n0 and n3): their hexes are occupied and each other neighbour of
// 3020 touches one of them, so every first step is closed.
func TestHSNS6LOC(t *testing.T) {
	const path = "../../scenarios/hsn/06-the-battle-of-nashville.scenario.json"
	g0 := newGame(t, path)
	n := g0.Board.Geo.Grid.Neighbors(hex(t, g0, "3020"))
	n0, n1, n3 := g0.Name(n[0]), g0.Name(n[1]), g0.Name(n[3])
	ring := []Action{putAt("c-walthall", "3020"), putAt("u-kimball", n0), putAt("u-beatty", n3)}
	for _, c := range []struct {
		name string
		acts []Action
		want bool
	}{
		{name: "alone", acts: []Action{putAt("c-walthall", "3020")}, want: true},
		{name: "ringed", acts: ring, want: false},
		// Kimball demoralized: his ZOC no longer closes n1 (his own hex stays
		// closed, L824 "enemy-occupied"); n1's other neighbours away from
		// Beatty lead on.
		{name: "one side demoralized", acts: append(append([]Action{}, ring...),
			Action{Action: ActAdjust, Unit: "u-kimball", AddStatus: []string{"demoralized"}}), want: true},
		// Ector (CSA, undemoralized) in n1 opens it.
		{name: "Ector opens the ZOC", acts: append(append([]Action{}, ring...), putAt("c-ector", n1)), want: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, path)
			for _, a := range c.acts {
				apply(t, g, a)
			}
			var cut scenarios.Objective
			for _, o := range g.Scenario.Victory.Objectives {
				if o.ID == "davidson-cut-off" {
					cut = o
				}
			}
			lc := g.locCheck(cut, "csa")
			// lc counts the units without an LOC (none: true)
			if got := !lc.counts(g, g.unit("c-walthall")); got != c.want {
				t.Fatalf("Walthall traces an LOC: %v, want %v", got, c.want)
			}
		})
	}
}

// HSN S9 victory (hood-strikes-north-rules.en.md L1703-1749), the wagon
// awards (L1734-1738): +6 per wagon not entering Nashville before winter,
// -2 per wagon entering Murfreesboro 5232 or a standing Fortress Rosecrans
// hex (5131, 5231); all count with no CSA infantry on the map. 205+ CSA
// Decisive ... 144 or less Union Decisive (L1742-1749). The per-VP-Phase
// awards (L1710-1717) need CSA infantry near Columbia, Franklin,
// Murfreesboro or Nashville, and the LOC awards (L1718-1719) CSA divisions
// in play; the cases have neither.
func TestHSNS9WagonVP(t *testing.T) {
	const path = "../../scenarios/hsn/09-hood-strikes-north.scenario.json"
	for _, c := range []struct {
		name                   string
		acts                   []Action
		notNashville, murfrees int
		level, winner          string
	}{
		// Idle: wagons A-C never reach Nashville: 18; 18 (24 should winter
		// remove the wagons, L1736) is "144 or less".
		{name: "idle", notNashville: 18, level: "Union Decisive Victory", winner: "union"},
		// A in Murfreesboro, B in Nashville: 12 for A and C, -2 for A (the
		// L1738 example: the awards add up).
		{name: "A in Murfreesboro, B in Nashville", acts: []Action{putAt("u-wagon-a", "5232"), putAt("u-wagon-b", "5706")},
			notNashville: 12, murfrees: 2, level: "Union Decisive Victory", winner: "union"},
		// B enters Nashville and is removed there (S9 wagons leave play on
		// entering Nashville, L1687): 12.
		{name: "B entered Nashville, removed", acts: []Action{putAt("u-wagon-b", "5706"), {Action: ActAdjust, Unit: "u-wagon-b", Remove: true}},
			notNashville: 12, level: "Union Decisive Victory", winner: "union"},
		// B destroyed: it never entered Nashville (L1738): still 18.
		{name: "B destroyed", acts: []Action{elim("u-wagon-b")}, notNashville: 18, level: "Union Decisive Victory", winner: "union"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, path)
			for _, a := range c.acts {
				apply(t, g, a)
			}
			for !g.Over() {
				apply(t, g, Action{Action: ActNextTurn})
			}
			sc := g.Score()
			if o := objective(t, sc, "wagon-not-in-nashville"); o.VP != c.notNashville {
				t.Errorf("wagon-not-in-nashville = %+v, want %d", o, c.notNashville)
			}
			if o := objective(t, sc, "wagon-murfreesboro"); o.VP != c.murfrees {
				t.Errorf("wagon-murfreesboro = %+v, want %d", o, c.murfrees)
			}
			if r := g.Result(); !r.Final || r.Level != c.level || r.Winner != c.winner {
				t.Fatalf("result %+v (VP %v); want %q", r, sc.VP, c.level)
			}
		})
	}
	// Wagon A enters Murfreesboro on turn 1 and leaves for 4010 on turn 2:
	// it entered (L1735: "enters"), -2; 18 - 2 = 16 net, Union Decisive.
	t.Run("wagon entered Murfreesboro and left", func(t *testing.T) {
		g := newGame(t, path)
		apply(t, g, putAt("u-wagon-a", "5232"))
		apply(t, g, Action{Action: ActNextTurn})
		apply(t, g, putAt("u-wagon-a", "4010"))
		for !g.Over() {
			apply(t, g, Action{Action: ActNextTurn})
		}
		sc := g.Score()
		if o := objective(t, sc, "wagon-murfreesboro"); o.VP != 2 {
			t.Errorf("wagon-murfreesboro = %+v, want 2", o)
		}
		if sc.Net != 16 || g.Result().Level != "Union Decisive Victory" {
			t.Fatalf("net %d, %q; want 16, Union Decisive Victory", sc.Net, g.Result().Level)
		}
	})
	// L1738's second example: a wagon that loses no manpower and is
	// destroyed voluntarily (removed from the game, L1688) scores its
	// manpower (+2, L1736) and, never entering Nashville, +6 (L1734): +8;
	// no manpower-loss VP for it (L1733). Wagon A so, B and C idle: 8 + 12
	// = 20 net; destroyed in combat instead (eliminated), A scores +6 and its
	// 2 manpower lost x 2 (L1733): 10 + 12 = 22.
	for _, c := range []struct {
		name string
		act  Action
		net  int
	}{
		{"wagon destroyed voluntarily", Action{Action: ActAdjust, Unit: "u-wagon-a", Remove: true}, 20},
		{"wagon destroyed in combat", elim("u-wagon-a"), 22},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, path)
			apply(t, g, c.act)
			for !g.Over() {
				apply(t, g, Action{Action: ActNextTurn})
			}
			if sc := g.Score(); sc.Net != c.net {
				t.Fatalf("net %d (%+v), want %d", sc.Net, sc.Objectives, c.net)
			}
		})
	}
	t.Run("LOC awards", func(t *testing.T) {
		t.Skip("seed fact missing: the pike, road and railroad hexes the L1718-1719 LOCs follow are not in the text (the per-phase awards are TestHSNS9VPPhases)")
	})
}
