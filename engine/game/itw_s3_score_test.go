package game

import "testing"

const itwS3Path = "../../scenarios/itw-shiloh/03-the-morning-action-around-shiloh-church.scenario.json"

// ITW BB 30.3 victory (EN L2292-2326): the Confederates score 1 VP per
// geographic hex or camp an infantry regiment of theirs occupies or last
// moved through (L2293-2302), 2 VP for S3604, S3609 and S2604 (L2304-2309),
// +1 per CI Union brigade except Peabody's (L2313-2316), -1 per CI
// Confederate brigade (L2318-2319). 12 or less is a Union victory, 16 or
// more a Confederate victory, else a draw (L2321-2323); a Confederate
// victory with three or more Confederate brigades CI is a draw (L2325-2326).
// The cases use only the hexes the book names (not the inferred camp hexes,
// errata s3-camp-hexes-inferred).
func TestITWS3BookLevels(t *testing.T) {
	// Eight regiments in the eight named hexes: Shiloh Church S2706, Sherman's
	// HQ S2905, Owl Creek S1401, crossroads S2902 and S4202 (5 x 1 VP) and the
	// three fields (3 x 2 VP): 11 VP.
	hexes := []Action{putAt("c-15-ar", "S2706"), putAt("c-6-ms", "S2905"), putAt("c-23-tn", "S1401"),
		putAt("c-35-tn", "S2902"), putAt("c-24-tn", "S4202"), putAt("c-27-tn", "S3604"),
		putAt("c-16-al", "S3609"), putAt("c-44-tn", "S2604")}
	with := func(more ...Action) []Action { return append(append([]Action{}, hexes...), more...) }
	runBookCases(t, itwS3Path, []bookCase{
		// Idle: no Confederate regiment in a VP hex, nothing CI: 0 VP,
		// "12 or less" (L2321).
		{name: "idle 0 VP", level: "Union Victory", winner: "union"},
		// 11 + 1 (McDowell CI) = 12: still "12 or less" (L2321).
		{name: "12 VP", acts: with(ciOf("1/5/T")), level: "Union Victory", winner: "union"},
		// 11 + 5 Union brigades CI (McDowell, Buckland, Hildebrand, Raith,
		// Veatch) = 16: "16 or more" (L2322).
		{name: "16 VP", acts: with(ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T")),
			level: "Confederate Victory", winner: "csa"},
		// 11 + 4 + Peabody's brigade CI, which scores nothing (L2315-2316):
		// 15, a draw (L2323).
		{name: "Peabody CI scores nothing", acts: with(ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "1/6/T")),
			level: "Draw", winner: ""},
		// 11 + 5 - 3 Confederate brigades CI (Cleburne, Wood, Shaver) = 13:
		// a draw (L2318-2323).
		{name: "16 less 3 CSA CI", acts: with(ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T", "2/-/3", "3/1/3", "1/1/3")),
			level: "Draw", winner: ""},
		// 11 + 8 Union brigades CI - 3 Confederate = 16, a Confederate
		// victory by the score, deemed a draw with three Confederate
		// brigades CI (L2325-2326).
		{name: "16 with 3 CSA CI is a draw", acts: with(ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T", "2/1/T", "1/1/T", "2/6/T",
			"2/-/3", "3/1/3", "1/1/3")), level: "Draw", winner: ""},
		// Only infantry regiments take the hexes (L2293-2294): a battery at
		// the S4202 crossroads instead of 24 TN leaves 10 + 5 = 15, a draw.
		{name: "battery does not take a hex", acts: []Action{putAt("c-15-ar", "S2706"), putAt("c-6-ms", "S2905"),
			putAt("c-23-tn", "S1401"), putAt("c-35-tn", "S2902"), putAt("c-trigg-bty", "S4202"), putAt("c-27-tn", "S3604"),
			putAt("c-16-al", "S3609"), putAt("c-44-tn", "S2604"), ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T")},
			level: "Draw", winner: ""},
		// Control set by hand stands for a regiment's pass (the players'
		// record of "last moved through", L2294): Shiloh Church given to the
		// Confederates instead of 15 AR standing there: 16, a Confederate
		// Victory.
		{name: "Shiloh Church by a control adjustment", acts: []Action{{Action: ActAdjust, Control: map[string]string{"S2706": "csa"}},
			putAt("c-6-ms", "S2905"), putAt("c-23-tn", "S1401"), putAt("c-35-tn", "S2902"), putAt("c-24-tn", "S4202"),
			putAt("c-27-tn", "S3604"), putAt("c-16-al", "S3609"), putAt("c-44-tn", "S2604"), ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T")},
			level: "Confederate Victory", winner: "csa"},
		// A regiment that moved through the S4202 crossroads and went on
		// still holds it (L2294: "or last moved through"): 24 TN placed in
		// S4202, then in S4203: 16, a Confederate Victory.
		{name: "crossroads passed through", acts: with(putAt("c-24-tn", "S4203"), ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T")),
			level: "Confederate Victory", winner: "csa"},
		// A Union infantry regiment passes through S4202 after 24 TN: the
		// crossroads is lost: 15, a draw.
		{name: "crossroads retaken", acts: with(putAt("c-24-tn", "S4203"), putAt("u-77-oh", "S4202"), putAt("u-77-oh", "S4302"),
			ciOf("1/5/T", "4/5/T", "3/5/T", "3/1/T", "2/4/T")),
			level: "Draw", winner: ""},
	})
}
