package game

import "github.com/sandtable/sandtable/maps/hexgrid"

// System holds the movement rules of a game system that the ruleset file
// cannot express yet (the ruleset schema has no fields for them). Every value
// cites its rule; a value the seeds do not give is marked as the designer's.
type System struct {
	// ZOC: units exert a zone of control over the six adjacent hexes;
	// entering an enemy ZOC ends movement (SH L5, L9; our reading of SH:
	// the seeds give no more ZOC rules).
	ZOC bool
	// NoZOCClasses exert no ZOC and ignore enemy ZOCs (gunboats, SH L10).
	NoZOCClasses []string
	// Forced is the turn 1-2 forced Union move of classic Shiloh (SH L9).
	Forced *ForcedMove
	// Ferry is the river ferry rule (SH L11).
	Ferry *FerryRule
	// EntryMP is the fixed MP a reinforcement pays to enter the map (SH L6);
	// zero means it pays the entry hex's terrain cost, as a unit entering
	// from off the map (ITW BB 9.7).
	EntryMP float64
	// DisembarkMP is the extra MP to enter at a hex with the map feature
	// "landing", plus one more per stack already landed there in the same
	// activation (ITW BB 9.7, S1 Union chart note EN L1729-1733).
	DisembarkMP float64
	// ExitCheckTerrain: leaving a hex of these terrains by movement needs a
	// UDD (ITW BB 9.44 Marsh, EN L480-483; TEC note f).
	ExitCheckTerrain []string
	// RetractTerrain: an extended unit entering these terrains off a road or
	// farm lane retracts into the hex, Disorders and stops (ITW BB 9.44,
	// EN L524-529).
	RetractTerrain []string
	// ControlClasses are the classes whose units take control of the hexes
	// they occupy or pass through ("occupies or was the last to pass
	// through"). Leaders, gunboats and (ITW S1 field rule, EN L1443) cavalry
	// neither take nor negate control.
	ControlClasses []string
	// LaneFallback: on a farm lane, a cost prohibited to the key column is
	// paid unhalved from the value column and Disorders (ITW BB 9.43
	// artillery exceptions, EN L320-331).
	LaneFallback map[string]string
	// LaneStreamFord: a farm lane crossing a stream hexside crosses at a
	// ford (ITW BB 9.44 EN L345-346; TEC note o): this hexside type is paid
	// instead of "stream".
	LaneStreamFord string
	// UnsetMP is the cost of a TEC cell the seeds leave unset (classic
	// Shiloh has no terrain chart): the designer's to set.
	UnsetMP float64
	// EntryBlockAdjacent: a reinforcement entry hex next to an enemy unit is
	// blocked too (ITW BB 9.7 EN L570-574); otherwise only an enemy-occupied
	// entry hex is (SH L5).
	EntryBlockAdjacent bool
	// NoFallbackFeature: entry hexes with this map feature have no fallback
	// hex when blocked (Pittsburg Landing, ITW BB 9.7 EN L574).
	NoFallbackFeature string
	// OrderExemptClasses may enter in any order regardless of the arrival
	// order letters (batteries, ITW S1 Union chart note EN L1725-1726).
	OrderExemptClasses []string
	// UDDDie is the die rolled for a UDD when the player gives no result
	// (GBACW rolls one ten-sided die: the designer's to confirm, SR not in
	// the seeds).
	UDDDie Dice
}

// ForcedMove restricts a side's moves on the first turns: at most one hex,
// in one of Dirs, and none for a unit that starts in an enemy ZOC.
type ForcedMove struct {
	Side  string
	Turns int
	Dirs  []hexgrid.Direction
	Rule  string
}

// FerryRule is a river ferry: only Sides may use it, only toward West (true:
// east bank to west bank), paying the ferry hex's terrain cost; the mover must
// reach the far bank in the same move, never ends in the ferry hex, and may
// not use it while an enemy unit holds either bank hex. The bank hexes are
// those of a map area whose id starts with AreaPrefix and holds the ferry hex
// (the hexes marked by the ferry symbol); without one, any land neighbour on
// the proper side of the ferry hex.
type FerryRule struct {
	Terrain    string
	Sides      []string
	West       bool
	AreaPrefix string
	Rule       string
}

// Systems maps a ruleset id to its system rules.
var Systems = map[string]System{
	"gbacw": {
		DisembarkMP:        1,
		ExitCheckTerrain:   []string{"marsh", "marsh-stream"},
		RetractTerrain:     []string{"marsh", "marsh-stream"},
		ControlClasses:     []string{"infantry", "artillery", "detachment"},
		LaneFallback:       map[string]string{"artillery": "mounted"},
		LaneStreamFord:     "stream-ford",
		UnsetMP:            1,
		EntryBlockAdjacent: true,
		NoFallbackFeature:  "landing",
		OrderExemptClasses: []string{"artillery", "leader"},
		UDDDie:             Dice{N: 1, Sides: 10},
	},
	"classic": {
		ZOC:          true,
		NoZOCClasses: []string{"gunboat"},
		Forced:       &ClassicForcedMove,
		Ferry: &FerryRule{
			Terrain: "river-ferry", Sides: []string{"union"}, West: true,
			AreaPrefix: "ferry", Rule: "SH L11",
		},
		EntryMP:        1,
		ControlClasses: []string{"infantry", "cavalry", "artillery"},
		UnsetMP:        1,
		UDDDie:         Dice{N: 1, Sides: 6},
	},
	"gcacw": {
		ControlClasses: []string{"infantry", "cavalry"},
		UnsetMP:        1,
		UDDDie:         Dice{N: 1, Sides: 6},
	},
}

// ClassicForcedMove is classic Shiloh's forced Union move of turns 1 and 2: one hex
// north or north-east; a unit in a Confederate ZOC may not move (SH L9).
var ClassicForcedMove = ForcedMove{
	Side: "union", Turns: 2, Dirs: []hexgrid.Direction{hexgrid.DirN, hexgrid.DirNE}, Rule: "SH L9",
}

// systemFor returns the system rules of a ruleset id (zero rules with a
// 1 MP unset cost and a d6 when the id is unknown).
func systemFor(id string) System {
	if s, ok := Systems[id]; ok {
		return s
	}
	return System{UnsetMP: 1, UDDDie: Dice{N: 1, Sides: 6}}
}
