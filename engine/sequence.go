package engine

// What one activation of a sequence of play moves.
const (
	// ActivateFormation: the units of one formation, as an activation
	// marker of the formation is played (GBACW: ITW BB 4.24, IT L148-158).
	ActivateFormation = "formation"
	// ActivateAction: one action, a single unit's march or a leader's
	// activation of units of his command (GCACW: HSN 1.0, L1134-1136).
	ActivateAction = "action"
	// ActivateSide: every unit of the phasing side, in its movement phase
	// (classic Shiloh: SH L2, L4).
	ActivateSide = "side"
)

// Sequence is a game system's sequence of play as far as movement goes: what
// one activation moves, how many activations a unit has in a turn (it moves
// at most once in each), and how the sides come to take activations. A
// ruleset without one sets no limit: every activation may move every unit of
// its side.
type Sequence struct {
	// Activation is ActivateFormation, ActivateAction or ActivateSide.
	Activation string `json:"activation" validate:"required,oneof=formation action side"`
	// Echelon is the level of the formations that activate ("division"),
	// for ActivateFormation.
	Echelon string `json:"echelon,omitempty"`
	// PerTurn is how many activations a unit has in a turn; a reinforcement
	// row's activations replace it on the turn the row enters.
	PerTurn int `json:"perTurn" validate:"min=1"`
	// Order is how the sides come to take activations: "phases" (each side
	// once a turn, the first player first), "draw" (activation markers
	// drawn from a common pool, either side's in any order) or
	// "initiative" (the winner of each initiative roll takes one action;
	// the turn ends when both sides pass).
	Order string `json:"order,omitempty" validate:"omitempty,oneof=phases draw initiative"`
	// Fatigue, when set, makes each activation of a unit raise its fatigue
	// level: a unit has only the activations that keep it within the
	// highest level (GCACW: HSN L337, L710, L919).
	Fatigue *Fatigue `json:"fatigue,omitempty"`
	Source  string   `json:"source,omitempty"`
	Note    string   `json:"note,omitempty"`
}

// Fatigue is a sequence's fatigue levels: each activation of a unit (a
// march, a leader's activation of it) raises its level by PerActivation; no
// activation may take it above Max; each new turn lowers it by Recovery
// (not below 0). A unit starts at the level its set-up row or reinforcement
// row gives.
type Fatigue struct {
	PerActivation int    `json:"perActivation" validate:"min=1"`
	Max           int    `json:"max" validate:"min=1"`
	Recovery      int    `json:"recovery" validate:"min=0"`
	Source        string `json:"source,omitempty"`
	Note          string `json:"note,omitempty"`
}

// ActivationsLeft returns how many activations a unit that starts a turn at
// fatigue level start has in it by the fatigue rule (0 when none).
func (f *Fatigue) ActivationsLeft(start int) int {
	return max(0, (f.Max-start)/f.PerActivation)
}

// SteadyStart is the level a unit starts a turn at after a turn in which it
// used every activation it had: the highest level, less one turn's
// recovery. The dry-run analysis, which moves units as far as they can go,
// takes it for every turn after the current one.
func (f *Fatigue) SteadyStart() int { return max(0, f.Max-f.Recovery) }

// ActivationsPerTurn returns how many activations a unit has in a turn:
// rowActivations (its reinforcement row's count) when it entered in this
// turn and the row gives one, else the sequence's PerTurn; 0 when the
// ruleset has no sequence (no limit). The engine's moves and the dry-run
// analysis both count a unit's moves by it.
func (r *Ruleset) ActivationsPerTurn(enteredThisTurn bool, rowActivations *int) int {
	if r == nil || r.Sequence == nil {
		return 0
	}
	if enteredThisTurn && rowActivations != nil && *rowActivations > 0 {
		return *rowActivations
	}
	return r.Sequence.PerTurn
}
