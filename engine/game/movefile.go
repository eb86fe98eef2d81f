package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// MovesFormat is the "format" of a move file.
const MovesFormat = "sandtable-moves/1"

// Moves is a move file: the actions to replay on a scenario, with an
// optional dice seed. A bare JSON array of actions is a move file too.
type Moves struct {
	Schema   string   `json:"$schema,omitempty"`
	Format   string   `json:"format"`
	Scenario string   `json:"scenario,omitempty"`
	Seed     *uint64  `json:"seed,omitempty"`
	Actions  []Action `json:"actions"`
	Notes    []string `json:"notes,omitempty"`
}

// DecodeMoves parses a move file: an object of format "sandtable-moves/1",
// or a bare array of actions, checked against game.schema.json.
// Errors: not JSON, or the schema or the fields refuse it.
func DecodeMoves(data []byte) (*Moves, error) {
	trimmed := bytes.TrimSpace(data)
	if err := countActions(data, "actions"); err != nil {
		return nil, fmt.Errorf("decode moves: %w", err)
	}
	if len(trimmed) > 0 && trimmed[0] == '[' {
		if err := checkSchema("actions", data); err != nil {
			return nil, fmt.Errorf("decode moves: %w", err)
		}
		var acts []Action
		if err := jsonfile.DecodeStrict(data, &acts); err != nil {
			return nil, fmt.Errorf("decode moves: %w", err)
		}
		if err := checkActionCount(len(acts)); err != nil {
			return nil, fmt.Errorf("decode moves: %w", err)
		}
		return &Moves{Format: MovesFormat, Actions: acts}, nil
	}
	if err := checkSchema("moves", data); err != nil {
		return nil, fmt.Errorf("decode moves: %w", err)
	}
	var m Moves
	if err := jsonfile.DecodeStrict(data, &m); err != nil {
		return nil, fmt.Errorf("decode moves: %w", err)
	}
	if err := checkActionCount(len(m.Actions)); err != nil {
		return nil, fmt.Errorf("decode moves: %w", err)
	}
	return &m, nil
}

// countActions refuses a file with more actions than the limit before
// the schema check, whose cost grows with the actions (about 2 KB each):
// the actions of a bare array, or of the object's field key ("actions",
// a game file's "log"), are counted without being decoded. A file that is
// not JSON is left to the schema check to report.
func countActions(data []byte, key string) error {
	var raw []json.RawMessage
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '[' {
		if json.Unmarshal(data, &raw) != nil {
			return nil
		}
	} else {
		var doc map[string]json.RawMessage
		if json.Unmarshal(data, &doc) != nil || json.Unmarshal(doc[key], &raw) != nil {
			return nil
		}
	}
	return checkActionCount(len(raw))
}

// ErrTooManyActions: a game or move file holds more actions than
// jsonfile.DefaultLimits.Actions.
var ErrTooManyActions = errors.New("limit.actions: too many actions")

// checkActionCount refuses more than jsonfile.DefaultLimits.Actions
// actions (docs/FORMATS.md#limits).
func checkActionCount(n int) error {
	if max := jsonfile.DefaultLimits.Actions; n > max {
		return fmt.Errorf("%w: %d, the limit is %d", ErrTooManyActions, n, max)
	}
	return nil
}

// Replay applies actions in order and stops at the first refused one. It
// returns how many were applied and the refusal (nil when all were).
func (g *Game) Replay(actions []Action) (int, error) {
	for i, a := range actions {
		if _, err := g.Apply(a); err != nil {
			return i, err
		}
	}
	return len(actions), nil
}
