package scenarios

// Victory holds the objectives that score victory points and the level table.
type Victory struct {
	Score      string      `json:"score,omitempty"`
	Objectives []Objective `json:"objectives,omitempty" validate:"dive"`
	Levels     []Level     `json:"levels,omitempty" validate:"dive"`
	// Terms decide the result from the objectives where the levels alone
	// cannot (nil: by the level the net score falls in).
	Terms *Terms   `json:"terms,omitempty"`
	Notes []string `json:"notes,omitempty"`
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
	Place   string `json:"place,omitempty"`
	Count   *int   `json:"count,omitempty"`
	Echelon string `json:"echelon,omitempty"`
	Class   string `json:"class,omitempty"`
	// Per is how the VP are given: "objective" gives VP once when the
	// objective is met (count hexes held or count formations CI, all hexes
	// when count is absent); absent or "each" gives VP per hex held, per
	// formation CI or per unit, as the objective's type reads, except
	// units-in-play, which scores once unless per is "each" (then VP per
	// unit in play; its echelon, when set, is the units' OOB size).
	Per string `json:"per,omitempty" validate:"omitempty,oneof=each objective"`
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
	// Absent: units-in-play is met, and gives vp once, when no unit is
	// counted ("if no undemoralized Confederate infantry division is within
	// 2 hexes of Brentwood", HSN S6).
	Absent bool `json:"absent,omitempty"`
	// Group: units-in-play per each gives vp per group of this many units,
	// a last partial group counting whole ("+1/2 VP per brigade, rounded
	// up" is vp 1, group 2).
	Group int    `json:"group,omitempty" validate:"omitempty,min=1"`
	Note  string `json:"note,omitempty"`
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
