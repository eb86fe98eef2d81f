package engine

import "slices"

// ShockRules are a game system's shock (close assault) resolution as data:
// the die, the odds columns, the results by modified roll and the
// modifiers. The GBACW values come from the Italian edition's player aids
// (ITW IT L4669-4779).
type ShockRules struct {
	Source string `json:"source,omitempty"`
	// Die is rolled once per shock; the zero value means 1d10.
	Die DiceSpec `json:"die,omitzero"`
	// Odds are the columns of the strength ratio, attacker's SP to
	// defender's; the shock takes the column with the largest ratio at or
	// below its own (rounding toward the defender), the first column when
	// below all.
	Odds []OddsColumn `json:"odds" validate:"min=1,dive"`
	// Results are the rows of the table by modified roll, in order; a roll
	// below the first row's range takes the first row, above the last the
	// last.
	Results []ShockResult `json:"results" validate:"min=1,dive"`
	// Modifiers are the die roll modifiers (DRM) besides the odds and the
	// terrain effects chart's shock values.
	Modifiers []ShockModifier `json:"modifiers,omitempty" validate:"dive"`
	// Strength are the factors on a unit's SP before the odds.
	Strength []StrengthFactor `json:"strength,omitempty" validate:"dive"`
	// Positions are the DRM of the attack's position against the
	// defender's facing ("flank": +3).
	Positions map[string]int `json:"positions,omitempty"`
	// NoShockClasses may not shock (ITW detachments, BB 14.43).
	NoShockClasses []string `json:"noShockClasses,omitempty"`
	// NoRoutClasses never rout: a failed rout check costs them 1 SP
	// instead (ITW detachments, BB 14.43).
	NoRoutClasses []string `json:"noRoutClasses,omitempty"`
	// PreShock is the defenders' cohesion check before the shock (ITW IT
	// L4754, its DRM L4747-4771); nil for none.
	PreShock *PreShockCheck `json:"preShock,omitempty"`
	// PostShock is the attackers' automatic Disorder once the shock and
	// any continued shocks are over (ITW IT L4763); nil for none.
	PostShock *PostShockDisorder `json:"postShock,omitempty"`
	// SecondDisorder says what a Disorder from the shock does to a unit
	// already Disordered, by cause and class (ITW IT L4523-4645). A unit
	// with no row for its class and cause stays as it is.
	SecondDisorder []SecondDisorderRow `json:"secondDisorder,omitempty" validate:"dive"`
	// OncePerActivation: a hex may be shocked once per activation, a
	// continued shock apart.
	OncePerActivation *Rule `json:"oncePerActivation,omitempty"`
}

// Rule is a rule that is on when present, with its source.
type Rule struct {
	Source string `json:"source,omitempty"`
	Note   string `json:"note,omitempty"`
}

// PreShockCheck is a UDD each defending unit (leaders apart) takes before
// the shock at the sum of the modifiers that apply to it; failing it
// Disorders the unit.
type PreShockCheck struct {
	Source    string          `json:"source,omitempty"`
	Modifiers []CheckModifier `json:"modifiers,omitempty" validate:"dive"`
	Note      string          `json:"note,omitempty"`
}

// CheckModifier is one DRM of a unit's check. Applies says when:
// "per-leader" (DRM for each leader of the unit's side in its hex),
// "unit-orders" (the unit has Orders), "unit-status" (it has Status),
// "position" (the attack comes from one of Positions), "charge-by-class"
// (a charge is declared, an attacker is of Class and the unit is not),
// "side-until" (the unit is of Side and the turn is Until or earlier in the
// scenario's turns; with Day, the turn falls on that day of the battle at
// or before the clock time UntilTime, as for TableModifier),
// "unit-fatigue" (DRM times the unit's fatigue as the player entered it).
// Only side-until, unit-orders, unit-status, per-leader and unit-fatigue
// apply outside a shock (PlayRules.UDDModifiers).
type CheckModifier struct {
	ID        string   `json:"id" validate:"required"`
	DRM       int      `json:"drm"`
	Applies   string   `json:"applies" validate:"oneof=per-leader unit-orders unit-status position charge-by-class side-until unit-fatigue"`
	Orders    string   `json:"orders,omitempty"`
	Status    string   `json:"status,omitempty"`
	Positions []string `json:"positions,omitempty"`
	Class     string   `json:"class,omitempty"`
	Side      string   `json:"side,omitempty"`
	Until     string   `json:"until,omitempty"`
	Day       int      `json:"day,omitempty" validate:"min=0"`
	UntilTime string   `json:"untilTime,omitempty" validate:"omitempty,datetime=15:04"`
	Source    string   `json:"source,omitempty"`
	Note      string   `json:"note,omitempty"`
}

// PostShockDisorder Disorders every attacking unit once its shock (with
// any continued shocks) is over; a unit the result itself Disordered in
// that shock takes no second one from this rule.
type PostShockDisorder struct {
	Source string `json:"source,omitempty"`
	Note   string `json:"note,omitempty"`
}

// SecondDisorder causes.
const (
	CausePreShock    = "pre-shock"    // a failed pre-shock cohesion check
	CauseShockResult = "shock-result" // a result row's Disorder
	CausePostShock   = "post-shock"   // the attackers' automatic Disorder
)

// SecondDisorderRow is one cell of the Second Disorder table: what a
// Disorder of Cause does to a unit of one of Classes that is already
// Disordered. Loss: SP (a gun for a battery) lost; Status: a status it
// takes; Abandon: the unit leaves play where it stands; UDD: a check whose
// pass and fail results follow.
type SecondDisorderRow struct {
	Cause   string             `json:"cause" validate:"oneof=pre-shock shock-result post-shock"`
	Classes []string           `json:"classes" validate:"min=1"`
	Loss    int                `json:"loss,omitempty" validate:"min=0"`
	Status  string             `json:"status,omitempty"`
	Abandon bool               `json:"abandon,omitempty"`
	UDD     *SecondDisorderUDD `json:"udd,omitempty"`
	Source  string             `json:"source,omitempty"`
	Note    string             `json:"note,omitempty"`
}

// SecondDisorderUDD is a second Disorder's check: on a pass the unit
// loses PassLoss SP and retreats PassRetreat hexes (the least the table
// allows; the player may give a longer path), on a failure it takes
// FailStatus ("routed"; a class of NoRoutClasses loses 1 SP and retreats
// instead).
type SecondDisorderUDD struct {
	PassLoss    int    `json:"passLoss,omitempty" validate:"min=0"`
	PassRetreat int    `json:"passRetreat,omitempty" validate:"min=0"`
	FailStatus  string `json:"failStatus,omitempty"`
}

// SecondDisorderFor returns the row for a cause and a unit class.
func (s ShockRules) SecondDisorderFor(cause, class string) (SecondDisorderRow, bool) {
	for _, r := range s.SecondDisorder {
		if r.Cause == cause && slices.Contains(r.Classes, class) {
			return r, true
		}
	}
	return SecondDisorderRow{}, false
}

// OddsColumn is one column of the odds: Attacker to Defender ("1½-1" is
// 1.5 to 1) and its DRM.
type OddsColumn struct {
	Attacker float64 `json:"attacker" validate:"gt=0"`
	Defender float64 `json:"defender" validate:"gt=0"`
	DRM      int     `json:"drm"`
}

// ShockResult is one row of the shock table: the modified rolls it covers
// (Min to Max, either open when nil) and what befalls each side.
type ShockResult struct {
	ID       string      `json:"id" validate:"required"`
	Min      *int        `json:"min,omitempty"`
	Max      *int        `json:"max,omitempty"`
	Attacker ShockEffect `json:"attacker,omitzero"`
	Defender ShockEffect `json:"defender,omitzero"`
	// Continue: the attacker may (or must) shock again (continued shock).
	Continue bool `json:"continue,omitempty"`
	// DefenderMayContinue: the defender may continue the shock.
	DefenderMayContinue bool   `json:"defenderMayContinue,omitempty"`
	Source              string `json:"source,omitempty"`
	Note                string `json:"note,omitempty"`
}

// ShockEffect is what a shock result does to one side's units.
type ShockEffect struct {
	// Retreat is how many hexes the side's units retreat.
	Retreat int `json:"retreat,omitempty"`
	// Disorder: the side's units become Disordered (after retreating).
	Disorder bool `json:"disorder,omitempty"`
	// Loss is the SP the side loses in all, taken from one unit (the
	// strongest; a battery alone or on top loses a gun instead).
	Loss int `json:"loss,omitempty"`
	// UDDFail is the status a failed unit disorder check after the retreat
	// gives ("routed"); "" for no check.
	UDDFail string `json:"uddFail,omitempty"`
	// AbandonArtillery: the side's artillery in the hex is abandoned
	// (removed from play).
	AbandonArtillery bool `json:"abandonArtillery,omitempty"`
	// LossFrom picks the unit that takes Loss: "highest-cohesion" (the
	// highest cohesion rating in the OOB, the strongest among equals; the
	// strongest when a rating is missing); the strongest when empty.
	LossFrom string `json:"lossFrom,omitempty" validate:"omitempty,oneof=highest-cohesion"`
}

// ShockModifier is one DRM. Applies says when: "declared" (the player
// declares it in the shock action: a charge, an aggressive commander),
// "defender-status"/"attacker-status" (any unit of that side has Status),
// "attacker-orders" (any attacking unit has Orders), "per-continued" (DRM
// times the number of earlier continued shocks), "defender-class" /
// "attacker-class" (a unit of that side is of Class).
type ShockModifier struct {
	ID      string `json:"id" validate:"required"`
	DRM     int    `json:"drm"`
	Applies string `json:"applies" validate:"oneof=declared defender-status attacker-status attacker-orders per-continued defender-class attacker-class"`
	Status  string `json:"status,omitempty"`
	Class   string `json:"class,omitempty"`
	Orders  string `json:"orders,omitempty"`
	Source  string `json:"source,omitempty"`
	Note    string `json:"note,omitempty"`
}

// StrengthFactor multiplies the SP of units of Class: when the shock is a
// charge through one of Positions (when listed), or when the unit fights in
// one of Terrain (the defender's hex for an attacker, its own for a
// defender; when listed).
type StrengthFactor struct {
	Class     string   `json:"class" validate:"required"`
	Factor    float64  `json:"factor" validate:"gt=0"`
	Charge    bool     `json:"charge,omitempty"`
	Positions []string `json:"positions,omitempty"`
	Terrain   []string `json:"terrain,omitempty"`
	Source    string   `json:"source,omitempty"`
}

// ShockDie returns the die of a shock (1d10 unless the rules say).
func (s ShockRules) ShockDie() DiceSpec {
	if s.Die.N == 0 {
		return DiceSpec{N: 1, Sides: 10}
	}
	return s.Die
}

// OddsDRM returns the column and its DRM for attacker and defender SP: the
// column with the largest ratio at or below attacker/defender, else the
// first. ok is false when there are no columns or the defender has no SP.
func (s ShockRules) OddsDRM(attacker, defender float64) (col OddsColumn, ok bool) {
	if len(s.Odds) == 0 || defender <= 0 {
		return OddsColumn{}, false
	}
	ratio := attacker / defender
	col = s.Odds[0]
	best := -1.0
	for _, c := range s.Odds {
		r := c.Attacker / c.Defender
		if r <= ratio+1e-9 && r > best {
			col, best = c, r
		}
	}
	return col, true
}

// Result returns the row for a modified roll.
func (s ShockRules) Result(roll int) ShockResult {
	for _, r := range s.Results {
		if (r.Min == nil || roll >= *r.Min) && (r.Max == nil || roll <= *r.Max) {
			return r
		}
	}
	if len(s.Results) > 0 && s.Results[0].Min != nil && roll < *s.Results[0].Min {
		return s.Results[0]
	}
	return s.Results[len(s.Results)-1]
}
