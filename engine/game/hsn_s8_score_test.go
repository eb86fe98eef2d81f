package game

import "testing"

// HSN S8 victory (hood-strikes-north-rules.en.md L1070-1085): +15 if an
// undemoralized Union infantry division occupies Lynnville 0423 or Colored
// Church 0324, at most 15 even with both (L1072); -2 per Union manpower
// point lost (L1073, minus sign lost in the markdown); +3 per CSA point
// (L1074). Union VP: 21+ Decisive, 17-20 Substantive, 13-16 Marginal, 9-12
// CSA Marginal, 5-8 CSA Substantive, 4 or less CSA Decisive (L1078-1085).
func TestHSNS8BookLevels(t *testing.T) {
	runBookCases(t, "../../scenarios/hsn/08-that-devil-forrest.scenario.json", []bookCase{
		// Idle: 0 VP, "4 or less".
		{name: "idle", level: "Confederate Decisive Victory", winner: "csa"},
		// Kimball in Lynnville: 15, "13 to 16".
		{name: "Kimball in Lynnville", acts: []Action{putAt("u-kimball", "0423")},
			level: "Union Marginal Victory", winner: "union"},
		// Kimball in Lynnville and Beatty in Colored Church: still 15 (L1072).
		{name: "both hexes count once", acts: []Action{putAt("u-kimball", "0423"), putAt("u-beatty", "0324")},
			level: "Union Marginal Victory", winner: "union"},
		// 15 + Walthall's 2 manpower lost x 3 = 21, "21 or more".
		{name: "Lynnville and 2 CSA points", acts: []Action{putAt("u-kimball", "0423"), lose("c-walthall", 2)},
			level: "Union Decisive Victory", winner: "union"},
		// 15 - Kimball's 2 points lost x 2 = 11, "9 to 12".
		{name: "Lynnville and 2 Union points", acts: []Action{putAt("u-kimball", "0423"), lose("u-kimball", 2)},
			level: "Confederate Marginal Victory", winner: "csa"},
		// Cavalry in Lynnville is no infantry division: 0 VP.
		{name: "cavalry in Lynnville", acts: []Action{putAt("u-coon", "0423")},
			level: "Confederate Decisive Victory", winner: "csa"},
		// A demoralized Kimball does not score (L1072): 0 VP.
		{name: "demoralized division in Lynnville", acts: []Action{{Action: ActAdjust, Unit: "u-kimball", AddStatus: []string{"demoralized"}}, putAt("u-kimball", "0423")},
			level: "Confederate Decisive Victory", winner: "csa"},
	})
}
