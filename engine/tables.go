package engine

import "slices"

// Table actions: the play-test action that rolls on a table of this kind.
const (
	TableRally   = "rally"   // a Disordered unit tries to rally (ITW BB 13.4)
	TableAlert   = "alert"   // a command in Reserve rolls its Activations and is alerted
	TableMission = "mission" // a brigade rolls its initial defensive mission (Roar of Battle)
	TableEvent   = "event"   // a random or battle event
)

// TableActions lists the actions a table may serve.
var TableActions = []string{TableRally, TableAlert, TableMission, TableEvent}

// RollTable is a table of a game system resolved with the dice in play:
// the die (read as a sum, or Digits: the first die the tens, the next the
// units), the modifiers, and groups of rows. A group is picked by the
// formation that rolls, the turn, or both; the row by the roll. Rows that
// compare the roll with a rating printed on the counter (a cohesion rating)
// read it from the OOB where the designer entered it, else from the player. Ask says, in our words,
// what the table leaves to the players' judgement and why.
type RollTable struct {
	ID     string `json:"id" validate:"required"`
	Name   Names  `json:"name,omitempty"`
	Action string `json:"action" validate:"oneof=rally alert mission event"`
	// Die is rolled once; the zero value means 1d10.
	Die    DiceSpec `json:"die,omitzero"`
	Digits bool     `json:"digits,omitempty"`
	// Rating names the counter's rating the rows compare the modified roll
	// with ("cohesion"): a rally reads the OOB's cohesion of the side the
	// unit shows where the designer entered it; else the player gives it.
	Rating    string          `json:"rating,omitempty"`
	Modifiers []TableModifier `json:"modifiers,omitempty" validate:"dive"`
	Groups    []TableGroup    `json:"groups" validate:"min=1,dive"`
	// AlertTurn (a mission table): a formation rolls only in its alert
	// turn, the turn of the first alert roll of it or of a formation above
	// it (ITW IT L4472, L4456-4457); an action's override lets the players roll
	// after an alert they made by hand.
	AlertTurn *Rule  `json:"alertTurn,omitempty"`
	Ask       string `json:"ask,omitempty"`
	Source    string `json:"source,omitempty"`
	Note      string `json:"note,omitempty"`
}

// TableModifier is one die roll modifier of a table. Applies says when:
// "class" (the unit is of Class), "status" (the unit has Status),
// "adjacent-enemy" (an enemy unit not of the Except classes stands next to
// the unit), "command-leaders" (DRM times the leaders of the unit's chain of
// command stacked with it), "side-until" (the unit is of Side and the turn
// is Until or earlier in the scenario's turns; with Day, the turn falls on
// that day of the battle, at or before the clock time UntilTime), "turns"
// (the turn is one of
// Turns), "declared" (the player claims it in the action).
type TableModifier struct {
	ID      string   `json:"id" validate:"required"`
	DRM     int      `json:"drm"`
	Applies string   `json:"applies" validate:"oneof=class status adjacent-enemy command-leaders side-until turns declared"`
	Turns   []string `json:"turns,omitempty"`
	Class   string   `json:"class,omitempty"`
	Status  string   `json:"status,omitempty"`
	Side    string   `json:"side,omitempty"`
	Until   string   `json:"until,omitempty"`
	// Day (1 the first) and UntilTime ("09:00") key side-until to the day
	// of the battle the scenario counts (scenarios.Length.FirstDay), not to
	// a turn id: "until the end of the 9 AM turn of the first day".
	Day       int      `json:"day,omitempty" validate:"min=0"`
	UntilTime string   `json:"untilTime,omitempty" validate:"omitempty,datetime=15:04"`
	Except    []string `json:"except,omitempty"`
	Source    string   `json:"source,omitempty"`
}

// TableGroup is one sub-table: for the Formations listed (and the ones
// under them, but not Except), for the Turns listed, or for all when both
// are empty. Activations: the group gives that many Activations whatever
// the roll (the 6/T Detachments alerted at the start).
type TableGroup struct {
	ID         string   `json:"id" validate:"required"`
	Formations []string `json:"formations,omitempty"`
	Except     []string `json:"except,omitempty"`
	// ExceptClasses: units of these classes are left as they are (Prentiss's
	// divisional cavalry stays in Reserve, IT L4444-4446).
	ExceptClasses []string `json:"exceptClasses,omitempty"`
	Turns         []string `json:"turns,omitempty"`
	// Days and Times: the group applies only on these days of the battle
	// (1 the first, as the scenario counts them) and at these turn start
	// times ("08:00"); either empty for any.
	Days  []int    `json:"days,omitempty" validate:"dive,min=1"`
	Times []string `json:"times,omitempty" validate:"dive,datetime=15:04"`
	// Echelon: only a formation of this echelon rolls on the group
	// ("brigade": each brigade rolls its own mission, IT L4472).
	Echelon string `json:"echelon,omitempty" validate:"omitempty,oneof=army corps division brigade"`
	// PerTurn: at most this many formations use the group in a turn (two
	// divisions at 8 AM, IT L4416); 0 for no limit.
	PerTurn int `json:"perTurn,omitempty" validate:"min=0"`
	// Until names a row of the table: once it has come up in the game, the
	// group no longer applies (HSN L1304: no more winter weather rolls).
	Until  string     `json:"until,omitempty"`
	Rows   []TableRow `json:"rows" validate:"min=1,dive"`
	Source string     `json:"source,omitempty"`
	Note   string     `json:"note,omitempty"`
}

// TableRow is one result. It covers the modified rolls Min to Max (either
// open when nil), or, with Natural, the unmodified rolls Min to Max; or,
// with VsRating, a comparison with the rating: "at-most" (roll <= rating),
// "twice" (roll >= twice the rating), "above" (roll > rating). The first
// row that covers the roll is taken. What the row does:
//
//   - Result names it; Side is the side it concerns (an event's side).
//   - Activations: the command rolling gets that many Activations; Reroll
//     names a group of the same table rolled again instead.
//   - Mission: the brigade's defensive mission hex; Hold: none of its units
//     moves this turn.
//   - RemoveStatus / AddStatus on the unit (rally) or the command's units
//     (alert); Loss: SP the unit loses; Facing: vertices the unit may turn.
//   - Then: the id of a table rolled next (a random event's side roll, then
//     the chart).
//   - Once: after the row has come up once in a game it is passed over
//     for the next row covering the roll; IfFlag: the row is taken only
//     while the game's flag of that name is set; SetFlag sets that flag of
//     the game (winter weather has begun).
//   - Ask: what the players still decide for this row.
type TableRow struct {
	ID           string   `json:"id" validate:"required"`
	Min          *int     `json:"min,omitempty"`
	Max          *int     `json:"max,omitempty"`
	Natural      bool     `json:"natural,omitempty"`
	VsRating     string   `json:"vsRating,omitempty" validate:"omitempty,oneof=at-most twice above"`
	Result       string   `json:"result,omitempty"`
	Side         string   `json:"side,omitempty"`
	Activations  *int     `json:"activations,omitempty"`
	Reroll       string   `json:"reroll,omitempty"`
	Mission      string   `json:"mission,omitempty"`
	Hold         bool     `json:"hold,omitempty"`
	RemoveStatus []string `json:"removeStatus,omitempty"`
	AddStatus    []string `json:"addStatus,omitempty"`
	Loss         int      `json:"loss,omitempty"`
	Facing       int      `json:"facing,omitempty"`
	Then         string   `json:"then,omitempty"`
	Once         bool     `json:"once,omitempty"`
	IfFlag       string   `json:"ifFlag,omitempty"`
	SetFlag      string   `json:"setFlag,omitempty"`
	Ask          string   `json:"ask,omitempty"`
	Source       string   `json:"source,omitempty"`
	Note         string   `json:"note,omitempty"`
}

// TableDie returns the die of a table (1d10 unless the table says).
func (t RollTable) TableDie() DiceSpec {
	if t.Die.N == 0 {
		return DiceSpec{N: 1, Sides: 10}
	}
	return t.Die
}

// Read returns the number the faces make: their sum, or with Digits the
// faces read as digits, the first the highest ("7", "3" is 73).
func (t RollTable) Read(faces []int) int {
	n := 0
	for _, f := range faces {
		if t.Digits {
			n = n*t.TableDie().Sides + f
		} else {
			n += f
		}
	}
	return n
}

// Covers reports whether the row takes a roll: natural is the unmodified
// roll, roll the modified one, rating the counter's rating (used only by
// rows with VsRating).
func (r TableRow) Covers(natural, roll, rating int) bool {
	switch r.VsRating {
	case "at-most":
		return roll <= rating
	case "twice":
		return roll >= 2*rating
	case "above":
		return roll > rating
	}
	v := roll
	if r.Natural {
		v = natural
	}
	return (r.Min == nil || v >= *r.Min) && (r.Max == nil || v <= *r.Max)
}

// Row returns the first row of the group that takes the roll (ok false when
// none does).
func (g TableGroup) Row(natural, roll, rating int) (TableRow, bool) {
	for _, r := range g.Rows {
		if r.Covers(natural, roll, rating) {
			return r, true
		}
	}
	return TableRow{}, false
}

// Group returns the group by id.
func (t RollTable) Group(id string) *TableGroup {
	for i := range t.Groups {
		if t.Groups[i].ID == id {
			return &t.Groups[i]
		}
	}
	return nil
}

// NeedsRating reports whether any row compares the roll with the rating.
func (t RollTable) NeedsRating() bool {
	for _, g := range t.Groups {
		if slices.ContainsFunc(g.Rows, func(r TableRow) bool { return r.VsRating != "" }) {
			return true
		}
	}
	return false
}

// Table returns the ruleset's table by id, or nil.
func (r *Ruleset) Table(id string) *RollTable {
	for i := range r.Tables {
		if r.Tables[i].ID == id {
			return &r.Tables[i]
		}
	}
	return nil
}

// TablesFor returns the ruleset's tables serving an action, in file order.
func (r *Ruleset) TablesFor(action string) []*RollTable {
	var out []*RollTable
	for i := range r.Tables {
		if r.Tables[i].Action == action {
			out = append(out, &r.Tables[i])
		}
	}
	return out
}
