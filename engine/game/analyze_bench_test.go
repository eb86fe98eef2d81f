package game

import (
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// BenchmarkAnalyzeITWS1: the whole dry run of ITW Scenario 1 (188 set-up
// units, 54 reinforcement rows, 26 turns on the 3,900-hex ITW map) from its
// loaded position: the board, the entry checks, the multi-turn spread of
// both sides, the objective places and the engine's set-up checks.
func BenchmarkAnalyzeITWS1(b *testing.B) {
	pos, err := LoadScenario(jsonfile.OS{}, s1Path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		a, err := Analyze(pos)
		if err != nil || len(a.Objectives) == 0 {
			b.Fatal(err)
		}
	}
}
