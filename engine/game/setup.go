package game

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/scenarios"
)

// setup builds the start state: the setup rows on the map (a leader set up
// "with" a formation joins its first unit on the map, ITW BB 30.2 note c),
// the reinforcement rows off the map, the clock at the first turn with the
// first player's activation, and control of the hexes occupied at setup.
func (g *Game) setup() error {
	for i, st := range g.Scenario.Setup {
		if err := g.placeSetup(i, st); err != nil {
			return err
		}
	}
	g.joinLeaders()
	for i, rf := range g.Scenario.Reinforcements {
		for _, id := range g.rowUnits(rf) {
			g.addUnit(id, i)
		}
	}
	g.addFreeSetup()
	g.st.Clock = Clock{Turn: firstTurn(g.Scenario), Activation: 1, Side: g.Scenario.FirstPlayer}
	g.startCI()
	for _, u := range g.st.Units.All() {
		if u.InPlay() {
			g.takeControl(u, u.Hex, 0)
		}
	}
	return nil
}

// placeSetup puts one setup row on the map.
func (g *Game) placeSetup(i int, st scenarios.Setup) error {
	if _, dup := g.index[st.Unit]; dup {
		return nil
	}
	u := g.addUnit(st.Unit, -1)
	if u == nil {
		return fmt.Errorf("setup row %d: unit %q is not in the OOB", i, st.Unit)
	}
	u.Facing = facingOf(st.Facing)
	u.Status = append(u.Status, st.Status...)
	slices.Sort(u.Status)
	u.Orders = st.Orders
	u.Fatigue = fatigueLevel(st.Fatigue)
	if st.Strength != nil {
		s := *st.Strength
		u.Strength = &s
	}
	if st.Hex == "" {
		return nil
	}
	o, err := g.Board.Parse(st.Hex)
	if err != nil {
		return fmt.Errorf("setup row %d (%s): %w", i, st.Unit, err)
	}
	u.Where, u.Hex = OnMap, o
	if st.ExtendedTo != "" {
		e, err := g.Board.Parse(st.ExtendedTo)
		if err != nil {
			return fmt.Errorf("setup row %d (%s) extendedTo: %w", i, st.Unit, err)
		}
		u.Extended, u.Extension = &e, st.Extension
	}
	return nil
}

// facingOf drops the "any" of setups where the player chooses.
func facingOf(f string) string {
	if f == "any" {
		return ""
	}
	return f
}

// addUnit adds an OOB unit off the map and returns its state (nil when the
// OOB lacks it; the existing state when it was added before).
func (g *Game) addUnit(id string, row int) *Unit {
	if i, ok := g.index[id]; ok {
		return g.st.Units.edit(i, g.st.gen)
	}
	ou := g.OOB.Unit(id)
	if ou == nil {
		return nil
	}
	u := Unit{ID: id, Side: ou.Side, Class: ou.Class, Command: ou.Command, Where: OffMap, Row: row}
	if ou.Strength != nil {
		s := *ou.Strength
		u.Strength = &s
	}
	i := g.st.Units.add(u, g.st.gen)
	g.index[id] = i
	return g.st.Units.edit(i, g.st.gen)
}

// joinLeaders places each leader set up "with" a formation in the hex of the
// formation's first unit on the map, in setup order.
func (g *Game) joinLeaders() {
	for _, st := range g.Scenario.Setup {
		u := g.edit(st.Unit)
		if st.With == "" || st.Hex != "" || u == nil || u.InPlay() {
			continue
		}
		members := g.OOB.Members(st.With)
		for _, other := range g.Scenario.Setup {
			o := g.unit(other.Unit)
			if o != nil && o.ID != u.ID && o.InPlay() && slices.Contains(members, o.ID) {
				u.Where, u.Hex = OnMap, o.Hex
				break
			}
		}
	}
}

// rowUnits lists the units of a reinforcement row: its units, then the
// members of its formations less the exceptions, each once.
func (g *Game) rowUnits(rf scenarios.Reinforcement) []string {
	var out []string
	add := func(id string) {
		if !slices.Contains(out, id) && !slices.Contains(rf.Except, id) {
			out = append(out, id)
		}
	}
	for _, id := range rf.Units {
		add(id)
	}
	for _, f := range rf.Formations {
		for _, id := range g.OOB.Members(f) {
			add(id)
		}
	}
	return out
}

// startCI marks combat-ineffective the formations whose leader sets up with
// the "ci" status: brigades that start CI count for VP ("On-map Brigades
// that start CI count for VP", ITW BB 30.5 EN L3056; "This includes
// brigades CI at the start of the game", 30.8 EN L4277).
func (g *Game) startCI() {
	for _, f := range g.OOB.Formations {
		if f.Leader == "" {
			continue
		}
		if u := g.unit(f.Leader); u != nil && u.InPlay() && g.Board.Ruleset.CIStatus() != "" && u.HasStatus(g.Board.Ruleset.CIStatus()) {
			g.st.addCI(f.ID)
		}
	}
}
