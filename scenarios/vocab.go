package scenarios

// Constraint kinds (Constraint.Type). The scenario schema's enum at
// /definitions/constraint/properties/type is their source; a test holds
// ConstraintKinds to it.
const (
	ConstraintContinuousLine    = "continuous-line"
	ConstraintArea              = "area"
	ConstraintNoStacking        = "no-stacking"
	ConstraintStackingException = "stacking-exception"
	ConstraintOtherCommand      = "other-command"
	ConstraintInCommand         = "in-command"
	ConstraintNoActivate        = "no-activate"
)

// ConstraintKinds lists every constraint kind the engine checks.
var ConstraintKinds = []string{
	ConstraintContinuousLine, ConstraintArea, ConstraintNoStacking, ConstraintStackingException,
	ConstraintOtherCommand, ConstraintInCommand, ConstraintNoActivate,
}

// Objective types (Objective.Type), from the scenario schema's enum at
// /definitions/objective/properties/type; ObjectiveTypes is held to it by a
// test.
const (
	ObjectiveControlArea  = "control-area"
	ObjectiveControlHexes = "control-hexes"
	ObjectiveOccupyHexes  = "occupy-hexes"
	ObjectiveCIFormation  = "ci-formation"
	ObjectivePerLoss      = "per-loss"
	ObjectiveUnitsInPlay  = "units-in-play"
	ObjectiveAutomatic    = "automatic"
)

// ObjectiveTypes lists every objective type the play-test scores.
var ObjectiveTypes = []string{
	ObjectiveControlArea, ObjectiveControlHexes, ObjectiveOccupyHexes, ObjectiveCIFormation,
	ObjectivePerLoss, ObjectiveUnitsInPlay, ObjectiveAutomatic,
}
