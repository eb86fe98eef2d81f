package scenarios

// Victory holds the objectives that score victory points and the level table.
type Victory struct {
	Score      string      `json:"score,omitempty"`
	Objectives []Objective `json:"objectives,omitempty" validate:"dive"`
	Levels     []Level     `json:"levels,omitempty" validate:"dive"`
	// Terms decide the result from the objectives where the levels alone
	// cannot (nil: by the level the net score falls in).
	Terms *Terms `json:"terms,omitempty"`
	// StartControl gives, per side, the map areas it controls at the start
	// until a unit occupies or passes through them ("the game begins with
	// Union control of all fields", ITW BB 30.1).
	StartControl map[string][]string `json:"startControl,omitempty"`
	// StartVP gives, per side, the VP it starts with ("the Union starts
	// with 5 VP", ITW BB 30.8a).
	StartVP map[string]int `json:"startVP,omitempty"`
	Notes   []string       `json:"notes,omitempty"`
}

// Objective is one way to score: control of an area or hexes by a turn,
// formations made combat-ineffective, losses, units kept in play.
type Objective struct {
	ID   string `json:"id" validate:"required"`
	Type string `json:"type" validate:"oneof=control-area control-hexes occupy-hexes ci-formation per-loss units-in-play automatic"`
	Side string `json:"side" validate:"required"`
	VP   *int   `json:"vp,omitempty"`
	By   string `json:"by,omitempty"`
	// Area is the map area a control-area objective holds; a
	// control-hexes or occupy-hexes objective with an area and no hexes
	// counts the area's hexes one by one.
	Area string `json:"area,omitempty"`
	// Hexes are the hexes held or occupied; for control-area they stand in
	// for the map area while the map gives it no hex (a field awaiting the
	// printed map), and are ignored once it has some.
	Hexes []string `json:"hexes,omitempty"`
	// Place is the map area (id) the hexes are named after ("nashville"):
	// every hex must belong to it.
	Place string `json:"place,omitempty"`
	// Region keeps only the objective's hexes (its area's or its own) that
	// lie in it ("on or north of row Nxx23 inclusive", ITW S1).
	Region  *Region `json:"region,omitempty"`
	Count   *int    `json:"count,omitempty"`
	Echelon string  `json:"echelon,omitempty"`
	Class   string  `json:"class,omitempty"`
	// Per is how the VP are given: "objective" gives VP once when the
	// objective is met (count hexes held or count formations CI, all hexes
	// when count is absent); absent or "each" gives VP per hex held, per
	// formation CI or per unit, as the objective's type reads, except
	// units-in-play, which scores once unless per is "each" (then VP per
	// unit in play; its echelon, when set, is the units' OOB size).
	// "strength" (units-in-play) gives vp per strength point of the units
	// counted (HSN S9: "VP equal to the Manpower value of the wagon").
	Per string `json:"per,omitempty" validate:"omitempty,oneof=each objective strength"`
	// Except lists formations (OOB ids) a ci-formation objective does not
	// count ("no points are awarded for Peabody's brigade", ITW BB 30.3).
	Except []string `json:"except,omitempty"`
	// Level names a level of the table that decides the result when the
	// objective is met (an automatic victory), in place of the level the
	// net score gives; with Replaces, only when the score gives one of
	// those levels ("a Confederate victory is deemed a draw if ...").
	Level    string   `json:"level,omitempty"`
	Replaces []string `json:"replaces,omitempty"`
	// UnitsOf is the side whose units a units-in-play objective counts
	// (absent: its own side): "for each Union infantry unit ..." scored by
	// the Confederates (HSN S1).
	UnitsOf string `json:"unitsOf,omitempty"`
	// Within and Beyond narrow units-in-play to units at most Within hexes
	// from one of the hexes (0: on one of them) and more than Beyond hexes
	// from all of them; Area, when set, to units on the area's hexes.
	Within *int `json:"within,omitempty" validate:"omitempty,min=0"`
	Beyond *int `json:"beyond,omitempty" validate:"omitempty,min=0"`
	// Eliminated: units-in-play also counts the units eliminated ("or has
	// been destroyed", HSN S1).
	Eliminated bool `json:"eliminated,omitempty"`
	// Removed: units-in-play also counts the units that left play without
	// being destroyed, whatever they carried ("units that retreated off the
	// playing area count as Disordered", ITW BB 30.9).
	Removed bool `json:"removed,omitempty"`
	// Absent: units-in-play is met, and gives vp once, when no unit is
	// counted ("if no undemoralized Confederate infantry division is within
	// 2 hexes of Brentwood", HSN S6).
	Absent bool `json:"absent,omitempty"`
	// Group: units-in-play per each gives vp per group of this many units,
	// a last partial group counting whole ("+1/2 VP per brigade, rounded
	// up" is vp 1, group 2).
	Group int `json:"group,omitempty" validate:"omitempty,min=1"`
	// ExceptStatus: units carrying one of these statuses are not counted
	// ("an undemoralized Confederate unit": ["demoralized"]); Status: only
	// units carrying one of these are ("Disordered or worse").
	ExceptStatus []string `json:"exceptStatus,omitempty"`
	Status       []string `json:"status,omitempty"`
	// Formations narrows the formations a ci-formation objective counts, or
	// the units a units-in-play, occupy or control objective counts (units
	// under one of these OOB formations), to the ones named ("all three
	// Union divisions": the three named).
	Formations []string `json:"formations,omitempty"`
	// Every "turn": scored in the VP Phase at the end of every turn, the VP
	// adding up; Once: paid in the first such phase only; Ends: with Level,
	// the game ends at once when met in a VP Phase ("the game immediately
	// ends", HSN S9).
	Every string `json:"every,omitempty" validate:"omitempty,oneof=turn"`
	Once  bool   `json:"once,omitempty"`
	Ends  bool   `json:"ends,omitempty"`
	// Unless: not met when one of these objectives (listed earlier) is met
	// in the same evaluation; Requires: met only when all of these are met
	// too; Flag: met only while the manual flag is set (a fact the
	// play-test does not decide, such as a fort destroyed).
	Unless   []string `json:"unless,omitempty"`
	Requires []string `json:"requires,omitempty"`
	// RequiresAny: met only when at least one of these is met too ("and
	// earn at least one other victory point", ITW BB 30.4).
	RequiresAny []string `json:"requiresAny,omitempty"`
	Flag        string   `json:"flag,omitempty"`
	// Than (ci-formation): met when this objective counts more formations
	// than the objective named (Compare "not-fewer": at least as many).
	Than    string `json:"than,omitempty"`
	Compare string `json:"compare,omitempty" validate:"omitempty,oneof=more not-fewer"`
	// Near: met only when units matching it are (Present) or are not near
	// the objective's hexes ("no undemoralized Confederate infantry unit is
	// adjacent").
	Near *Near `json:"near,omitempty"`
	// LOC (units-in-play): count only units that trace a line of
	// communication by the ruleset's rule, or with None only those that
	// cannot.
	LOC *LOCRef `json:"loc,omitempty"`
	// Maintain (with By): the control held at the end of the By turn is
	// lost in any hex an enemy unit enters afterwards or occupies now
	// ("control by 5 PM and maintain that control till the end").
	Maintain bool `json:"maintain,omitempty"`
	// Entered (occupy-hexes): met when a counted unit entered one of the
	// hexes (by movement, retreat, advance or placement) in any turn up to
	// By, rather than occupying it at the end; units-in-play: counts the
	// units that entered one of its hexes so, wherever they are now.
	Entered bool `json:"entered,omitempty"`
	// Where (units-in-play): count only units in these places ("map",
	// "off", "eliminated", "removed"), off-map ones included when listed
	// ("a wagon voluntarily destroyed or removed at winter": "removed").
	Where []string `json:"where,omitempty" validate:"dive,oneof=map off eliminated removed"`
	// NotEntered (units-in-play): counts the units that never entered one
	// of its hexes up to By, wherever they are now ("per wagon that has not
	// entered Nashville", HSN L1734).
	NotEntered bool `json:"notEntered,omitempty"`
	// Ever: met for good once met at the end of any activation up to By
	// ("if at any time on Turn 4 or earlier").
	Ever bool `json:"ever,omitempty"`
	// Shift: when met, the level of the net score moves this many rows of
	// the table toward the objective's side (ITW "shift the victory level
	// one in favor of").
	Shift int    `json:"shift,omitempty" validate:"min=0"`
	Note  string `json:"note,omitempty"`
}

// Near is a presence condition on an objective: units of UnitsOf (its own
// side when empty), of Class and Echelon when set, not carrying
// ExceptStatus, within Within hexes of the objective's hexes (0: on them).
// Present true: some such unit must be there; false: none may be.
type Near struct {
	UnitsOf      string   `json:"unitsOf,omitempty"`
	Class        string   `json:"class,omitempty"`
	Echelon      string   `json:"echelon,omitempty"`
	ExceptStatus []string `json:"exceptStatus,omitempty"`
	Within       int      `json:"within" validate:"min=0"`
	Present      bool     `json:"present"`
}

// LOCRef asks a units-in-play objective to trace lines of communication:
// Rule is a loc rule of the ruleset (play.loc[].id), To the hexes traced
// to (Area: a map area's hexes as well); None counts the units that trace
// none.
type LOCRef struct {
	Rule string   `json:"rule" validate:"required"`
	To   []string `json:"to,omitempty"`
	Area string   `json:"area,omitempty"`
	None bool     `json:"none,omitempty"`
}

// Level is one row of the victory level table: the net VP range (inclusive;
// absent bound = open) that gives the level.
type Level struct {
	Name string `json:"name" validate:"required"`
	Side string `json:"side,omitempty"`
	Min  *int   `json:"min,omitempty"`
	Max  *int   `json:"max,omitempty"`
	Note string `json:"note,omitempty"`
}
