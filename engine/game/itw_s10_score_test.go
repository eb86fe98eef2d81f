package game

import "testing"

const itwS10Path = "../../scenarios/itw-shiloh/10-johnston-has-his-way.scenario.json"

// ITW BB 31.0 victory, basic game (EN L4957-4983): the Bloody April
// conditions (30.1, L1401-1480) with the field deadlines one hour earlier
// (L4960-4970), an automatic Strategic Victory for holding N3801 and a
// Pittsburg Landing hex north of Nxx23 with fewer CI brigades than the
// Union, Tactical with as many or more (L4972-4978), and otherwise the
// April 6 level chart one step down for the Confederates (L4979-4983).
//
// Every Confederate formation CI: the Union earns at least 5 x 10 + 16 x 5
// = 130 (L1409-1415); the Confederates at most 11 fields x 5 = 55 and
// nothing else: net <= -75, "Less than -20", Union Strategic Victory (L1468;
// the step down touches only Confederate levels, L4981-4983).
func TestITWS10BookLevels(t *testing.T) {
	runBookCases(t, itwS10Path, []bookCase{
		{name: "every CSA formation CI", acts: []Action{allCSAFormationsCI},
			level: "Union Strategic Victory", winner: "union"},
		// N3801 and a landing hex held, one Union brigade CI and no
		// Confederate one: fewer CI brigades, automatic Strategic (L4972-4976).
		{name: "Snake Creek and the landing", acts: append(occupyActs(t, itwS10Path, "csa", "N3801", "N6423"), ciOf("1/6/T")),
			level: "Confederate Strategic Victory", winner: "csa"},
		// The same with no brigade CI on either side: "an equal number" gives
		// the automatic Tactical victory (L4976-4978).
		{name: "Snake Creek and the landing, equal CI", acts: occupyActs(t, itwS10Path, "csa", "N3801", "N6423"),
			level: "Confederate Tactical Victory", winner: "csa"},
		// The landing without the bridge: no automatic victory. The Union
		// holds the six timed fields (L4964: from the start; nobody enters
		// them) by their deadlines, 30 VP (L4966-4970), and Cloud, Cavalry
		// and Stacey, Lost, Review and Ben Howell at 6 PM, 30 (L1457-1461,
		// errata s1-fields-west-or-south): at least 60; one Union brigade CI
		// gives the Confederates 3: net -57 or less, "Less than -20",
		// Union Strategic (L1468; the step down touches Confederate levels
		// only, L4981-4983).
		{name: "landing without the bridge", acts: append(occupyActs(t, itwS10Path, "csa", "N6423"), ciOf("1/6/T")),
			level: "Union Strategic Victory", winner: "union"},
		// Fields start Union (L4964) and the Union keeps them: 6 timed fields
		// x 5 = 30 plus its 6 PM fields; no CI: net <= -30, Union Strategic.
		{name: "Union keeps every field", level: "Union Strategic Victory", winner: "union"},
	})
}
