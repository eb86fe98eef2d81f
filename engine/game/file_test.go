package game

import (
	"os"
	"strings"
	"testing"
)

func TestDecodeMovesForms(t *testing.T) {
	arr, err := DecodeMoves([]byte(`[{"unit": "c-7-ar", "path": ["S3117"]}, {"action": "end-activation"}]`))
	if err != nil || len(arr.Actions) != 2 || arr.Actions[0].Kind() != ActMove {
		t.Fatalf("bare array: %+v, %v", arr, err)
	}
	data, err := os.ReadFile(s2Moves)
	if err != nil {
		t.Fatal(err)
	}
	obj, err := DecodeMoves(data)
	if err != nil || obj.Seed == nil || len(obj.Actions) == 0 {
		t.Fatalf("move file: %v", err)
	}
	bad := map[string]string{
		`{"format": "sandtable-moves/1", "actions": [{"action": "fly"}]}`: "action",
		`[{"unit": "c-7-ar", "path": "S3117"}]`:                           "path",
		`{"format": "sandtable-moves/1", "actions": [], "extra": 1}`:      "extra",
		`{"format": "sandtable-moves/1", "actions": [{"dice": "lots"}]}`:  "dice",
		`not json`: "",
		`{"format": "sandtable-game/1", "actions": []}`:                                "format",
		`{"format": "sandtable-moves/1", "actions": [{"unit": "x", "ma": -1}]}`:        "ma",
		`{"format": "sandtable-moves/1", "actions": [{"addStatus": ["Sleepy Head"]}]}`: "addStatus",
		`{"format": "sandtable-moves/1", "seed": -3, "actions": []}`:                   "seed",
		`{"format": "sandtable-moves/1", "actions": [{"control": {"S3514": true}}]}`:   "control",
	}
	for doc, field := range bad {
		_, err := DecodeMoves([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), field) {
			t.Errorf("%s: error %v should name %q", doc, err, field)
		}
	}
}

func TestDecodeFileRefusesBadFiles(t *testing.T) {
	g := newGame(t, s2Path)
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeFile(data); err != nil {
		t.Fatalf("a fresh game does not decode: %v", err)
	}
	for _, bad := range []string{
		strings.Replace(string(data), `"format": "sandtable-game/1"`, `"format": "sandtable-game/2"`, 1),
		strings.Replace(string(data), `"where": "map"`, `"where": "limbo"`, 1),
		`{}`, `[]`, ``,
	} {
		if _, err := DecodeFile([]byte(bad)); err == nil {
			t.Errorf("decoded a bad file: %.80s", bad)
		}
	}
}

// A move file with a refused move stops there and says why.
func TestReplayStopsAtRefusal(t *testing.T) {
	g := newGame(t, s2Path)
	n, err := g.Replay([]Action{
		{Unit: "c-6-ar", Path: []string{"S3419"}},
		{Unit: "c-6-ar", Path: []string{"S3418"}},
		{Action: ActEndActivation},
	})
	if n != 1 || err == nil || !strings.Contains(err.Error(), "occupied by the enemy") {
		t.Fatalf("replay applied %d, error %v", n, err)
	}
}

// Actions recorded for another turn or activation, for the wrong side, or
// after the game ended are refused.
func TestClockChecks(t *testing.T) {
	g := newGame(t, s2Path)
	refuse(t, g, Action{Action: ActEndActivation, Turn: "apr6-0900"}, "is for turn apr6-0900")
	refuse(t, g, Action{Action: ActEndActivation, Activation: 2}, "is for activation 2")
	refuse(t, g, Action{Unit: "u-12-mi", Path: []string{"S3417"}}, "activation 1 belongs to csa")
	refuse(t, g, Action{Action: ActEndActivation, Side: "martians"}, "not a side")
	refuse(t, g, Action{Action: "teleport"}, "unknown action")
	apply(t, g, Action{Action: ActNextTurn})
	e := apply(t, g, Action{Action: ActNextTurn})
	if len(events(e, "game-over")) != 1 || !g.Over() {
		t.Fatalf("the game does not end after 9 AM: %+v", e.Events)
	}
	refuse(t, g, Action{Action: ActRoll, Dice: "1d6"}, "the game is over")
}
