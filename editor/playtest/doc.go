// Package playtest is the editor's play-test mode: a game of engine/game
// started from the document as it stands in memory, shown on the map view
// with its own scene and tool, with the Play tab (turn track, score, log,
// line of sight, shock, arrivals) and Play > Analyze Scenario. It never
// changes the document.
package playtest
