// Package game is Sandtable's play-test engine: the state of a game in
// progress built from a scenario (turn, activation, each unit's hex, facing,
// strength and status, control of hexes and areas), the moves that change it
// with the terrain effects chart of the scenario's ruleset, reinforcements,
// live constraints and victory, line of sight, a seeded dice roller, a move
// log with undo, and the game file ("sandtable-game/1") that saves it.
//
// Units of measure used throughout: movement points (MP, float64 because the
// TEC has half points), distances in hexes, strength in strength points (SP).
//
// Phases are kept simple: a turn is a sequence of activations, each belonging
// to one side; every move belongs to the current activation. The scenario's
// first player has the first activation of each turn and the sides alternate
// unless an end-activation action names the next side.
//
// The numbers and rules of each game system come from its ruleset (the
// TEC, movement allowances, stacking, the play rules of engine.PlayRules:
// ZOC, the river ferry, forced moves) and each scenario's victory
// conditions from the scenario file; numbers the seeds do not give are
// marked there as the designer's to set. terms.go reads the class
// allowances, systems.go the forced move, zoc.go and ferry.go apply the
// play rules.
//
// [Analyze] is a dry run without a player (analyze*.go): the earliest turn
// each side can stand in each hex by movement alone (a multi-turn Dijkstra
// over the same step costs), the reinforcement rows that cannot enter, the
// units that can never move, and the engine's set-up checks.
//
// The package does not import validate; [LoadScenario] reads a scenario,
// its map, OOB and ruleset through a [Files] value (validate.OS and
// validate.Builtin satisfy it).
package game
