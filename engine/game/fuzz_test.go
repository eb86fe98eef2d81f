package game

import (
	"bytes"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// FuzzDecodeFile: the game-file decoder never panics, and a file it
// accepts round-trips: its canonical encoding passes the decoder (schema
// included) again and encodes to the same bytes.
func FuzzDecodeFile(f *testing.F) {
	g := newGame(f, s2Path)
	if data, err := g.Encode(); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"$schema": "https://sandtable.dev/schema/game.schema.json", "format": "sandtable-game/1", "scenario": "x", "seed": 1, "clock": {"turn": "t", "activation": 1, "side": "csa"}, "units": [], "log": []}`))
	f.Add([]byte(`{"log": [{"seq": 0}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := DecodeFile(data)
		if err != nil {
			return
		}
		roundTrip(t, file)
	})
}

// FuzzDecodeMoves: the move-file decoder never panics; a decoded file
// replays on Scenario 2 the same way twice (the same game file, byte for
// byte), and the game file it leaves round-trips through the decoder.
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
		var files [2][]byte
		for i := range files {
			g, err := New(pos, Options{Seed: 7, ScenarioPath: "s.scenario.json"})
			if err != nil {
				t.Fatal(err)
			}
			_, _ = g.Replay(m.Actions)
			_ = g.Result()
			if files[i], err = g.Encode(); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(files[0], files[1]) {
			t.Fatalf("the same moves on the same seed left two games:\n%s\n%s", files[0], files[1])
		}
		file, err := DecodeFile(files[0])
		if err != nil {
			t.Fatalf("the game file a replay leaves does not decode: %v\n%s", err, files[0])
		}
		roundTrip(t, file)
	})
}

// roundTrip checks that a decoded game file's canonical encoding decodes
// again to a file that encodes to the same bytes.
func roundTrip(t *testing.T, file *File) {
	t.Helper()
	out, err := jsonfile.Encode(file)
	if err != nil {
		t.Fatalf("a decoded game file does not encode: %v", err)
	}
	back, err := DecodeFile(out)
	if err != nil {
		t.Fatalf("the canonical encoding does not decode: %v\n%s", err, out)
	}
	if out2, _ := jsonfile.Encode(back); !bytes.Equal(out, out2) {
		t.Fatalf("the canonical encoding is not stable:\n%s\n%s", out, out2)
	}
}
