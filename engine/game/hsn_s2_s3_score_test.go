package game

import "testing"

// The S2 and S3 cases put the divisions and wagons in Franklin (or
// Nashville), where the book scores them without an LOC (L351, L472), next
// to it (an LOC of one hex, within any MP limit), or so far away that no
// LOC of 10 MP or 3 + 12 pike hexes reaches (39 hexes or more: under 0.26
// MP a hex). Positions between depend on the pike's MP cost and the pike
// hexes, which the seeds lack.

// HSN S2 victory (hood-strikes-north-rules.en.md L345-367): Union VP +7 per
// infantry division (Whitaker, Wagner, Wood, Ruger, Cox) and wagon (A, B, C)
// in Franklin 4010 or Nashville 5706/5707 or with an LOC to either (L351),
// -2 per Union manpower point lost (L353), +3 per CSA point (L354), -4 for
// Brentwood's station damaged (L355), -12 once if a CSA unit enters Columbia
// 1715 on turn 4 or earlier, void if all surviving wagons are within 6 hexes
// of Franklin at any time up to turn 4 (L356). 66+ Union Decisive, 53-65
// Substantive, 40-52 Marginal, 27-39 CSA Marginal, 14-26 CSA Substantive, 13
// or less CSA Decisive (L360-367).
func TestHSNS2BookLevels(t *testing.T) {
	divs := []Action{putAt("u-whitaker", "4010"), putAt("u-wagner", "4010"), putAt("u-wood", "4010"),
		putAt("u-ruger", "4010"), putAt("u-cox", "4010")}
	wagonsFranklin := []Action{putAt("u-wagon-a", "4010"), putAt("u-wagon-b", "4010"), putAt("u-wagon-c", "4010")}
	wagonsNashville := []Action{putAt("u-wagon-a", "5706"), putAt("u-wagon-b", "5706"), putAt("u-wagon-c", "5707")}
	all := func(wagons []Action, more ...Action) []Action {
		return append(append(append([]Action{}, divs...), wagons...), more...)
	}
	runBookCases(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json", []bookCase{
		// Five divisions and three wagons in Franklin: 8 x 7 = 56, "53 to 65".
		{name: "all in Franklin", acts: all(wagonsFranklin), level: "Union Substantive Victory", winner: "union"},
		// 56 + Rucker's and Bell's 2 points each x 3 = 68, "66 or more".
		{name: "all in Franklin and 4 CSA points", acts: all(wagonsFranklin, lose("c-rucker", 2), lose("c-bell", 2)),
			level: "Union Decisive Victory", winner: "union"},
		// 56 - Cox's 2 points x 2 = 52, "40 to 52".
		{name: "all in Franklin less 2 Union points", acts: all(wagonsFranklin, lose("u-cox", 2)),
			level: "Union Marginal Victory", winner: "union"},
		// Divisions in Franklin, wagons in Nashville (more than 6 hexes from
		// Franklin, so L356 is not voided), Rucker in Columbia from turn 1
		// (Ruger has left it): 56 - 12 = 44.
		{name: "CSA in Columbia early", acts: all(wagonsNashville, putAt("c-rucker", "1715")),
			level: "Union Marginal Victory", winner: "union"},
		// Same with the wagons in Franklin: L356 is voided, 56.
		{name: "CSA in Columbia early, wagons near Franklin", acts: all(wagonsFranklin, putAt("c-rucker", "1715")),
			level: "Union Substantive Victory", winner: "union"},
		// The wagons reach Franklin only on turn 5: too late to void L356:
		// 56 - 12 = 44.
		{name: "CSA in Columbia early, wagons near Franklin late", acts: append(append(append([]Action{}, divs...), wagonsNashville...),
			putAt("c-rucker", "1715"), Action{Action: ActNextTurn}, Action{Action: ActNextTurn}, Action{Action: ActNextTurn}, Action{Action: ActNextTurn},
			putAt("u-wagon-a", "4010"), putAt("u-wagon-b", "4010"), putAt("u-wagon-c", "4010")),
			level: "Union Marginal Victory", winner: "union"},
		// Wagon C destroyed (2 manpower: -4, L353) and A and B in Franklin
		// from turn 1: "all surviving wagons" are near, L356 voided; Rucker
		// in Columbia: 7 x 7 = 49, less 4 = 45, "40 to 52".
		{name: "CSA in Columbia early, surviving wagons near Franklin", acts: append(append([]Action{}, divs...),
			putAt("u-wagon-a", "4010"), putAt("u-wagon-b", "4010"), elim("u-wagon-c"), putAt("c-rucker", "1715")),
			level: "Union Marginal Victory", winner: "union"},
		// Rucker enters Columbia on turn 5: no penalty (L356): 56.
		{name: "CSA in Columbia on turn 5", acts: all(wagonsNashville, Action{Action: ActNextTurn}, Action{Action: ActNextTurn},
			Action{Action: ActNextTurn}, Action{Action: ActNextTurn}, putAt("c-rucker", "1715")),
			level: "Union Substantive Victory", winner: "union"},
		// A demoralized Rucker in Columbia early: no penalty (L356): 56.
		{name: "demoralized CSA in Columbia early", acts: all(wagonsNashville,
			Action{Action: ActAdjust, Unit: "c-rucker", AddStatus: []string{"demoralized"}}, putAt("c-rucker", "1715")),
			level: "Union Substantive Victory", winner: "union"},
		// Cox at 0115, 39 columns from Franklin and 56 from Nashville: no
		// LOC (see above): 49 (the wagons in Nashville), "40 to 52".
		{name: "Cox far away", acts: all(wagonsNashville, putAt("u-cox", "0115")),
			level: "Union Marginal Victory", winner: "union"},
		// Idle: the divisions and wagons start around Lynnville (columns
		// 01-05) and Ruger in Columbia (1715), 23 hexes from Franklin.
		{name: "idle", level: "Confederate Decisive Victory", winner: "csa", skip: missingChart},
		// The station damaged (the players' flag: station damage is not
		// modelled): 56 - 4 = 52, "40 to 52".
		{name: "Brentwood station damaged", acts: all(wagonsFranklin, flagOn("brentwood-station-damaged")), level: "Union Marginal Victory", winner: "union"},
	})
}

// HSN S3 victory (hood-strikes-north-rules.en.md L468-486): Union VP +7 per
// infantry division (Kimball, Wagner, Wood, Ruger, Cox) and wagon (A, B, C)
// in Franklin 4010 or with an LOC to it (L472), -2 per Union manpower point
// lost (L473), +3 per CSA point (L474). 63+ Union Decisive, 48-62
// Substantive, 32-47 Marginal, 14-31 CSA Marginal, -2 to 13 CSA Substantive,
// -3 or less CSA Decisive (L479-486).
func TestHSNS3BookLevels(t *testing.T) {
	base := []Action{putAt("u-kimball", "4010"), putAt("u-wagner", "4010"), putAt("u-wood", "4010"),
		putAt("u-ruger", "4010"), putAt("u-cox", "4010"),
		putAt("u-wagon-a", "4010"), putAt("u-wagon-b", "4010"), putAt("u-wagon-c", "4010")}
	with := func(more ...Action) []Action { return append(append([]Action{}, base...), more...) }
	nextTo := func(more ...Action) []Action {
		acts := []Action{putAt("u-kimball", "3911"), putAt("u-wagner", "3911"), putAt("u-wood", "3910"),
			putAt("u-ruger", "3910"), putAt("u-cox", "3911"),
			putAt("u-wagon-a", "3910"), putAt("u-wagon-b", "3910"), putAt("u-wagon-c", "3911"),
			Action{Action: ActAdjust, Unit: "u-hammond", Remove: true}} // Hammond (set up in Franklin) leaves play
		return append(acts, more...)
	}
	runBookCases(t, "../../scenarios/hsn/03-a-great-chance-was-lost.scenario.json", []bookCase{
		// Everything in Franklin: 56, "48 to 62".
		{name: "all in Franklin", acts: base, level: "Union Substantive Victory", winner: "union"},
		// 56 + Cleburne's 3 points x 3 = 65, "63 or more".
		{name: "all in Franklin and 3 CSA points", acts: with(lose("c-cleburne", 3)), level: "Union Decisive Victory", winner: "union"},
		// 56 - Cox's 5 points x 2 = 46, "32 to 47".
		{name: "all in Franklin less 5 Union points", acts: with(lose("u-cox", 5)), level: "Union Marginal Victory", winner: "union"},
		// Cox destroyed: 7 x 7 = 49, less his 11 points x 2 = 27, "14 to 31".
		{name: "Cox destroyed", acts: with(elim("u-cox")), level: "Confederate Marginal Victory", winner: "csa"},
		// Wagon A destroyed (2 points, L473: any cause): 49 - 4 = 45.
		{name: "wagon A destroyed", acts: with(elim("u-wagon-a")), level: "Union Marginal Victory", winner: "union"},
		// Idle: the divisions and wagons start in columns 18-24, 16 or more
		// hexes from Franklin.
		{name: "idle", level: "Confederate Decisive Victory", winner: "csa", skip: missingChart},
		// Everything one hex from Franklin (3911, 3910: column 39 next to
		// 40) and Cleburne (7 manpower, undemoralized) in Franklin: no LOC at
		// all (L472): 0, "-2 to 13".
		{name: "CSA stack of Combat 3+ in Franklin", acts: nextTo(putAt("c-cleburne", "4010")),
			level: "Confederate Substantive Victory", winner: "csa"},
		// Rucker (cavalry, 2 manpower, halved to 1) in Franklin instead: the
		// LOC may enter it (L472): 56, "48 to 62".
		{name: "weak CSA stack in Franklin", acts: nextTo(putAt("c-rucker", "4010")),
			level: "Union Substantive Victory", winner: "union"},
		// Cleburne demoralized in Franklin: never counted (L472): 56.
		{name: "demoralized CSA stack in Franklin", acts: nextTo(Action{Action: ActAdjust, Unit: "c-cleburne", AddStatus: []string{"demoralized"}}, putAt("c-cleburne", "4010")),
			level: "Union Substantive Victory", winner: "union"},
		// Cox and the wagons at 0115, 39 columns from Franklin: no LOC:
		// 4 x 7 = 28, "14 to 31".
		{name: "Cox and the wagons far away", acts: with(putAt("u-cox", "0115"), putAt("u-wagon-a", "0115"), putAt("u-wagon-b", "0115"), putAt("u-wagon-c", "0115")),
			level: "Confederate Marginal Victory", winner: "csa"},
	})
}
