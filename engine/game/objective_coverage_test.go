package game

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// Coverage of the built-in scenarios' victory conditions by hand-scored end
// positions (issue 23: "every objective type of every built-in scenario is
// exercised by at least one hand-scored end position (won, lost, drawn
// where the book has a draw)").
//
// handScored tags, per scenario file (path under scenarios/), the
// hand-scored positions: the test that asserts it (as `go test -run` names
// it, Func/case with the case name as written in the source), the outcome
// it asserts ("csa", "union" or "draw"; "" for a position whose VP per
// objective are asserted, not the level) and the objectives it exercises
// (ids of the scenario file). TestObjectiveCoverage fails when a scenario,
// an objective type or an outcome of the book has no position, unless
// gaps names the seed fact that is missing to build one.
type posTag struct {
	test    string
	outcome string
	covers  []string
}

type scenarioCoverage struct {
	positions []posTag
	// gaps: "draw", "csa", "union" or an objective type with no position,
	// and the seed fact whose absence keeps it unscored; noDraw: why the
	// book has no draw where the data's shape would allow one.
	gaps   map[string]string
	noDraw string
}

const (
	gapS10Fields = "seed fact missing: the text places no hex of Spain's, Barnes, Larkin Bell, Perry, Mulberry, Chambers, Hagy, " +
		"Cavalry or Stacey Field, nor says which other fields lie west or south of the N4023-N5229 line (EN L1457-1461), so the " +
		"Union's 6 PM award is known only as a lower bound and no net score is known to fall in 21-40 (L4979-4983)"
)

var s1Family = func(file string) scenarioCoverage {
	sub := "TestITWS1VariantsBookLevels/" + file + "/"
	return scenarioCoverage{positions: []posTag{
		{sub + "Pittsburg Landing taken", "csa", []string{"pittsburg-landing-automatic", "automatic-strategic"}},
		{sub + "Pittsburg Landing taken, more CSA CI", "csa", []string{"automatic-tactical", "csa-ci-brigades-vs-union", "ci-csa-brigade"}},
		{sub + "every CSA formation CI", "union", []string{"ci-csa-division", "ci-csa-brigade"}},
		{sub + "a CSA battery eliminated", "union", []string{"battery-eliminated-union"}},
		{sub + "a Union battery eliminated", "union", []string{"battery-eliminated-csa"}},
		{sub + "Union keeps every field", "union", []string{"lost-field-union", "review-field-union", "ben-howell-field-union",
			"lost-field-union-6pm", "review-field-union-6pm", "ben-howell-field-union-6pm", "ci-union-brigade"}},
	}}
}

var handScored = map[string]scenarioCoverage{
	"classic-shiloh/classic-shiloh.scenario.json": {positions: []posTag{
		{"TestClassicBookPositions/Confederates hold 1508 with twice the VP", "csa", []string{"sp-eliminated-csa", "pittsburg-landing-csa"}},
		{"TestClassicBookPositions/Confederates hold 1508 with fewer VP", "", []string{"sp-eliminated-union", "pittsburg-landing-csa"}},
		{"TestClassicBookPositions/Union holds 1508 with more than half", "union", []string{"sp-eliminated-csa", "sp-eliminated-union", "pittsburg-landing-union"}},
		{"TestClassicBookPositions/Confederates twice the VP without 1508", "csa", []string{"sp-eliminated-csa", "pittsburg-landing-union"}},
	}},

	"hsn/01-here-come-the-rebels.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS1/exactly 15", "csa", []string{"columbia", "union-infantry-away"}},
		{"TestBookPositionsHSNS1/exactly 14", "csa", []string{"columbia", "union-manpower-lost"}},
		{"TestBookPositionsHSNS1/negative total", "union", []string{"csa-manpower-lost"}},
		{"TestBookPositionsHSNS1/Columbia and Ft. Mizner", "csa", []string{"columbia", "fort-mizner"}},
		{"TestHSNS1BookLevels/one brigade north", "union", []string{"csa-cavalry-north"}},
	}},
	"hsn/02-the-race-for-columbia.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS2/exactly 38", "csa", []string{"division-loc", "wagon-loc", "early-columbia", "union-manpower-lost"}},
		{"TestBookPositionsHSNS2/wagons reach Franklin on turn 4", "union", []string{"wagons-near-franklin", "early-columbia", "division-loc"}},
		{"TestHSNS2BookLevels/all in Franklin and 4 CSA points", "union", []string{"csa-manpower-lost", "wagon-loc"}},
		{"TestHSNS2BookLevels/Brentwood station damaged", "union", []string{"brentwood-station-damaged"}},
	}},
	"hsn/03-a-great-chance-was-lost.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS3/exactly -2", "csa", []string{"division-loc", "wagon-loc", "union-manpower-lost"}},
		{"TestHSNS3BookLevels/all in Franklin and 3 CSA points", "union", []string{"division-loc", "wagon-loc", "csa-manpower-lost"}},
	}},
	"hsn/04-we-will-make-the-fight.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS4/cavalry enters Franklin on turn 1", "csa", []string{"franklin-turn-1", "division-loc", "wagon-loc"}},
		{"TestBookPositionsHSNS4/exactly 68", "union", []string{"division-loc", "wagon-loc", "union-manpower-lost"}},
		{"TestBookPositionsHSNS4/exactly 60", "union", []string{"csa-manpower-lost", "union-manpower-lost"}},
	}},
	"hsn/05-the-enemy-was-badly-whipped.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS5/exactly 51", "csa", []string{"murfreesboro", "blockhouse-destroyed", "salem"}},
		{"TestBookPositionsHSNS5/exactly 50", "csa", []string{"union-manpower-lost", "catalpa"}},
		{"TestBookPositionsHSNS5/leader alone in Catalpa", "union", []string{"catalpa", "salem"}},
		{"TestBookPositionsHSNS5/Maple Grove with a demoralized Murfreesboro", "csa", []string{"maple-grove", "murfreesboro"}},
		{"TestHSNS5BookLevels/48 less 2 CSA points", "union", []string{"csa-manpower-lost"}},
		{"TestHSNS5BookLevels/both Fortress Rosecrans hexes", "csa", []string{"fortress-rosecrans"}},
	}},
	"hsn/06-the-battle-of-nashville.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS6/infantry brigade in Brentwood", "union", []string{"brentwood-clear", "brentwood-turn-1", "brentwood-clear-zone"}},
		{"TestBookPositionsHSNS6/contested Brentwood less a Union point", "csa", []string{"brentwood-contested", "brentwood-turn-1", "union-manpower-lost"}},
		{"TestHSNS6BookLevels/idle and 4 CSA points", "union", []string{"csa-manpower-lost", "brentwood-clear-zone"}},
	}},
	"hsn/07-hoods-retreat.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS7/exactly 69", "union", []string{"divisions-south-of-duck", "columbia", "csa-manpower-lost"}},
		{"TestBookPositionsHSNS7/exactly 89", "csa", []string{"divisions-south-of-duck", "columbia", "union-manpower-lost"}},
	}},
	"hsn/08-that-devil-forrest.scenario.json": {positions: []posTag{
		{"TestBookPositionsHSNS8/Colored Church", "union", []string{"lynnville-colored-church"}},
		{"TestBookPositionsHSNS8/exactly 17", "union", []string{"lynnville-colored-church", "csa-manpower-lost", "union-manpower-lost"}},
		{"TestBookPositionsHSNS8/negative total", "csa", []string{"union-manpower-lost"}},
	}},
	"hsn/09-hood-strikes-north.scenario.json": {positions: []posTag{
		{"TestHSNS9NashvilleEndsTheGame/division in Nashville", "csa", []string{"nashville-automatic"}},
		{"TestHandScoredMoveFiles/testdata/hsn-s9-beside-nashville.moves.json", "csa", []string{"nashville-adjacent", "nashville-first-approach", "wagon-not-in-nashville"}},
		{"TestHSNS9WagonVP/idle", "union", []string{"wagon-not-in-nashville"}},
		{"TestHSNS9WagonVP/A in Murfreesboro, B in Nashville", "union", []string{"wagon-murfreesboro", "wagon-not-in-nashville"}},
		{"TestBookPositionsHSNS9/two adjacent, one three hexes away, last turn", "", []string{"nashville-adjacent", "nashville-ring", "nashville-first-approach"}},
		{"TestBookPositionsHSNS9/Murfreesboro first held in turn 32", "", []string{"murfreesboro-first", "murfreesboro-later", "murfreesboro-final"}},
		{"TestBookPositionsHSNS9/Franklin held ten phases", "", []string{"franklin"}},
		{"TestHSNS9VPPhases/Columbia and five stations", "", []string{"columbia", "rr-station-destroyed-antioch", "rr-station-destroyed-la-vergne",
			"rr-station-destroyed-smyrna", "rr-station-destroyed-florence", "rr-station-destroyed-brentwood"}},
		{"TestObjectivePositionsHSNS9/losses both ways", "union", []string{"csa-manpower-lost", "union-manpower-lost", "wagon-not-in-nashville"}},
		{"TestObjectivePositionsHSNS9/a wagon destroyed", "", []string{"wagon-destroyed-or-winter"}},
	}},

	"itw-shiloh/01-bloody-april.scenario.json": func() scenarioCoverage {
		c := s1Family("01-bloody-april.scenario.json")
		c.positions = append(c.positions, posTag{"TestBookPositionsITWS1/five Union divisions CI, fields kept", "union",
			[]string{"ci-union-division", "ci-union-brigade", "union-shift-line"}})
		return c
	}(),
	"itw-shiloh/01a-a-grand-design.scenario.json":       s1Family("01a-a-grand-design.scenario.json"),
	"itw-shiloh/01b-turn-the-left-flank.scenario.json":  s1Family("01b-turn-the-left-flank.scenario.json"),
	"itw-shiloh/01c-lew-wallace-variable.scenario.json": s1Family("01c-lew-wallace-variable.scenario.json"),
	"itw-shiloh/02-sound-the-long-roll.scenario.json": {positions: []posTag{
		{"TestBookPositionsITWS2/Peabody gone, Miller CI: draw", "draw", []string{"csa-peabody-gone", "union-regiments"}},
		{"TestBookPositionsITWS2/ten camps, 12 SP lost: Union", "union", []string{"csa-camps", "union-regiments", "union-sp-lost"}},
		{"TestBookPositionsITWS2/ten camps, one Union regiment left: CSA", "csa", []string{"csa-camps", "union-regiments"}},
		{"TestBookPositionsITWS2/nine camps, 11 SP lost, Munch's camp: Union", "union", []string{"union-camps", "union-sp-lost", "csa-camps"}},
	}},
	"itw-shiloh/03-the-morning-action-around-shiloh-church.scenario.json": {positions: []posTag{
		{"TestITWS3BookLevels/16 VP", "csa", []string{"ci-union-brigade", "shiloh-church", "sherman-hq", "owl-creek-area", "crossroad-s2902",
			"crossroad-s4202", "review-field-hex", "lost-field-hex", "ben-howell-field-hex"}},
		{"TestITWS3BookLevels/16 with 3 CSA CI is a draw", "draw", []string{"ci-csa-brigade", "csa-brigades-ci-draw"}},
		{"TestITWS3BookLevels/idle 0 VP", "union", nil},
		{"TestITWS3BookLevels/crossroads passed through", "csa", []string{"crossroad-s4202"}},
		{"TestITWS3BookLevels/battery does not take a hex", "", []string{"shiloh-church", "crossroad-s2902"}},
	}},
	"itw-shiloh/04-the-hornets-nest.scenario.json": {positions: []posTag{
		{"TestBookPositionsITWS4/eight CSA brigades CI", "draw", []string{"ci-csa-brigades"}},
		{"TestBookPositionsITWS4/Union infantry on the Corinth-Pittsburg Road", "union", []string{"corinth-pittsburg-road-union"}},
		{"TestBookPositionsITWS4/two points to one", "csa", []string{"north-boundary-csa", "ci-union-divisions", "corinth-pittsburg-road-union"}},
		{"TestS4LaneMaintained/kept", "csa", []string{"cloud-field-lane-csa"}},
		{"TestS4LaneMaintained/lost at 6 PM", "union", []string{"cloud-field-lane-union"}},
		{"TestS4SunkenLaneNeedsAnotherPoint/lane and the north boundary", "csa", []string{"sunken-lane-csa"}},
	}},
	"itw-shiloh/05-the-road-to-pittsburg-landing.scenario.json": {positions: []posTag{
		{"TestITWS5BookLevels/every CSA formation CI", "union", []string{"ci-csa-division", "ci-csa-brigade"}},
		{"TestITWS5BookLevels/Pittsburg Landing taken", "csa", []string{"pittsburg-landing-automatic", "automatic-strategic"}},
		{"TestITWS5BookLevels/Pittsburg Landing taken, more CSA CI", "csa", []string{"automatic-tactical", "csa-ci-brigades-vs-union"}},
		{"TestObjectivePositionsITWS5/fields west and south held by the Union at 6 PM", "", []string{"lost-field-union-6pm"}},
		{"TestObjectivePositionsITWS5/Lost Field shared at 6 PM", "", []string{"lost-field-union-6pm"}},
		{"TestObjectivePositionsITWS5/batteries eliminated", "", []string{"battery-eliminated-csa", "battery-eliminated-union"}},
	}},
	"itw-shiloh/06-the-sherman-mcclernand-counterattack.scenario.json": {positions: []posTag{
		{"TestITWObjectiveResults/S6 CSA third hex", "csa", []string{"hq-camps-csa"}},
		{"TestITWObjectiveResults/S6 Union three hexes", "union", []string{"hq-camps-union"}},
	}, noDraw: "three of five hexes for one side leaves the other two at most, and the book names no draw (EN L3462-3466)"},
	"itw-shiloh/07-the-final-confederate-attack.scenario.json": {positions: []posTag{
		{"TestITWS7BookResults/infantry at the landing", "csa", []string{"csa-win-pittsburg-landing"}},
		{"TestITWS7BookResults/both roads held", "draw", []string{"csa-draw-road", "csa-draw-lane"}},
		{"TestITWObjectiveResults/S7 idle: Union", "union", nil},
	}},
	"itw-shiloh/08-the-second-day.scenario.json": {positions: []posTag{
		{"TestITWS8BookLevels/S8/eight CSA brigades CI, Union at the crossroads", "union", []string{"ci-csa-brigade", "union-crossroads-s2902",
			"union-last-infantry-s2902", "union-crossroads-s4210", "union-last-infantry-s4210"}},
		{"TestITWS8BookLevels/S8/seven Union brigades CI, CSA at the crossroads", "csa", []string{"ci-union-brigade", "csa-crossroads-s2902", "csa-crossroads-s4210"}},
		{"TestITWS8BookLevels/S8/draw, every shift cancelled", "draw", []string{"ci-union-brigade", "union-crossroads-s2902", "csa-crossroads-s4210"}},
		{"TestObjectivePositionsITWS8CrossroadsKept/c-stanford-bty", "", []string{"union-crossroads-s2902"}},
	}},
	"itw-shiloh/08a-a-day-two-variant.scenario.json": {positions: []posTag{
		{"TestITWS8BookLevels/S8a/eight CSA brigades CI, Union at the crossroads", "union", []string{"ci-csa-brigade", "union-crossroads-s2902",
			"union-last-infantry-s2902", "union-crossroads-s4210", "union-last-infantry-s4210"}},
		{"TestITWS8BookLevels/S8a/eight Union brigades CI, no Union at the crossroads", "csa", []string{"ci-union-brigade", "csa-crossroads-s2902", "csa-crossroads-s4210"}},
		{"TestITWS8BookLevels/S8a/draw, every shift cancelled", "draw", []string{"ci-union-brigade", "union-crossroads-s2902", "csa-crossroads-s4210"}},
	}},
	"itw-shiloh/09-the-critical-left-flank.scenario.json": {positions: []posTag{
		{"TestBookPositionsITWS9/crossroads and 11 CSA SP lost: draw", "draw", []string{"csa-crossroads", "csa-mcarthur-disordered", "union-11-sp"}},
		{"TestBookPositionsITWS9/Stuart's camps, one held by a battery", "csa", []string{"csa-stuart-camps", "csa-stuart-ci"}},
		{"TestITWObjectiveResults/S9 Jackson CI, Union in a camp", "union", []string{"union-csa-brigade-ci", "union-stuart-camp"}},
	}},
	"itw-shiloh/10-johnston-has-his-way.scenario.json": {positions: []posTag{
		{"TestITWS10BookLevels/every CSA formation CI", "union", []string{"ci-csa-division", "ci-csa-brigade"}},
		{"TestITWS10BookLevels/Snake Creek and the landing", "csa", []string{"snake-creek-bridge", "landing-one-hex", "automatic-strategic", "csa-ci-brigades-vs-union"}},
		{"TestITWS10BookLevels/Snake Creek and the landing, equal CI", "csa", []string{"automatic-tactical"}},
		{"TestITWS10BookLevels/Union keeps every field", "union", []string{"lost-field-union", "review-field-union", "ben-howell-field-union"}},
		{"TestObjectivePositionsITWS10/batteries eliminated", "", []string{"battery-eliminated-csa", "battery-eliminated-union"}},
	}, gaps: map[string]string{"draw": gapS10Fields}},
}

// bookOutcomes are the outcomes a scenario's victory data allows: both sides
// always; a draw where a level is a draw (named so, or with no side), an
// objective or goal gives one, or both sides have goals of their own (one
// each is a draw, ITW BB 30.2, 30.9).
func bookOutcomes(sc *scenarios.Scenario) []string {
	out := []string{"csa", "union"}
	v := sc.Victory
	draw := false
	for _, l := range v.Levels {
		if l.Name == "Draw" || l.Side == "" {
			draw = true
		}
	}
	for _, o := range v.Objectives {
		if o.Level == "Draw" {
			draw = true
		}
	}
	if t := v.Terms; t != nil {
		sides := 0
		for _, goals := range t.Goals {
			if len(goals) > 0 {
				sides++
			}
			for _, g := range goals {
				draw = draw || g.Draw
			}
		}
		draw = draw || sides > 1
	}
	if draw {
		out = append(out, "draw")
	}
	return out
}

func TestObjectiveCoverage(t *testing.T) {
	tests := testSources(t)
	var files []string
	if err := fs.WalkDir(scenarios.Builtin(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".scenario.json") {
			files = append(files, p)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	for p := range handScored {
		if !slices.Contains(files, p) {
			t.Errorf("%s: tagged but not a built-in scenario", p)
		}
	}
	ids, tagged := 0, 0
	for _, p := range files {
		t.Run(p, func(t *testing.T) {
			data, err := fs.ReadFile(scenarios.Builtin(), p)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := scenarios.DecodeScenario(data)
			if err != nil || sc.Victory == nil {
				t.Fatalf("no victory conditions: %v", err)
			}
			cov, ok := handScored[p]
			if !ok {
				t.Fatalf("no hand-scored position tagged: add its positions to handScored")
			}
			typeOf := map[string]string{}
			for _, o := range sc.Victory.Objectives {
				typeOf[o.ID] = o.Type
			}
			coveredIDs, coveredTypes, outcomes := map[string]bool{}, map[string]bool{}, map[string]bool{}
			for _, pt := range cov.positions {
				if err := tests.has(pt.test); err != "" {
					t.Errorf("%s: %s", pt.test, err)
				}
				if pt.outcome != "" {
					outcomes[pt.outcome] = true
				}
				for _, id := range pt.covers {
					typ, ok := typeOf[id]
					if !ok {
						t.Errorf("%s: objective %q is not in the scenario", pt.test, id)
					}
					coveredIDs[id], coveredTypes[typ] = true, true
				}
			}
			need := map[string]bool{}
			for _, typ := range typeOf {
				need[typ] = true
			}
			want := bookOutcomes(sc)
			if cov.noDraw != "" {
				want = slices.DeleteFunc(want, func(s string) bool { return s == "draw" })
			}
			for _, o := range want {
				need[o] = true
			}
			for _, k := range sortedKeys(need) {
				covered := coveredTypes[k] || outcomes[k]
				gap, excused := cov.gaps[k]
				switch {
				case covered && excused:
					t.Errorf("%s: covered by a position, yet excused as a gap (%s)", k, gap)
				case !covered && !excused:
					t.Errorf("%s: no hand-scored position exercises it", k)
				case excused && !strings.HasPrefix(gap, "seed fact missing: "):
					t.Errorf("%s: a gap must name the missing seed fact", k)
				}
			}
			for k := range cov.gaps {
				if !need[k] {
					t.Errorf("gap %q: not an objective type or outcome of the scenario", k)
				}
			}
			ids += len(typeOf)
			tagged += len(coveredIDs)
			var untagged []string
			for id := range typeOf {
				if !coveredIDs[id] {
					untagged = append(untagged, id)
				}
			}
			sort.Strings(untagged)
			if len(untagged) > 0 {
				t.Logf("objectives with no tagged position (their type is covered): %s", strings.Join(untagged, ", "))
			}
		})
	}
	t.Logf("%d scenarios; %d of %d objectives tagged by a hand-scored position", len(files), tagged, ids)
}

// testSource maps a test function to the source of its file.
type testSource map[string]string

// testSources reads the package's test files for the functions they define.
func testSources(t *testing.T) testSource {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	src := testSource{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if name, ok := strings.CutPrefix(line, "func Test"); ok {
				if i := strings.IndexByte(name, '('); i > 0 {
					src["Test"+name[:i]] = string(data)
				}
			}
		}
	}
	return src
}

// has reports "" when the test function exists and every case name of the
// tag ends a string literal of its file, the reason otherwise.
func (s testSource) has(test string) string {
	parts := strings.Split(test, "/")
	// A move file's path holds slashes: the case is the rest of the name.
	if strings.HasPrefix(test, "TestHandScoredMoveFiles/") || strings.HasPrefix(test, "TestBookPositionMoveFiles/") {
		parts = []string{parts[0], strings.Join(parts[1:], "/")}
	}
	src, ok := s[parts[0]]
	if !ok {
		return "no such test function"
	}
	for _, p := range parts[1:] {
		// A case name closes a string literal ("name", or a path ending in
		// it).
		if !strings.Contains(src, p+`"`) {
			return "no case " + p + " in its file"
		}
	}
	return ""
}
