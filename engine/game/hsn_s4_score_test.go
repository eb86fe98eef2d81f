package game

import (
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

const hsnS4Path = "../../scenarios/hsn/04-we-will-make-the-fight.scenario.json"

// missingChart names the seed facts an MP trace needs and the seeds lack.
const missingChart = "seed fact missing: the HSN Terrain Chart (L70) with the pike's MP cost, and the pike hexes, are not in " +
	"the seeds; a path of 15 or more hexes may or may not fit in the LOC's MP"

// HSN S4 victory (hood-strikes-north-rules.en.md L589-592, table L596-603):
// -40 if an undemoralized CSA unit enters Franklin 4010 on turn 1 (L589); +7
// per Union infantry division (not brigade) and wagon train with an LOC to
// a Nashville city hex: at most 13 MP, the unit's own hex not counted and
// the Nashville hex counted, through no hex held by or in the ZOC of
// undemoralized CSA units totalling Combat 3 or more, cavalry halved, a ZOC
// hex with undemoralized Union infantry or cavalry in it not blocking, no
// ZOC exit cost, wagons +1 MP the first time off a pike (L590); -2 per Union
// manpower point lost, +3 per CSA point (L591-592). 70+ Union Decisive,
// 60-69 Substantive, 50-59 Marginal, 42-49 CSA Marginal... 41 or less CSA
// Decisive (L596-603). The seven divisions are Cox, Ruger, Kimball, Wood,
// Wagner, McArthur and J. Moore; Opdycke is a brigade; wagons A-C.
//
// Positions: "near" puts the five Franklin divisions and the three wagons
// in 5605 and 5606 (one hex from 5706: hex ids differ by one column, rows
// 05/06, so adjacent or at most 2 hexes), McArthur and J. Moore stay in
// 5706. Two hexes of any terrain cost far less than 13 MP (the dearest cost
// the seeds give is 4 MP, rolling ground in rain, L1317, and a wagon's +1).
func TestHSNS4BookLevels(t *testing.T) {
	near := []Action{putAt("u-cox", "5605"), putAt("u-ruger", "5605"), putAt("u-kimball", "5606"),
		putAt("u-wood", "5606"), putAt("u-wagner", "5606"),
		putAt("u-wagon-a", "5605"), putAt("u-wagon-b", "5606"), putAt("u-wagon-c", "5606")}
	with := func(more ...Action) []Action { return append(append([]Action{}, near...), more...) }
	runBookCases(t, hsnS4Path, []bookCase{
		// 10 x 7 = 70, "70 or more".
		{name: "all near Nashville", acts: near, level: "Union Decisive Victory", winner: "union"},
		// Cox in 0115: 56 columns from Nashville (columns 01 and 57), so at
		// least 56 hexes: no LOC whatever the terrain (56 hexes at the
		// cheapest conceivable 1/4 MP a hex are 14 MP > 13). 63,
		// "60 to 69".
		{name: "Cox 56 hexes away", acts: with(putAt("u-cox", "0115")), level: "Union Substantive Victory", winner: "union"},
		// Cox eliminated: 63, less 11 manpower x 2 = 41, "41 or less".
		{name: "Cox eliminated", acts: with(elim("u-cox")), level: "Confederate Decisive Victory", winner: "csa"},
		// Cleburne enters Franklin on turn 1 and leaves it: -40 (L589:
		// "enters", not "holds"): 70 - 40 = 30, CSA Decisive.
		{name: "CSA enters Franklin on turn 1 and leaves", acts: with(putAt("c-cleburne", "4010"), putAt("c-cleburne", "3914")),
			level: "Confederate Decisive Victory", winner: "csa"},
		// A demoralized Cleburne entering Franklin scores nothing: 70.
		{name: "demoralized CSA enters Franklin", acts: with(Action{Action: ActAdjust, Unit: "c-cleburne", AddStatus: []string{"demoralized"}},
			putAt("c-cleburne", "4010"), putAt("c-cleburne", "3914")),
			level: "Union Decisive Victory", winner: "union"},
		// Cleburne enters Franklin on turn 2: no penalty; 70.
		{name: "CSA enters Franklin on turn 2", acts: with(Action{Action: ActNextTurn}, putAt("c-cleburne", "4010")),
			level: "Union Decisive Victory", winner: "union"},
		// The set-up: five divisions and the wagons in columns 35-39, 17 or
		// more hexes from Nashville.
		{name: "set-up position", level: "Confederate Decisive Victory", winner: "csa", skip: missingChart},
	})
}

// An LOC blocked by a CSA stack (L590). McArthur and J. Moore leave
// Nashville (to 5310); wagon A stands in W, a hex next to both city hexes
// 5706 and 5707, so its LOC is one hex long whatever the terrain costs.
// The test asks wagon-loc's LOC test about wagon A alone.
//   - Cleburne (7 manpower, undemoralized) in 5706: 5706 is held by a stack
//     of Combat 7 >= 3 and 5707, next to it, is in its ZOC: no LOC.
//   - Cleburne demoralized: his Combat never counts (L590): LOC.
//   - Rucker (cavalry, 2 manpower) in 5706 instead: halved, 1 < 3: LOC.
//   - Cleburne in 5706 and Union cavalry Hammond in 5707: a ZOC hex with
//     undemoralized Union cavalry in it does not block: LOC into 5707.
func TestHSNS4LOCBlocked(t *testing.T) {
	g0 := newGame(t, hsnS4Path)
	n6, n7 := g0.Board.Geo.Grid.Neighbors(hex(t, g0, "5706")), g0.Board.Geo.Grid.Neighbors(hex(t, g0, "5707"))
	w := ""
	for _, a := range n6 {
		for _, b := range n7 {
			if a == b && w == "" {
				w = g0.Name(a)
			}
		}
	}
	base := []Action{putAt("u-mcarthur", "5310"), putAt("u-j-moore", "5310"), putAt("u-wagon-a", w)}
	demoralize := Action{Action: ActAdjust, Unit: "c-cleburne", AddStatus: []string{"demoralized"}}
	for _, c := range []struct {
		name string
		acts []Action
		want bool
	}{
		{name: "Cleburne in Nashville", acts: []Action{putAt("c-cleburne", "5706")}, want: false},
		{name: "Cleburne demoralized", acts: []Action{demoralize, putAt("c-cleburne", "5706")}, want: true},
		{name: "Rucker in Nashville", acts: []Action{putAt("c-rucker", "5706")}, want: true},
		{name: "Hammond opens 5707", acts: []Action{putAt("c-cleburne", "5706"), putAt("u-hammond", "5707")}, want: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, hsnS4Path)
			for _, a := range append(append([]Action{}, base...), c.acts...) {
				apply(t, g, a)
			}
			u := g.unit("u-wagon-a")
			var wagonLOC scenarios.Objective
			for _, o := range g.Scenario.Victory.Objectives {
				if o.ID == "wagon-loc" {
					wagonLOC = o
				}
			}
			lc := g.locCheck(wagonLOC, "union")
			if got := lc.counts(g, u); got != c.want {
				t.Fatalf("wagon A in %s traces an LOC: %v, want %v (%s)", w, got, c.want, lc.why)
			}
		})
	}
}
