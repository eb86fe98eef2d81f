package game

import (
	"fmt"

	"github.com/sandtable/sandtable/engine"
)

// Analysis is a dry run of a scenario without a player: what each side can
// reach by movement alone, whether every reinforcement can enter, which
// units can never move, and which rules the set-up breaks.
//
// The reach is a simplification of play, stated in Assumptions: every unit
// of a side (set-up units from the first turn, reinforcements from their
// arrival turn at their open entry hexes, after paying the entry cost as
// [Game.entryCost] does) moves its full movement allowance (MP) in each of
// its activations of a turn ([Game.Activations], as the moves of a game are
// counted; once a turn where that sets no limit) by the terrain effects
// chart ([Board.stepCost]), inside the playing
// area of each turn, never into prohibited terrain. Enemy units stay in
// their set-up hexes for the whole game: those hexes are impassable, and
// where the ruleset's ZOC is exerted they cost and stop as in
// [Game.Reachable]. Enemy reinforcements, combat, stacking, Disorder,
// extended formations, forced moves and river ferries are left out.
type Analysis struct {
	Scenario string `json:"scenario"`
	Title    string `json:"title"`
	// First and Last are the turns analysed (Last is the extended last
	// turn when the scenario has one).
	First       TurnRef  `json:"first"`
	Last        TurnRef  `json:"last"`
	Assumptions []string `json:"assumptions"`
	// Sides sums up the reach of each side.
	Sides []SideSummary `json:"sides"`
	// Objectives lists each place a victory objective names (a map area or
	// hexes), once, with the earliest turn each side can stand in it.
	Objectives []PlaceReach `json:"objectives"`
	// Reinforcements lists every reinforcement row with its entry check.
	Reinforcements []EntryRow `json:"reinforcements"`
	// Stuck lists the units that can never move or never reach the playing
	// area.
	Stuck []UnitIssue `json:"stuck"`
	// Unplaced are the free set-up units that no set-up row places: each
	// needs a place action in its group's region before play.
	Unplaced []UnitIssue `json:"unplaced"`
	// Setup lists what the engine's legality checks ([engine.RunChecks])
	// find wrong with the set-up position.
	Setup []SetupFinding `json:"setup"`
}

// TurnRef names one turn: N is its number counted from the scenario's
// first turn (1 = the first turn), with its id and printed label.
type TurnRef struct {
	N     int    `json:"n"`
	ID    string `json:"id"`
	Label string `json:"label"`
}

// SideSummary is one side's reach: the units that take part and the hexes
// one of them can stand in by the last turn analysed.
type SideSummary struct {
	Side  string `json:"side"`
	Units int    `json:"units"`
	Hexes int    `json:"hexes"`
}

// UnitIssue names a unit and what is wrong with it.
type UnitIssue struct {
	Unit string `json:"unit"`
	Name string `json:"name"`
	Side string `json:"side,omitempty"`
	Hex  string `json:"hex,omitempty"`
	Why  string `json:"why"`
}

// SetupFinding is one violation the engine's checks find in the set-up.
type SetupFinding struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
	Unit    string `json:"unit,omitempty"`
	Hex     string `json:"hex,omitempty"`
	Pointer string `json:"pointer,omitempty"`
	Warning bool   `json:"warning,omitempty"`
}

// Assumptions are the simplifications of the analysis, in the words the
// report prints.
var Assumptions = []string{
	"movement alone: each unit moves its full movement allowance (MP) by the terrain effects chart in each of its activations of a turn, as the play-test counts them (the ruleset's sequence of play; a reinforcement row's activations on its entry turn; once a turn where the sequence sets no limit, as for leaders), inside the playing area of the turn",
	"enemy units stay in their set-up hexes all game (impassable; their ZOC costs and stops where the ruleset has one); enemy reinforcements are ignored",
	"no combat, stacking, Disorder, extended formations, forced moves or river ferries",
	"an area or hex list is reached when one unit of the side can stand in it; \"all\" means each hex by some unit, not all at once",
}

// Problems counts what makes a scenario unplayable as written: the units of
// reinforcement rows that cannot enter, the free set-up units still to
// place, and the set-up findings that are not warnings.
func (a *Analysis) Problems() int {
	n := 0
	for _, r := range a.Reinforcements {
		n += len(r.Cannot)
	}
	for _, f := range a.Setup {
		if !f.Warning {
			n++
		}
	}
	return n + len(a.Unplaced)
}

// Analyze runs the dry run on a scenario's set-up position (see
// [LoadScenario]).
// Errors: the position is incomplete, or the map or set-up does not
// resolve (as for [New]).
func Analyze(p *engine.Position) (*Analysis, error) {
	g, err := New(p, Options{})
	if err != nil {
		return nil, fmt.Errorf("analyze: %w", err)
	}
	an := newAnalyzer(g)
	a := &Analysis{
		Scenario: p.Scenario.ID, Title: p.Scenario.Title,
		First: an.ref(an.first), Last: an.ref(an.last), Assumptions: Assumptions,
		Stuck: []UnitIssue{}, Setup: []SetupFinding{}, Unplaced: an.freeUnplaced(),
	}
	a.Reinforcements = an.entries()
	a.Stuck = append(a.Stuck, an.unplaced()...)
	for _, side := range an.sides() {
		n, stuck := an.spreadSide(side)
		a.Stuck = append(a.Stuck, stuck...)
		a.Sides = append(a.Sides, SideSummary{Side: side, Units: n, Hexes: len(an.reach[side])})
	}
	a.Objectives = an.objectives()
	for _, v := range engine.RunChecks(p) {
		f := SetupFinding{Code: v.Code, Message: v.Message, Rule: v.Rule, Unit: v.Unit, Pointer: v.Pointer, Warning: v.Warning}
		if v.HasHex {
			f.Hex = g.Name(v.Hex)
		}
		a.Setup = append(a.Setup, f)
	}
	return a, nil
}
