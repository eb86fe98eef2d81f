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
// Numbers the seeds do not give (most movement allowances, classic Shiloh's
// clear-terrain cost) and rules the scenario data cannot yet express (the
// Scenario 2 objective thresholds, the classic Shiloh ratio levels, ZOC and
// the river ferry) live in terms.go and systems.go as the designer's to set.
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
