package engine

// PlayRules are the rules a play-test needs beyond the terrain effects
// chart: zones of control, special crossings, reinforcement entry, control
// of hexes and the dice of checks. They are data in the ruleset file
// ("play"), so a new game system needs no Go code. Every value in a built-in
// ruleset cites its rule in the file's notes, or is marked the designer's.
type PlayRules struct {
	// ZOC is how zones of control work; the zero value: no ZOC.
	ZOC ZOCRules `json:"zoc"`
	// Forced is a forced move of one side on the first turns (classic
	// Shiloh's Union, SH L9); nil for none.
	Forced *ForcedMove `json:"forcedMove,omitempty"`
	// Ferry is a river ferry (SH L11); nil for none.
	Ferry *FerryRule `json:"ferry,omitempty"`
	// EntryMP is the fixed MP a reinforcement pays to enter the map (SH
	// L6); 0: it pays the entry hex's terrain cost (ITW BB 9.7).
	EntryMP float64 `json:"entryMP,omitempty"`
	// DisembarkMP is the extra MP to enter at a hex with the map feature
	// "landing", plus one more per stack already landed there in the same
	// activation (ITW BB 9.7).
	DisembarkMP float64 `json:"disembarkMP,omitempty"`
	// ExitCheckTerrain: leaving a hex of these terrains by movement needs a
	// UDD (ITW BB 9.44 Marsh).
	ExitCheckTerrain []string `json:"exitCheckTerrain,omitempty"`
	// ExitLeaderHelp: a unit that starts its move stacked with its brigade
	// or division leader leaves an exitCheckTerrain hex for one of other
	// terrain without the UDD (a Disordered one not to a hex next to the
	// enemy) (ITW BB 9.44, EN L488-497; the leader's once-per-activation
	// limit is not tracked).
	ExitLeaderHelp bool `json:"exitLeaderHelp,omitempty"`
	// FacingCheckTerrain: changing facing in a hex of these terrains needs
	// a UDD; on a failure a unit in good order changes facing and is
	// finished, a Disordered one keeps its facing and is finished (ITW BB
	// 9.44 Marsh, EN L514-518).
	FacingCheckTerrain []string `json:"facingCheckTerrain,omitempty"`
	// RetractTerrain: an extended unit entering these terrains off a road or
	// farm lane retracts into the hex, Disorders and stops (ITW BB 9.44).
	RetractTerrain []string `json:"retractTerrain,omitempty"`
	// ControlClasses are the classes whose units take control of the hexes
	// they occupy or pass through.
	ControlClasses []string `json:"controlClasses,omitempty"`
	// LandingFeature is the map feature of hexes where units come ashore
	// and pay DisembarkMP (ITW BB 9.7); reinforcements may also enter there.
	LandingFeature string `json:"landingFeature,omitempty"`
	// FieldTerrain and FieldAreaKind: a hex of FieldTerrain, or a boundary
	// hex of the same map area of FieldAreaKind, is a field the TEC's
	// "from a field" notes read (ITW TEC note d).
	FieldTerrain  string `json:"fieldTerrain,omitempty"`
	FieldAreaKind string `json:"fieldAreaKind,omitempty"`
	// Slopes name the hexside types paid for contour lines crossed, by the
	// least number of lines each row starts at (ITW TEC slopes).
	Slopes []SlopeRow `json:"slopes,omitempty" validate:"dive"`
	// LaneFallback: on a farm lane, a cost prohibited to the key column is
	// paid unhalved from the value column, and Disorders (ITW BB 9.43).
	LaneFallback map[string]string `json:"laneFallback,omitempty"`
	// UnsetMP is the cost, in MP, of a TEC cell the source leaves unset;
	// 0 means 1.
	UnsetMP float64 `json:"unsetMP,omitempty"`
	// EntryBlockAdjacent: an entry hex next to an enemy unit is blocked too
	// (ITW BB 9.7); otherwise only an enemy-occupied one is (SH L5).
	EntryBlockAdjacent bool `json:"entryBlockAdjacent,omitempty"`
	// NoFallbackFeature: entry hexes with this map feature have no fallback
	// hex when blocked (ITW BB 9.7 Pittsburg Landing).
	NoFallbackFeature string `json:"noFallbackFeature,omitempty"`
	// OrderExemptClasses may enter in any order regardless of the arrival
	// order letters (ITW S1 Union chart note).
	OrderExemptClasses []string `json:"orderExemptClasses,omitempty"`
	// UDDDie is the die rolled for a unit disorder check (UDD) when the
	// player gives no result; the zero value means one six-sided die.
	UDDDie DiceSpec `json:"uddDie,omitzero"`
	// UDDModifiers are DRM every UDD takes, whatever rule calls for it
	// (the pre-shock check, a second Disorder, a Marsh, a withdrawal): the
	// ITW first-day Union +1 (EN L1235-1240). A table roll (rally) carries
	// its own modifiers instead.
	UDDModifiers []CheckModifier `json:"uddModifiers,omitempty" validate:"dive"`
	// Withdrawal is withdrawal movement (a unit stepping back out of its
	// activation); nil when the system has none.
	Withdrawal *WithdrawalRule `json:"withdrawal,omitempty"`
	// Statuses say what a status means in play (a status not listed only
	// marks the unit).
	Statuses []StatusRule `json:"statuses,omitempty" validate:"dive"`
	// LOC are the ways a game's victory conditions trace a line of
	// communication (HSN S2, S3, S4, S6, S9); objectives name one by id.
	LOC []LOCRule `json:"loc,omitempty" validate:"dive"`
	// Dice give the faces of the system's dice where they do not read
	// from 1 (the GBACW d10 reads 0-9: ITW BB EN L763, L768, L3937).
	Dice []DieFaces `json:"dice,omitempty" validate:"dive"`
}

// LOCRule is one definition of a line of communication: a path from the
// unit's hex to one of the objective's hexes by any of the Methods, through
// no hex Block forbids.
type LOCRule struct {
	ID      string      `json:"id" validate:"required"`
	Methods []LOCMethod `json:"methods" validate:"min=1,dive"`
	Block   LOCBlock    `json:"block"`
	Source  string      `json:"source,omitempty"`
	Note    string      `json:"note,omitempty"`
}

// LOCMethod is one way to trace: with Along empty, a path of at most MaxMP
// movement points by the unit's terrain costs (0: any length; the unit's
// own hex not paid, no ZOC costs); with Along, a path of at most Connector
// hexes (terrain ignored) to a hex of those path types, then at most
// AlongMax hexes (0: any number) along them. FirstOffPathMP is paid once,
// by the classes listed, the first time the path enters a hex that is not
// on a path of the OffPathTypes (wagons off the pike, HSN L590).
type LOCMethod struct {
	MaxMP          float64            `json:"maxMP,omitempty" validate:"min=0"`
	Along          []string           `json:"along,omitempty"`
	Connector      int                `json:"connector,omitempty" validate:"min=0"`
	AlongMax       int                `json:"alongMax,omitempty" validate:"min=0"`
	FirstOffPathMP map[string]float64 `json:"firstOffPathMP,omitempty"`
	OffPathTypes   []string           `json:"offPathTypes,omitempty"`
}

// LOCBlock says which hexes a line of communication may not enter. Enemy
// units carrying an IgnoreStatus never count toward Combat or ZOC.
// Occupied: any hex an enemy unit holds, whatever its status. Combat: a hex whose enemy units total this Combat value or
// more (each unit's Combat value is its strength; classes in Halve count
// half, the total of each class rounded down). ZOC: the hexes next to a
// blocking stack (ZOCOf "blocking") or next to any counted enemy unit
// exerting a ZOC (ZOCOf "any") block too, unless a friendly unit of the
// OpenedBy classes not carrying an IgnoreStatus stands there.
type LOCBlock struct {
	Occupied     bool     `json:"occupied,omitempty"`
	Combat       int      `json:"combat,omitempty" validate:"min=0"`
	Halve        []string `json:"halve,omitempty"`
	ZOCOf        string   `json:"zocOf,omitempty" validate:"omitempty,oneof=blocking any"`
	OpenedBy     []string `json:"openedBy,omitempty"`
	IgnoreStatus []string `json:"ignoreStatus,omitempty"`
}

// StatusRule is what a status does to a unit in play: NoMove keeps it from
// moving (on the game's first Turns turns only, when Turns is set), unless
// LiftedByAdjacentEnemy and an enemy unit stands next to it.
type StatusRule struct {
	ID                    string `json:"id" validate:"required"`
	NoMove                bool   `json:"noMove,omitempty"`
	Turns                 int    `json:"turns,omitempty" validate:"min=0"`
	LiftedByAdjacentEnemy bool   `json:"liftedByAdjacentEnemy,omitempty"`
	Source                string `json:"source,omitempty"`
}

// ZOCRules says whether units exert zones of control over the six adjacent
// hexes and what an enemy ZOC does to a moving unit.
type ZOCRules struct {
	// Exerted: units exert a ZOC.
	Exerted bool `json:"exerted,omitempty"`
	// EnterStops: entering an enemy ZOC ends the unit's movement.
	EnterStops bool `json:"enterStops,omitempty"`
	// EnterMP is the extra MP paid to enter a hex in an enemy ZOC.
	EnterMP float64 `json:"enterMP,omitempty"`
	// LeaveMP is the extra MP paid to leave a hex in an enemy ZOC (GCACW:
	// 1, HSN L590, L1262).
	LeaveMP float64 `json:"leaveMP,omitempty"`
	// NoZOCClasses exert no ZOC and ignore enemy ZOCs (gunboats, SH L10).
	NoZOCClasses []string `json:"noZOCClasses,omitempty"`
}

// ForcedMove restricts a side's moves on the first turns: at most one hex,
// in one of the directions, and none for a unit that starts in an enemy
// ZOC.
type ForcedMove struct {
	Side string `json:"side"`
	// Turns is how many turns from the first the rule binds.
	Turns int `json:"turns"`
	// Directions are compass directions of the grid ("N", "NE", ...).
	Directions []string `json:"directions"`
	Rule       string   `json:"rule,omitempty"`
}

// FerryRule is a river ferry: only Sides may use it, only toward the west
// bank when West is set, paying the ferry hex's terrain cost; the mover must
// reach the far bank in the same move, never ends in the ferry hex, and may
// not use it while an enemy unit holds either bank hex. The bank hexes are
// those of a map area whose id starts with AreaPrefix and holds the ferry
// hex; without one, any land neighbour on the proper side of the ferry hex.
type FerryRule struct {
	Terrain    string   `json:"terrain"`
	Sides      []string `json:"sides"`
	West       bool     `json:"west,omitempty"`
	AreaPrefix string   `json:"areaPrefix,omitempty"`
	Rule       string   `json:"rule,omitempty"`
}

// DiceSpec is a number of dice of a number of faces ("1d10": N 1, Sides 10).
type DiceSpec struct {
	N     int `json:"n"`
	Sides int `json:"sides"`
}

// DieFaces: a die of Sides faces reads First to First+Sides-1.
type DieFaces struct {
	Sides  int    `json:"sides" validate:"min=2"`
	First  int    `json:"first"`
	Source string `json:"source,omitempty"`
}

// FirstFace returns the lowest face of a die of the given sides (1 unless
// the ruleset's dice say).
func (p PlayRules) FirstFace(sides int) int {
	for _, d := range p.Dice {
		if d.Sides == sides {
			return d.First
		}
	}
	return 1
}

// UnsetCost returns the MP of an unset TEC cell (1 unless the ruleset says).
func (p PlayRules) UnsetCost() float64 {
	if p.UnsetMP == 0 {
		return 1
	}
	return p.UnsetMP
}

// UDD returns the die of a UDD (1d6 unless the ruleset says).
func (p PlayRules) UDD() DiceSpec {
	if p.UDDDie.N == 0 {
		return DiceSpec{N: 1, Sides: 6}
	}
	return p.UDDDie
}

// WithdrawalRule is withdrawal movement: at most MaxHexes hexes; entering a
// hex that costs UDDFromMP or more takes a UDD with +1 DRM per full MP over
// 1; a Disordered unit that fails stops in the first hex (ITW BB 9.54).
type WithdrawalRule struct {
	MaxHexes  int     `json:"maxHexes" validate:"min=1"`
	UDDFromMP float64 `json:"uddFromMP" validate:"gt=0"`
	Source    string  `json:"source,omitempty"`
}

// SlopeRow names the hexside types paid for a slope of at least Contours
// contour lines: Level where the lines neither climb nor descend (one line
// either way), else Up or Down.
type SlopeRow struct {
	Contours int    `json:"contours" validate:"min=1"`
	Level    string `json:"level,omitempty"`
	Up       string `json:"up,omitempty"`
	Down     string `json:"down,omitempty"`
}
