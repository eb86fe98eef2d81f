package game

import "testing"

// HSN S5 victory (hood-strikes-north-rules.en.md L735-755): Confederate VP
// +12 Fortress Rosecrans, +6 Murfreesboro 5232, +6 per blockhouse Destroyed,
// +3 Maple Grove 4934 (not with Murfreesboro), +3 Salem 4730, +3 Catalpa
// 5028 (L737-742), +2 per Union manpower point lost, -3 per CSA point
// (L743-744). 58+ CSA Decisive, 51-57 Substantive, 43-50 Marginal, 35-42
// Union Marginal, 28-34 Union Substantive, 27 or less Union Decisive
// (L748-755). Murfreesboro is cleared of its Union garrison (moved to the
// Union fort 5131) so that the Confederates alone occupy it.
func TestHSNS5BookLevels(t *testing.T) {
	// Palmer in Murfreesboro (6), Armstrong in Salem (3), Crossland in
	// Catalpa (3), six blockhouses destroyed (36): 48.
	base := []Action{putAt("u-milroy", "5131"), putAt("u-thomas-dn", "5131"), putAt("u-anderson", "5131"),
		putAt("c-palmer", "5232"), putAt("c-armstrong", "4730"), putAt("c-crossland", "5028"),
		elim("u-blockhouse-1"), elim("u-blockhouse-2"), elim("u-blockhouse-3"),
		elim("u-blockhouse-4"), elim("u-blockhouse-5"), elim("u-blockhouse-6")}
	with := func(more ...Action) []Action { return append(append([]Action{}, base...), more...) }
	runBookCases(t, "../../scenarios/hsn/05-the-enemy-was-badly-whipped.scenario.json", []bookCase{
		// Idle: 0, "27 or less".
		{name: "idle", level: "Union Decisive Victory", winner: "union"},
		{name: "48 VP", acts: base, level: "Confederate Marginal Victory", winner: "csa"},
		// 48 - Bate's 2 points x 3 = 42, "35-42".
		{name: "48 less 2 CSA points", acts: with(lose("c-bate-b", 2)), level: "Union Marginal Victory", winner: "union"},
		// 48 + the seventh blockhouse (6) + Thomas's 2 points x 2 (4) = 58.
		{name: "58 VP", acts: with(elim("u-blockhouse-7"), lose("u-thomas-dn", 2)), level: "Confederate Decisive Victory", winner: "csa"},
		// Bate in Maple Grove with Palmer in Murfreesboro adds nothing (L740).
		// (48 - 6 = 42 would be "35-42"; with Maple Grove paid it would be 45.)
		{name: "Maple Grove with Murfreesboro", acts: with(putAt("c-bate-b", "4934"), lose("c-bate-b", 2)),
			level: "Union Marginal Victory", winner: "union"},
		// Maple Grove without Murfreesboro pays 3: Palmer moves to Maple
		// Grove: 48 - 6 + 3 = 45, "43-50".
		{name: "Maple Grove alone", acts: with(putAt("c-palmer", "4934")),
			level: "Confederate Marginal Victory", winner: "csa"},
		// Fortress Rosecrans pays 12 in all, not per hex (L737): its
		// garrisons (Van Cleve in 5131, 140 IN in 5231) and the Murfreesboro
		// units moved there leave play (removed, no loss); Bate in 5231,
		// Armstrong in 5131: 48 - 3 (Armstrong leaves Salem) + 12 = 57,
		// "51-57" (24 per hex would make 69, Decisive).
		{name: "both Fortress Rosecrans hexes", acts: with(Action{Action: ActAdjust, Unit: "u-milroy", Remove: true},
			Action{Action: ActAdjust, Unit: "u-thomas-dn", Remove: true}, Action{Action: ActAdjust, Unit: "u-anderson", Remove: true},
			Action{Action: ActAdjust, Unit: "u-van-cleve", Remove: true}, Action{Action: ActAdjust, Unit: "u-140-in", Remove: true},
			putAt("c-bate-b", "5231"), putAt("c-armstrong", "5131")),
			level: "Confederate Substantive Victory", winner: "csa"},
		// A demoralized unit does not score (L738-742: "undemoralized"):
		// Crossland demoralized in Catalpa: 48 - 3 = 45.
		{name: "demoralized in Catalpa", acts: with(Action{Action: ActAdjust, Unit: "c-crossland", AddStatus: []string{"demoralized"}}),
			level: "Confederate Marginal Victory", winner: "csa"},
	})
}
