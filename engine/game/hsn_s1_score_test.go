package game

import "testing"

// HSN S1 victory (hood-strikes-north-rules.en.md L214-236): CSA VP +12 an
// undemoralized CSA unit in Columbia 1715, +6 in Ft. Mizner 1714 (L218-219),
// +3 per Union infantry unit (all seven: Cox, Ruger, Wagner, Whitaker, Wood,
// O. Moore, Waters) not within 3 hexes of Columbia or destroyed, combat
// losses still applying (L220), +1/2 per undemoralized CSA cavalry brigade
// north of the Duck, rounded up (L221), +2 per Union manpower point lost,
// -3 per CSA point (L222-223). 15+ CSA Decisive, 12-14 Substantive, 9-11
// Marginal, 6-8 Union Marginal, 3-5 Union Substantive, 2 or less Union
// Decisive (L229-236). One turn.
func TestHSNS1BookLevels(t *testing.T) {
	// Every Union infantry unit within 2 hexes of Columbia and none in it or
	// in Ft. Mizner: 0 VP.
	near := []Action{putAt("u-cox", "1616"), putAt("u-ruger", "1716"), putAt("u-wagner", "1815"),
		putAt("u-whitaker", "1615"), putAt("u-wood", "1816"), putAt("u-waters", "1617"), putAt("u-o-moore", "1717")}
	with := func(more ...Action) []Action { return append(append([]Action{}, near...), more...) }
	// Wood 4 hexes from Columbia (3) and 2 of his points lost (4): 7.
	seven := with(putAt("u-wood", "1719"), lose("u-wood", 2))
	plus := func(more ...Action) []Action { return append(append([]Action{}, seven...), more...) }
	runBookCases(t, "../../scenarios/hsn/01-here-come-the-rebels.scenario.json", []bookCase{
		// Idle: Ruger alone is in Columbia; Cox (1220), Wagner, Whitaker, Wood,
		// Waters (columns 01-04) and O. Moore (Nashville) are further: 6 x 3 =
		// 18, "15 or more". The CSA cavalry starts in columns 01-05, south of
		// the Duck.
		{name: "idle", level: "Confederate Decisive Victory", winner: "csa"},
		{name: "all Union infantry near Columbia", acts: near, level: "Union Decisive Victory", winner: "union"},
		// Wood exactly 3 hexes away (1718) is still within 3: 0.
		{name: "Wood 3 hexes away", acts: with(putAt("u-wood", "1718")), level: "Union Decisive Victory", winner: "union"},
		// Wood 4 hexes away (1719): 3, "3 to 5".
		{name: "Wood 4 hexes away", acts: with(putAt("u-wood", "1719")), level: "Union Substantive Victory", winner: "union"},
		// Waters destroyed: 3 for the unit and his 3 manpower points x 2 = 9,
		// "9 to 11" (L220: combat losses still apply).
		{name: "Waters destroyed", acts: with(elim("u-waters")), level: "Confederate Marginal Victory", winner: "csa"},
		// Rucker in Columbia: 12, "12 to 14".
		{name: "Rucker in Columbia", acts: with(putAt("c-rucker", "1715")), level: "Confederate Substantive Victory", winner: "csa"},
		// Idle 18 less Rucker's 2 points x 3 = 12.
		{name: "idle less 2 CSA points", acts: []Action{lose("c-rucker", 2)}, level: "Confederate Substantive Victory", winner: "csa"},
		{name: "7 VP", acts: seven, level: "Union Marginal Victory", winner: "union"},
		// 7 + one brigade north of the Duck (Spring Hill 2914): 1/2 rounded up
		// = 1, 8.
		{name: "one brigade north", acts: plus(putAt("c-rucker", "2914")), level: "Union Marginal Victory", winner: "union"},
		// 7 + three brigades north: 1 1/2 rounded up = 2 (the book's example,
		// L221), 9, "9 to 11".
		{name: "three brigades north", acts: plus(putAt("c-rucker", "2914"), putAt("c-biffle", "2914"), putAt("c-bell", "2914")),
			level: "Confederate Marginal Victory", winner: "csa"},
		// A demoralized Rucker in Columbia scores nothing (L218): 0.
		{name: "demoralized Rucker in Columbia", acts: with(Action{Action: ActAdjust, Unit: "c-rucker", AddStatus: []string{"demoralized"}}, putAt("c-rucker", "1715")),
			level: "Union Decisive Victory", winner: "union"},
		// Ross in Ft. Mizner: 6, "6 to 8".
		{name: "Ross in Ft. Mizner", acts: with(putAt("c-ross", "1714")), level: "Union Marginal Victory", winner: "union"},
		// Three brigades north, one of them demoralized: two count, 1/2 x 2
		// = 1: 8, "6 to 8" (L221: undemoralized brigades only).
		{name: "three brigades north, one demoralized", acts: plus(putAt("c-rucker", "2914"), putAt("c-biffle", "2914"), putAt("c-bell", "2914"),
			Action{Action: ActAdjust, Unit: "c-bell", AddStatus: []string{"demoralized"}}),
			level: "Union Marginal Victory", winner: "union"},
		// Brigades north of the Duck elsewhere than Spring Hill, Franklin or
		// Nashville (e.g. Davis Ford side, 1720 and beyond).
		{name: "brigades north elsewhere", level: "Confederate Marginal Victory", winner: "csa",
			skip: "seed fact missing: the text does not trace the Duck River; the north-of-duck area holds only Spring Hill, Franklin and Nashville (L1925, L1929)"},
	})
}
