package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/scenarios"
)

// Activations returns how many activations unit u has in the current turn
// by the ruleset's sequence of play (0: no limit); see [Game.ActivationsIn].
func (g *Game) Activations(u *Unit, arriving bool) int {
	return g.ActivationsIn(u, g.st.Clock.Turn, arriving)
}

// ActivationsIn returns how many activations unit u has in turn (an index
// of the scenario's turns) by the ruleset's sequence of play (0: no
// limit): its reinforcement row's activations on the turn it enters
// (arriving), else the sequence's count a turn
// (engine.Ruleset.ActivationsPerTurn), capped by the activation limit of
// any formation of its command chain that holds on the turn's battle day
// and whose ending flag is not set (ITW BB 5.26, EN L268-272). Leaders
// are not counted: they move in their own phase or with any activation
// (ITW BB EN L101-103, HSN L566). The moves of the game and the dry-run
// analysis both count by it.
func (g *Game) ActivationsIn(u *Unit, turn int, arriving bool) int {
	if g.Board.Ruleset.IsLeader(u.Class) {
		return 0
	}
	var row *int
	if u.Row >= 0 && u.Row < len(g.Scenario.Reinforcements) {
		row = g.Scenario.Reinforcements[u.Row].Activations
	}
	n := g.Board.Ruleset.ActivationsPerTurn(arriving, row)
	if l := g.activationLimit(u, turn); l != nil && (n == 0 || n > l.Max) {
		n = l.Max
	}
	if f := g.fatigueRule(); f != nil {
		start := f.SteadyStart()
		switch {
		case turn == g.st.Clock.Turn && u.Where == OnMap:
			start = u.Fatigue
		case arriving && u.Row >= 0 && u.Row < len(g.Scenario.Reinforcements):
			start = fatigueLevel(g.Scenario.Reinforcements[u.Row].Fatigue)
		}
		if left := f.ActivationsLeft(start); left > 0 && (n == 0 || left < n) {
			n = left
		}
	}
	return n
}

// activationCap returns the scenario's activation cap that holds for u at
// this moment of the game (its turn, within its first activations), or nil.
func (g *Game) activationCap(u *Unit) *scenarios.ActivationCap {
	if g.Board.Ruleset.IsLeader(u.Class) {
		return nil
	}
	c := g.st.Clock
	for i := range g.Scenario.ActivationLimits {
		l := &g.Scenario.ActivationLimits[i]
		if l.Applies.Turn != g.TurnID() || l.Applies.Activations > 0 && c.Activation > l.Applies.Activations {
			continue
		}
		if len(l.Classes) == 0 || slices.Contains(l.Classes, u.Class) {
			return l
		}
	}
	return nil
}

// fatigueRule returns the sequence of play's fatigue rule, or nil.
func (g *Game) fatigueRule() *engine.Fatigue {
	if s := g.Board.Ruleset.Sequence; s != nil {
		return s.Fatigue
	}
	return nil
}

// FatigueLevel returns unit u's fatigue level now: its level at the start
// of the turn (or at its entry) and the levels its activations of the turn
// added where the sequence of play counts them (engine.Fatigue); where it
// does not, the level the set-up gave or the player entered. Leaders have
// none (0).
func (g *Game) FatigueLevel(u *Unit) int {
	if g.Board.Ruleset.IsLeader(u.Class) {
		return 0
	}
	f := g.fatigueRule()
	if f == nil {
		return u.Fatigue
	}
	return min(f.Max, u.Fatigue+u.Acts*f.PerActivation)
}

// checkFatigue refuses an activation that would take u above the highest
// fatigue level (HSN L710: "up to a maximum of Level 4").
func (g *Game) checkFatigue(u *Unit) error {
	f := g.fatigueRule()
	if f == nil || g.Board.Ruleset.IsLeader(u.Class) {
		return nil
	}
	if now := g.FatigueLevel(u); now+f.PerActivation > f.Max {
		return refusef("%s is at fatigue level %d: another activation would take it above level %d (%s)", g.unitName(u.ID), now, f.Max, orWord(f.Source, g.sequenceRule()))
	}
	return nil
}

// fatigueLevel reads a set-up or reinforcement row's fatigue ("0".."4";
// "OK" and "" are level 0).
func fatigueLevel(s string) int {
	if len(s) == 1 && s[0] >= '0' && s[0] <= '9' {
		return int(s[0] - '0')
	}
	return 0
}

// activationLimit returns the tightest activation limit of the formations
// of u's command chain that holds in turn, or nil.
func (g *Game) activationLimit(u *Unit, turn int) *scenarios.ActivationLimit {
	var best *scenarios.ActivationLimit
	for _, id := range g.OOB.CommandPath(u.Command) {
		f := g.OOB.Formation(id)
		if f == nil || f.ActivationLimit == nil {
			continue
		}
		l := f.ActivationLimit
		if l.Until != "" && g.st.Flags.At(l.Until) {
			continue
		}
		if len(l.Days) > 0 {
			day, ok := g.Scenario.BattleDay(turn)
			if !ok || !slices.Contains(l.Days, day) {
				continue
			}
		}
		if best == nil || l.Max < best.Max {
			best = l
		}
	}
	return best
}

// checkTempo refuses a unit's first move of an activation when the
// activation is another formation's or another unit's action, or when the
// unit has already moved in all its activations of the turn: a unit moves
// once per activation of its formation, as often a turn as the sequence of
// play gives it activations.
func (g *Game) checkTempo(u *Unit) error {
	if u.Moved {
		return nil
	}
	if why := g.notInActivation(u); why != "" {
		return refusef("%s cannot move in activation %d: %s (%s)", g.unitName(u.ID), g.st.Clock.Activation, why, g.sequenceRule())
	}
	if err := g.checkFatigue(u); err != nil {
		return err
	}
	if c := g.activationCap(u); c != nil && u.Acts >= c.Max {
		return refusef("%s has moved in %d activations of %s, all it may in its first %d activations (%s)", g.unitName(u.ID), u.Acts, g.TurnLabel(), c.Applies.Activations, orWord(c.Source, "the scenario's activationLimits"))
	}
	if n := g.Activations(u, u.Arrived); n > 0 && u.Acts >= n {
		return refusef("%s has moved in %d activations of %s, all it has in a turn (%s)", g.unitName(u.ID), u.Acts, g.TurnLabel(), g.sequenceRule())
	}
	return nil
}

// notInActivation says why u is not part of the current activation ("" when
// it is, or when the activation is open to every unit of the side).
func (g *Game) notInActivation(u *Unit) string {
	c := g.st.Clock
	if g.Board.Ruleset.IsLeader(u.Class) && c.Formation != "" {
		return ""
	}
	switch {
	case c.Formation != "":
		if !g.inFormationActivation(u, c.Formation) {
			return "the activation is formation " + c.Formation + "'s, and the unit is not of it"
		}
	case c.Actor != "" && c.Actor != u.ID:
		actor := g.unit(c.Actor)
		if actor == nil || !g.Board.Ruleset.IsLeader(actor.Class) {
			return "the activation is " + g.unitName(c.Actor) + "'s action"
		}
		// Wagons join any leader's activation (HSN L131): the classes
		// that are no company for a leader.
		if cl := g.Board.Ruleset.Class(u.Class); cl != nil && cl.NoCompany {
			return ""
		}
		if !slices.Contains(g.OOB.CommandPath(u.Command), actor.Command) {
			return "the activation is " + g.unitName(c.Actor) + "'s action, and the unit is not of his command"
		}
	}
	return ""
}

// inFormationActivation reports whether u moves when formation f activates:
// u's command is f or below it, and, when f is above the sequence's
// echelon, u has no formation of that echelon of its own (f's unassigned
// units, as ITW's Unassigned AM: BB 4.25, EN L211-222).
func (g *Game) inFormationActivation(u *Unit, f string) bool {
	path := g.OOB.CommandPath(u.Command)
	i := slices.Index(path, f)
	if i < 0 {
		return false
	}
	ech := ""
	if s := g.Board.Ruleset.Sequence; s != nil {
		ech = s.Echelon
	}
	for _, id := range path[:i] {
		if fo := g.OOB.Formation(id); ech != "" && fo != nil && fo.Echelon == ech {
			return false
		}
	}
	return true
}

// activate closes the current activation and opens the activation of a
// formation or of one unit's action, on their side.
func (g *Game) activate(a Action, e *Entry) error {
	var side, who string
	switch {
	case a.Formation != "":
		f := g.OOB.Formation(a.Formation)
		if f == nil {
			return refusef("formation %q is not in the OOB", a.Formation)
		}
		side, who = f.Side, "formation "+f.ID
	case a.Unit != "":
		u := g.unit(a.Unit)
		if u == nil || !u.InPlay() {
			return refusef("unit %q is not on the map", a.Unit)
		}
		side, who = u.Side, g.unitName(u.ID)
	default:
		return refusef("activate needs a formation or a unit")
	}
	if a.Side != "" && a.Side != side {
		return refusef("%s is %s, not %s", who, side, a.Side)
	}
	if err := g.checkPhases(); err != nil {
		return err
	}
	g.closeActivation(e)
	g.st.Clock.Activation++
	g.st.Clock.Side = side
	g.st.Clock.Formation, g.st.Clock.Actor = a.Formation, a.Unit
	if a.Formation != "" {
		g.st.Clock.Actor = ""
	}
	e.event("activation", a.Unit, "", "activation %d of %s (%s) begins: %s", g.st.Clock.Activation, g.TurnLabel(), side, who)
	return nil
}

// checkPhases refuses a further activation in a turn where every side has
// had its phase, when the sides move in phases (classic Shiloh: the first
// player's movement phase, then the other's, SH L2, L4).
func (g *Game) checkPhases() error {
	s := g.Board.Ruleset.Sequence
	if s == nil || s.Order != "phases" || g.st.Clock.Activation < len(g.Scenario.Sides) {
		return nil
	}
	return refusef("every side has had its movement phase of %s: the next phase is the next turn's (%s)", g.TurnLabel(), g.sequenceRule())
}

// claimAction makes the first unit to move in an activation open to the
// whole side its actor, where an activation is one action (HSN 1.0,
// L1136: the player with the initiative performs a single action): later
// moves in it are that unit's, or, for a leader, his command's.
func (g *Game) claimAction(u *Unit) {
	s := g.Board.Ruleset.Sequence
	if s == nil || s.Activation != engine.ActivateAction || g.st.Clock.Actor != "" || g.st.Clock.Formation != "" {
		return
	}
	g.st.Clock.Actor = u.ID
}

// newTurnTempo clears every unit's activation count for a new turn, and,
// where the sequence counts fatigue, carries its level over less a turn's
// recovery (engine.Fatigue).
func (g *Game) newTurnTempo() {
	f := g.fatigueRule()
	for i, u := range g.st.Units.All() {
		level := u.Fatigue
		if f != nil {
			level = max(0, g.FatigueLevel(u)-f.Recovery)
		}
		if u.Acts != 0 || u.Arrived || level != u.Fatigue {
			u = g.st.Units.edit(i, g.st.gen)
			u.Acts, u.Arrived, u.Fatigue = 0, false, level
		}
	}
}

// sequenceRule names the ruleset's sequence of play and its source.
func (g *Game) sequenceRule() string {
	s := g.Board.Ruleset.Sequence
	if s == nil || s.Source == "" {
		return g.Board.Ruleset.Name + " sequence of play"
	}
	return g.Board.Ruleset.Name + " sequence of play: " + s.Source
}

// ActivationOf returns the action that opens the activation in which unit
// id moves, by the ruleset's sequence of play: its formation's (the first
// of its commands at the sequence's echelon, else the top of its command
// chain, as ITW's Unassigned marker), its own action, or a plain
// activation of its side. Errors: the unit is not in the game.
func (g *Game) ActivationOf(id string) (Action, error) {
	u := g.unit(id)
	if u == nil {
		return Action{}, fmt.Errorf("activation of %q: not in the game", id)
	}
	s := g.Board.Ruleset.Sequence
	switch {
	case s == nil || s.Activation == engine.ActivateSide:
		return Action{Action: ActEndActivation, Side: u.Side}, nil
	case s.Activation == engine.ActivateAction:
		return Action{Action: ActActivate, Unit: u.ID}, nil
	}
	path := g.OOB.CommandPath(u.Command)
	if len(path) == 0 {
		return Action{Action: ActActivate, Unit: u.ID}, nil
	}
	for _, f := range path {
		if fo := g.OOB.Formation(f); fo != nil && fo.Echelon == s.Echelon {
			return Action{Action: ActActivate, Formation: f}, nil
		}
	}
	return Action{Action: ActActivate, Formation: path[len(path)-1]}, nil
}
