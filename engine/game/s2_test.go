package game

import (
	"bytes"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The ten 6th Division camp hexes, Scenario 2's victory hexes (ITW BB 30.2,
// EN L2073-2079).
var s2Camps = []string{"S3514", "S3715", "S3916", "S4117", "S4215", "S4515", "S4218", "S4418", "S4617", "S4315"}

// s2Game returns the recorded Scenario 2 move file and a function making a
// new game of it (with the file's seed).
func s2Game(t testing.TB) (*Moves, func() *Game) {
	t.Helper()
	data, err := os.ReadFile(s2Moves)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := DecodeMoves(data)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := LoadScenario(jsonfile.OS{}, s2Path)
	if err != nil {
		t.Fatal(err)
	}
	return mv, func() *Game {
		g, err := New(pos, Options{Seed: *mv.Seed, ScenarioPath: s2Path})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
}

// playS2 replays the recorded Scenario 2 move file, leaving out its last
// `drop` actions.
func playS2(t *testing.T, drop int) *Game {
	t.Helper()
	mv, newGame := s2Game(t)
	g := newGame()
	acts := mv.Actions[:len(mv.Actions)-drop]
	if n, err := g.Replay(acts); err != nil {
		t.Fatalf("action %d refused: %v", n, err)
	}
	return g
}

// By hand from the move file: the Confederates end in or last passed through
// every camp. S4218 shows "last passed through": 26 AL (CSA) passed it at
// 8 AM, 61 IL (Union) at 9 AM, then 1 LA (CSA) entered it and stays.
// Confederate losses are 2 (6 AR) + 1 (9 MS) = 3 SP, at most 11, so the
// Confederates meet their first objective; the Union keeps seven
// uncollapsed infantry regiments (15 MI left play) and has 3 VP (3 CSA SP
// lost, no camp), so it meets its first objective only: one objective each
// is a draw (EN L2036-2049).
func TestS2ReplayControlAndResult(t *testing.T) {
	g := playS2(t, 0)
	for _, c := range s2Camps {
		if got := g.Control(hex(t, g, c)); got != "csa" {
			t.Errorf("camp %s controlled by %q, want csa", c, got)
		}
	}
	want := map[string]string{"c-6-ar": "S3514", "c-3-confederate": "S3715", "c-22-al": "S3916", "c-1-la": "S4218",
		"c-26-al": "S4515", "c-9-ms": "S4418", "c-10-ms": "S4617", "u-61-il": "S4217", "u-12-mi": "S3316", "u-prentiss": "S3913"}
	for u, h := range want {
		if got := at(t, g, u); got != h {
			t.Errorf("%s in %s, want %s", u, got, h)
		}
	}
	if u, _ := g.Unit("u-12-mi"); u.Strength == nil || *u.Strength != 13 || u.Lost != 3 {
		t.Errorf("12 MI strength %v lost %d, want 13 and 3", u.Strength, u.Lost)
	}
	if u, _ := g.Unit("u-munch-bty"); u.Where != Eliminated {
		t.Errorf("Munch Bty is %s", u.Where)
	}
	if u, _ := g.Unit("u-15-mi"); u.Where != Removed {
		t.Errorf("15 MI is %s", u.Where)
	}
	sc := g.Score()
	if sc.Losses["csa"] != 3 || sc.VP["union"] != 3 || sc.VP["csa"] != 0 {
		t.Errorf("losses %v, VP %v; want CSA 3 SP lost, Union 3 VP, CSA 0 VP", sc.Losses, sc.VP)
	}
	r := g.Result()
	if !r.Final || !g.Over() || r.Winner != "" || !strings.HasPrefix(r.Summary, "draw") {
		t.Fatalf("result %+v, want a final draw", r)
	}
	for side, goals := range r.Goals {
		if !goals[0].Met || goals[1].Met {
			t.Errorf("%s goals %+v: want the first met and the second not", side, goals)
		}
	}
}

// Variants before the end of the 9 AM turn, each judged by EN L2036-2049.
func TestS2ResultVariants(t *testing.T) {
	cases := []struct {
		name    string
		actions []Action
		winner  string
	}{
		{
			// 12 CSA SP lost: more than 11, so the camps no longer count for
			// the Confederates; the Union has 12 VP and both objectives.
			name:    "csa loses 12 SP",
			actions: []Action{{Action: ActAdjust, Unit: "c-7-ar", Loss: ip(9)}},
			winner:  "union",
		},
		{
			// The second Confederate objective met as well: both objectives.
			name: "peabody gone and miller ci",
			// (EN L2057-2058): Peabody's regiments out of play, Miller CI.
			actions: []Action{{Action: ActAdjust, Unit: "u-16-wi", Remove: true}, {Action: ActAdjust, Unit: "u-21-mo", Remove: true},
				{Action: ActAdjust, Unit: "u-12-mi", Remove: true}, {Action: ActAdjust, Unit: "u-25-mo", Remove: true},
				{Action: ActAdjust, CI: []string{"2/6/T"}}},
			winner: "csa",
		},
		{
			// 61 IL walks back into the empty camp S4215 and stays: the Union
			// occupies it, the Confederates hold 9 of 10, and the Union is the
			// only side with an objective.
			name: "union reoccupies a camp",
			actions: []Action{
				{Action: ActEndActivation},
				{Unit: "u-61-il", Path: []string{"S4216", "S4215"}},
			},
			winner: "union",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playS2(t, 1)
			for _, a := range c.actions {
				apply(t, g, a)
			}
			apply(t, g, Action{Action: ActNextTurn})
			if r := g.Result(); r.Winner != c.winner || !r.Final {
				t.Fatalf("result %+v, want %s", r, c.winner)
			}
		})
	}
}

func TestUndoRestoresStateAndDice(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Unit: "c-6-ar", Path: []string{"S3419"}})
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if at(t, g, "c-6-ar") != "S3420" || len(g.Log()) != 0 {
		t.Fatalf("undo left 6 AR in %s with %d entries", at(t, g, "c-6-ar"), len(g.Log()))
	}
	first := apply(t, g, Action{Action: ActRoll, Dice: "3d6"})
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	again := apply(t, g, Action{Action: ActRoll, Dice: "3d6"})
	if !slices.Equal(first.Events[0].Rolls, again.Events[0].Rolls) {
		t.Fatalf("undo does not restore the dice: %v then %v", first.Events[0].Rolls, again.Events[0].Rolls)
	}
	if err := newGame(t, s2Path).Undo(); err == nil {
		t.Fatal("undo of an empty log succeeded")
	}
}

// Saving and loading gives back the same game, byte for byte; a file whose
// recorded state the log does not reach is refused.
func TestSaveLoadRoundTrip(t *testing.T) {
	g := playS2(t, 0)
	abs, err := filepath.Abs(s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g.Options.ScenarioPath = filepath.ToSlash(abs)
	path := filepath.Join(t.TempDir(), "s2.game.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	h, err := Load(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := g.Encode()
	b, _ := h.Encode()
	if !bytes.Equal(a, b) {
		t.Fatalf("load and save changed the file")
	}
	bad := bytes.Replace(a, []byte(`"hex": "S3316"`), []byte(`"hex": "S3317"`), 1)
	if bytes.Equal(bad, a) {
		t.Fatal("12 MI's hex not found in the file")
	}
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(jsonfile.OS{}, path); err == nil || !strings.Contains(err.Error(), "u-12-mi") {
		t.Fatalf("a tampered file loads: %v", err)
	}
}
