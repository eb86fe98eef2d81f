package game

// Action kinds.
const (
	ActMove          = "move"           // move a unit along a path of hexes
	ActEndActivation = "end-activation" // close the current activation
	ActActivate      = "activate"       // open the activation of a formation or of one unit's action
	ActNextTurn      = "next-turn"      // close the last activation and the turn
	ActEnter         = "enter"          // bring on (or hold back) a reinforcement row
	ActRoll          = "roll"           // roll dice (or record the player's roll)
	ActAdjust        = "adjust"         // a manual change: strength, status, control, flags
	ActShock         = "shock"          // shock an adjacent enemy hex by the ruleset's table
	ActFire          = "fire"           // fire at an enemy hex by the ruleset's fire table
	ActWithdraw      = "withdraw"       // withdrawal movement, out of the unit's activation
	ActPlace         = "place"          // put a free set-up unit in its region, before play
	ActRally         = "rally"          // a Disordered unit rolls on the ruleset's rally table
	ActAlert         = "alert"          // a command rolls on the ruleset's alert table
	ActMission       = "mission"        // a brigade rolls its mission on the ruleset's mission table
	ActEvent         = "event"          // roll on one of the ruleset's event tables
)

// ActionKinds lists every action kind (the game schema's action enum).
var ActionKinds = []string{ActMove, ActEndActivation, ActActivate, ActNextTurn, ActEnter, ActRoll, ActAdjust, ActShock, ActFire, ActWithdraw, ActPlace, ActRally, ActAlert, ActMission, ActEvent}

// Action is one entry of a move file and of a game's log. Action names the
// kind ("move" when absent); the other fields apply to some kinds only:
//
//   - every kind: Turn and Activation, when given, must match the clock
//     (they keep a recorded file in step with the game); Note.
//   - move: Unit, Path (the hexes entered in order; it may start with the
//     unit's own hex), Facing (the facing at the end), MA (the movement
//     allowance in MP, overriding the defaults), ExtendedTo and Extension
//     (the formation at the end), UDD (results of the checks the move
//     needs, in order: "pass" or "fail").
//   - end-activation and next-turn: Side names the side of the next
//     activation (default: the next side, or the first player at a new turn).
//   - activate: Formation (its units move in the activation: an
//     activation marker played), or Unit (its action: the unit, or a
//     leader with the units of his command); the activation is of their
//     side (Side, when given, must agree). It closes the current
//     activation as end-activation does.
//   - enter: Row (index in the scenario's reinforcements), or Set (an
//     arrival set), or Units (whose row is meant); Units also picks which
//     units of the row enter; Hex is the entry hex; Delay holds the row back
//     for this turn.
//   - roll: Dice ("2d6"), Reason, Result (the player's dice, else the seeded
//     source rolls).
//   - adjust: Unit with Strength (SP now), Loss (SP lost), AddStatus,
//     RemoveStatus, Orders, Facing, Fatigue (the unit's fatigue as the
//     player tracks it, 0 for none), Hex (a retreat or other placement
//     outside movement), Eliminate, Remove; or Control (hex id or area id ->
//     side, "" to clear), CI (formations to mark combat-ineffective), Flags.
//   - shock: Unit and/or Units (the attackers, each next to Target), Target
//     (the defenders' hex), Position (of the attack against the defenders'
//     facing: "front" when absent), Declared (modifiers the player claims:
//     "charge", "aggressive-commander"), Continued (earlier continued shocks
//     in this sequence), Result (the player's die), UDD (the rout check's
//     result), Retreat (the hexes the retreating side takes, in order),
//     Advance (the attackers enter the hex the defenders left), PreShock
//     (the defenders' pre-shock cohesion checks, one per defending unit
//     in order, each followed by its second-Disorder check when it calls
//     for one). A hex is shocked once per activation unless Continued.
//   - every UDD result (UDD, PreShock) is "pass", "fail" or a face of the
//     ruleset's UDD die, judged against the unit's cohesion rating.
//   - fire: Unit and/or Units (the firers, within the fire table's range of
//     Target), Target, Declared, Result, UDD, Retreat, as for a shock.
//   - place: Unit, Hex, Facing, ExtendedTo and Extension: a unit of a
//     free set-up group put in the group's region, in the set-up phase
//     (before any other action).
//   - withdraw: Unit, Path (at most the ruleset's withdrawal hexes), UDD
//     (the results of the checks it calls for).
//   - rally: Unit (Disordered), Rating (the counter's rating the table
//     compares with, when the data lacks it), Declared (modifiers the
//     player claims), Facing (a turn the result allows), Result.
//   - alert and mission: Formation (the command rolling), Result; a
//     mission table with alertTurn refuses a roll outside the formation's
//     alert turn unless Override gives the players' reason.
//   - event: Table (which event table, when the ruleset has several),
//     Result (the faces of every roll it makes, in order).
//   - move: Override, the designer's reason to let a move break an area or
//     no-stacking constraint of the scenario (logged with the constraint).
type Action struct {
	Action       string            `json:"action,omitempty"`
	Turn         string            `json:"turn,omitempty"`
	Activation   int               `json:"activation,omitempty"`
	Side         string            `json:"side,omitempty"`
	Formation    string            `json:"formation,omitempty"`
	Unit         string            `json:"unit,omitempty"`
	Units        []string          `json:"units,omitempty"`
	Path         []string          `json:"path,omitempty"`
	Facing       string            `json:"facing,omitempty"`
	MA           *float64          `json:"ma,omitempty"`
	ExtendedTo   string            `json:"extendedTo,omitempty"`
	Extension    string            `json:"extension,omitempty"`
	UDD          []string          `json:"udd,omitempty"`
	PreShock     []string          `json:"preShock,omitempty"`
	Row          *int              `json:"row,omitempty"`
	Set          *int              `json:"set,omitempty"`
	Hex          string            `json:"hex,omitempty"`
	Delay        bool              `json:"delay,omitempty"`
	Dice         string            `json:"dice,omitempty"`
	Reason       string            `json:"reason,omitempty"`
	Result       []int             `json:"result,omitempty"`
	Strength     *int              `json:"strength,omitempty"`
	Loss         *int              `json:"loss,omitempty"`
	AddStatus    []string          `json:"addStatus,omitempty"`
	RemoveStatus []string          `json:"removeStatus,omitempty"`
	Orders       string            `json:"orders,omitempty"`
	Eliminate    bool              `json:"eliminate,omitempty"`
	Remove       bool              `json:"remove,omitempty"`
	Control      map[string]string `json:"control,omitempty"`
	CI           []string          `json:"ci,omitempty"`
	Flags        map[string]bool   `json:"flags,omitempty"`
	Target       string            `json:"target,omitempty"`
	Position     string            `json:"position,omitempty"`
	Declared     []string          `json:"declared,omitempty"`
	Continued    int               `json:"continued,omitempty"`
	Retreat      []string          `json:"retreat,omitempty"`
	Advance      bool              `json:"advance,omitempty"`
	Override     string            `json:"override,omitempty"`
	Table        string            `json:"table,omitempty"`
	Rating       *int              `json:"rating,omitempty"`
	Fatigue      *int              `json:"fatigue,omitempty"`
	Note         string            `json:"note,omitempty"`
}

// Kind returns the action's kind ("move" when Action is empty).
func (a Action) Kind() string {
	if a.Action == "" {
		return ActMove
	}
	return a.Action
}

// Apply carries out one action. On success it appends an entry to the log
// (with the events the action caused) and returns it. A move the rules do
// not allow returns a *Refusal and leaves the game unchanged.
func (g *Game) Apply(a Action) (Entry, error) {
	e := Entry{Seq: len(g.log) + 1, Turn: g.TurnID(), Activation: g.st.Clock.Activation, Side: g.st.Clock.Side, Action: a}
	e.Action.Action = a.Kind()
	before := g.st
	g.st = before.fork()
	if err := g.dispatch(a, &e); err != nil {
		g.st = before
		return Entry{}, g.refusal(e, err)
	}
	g.history = append(g.history, before)
	g.log = append(g.log, e)
	return e, nil
}

func (g *Game) dispatch(a Action, e *Entry) error {
	if g.st.Over {
		return refusef("the game is over")
	}
	if err := g.checkClock(a); err != nil {
		return err
	}
	if err := g.checkGivenUDD(a); err != nil {
		return err
	}
	g.flushPostShock(a, e)
	switch a.Kind() {
	case ActMove:
		return g.move(a, e)
	case ActEndActivation:
		return g.endActivation(a, e)
	case ActActivate:
		return g.activate(a, e)
	case ActNextTurn:
		return g.nextTurn(a, e)
	case ActEnter:
		return g.enter(a, e)
	case ActRoll:
		return g.roll(a, e)
	case ActAdjust:
		return g.adjust(a, e)
	case ActShock:
		return g.shock(a, e)
	case ActFire:
		return g.fire(a, e)
	case ActWithdraw:
		return g.withdraw(a, e)
	case ActPlace:
		return g.placeFree(a, e)
	case ActRally, ActAlert, ActMission, ActEvent:
		return g.tableAction(a, e)
	}
	return refusef("unknown action %q", a.Action)
}

// checkClock refuses an action recorded for another turn or activation.
func (g *Game) checkClock(a Action) error {
	if a.Turn != "" && a.Turn != g.TurnID() {
		return refusef("the action is for turn %s but the game is at %s", a.Turn, g.TurnID())
	}
	if a.Activation != 0 && a.Activation != g.st.Clock.Activation {
		return refusef("the action is for activation %d but the game is at activation %d", a.Activation, g.st.Clock.Activation)
	}
	return nil
}
