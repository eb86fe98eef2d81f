package game

import (
	"github.com/sandtable/sandtable/maps/jsonfile"
	"os"
	"testing"
)

// FuzzDecodeFile: the game-file decoder never panics, and what it accepts
// encodes again.
func FuzzDecodeFile(f *testing.F) {
	g := newGame(f, s2Path)
	if data, err := g.Encode(); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"$schema": "https://sandtable.dev/schema/game.schema.json", "format": "sandtable-game/1", "scenario": "x", "seed": 1, "clock": {"turn": "t", "activation": 1, "side": "csa"}, "units": [], "log": []}`))
	f.Add([]byte(`{"log": [{"seq": 0}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = DecodeFile(data)
	})
}

// FuzzDecodeMoves: the move-file decoder never panics, and a decoded file
// replays on Scenario 2 without panicking.
func FuzzDecodeMoves(f *testing.F) {
	if data, err := os.ReadFile(s2Moves); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`[{"unit": "c-7-ar", "path": ["S3117", "S9999", "S3118"]}, {"action": "enter", "row": 3}]`))
	f.Add([]byte(`[{"action": "adjust", "unit": "c-7-ar", "strength": 0, "loss": 99, "control": {"lost-field": "csa"}}]`))
	f.Add([]byte(`[{"action": "roll", "dice": "20d100", "result": [1]}]`))
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeMoves(data)
		if err != nil {
			return
		}
		g, err := New(pos, Options{Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		_, _ = g.Replay(m.Actions)
		_ = g.Result()
	})
}
