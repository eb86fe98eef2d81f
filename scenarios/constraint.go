package scenarios

// Constraint is a typed special rule. Type selects which fields apply:
//   - "continuous-line": Groups, Pairs, Exempt, Classes, Applies;
//   - "area": Units, Formations, StayIn or Avoid, Until;
//   - "no-stacking": Units, Formations, Classes;
//   - "stacking-exception": Units (or Formations) may exceed the stacking
//     limit at setup, Until a turn;
//   - "other-command": Units a special rule treats as not under Formations;
//   - "in-command": Units a special rule lists under Formations (each
//     must be under one of them);
//   - "no-activate": Units, and the members of Formations, may not activate
//     on the first turn (their set-up rows carry no-activate-turn-1).
type Constraint struct {
	ID         string      `json:"id" validate:"required"`
	Type       string      `json:"type" validate:"oneof=continuous-line area no-stacking stacking-exception other-command in-command no-activate"`
	Rule       string      `json:"rule,omitempty"`
	Applies    *Applies    `json:"applies,omitempty"`
	Groups     []string    `json:"groups,omitempty"`
	Pairs      [][2]string `json:"pairs,omitempty"`
	Exempt     []string    `json:"exempt,omitempty"`
	Classes    []string    `json:"classes,omitempty"`
	Units      []string    `json:"units,omitempty"`
	Formations []string    `json:"formations,omitempty"`
	StayIn     *Region     `json:"stayIn,omitempty"`
	Avoid      *Region     `json:"avoid,omitempty"`
	Until      string      `json:"until,omitempty"`
	// Judge is who decides a breach in play: "" (the engine: a move that
	// breaks an area ban is refused) or JudgePlayers (the move stands and
	// the log names the breach), for what the data cannot decide, such as
	// an area the map gives only in part (HSN S3's counties).
	Judge string `json:"judge,omitempty" validate:"omitempty,oneof=players"`
	Note  string `json:"note,omitempty"`
}

// JudgePlayers is Constraint.Judge for a rule the play-test notes but does
// not enforce.
const JudgePlayers = "players"

// Applies says when a constraint holds: a turn, and the number of activations
// of that turn (0 = the whole turn).
type Applies struct {
	Turn        string `json:"turn" validate:"required"`
	Activations int    `json:"activations,omitempty" validate:"min=0"`
}
