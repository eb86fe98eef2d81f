// Package engine holds the rules of the game systems: rulesets (terrain
// effects charts as data) and the checks and computations that apply them.
package engine

import "slices"

// RulesetFormat is the value of the "format" field of a ruleset file.
const RulesetFormat = "sandtable-ruleset/1"

// Ruleset is a game system as data: terrain, hexside and path types with the
// terrain effects chart (TEC), unit classes, stacking limits, and facing.
type Ruleset struct {
	Schema  string   `json:"$schema" validate:"required"`
	Format  string   `json:"format" validate:"required,eq=sandtable-ruleset/1"`
	ID      string   `json:"id" validate:"required"`
	Name    string   `json:"name" validate:"required"`
	Source  string   `json:"source,omitempty"`
	Facing  bool     `json:"facing"`
	Facings []string `json:"facings,omitempty"`
	// EntryOnEdge: reinforcements always enter on a map-edge hex.
	EntryOnEdge bool `json:"entryOnEdge,omitempty"`
	// LeaderWithCommand: a leader sharing a hex with units of his side has
	// a unit of his own command among them (HSN L131).
	LeaderWithCommand bool            `json:"leaderWithCommand,omitempty"`
	MoveColumns       []string        `json:"moveColumns" validate:"min=1"`
	UnitClasses       []UnitClass     `json:"unitClasses" validate:"min=1,dive"`
	Terrain           []TerrainType   `json:"terrain" validate:"min=1,dive"`
	Hexsides          []HexsideType   `json:"hexsides,omitempty" validate:"dive"`
	Paths             []PathType      `json:"paths,omitempty" validate:"dive"`
	Stacking          []StackingLimit `json:"stacking,omitempty" validate:"dive"`
	// Statuses are the status markers units of the system may carry, with
	// the part the engine gives each (the system's own vocabulary).
	Statuses           []StatusType        `json:"statuses,omitempty" validate:"dive"`
	StackingExceptions []StackingException `json:"stackingExceptions,omitempty" validate:"dive"`
	// Shock is the shock resolution table as data; nil when the system
	// has none (the play-test then offers the dice and a manual result).
	Shock *ShockRules `json:"shock,omitempty"`
	// Fire is the fire table as data; nil when the ruleset has none (the
	// play-test then offers the dice and a manual result).
	Fire *FireRules `json:"fire,omitempty"`
	// Tables are the system's other tables resolved with the dice in play
	// (rally, alert schedule, missions, events); see RollTable.
	Tables []RollTable `json:"tables,omitempty" validate:"dive"`
	// Play holds the play-test rules beyond the TEC (see PlayRules).
	Play PlayRules `json:"play,omitzero"`
	// Sequence is the sequence of play for movement: what an activation
	// moves and how many a unit has in a turn (nil: no limit).
	Sequence *Sequence `json:"sequence,omitempty"`
	Unset    []string  `json:"unset,omitempty"`
	Notes    []string  `json:"notes,omitempty"`
}

// Names gives a name per language ("en", "it").
type Names map[string]string

// UnitClass is a class of counters and the TEC column it moves by.
type UnitClass struct {
	ID         string `json:"id" validate:"required"`
	Name       Names  `json:"name"`
	MoveColumn string `json:"moveColumn,omitempty"`
	// OnlyTerrain: units of the class may stand only in these terrains
	// (gunboats: full river hexes); the TEC column does not apply to them.
	OnlyTerrain []string `json:"onlyTerrain,omitempty"`
	// NoStacking: units of the class may not share a hex with any other unit.
	NoStacking bool `json:"noStacking,omitempty"`
	// NoFacing: units of the class have no facing even where the system has it.
	NoFacing bool `json:"noFacing,omitempty"`
	// MA is the class's movement allowance in MP, used where neither the
	// scenario nor the OOB gives the unit's own.
	MA *float64 `json:"ma,omitempty" validate:"omitempty,min=0"`
	// Marker: counters of the class are markers, not units: they exert no
	// ZOC, hold no hex against the enemy and do not count for stacking
	// (HSN blockhouses, L694).
	Marker bool `json:"marker,omitempty"`
	// Penalties are extra MP the class pays on some steps (HSN wagon
	// trains, L137).
	Penalties []MovePenalty `json:"penalties,omitempty" validate:"dive"`
	// UnlimitedMove: units of the class may move any number of hexes
	// (gunboats: ITW BB 14.73, SH L10).
	UnlimitedMove bool `json:"unlimitedMove,omitempty"`
	// Leader: counters of the class are leaders: they do not count for
	// stacking or one-unit-a-hex rules, pay no disembarking MP, never
	// retract in a Marsh, stack with their command, and count as no
	// brigade (ITW BB 9.7, 9.44; HSN L131).
	Leader bool `json:"leader,omitempty"`
	// Guns: the class's strength is in guns (batteries): stacking counts
	// it by the rows' maxBatteries/maxGuns, a shock's abandon-artillery
	// result removes it, and losses are reported as guns.
	Guns bool `json:"guns,omitempty"`
	// NoCompany: counters of the class do not keep a leader company: a
	// leader with only them stands alone (HSN L131).
	NoCompany bool `json:"noCompany,omitempty"`
	// DivisionBrigade: units of the class assigned to a division, not a
	// brigade, act as one brigade of their own for stacking (ITW BB 4.24,
	// EN L183-185).
	DivisionBrigade bool `json:"divisionBrigade,omitempty"`
	// SlopeLimit: a slope hexside (a hexside type with slope set) of more
	// contour lines than this is closed to the class, and one of exactly
	// this many Disorders it (ITW BB 9.44: artillery over 3 lines).
	SlopeLimit *int   `json:"slopeLimit,omitempty" validate:"omitempty,min=1"`
	Source     string `json:"source,omitempty"`
	Note       string `json:"note,omitempty"`
}

// Cost is one cell of the TEC: movement points (MP), or prohibited, with the
// disorder the terrain causes ("check" or "auto").
type Cost struct {
	MP         *float64 `json:"mp,omitempty"`
	Prohibited bool     `json:"prohibited,omitempty"`
	Add        bool     `json:"add,omitempty"`
	Disorder   string   `json:"disorder,omitempty" validate:"omitempty,oneof=check auto"`
	FromOther  *Cost    `json:"fromOther,omitempty"`
	Half       bool     `json:"half,omitempty"`
	Min        *float64 `json:"min,omitempty"`
	March      *float64 `json:"march,omitempty"`
	Unset      bool     `json:"unset,omitempty"`
	Note       string   `json:"note,omitempty"`
}

// TerrainType is an in-hex terrain with its TEC row.
type TerrainType struct {
	ID               string          `json:"id" validate:"required"`
	Name             Names           `json:"name"`
	Cost             map[string]Cost `json:"cost,omitempty"`
	Fire             *int            `json:"fire,omitempty"`
	FireInto         *int            `json:"fireInto,omitempty"`
	Shock            *int            `json:"shock,omitempty"`
	ShockInto        *int            `json:"shockInto,omitempty"`
	FireOut          *int            `json:"fireOut,omitempty"`
	ShockOut         *int            `json:"shockOut,omitempty"`
	ArtilleryFireOut *int            `json:"artilleryFireOut,omitempty"`
	ShockProhibited  bool            `json:"shockProhibited,omitempty"`
	BlocksLOS        string          `json:"blocksLOS,omitempty" validate:"omitempty,oneof=none first-hex second-hex"`
	HeightLevels     int             `json:"heightLevels,omitempty"`
	LeaderCommandMP  *float64        `json:"leaderCommandMP,omitempty"`
	// Base names the terrain whose effects apply otherwise (a camp on a field).
	Base string `json:"base,omitempty"`
	// OtherTerrainInHex: the hex's other terrain decides (camps, HQs: OTIH).
	OtherTerrainInHex bool `json:"otherTerrainInHex,omitempty"`
	// MapFeatures are the in-hex feature ids of map files this type stands for.
	MapFeatures []string `json:"mapFeatures,omitempty"`
	// IgnoredAfterHexsides: the cost is not paid when entering across these.
	IgnoredAfterHexsides []string `json:"ignoredAfterHexsides,omitempty"`
	// Color is the fill maps draw the terrain in, "#rrggbb"; a terrain
	// without one is drawn in the unknown grey.
	Color string `json:"color,omitempty"`
	// Pattern is drawn over the fill: "solid" (none, the default), "dots"
	// or "hatch", in a darker shade of Color.
	Pattern string `json:"pattern,omitempty" validate:"omitempty,oneof=solid dots hatch"`
	Source  string `json:"source,omitempty"`
	Note    string `json:"note,omitempty"`
}

// HexsideType is a hexside feature with its TEC row.
type HexsideType struct {
	ID    string          `json:"id" validate:"required"`
	Name  Names           `json:"name"`
	Cost  map[string]Cost `json:"cost,omitempty"`
	Fire  *int            `json:"fire,omitempty"`
	Shock *int            `json:"shock,omitempty"`
	// ShockPerContourAscended and ShockMax: a shock modifier per contour line
	// climbed, capped at ShockMax (ITW gullies).
	ShockPerContourAscended *int   `json:"shockPerContourAscended,omitempty"`
	ShockMax                *int   `json:"shockMax,omitempty"`
	ShockProhibited         bool   `json:"shockProhibited,omitempty"`
	BlocksLOS               string `json:"blocksLOS,omitempty"`
	CanBlockLOS             bool   `json:"canBlockLOS,omitempty"`
	// LOSAs names the hexside type whose LOS effect this one has.
	LOSAs string `json:"losAs,omitempty"`
	// BridgedAs names the hexside type paid where a map side of this type
	// carries a bridge (HSN 10.0: the Cumberland bridges).
	BridgedAs string `json:"bridgedAs,omitempty"`
	// FordedAs names the hexside type paid where a map side of this type
	// is marked as a ford; LaneAs the type paid where a farm lane crosses
	// it (ITW: a lane crosses a stream at a ford).
	FordedAs string `json:"fordedAs,omitempty"`
	LaneAs   string `json:"laneAs,omitempty"`
	// Slope: "up" or "down" for a hexside that is a ridge or gully: of more
	// than two contour lines in all it is paid as the slope types of the
	// lines on each side, climbing toward the ridge (up) or descending
	// into the gully (down), and the classes' slopeLimit applies.
	Slope string `json:"slope,omitempty" validate:"omitempty,oneof=up down"`
	// BridgeSides: only units of these sides may cross such a bridge (empty:
	// any side).
	BridgeSides []string `json:"bridgeSides,omitempty"`
	// Mark is drawn across a side of this type: "ford" (two light bars)
	// or "bridge" (two dark rails); "" for none.
	Mark string `json:"mark,omitempty" validate:"omitempty,oneof=ford bridge"`
	// Style is how maps draw a side of this type (nil: no line; a type
	// with neither a style nor a mark is drawn in the unknown style).
	Style  *LineStyle `json:"style,omitempty"`
	Source string     `json:"source,omitempty"`
	Note   string     `json:"note,omitempty"`
}

// PathType is a road, farm lane, pike or railroad with its TEC row.
type PathType struct {
	ID                string          `json:"id" validate:"required"`
	Name              Names           `json:"name"`
	Cost              map[string]Cost `json:"cost,omitempty"`
	OtherTerrainInHex bool            `json:"otherTerrainInHex,omitempty"`
	BlocksLOS         string          `json:"blocksLOS,omitempty"`
	// Ignores lists the terrain and hexside ids whose costs a move along the
	// path does not pay.
	Ignores           []string `json:"ignores,omitempty"`
	NoTerrainDisorder bool     `json:"noTerrainDisorder,omitempty"`
	// ClassCost overrides Cost for unit classes (detachments on roads).
	ClassCost       map[string]Cost `json:"classCost,omitempty"`
	LeaderCommandMP *float64        `json:"leaderCommandMP,omitempty"`
	// Style is how maps draw a path of this type (nil: the unknown style).
	Style  *LineStyle `json:"style,omitempty"`
	Source string     `json:"source,omitempty"`
	Note   string     `json:"note,omitempty"`
}

// LineStyle is how a hexside or path type is drawn on maps: a "#rrggbb"
// colour, a width and dash lengths in hex radii (centre to corner; a hex
// radius is the map's hexAcrossFlatsMM/√3 millimetres), and for railroads
// cross ties. The renderer (maps/draw) gets it through engine/drawscene.
type LineStyle struct {
	Color string `json:"color" validate:"required"`
	// Width is the line width in hex radii (0.1 is a tenth of a radius).
	Width float64 `json:"width" validate:"gt=0"`
	// Dash holds dash and gap lengths in turn, in hex radii; empty: solid.
	Dash []float64 `json:"dash,omitempty"`
	// Ticks draws cross ties across the line.
	Ticks bool `json:"ticks,omitempty"`
}

// StackingLimit is one row of the stacking table: for units of Class under
// Orders, at most MaxSP strength points (of one brigade when SameBrigade), or
// one unit of any strength when OrOneUnit, plus batteries or guns.
type StackingLimit struct {
	Orders        []string `json:"orders,omitempty"`
	Class         string   `json:"class" validate:"required"`
	MaxSP         *int     `json:"maxSP,omitempty"`
	MaxBatteries  *int     `json:"maxBatteries,omitempty"`
	MaxGuns       *int     `json:"maxGuns,omitempty"`
	SameBrigade   bool     `json:"sameBrigade,omitempty"`
	OrOneUnit     bool     `json:"orOneUnit,omitempty"`
	PlusBatteries *int     `json:"plusBatteries,omitempty"`
	PlusGuns      *int     `json:"plusGuns,omitempty"`
	Alone         bool     `json:"alone,omitempty"`
	// StackedWith: the row applies when the units share the hex with these classes.
	StackedWith      []string `json:"stackedWith,omitempty"`
	NoOtherUnits     bool     `json:"noOtherUnits,omitempty"`
	IncludesSections bool     `json:"includesSections,omitempty"`
	Source           string   `json:"source,omitempty"`
	Note             string   `json:"note,omitempty"`
}

// StackingException is a sanctioned over-stack named by the rules.
type StackingException struct {
	ID        string   `json:"id" validate:"required"`
	Kind      string   `json:"kind,omitempty"`
	Units     []string `json:"units,omitempty"`
	UnitNames []string `json:"unitNames,omitempty"`
	Classes   []string `json:"classes,omitempty"`
	Hexes     []string `json:"hexes,omitempty"`
	When      string   `json:"when,omitempty"`
	Source    string   `json:"source,omitempty"`
	Note      string   `json:"note" validate:"required"`
}

// TerrainByID returns the terrain type, or nil.
func (r *Ruleset) TerrainByID(id string) *TerrainType {
	for i := range r.Terrain {
		if r.Terrain[i].ID == id {
			return &r.Terrain[i]
		}
	}
	return nil
}

// HexsideByID returns the hexside type with the id, or nil.
func (r *Ruleset) HexsideByID(id string) *HexsideType {
	for i := range r.Hexsides {
		if r.Hexsides[i].ID == id {
			return &r.Hexsides[i]
		}
	}
	return nil
}

// HasHexside, HasPath and HasClass report whether the ruleset defines the id.
func (r *Ruleset) HasHexside(id string) bool {
	for _, h := range r.Hexsides {
		if h.ID == id {
			return true
		}
	}
	return false
}

// HasPath reports whether the ruleset defines the path type.
func (r *Ruleset) HasPath(id string) bool {
	for _, p := range r.Paths {
		if p.ID == id {
			return true
		}
	}
	return false
}

// HasClass reports whether the ruleset defines the unit class.
func (r *Ruleset) HasClass(id string) bool {
	for _, c := range r.UnitClasses {
		if c.ID == id {
			return true
		}
	}
	return false
}

// Class returns the unit class, or nil.
func (r *Ruleset) Class(id string) *UnitClass {
	for i := range r.UnitClasses {
		if r.UnitClasses[i].ID == id {
			return &r.UnitClasses[i]
		}
	}
	return nil
}

func (r *Ruleset) pathType(id string) *PathType {
	for i := range r.Paths {
		if r.Paths[i].ID == id {
			return &r.Paths[i]
		}
	}
	return nil
}

// MovePenalty is extra MP a unit class pays for a step: across a hexside of
// type Hexside, or (OffPath) a step not along a path of that type, only the
// first such step of a move when OncePerMove.
type MovePenalty struct {
	MP      float64 `json:"mp" validate:"gt=0"`
	Hexside string  `json:"hexside,omitempty"`
	// Fords: the penalty is also paid crossing any hexside the map marks
	// as a ford (HSN L137).
	Fords       bool   `json:"fords,omitempty"`
	OffPath     string `json:"offPath,omitempty"`
	OncePerMove bool   `json:"oncePerMove,omitempty"`
	Source      string `json:"source,omitempty"`
}

// IsLeader reports whether counters of the class are leaders (see
// UnitClass.Leader).
func (r *Ruleset) IsLeader(class string) bool {
	c := r.Class(class)
	return c != nil && c.Leader
}

// HasGuns reports whether the class's strength is in guns (see
// UnitClass.Guns).
func (r *Ruleset) HasGuns(class string) bool {
	c := r.Class(class)
	return c != nil && c.Guns
}

// DisorderStatus returns the status the system gives for Disorder ("" when
// it has none).
func (r *Ruleset) DisorderStatus() string {
	for _, s := range r.Statuses {
		if s.Disorder {
			return s.ID
		}
	}
	return ""
}

// CIStatus returns the status that marks a leader's formation
// combat-ineffective at set-up ("" when the system has none).
func (r *Ruleset) CIStatus() string {
	for _, s := range r.Statuses {
		if s.CombatIneffective {
			return s.ID
		}
	}
	return ""
}

// NoActivateStatus returns the status of the play status rule that keeps a
// unit from moving in the first turns ("" when the system has none).
func (r *Ruleset) NoActivateStatus() string {
	for _, s := range r.Play.Statuses {
		if s.NoMove && s.Turns > 0 {
			return s.ID
		}
	}
	return ""
}

// NotPresent reports whether a unit with these statuses does not count as
// standing where it is (StatusType.NotPresent).
func (r *Ruleset) NotPresent(statuses []string) bool {
	for _, s := range r.Statuses {
		if s.NotPresent && slices.Contains(statuses, s.ID) {
			return true
		}
	}
	return false
}

// IsMarker reports whether counters of the class are markers (see
// UnitClass.Marker).
func (r *Ruleset) IsMarker(class string) bool {
	c := r.Class(class)
	return c != nil && c.Marker
}

// StatusType is a status marker of a system ("disordered") and the part the
// engine gives it.
type StatusType struct {
	ID   string `json:"id" validate:"required"`
	Name Names  `json:"name,omitempty"`
	// Disorder: the status the engine gives a unit that Disorders (TEC D,
	// failed UDDs, shock and withdrawal results) and reads as Disordered.
	Disorder bool `json:"disorder,omitempty"`
	// CombatIneffective: a leader set up with it makes his formation
	// combat-ineffective from the start.
	CombatIneffective bool `json:"combatIneffective,omitempty"`
	// NotPresent: a unit carrying it does not count as standing where it
	// is for objectives that count units (a collapsed brigade).
	NotPresent bool   `json:"notPresent,omitempty"`
	Source     string `json:"source,omitempty"`
}
