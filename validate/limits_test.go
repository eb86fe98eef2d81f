package validate

import (
	"errors"
	"testing"

	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// withLimits runs fn with the default limits changed by set, then puts them
// back.
func withLimits(t *testing.T, set func(*jsonfile.Limits), fn func()) {
	t.Helper()
	saved := jsonfile.DefaultLimits
	defer func() { jsonfile.DefaultLimits = saved }()
	set(&jsonfile.DefaultLimits)
	fn()
}

// Over the unit or set-up row limit, the OOB or scenario gets one limit
// error at the list's pointer and the checks that would work through the
// list are skipped; at the limit it validates as before.
func TestUnitAndSetupLimits(t *testing.T) {
	oob := "scenarios/itw-shiloh/itw-shiloh.oob.json"
	sc := "scenarios/itw-shiloh/01-bloody-april.scenario.json"
	withLimits(t, func(l *jsonfile.Limits) { l.Units, l.SetupRows = 10, 10 }, func() {
		ds := NewSession(Builtin{}).File(oob)
		if len(ds) != 1 || ds[0].Code != "limit.units" || ds[0].Pointer != "/units" {
			t.Errorf("OOB over the unit limit: %v", ds)
		}
		ds = NewSession(Builtin{}).File(sc)
		if len(ds) != 1 || ds[0].Code != "limit.setup" || ds[0].Pointer != "/setup" {
			t.Errorf("scenario over the set-up limit: %v", ds)
		}
	})
	if ds := NewSession(Builtin{}).File(oob); HasErrors(ds) {
		t.Errorf("OOB within the limits: %v", ds)
	}
}

// A move file with more actions than the limit is refused when decoded.
func TestActionLimit(t *testing.T) {
	withLimits(t, func(l *jsonfile.Limits) { l.Actions = 2 }, func() {
		_, err := game.DecodeMoves([]byte(`[{"action":"end-activation"},{"action":"end-activation"},{"action":"end-activation"}]`))
		if !errors.Is(err, game.ErrTooManyActions) {
			t.Errorf("3 actions over a limit of 2: %v", err)
		}
	})
}

// The action count is checked before the schema, whose cost grows with
// the actions: three actions the schema would refuse, over a limit of 2,
// get the limit error, in a move file (bare array or object) and in a game
// file's log.
func TestActionLimitBeforeSchema(t *testing.T) {
	withLimits(t, func(l *jsonfile.Limits) { l.Actions = 2 }, func() {
		bad := `{"action":"bogus"},{"action":"bogus"},{"action":"bogus"}`
		for _, doc := range []string{"[" + bad + "]", `{"format": "sandtable-moves/1", "actions": [` + bad + `]}`} {
			if _, err := game.DecodeMoves([]byte(doc)); !errors.Is(err, game.ErrTooManyActions) {
				t.Errorf("%s: %v", doc, err)
			}
		}
		if _, err := game.DecodeFile([]byte(`{"log": [` + bad + `]}`)); !errors.Is(err, game.ErrTooManyActions) {
			t.Errorf("game file: %v", err)
		}
	})
}
