package game

import (
	"maps"
	"slices"
	"strings"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// pass is one hex a unit entered: by its set-up (turn -1) or, in the turn
// of that index, by movement, withdrawal, retreat, advance, entry as a
// reinforcement or a placement.
type pass struct {
	turn int
	unit string
	hex  hexgrid.Offset
	// manual: control set by hand (an adjust action's control), to side
	// ("" for nobody); unit is then empty.
	manual bool
	side   string
}

// trail lists every hex entered in the game so far, oldest first, read
// from the set-up and the log: victory conditions on who entered a hex
// ("enters Franklin on Turn 1", HSN L589; "the last infantry to occupy or
// enter", ITW BB 30.8) need the unit, not only the side.
func (g *Game) trail() []pass {
	var out []pass
	at := map[string]hexgrid.Offset{}
	for _, u := range g.st.Units.All() {
		if u.Row >= 0 {
			continue
		}
		if h, ok := g.setupHex(u.ID); ok {
			out = append(out, pass{turn: -1, unit: u.ID, hex: h})
			at[u.ID] = h
		}
	}
	add := func(turn int, unit string, h hexgrid.Offset) {
		out = append(out, pass{turn: turn, unit: unit, hex: h})
		at[unit] = h
	}
	for _, e := range g.log {
		turn := g.Scenario.TurnIndex(e.Turn)
		out = append(out, g.manualPasses(turn, e.Action)...)
		switch e.Action.Kind() {
		case ActMove, ActWithdraw:
			for i, id := range e.Action.Path {
				h, err := g.Board.Parse(id)
				if err != nil || i == 0 && at[e.Action.Unit] == h {
					continue
				}
				add(turn, e.Action.Unit, h)
			}
		}
		for _, ev := range e.Events {
			if ev.Hex == "" || ev.Unit == "" {
				continue
			}
			switch ev.Kind {
			case "retreat", "advanced", "entered", "adjusted":
			default:
				continue
			}
			h, err := g.Board.Parse(ev.Hex)
			if err != nil {
				continue
			}
			for _, id := range strings.Split(ev.Unit, ",") {
				if at[id] != h || ev.Kind == "entered" {
					add(turn, id, h)
				}
			}
		}
	}
	return out
}

// setupHex is the hex the scenario sets the unit up in.
func (g *Game) setupHex(id string) (hexgrid.Offset, bool) {
	for _, st := range g.Scenario.Setup {
		if st.Unit == id && st.Hex != "" {
			h, err := g.Board.Parse(st.Hex)
			return h, err == nil
		}
	}
	return hexgrid.Offset{}, false
}

// unitsEntered counts the units passing the filter that entered one of the
// hexes in any turn up to the objective's By, wherever they are now
// ("per wagon that enters Murfreesboro", HSN L1735), or with notEntered
// those that never did.
func (g *Game) unitsEntered(o scenarios.Objective, f unitFilter, hexes []hexgrid.Offset) []*Unit {
	last := g.lastTurn()
	if o.By != "" {
		last = g.Scenario.TurnIndex(o.By)
	}
	seen := map[string]bool{}
	for _, p := range g.trail() {
		if p.turn < 0 || p.turn > last || seen[p.unit] || !slices.Contains(hexes, p.hex) {
			continue
		}
		if u := g.unit(p.unit); u != nil && g.matches(u, f) {
			seen[p.unit] = true
		}
	}
	var out []*Unit
	for _, u := range g.st.Units.All() {
		if seen[u.ID] != o.NotEntered && g.matches(u, f) {
			out = append(out, u)
		}
	}
	return out
}

// manualPasses lists the hexes whose control an adjust action set by hand,
// in the order the action applies them.
func (g *Game) manualPasses(turn int, a Action) []pass {
	if a.Kind() != ActAdjust || len(a.Control) == 0 {
		return nil
	}
	var out []pass
	for _, k := range slices.Sorted(maps.Keys(a.Control)) {
		hexes := g.areaOrStandIn(k)
		if hexes == nil {
			if h, err := g.Board.Parse(k); err == nil {
				hexes = []hexgrid.Offset{h}
			}
		}
		for _, h := range hexes {
			out = append(out, pass{turn: turn, hex: h, manual: true, side: a.Control[k]})
		}
	}
	return out
}
