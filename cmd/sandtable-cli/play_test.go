package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/validate"
)

// runPlayCmd runs the play command on its own (it is not yet registered on
// the root command).
func runPlayCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := newPlayCmd()
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(args)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	if err == nil {
		return exitOK, out.String(), errOut.String()
	}
	if ee, ok := err.(*exitError); ok {
		return ee.code, out.String(), errOut.String() + errString(ee.err)
	}
	return exitUsage, out.String(), err.Error()
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

const (
	s2Scenario = "scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"
	s2MoveFile = "../../engine/game/testdata/s2-sound-the-long-roll.moves.json"
)

// The acceptance replay of ITW Scenario 2 (Sound the Long Roll). Expected by
// hand from the move file and ITW BB 30.2 (EN L2036-2079):
//   - the Confederates end in S3514 (6 AR), S3715 (3 Confederate), S3916
//     (22 AL), S4418 (9 MS), S4515 (26 AL), S4617 (10 MS) and S4218 (1 LA,
//     which retook it after 61 IL passed through), and last passed through
//     S4117 (1 LA), S4215 and S4315 (26 AL): all ten camps are Confederate;
//   - Confederate losses 2 (6 AR) + 1 (9 MS) = 3 SP, at most 11: the first
//     Confederate objective is met, the second (Peabody gone, Miller CI) not;
//   - the Union keeps 7 uncollapsed infantry regiments in play (15 MI left
//     play) and has 3 VP (one per Confederate SP lost, no camp): its first
//     objective is met, the second (12 VP) not;
//   - both sides meet one objective: a draw.
func TestPlayS2Text(t *testing.T) {
	code, out, errOut := runPlayCmd(t, s2Scenario, "--moves", s2MoveFile)
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"9 AM (apr6-0900), activation 3 (csa), game over",
		"hex S3514: csa", "hex S3715: csa", "hex S3916: csa", "hex S4117: csa", "hex S4215: csa",
		"hex S4515: csa", "hex S4218: csa", "hex S4418: csa", "hex S4617: csa", "hex S4315: csa",
		"csa-camps (control-hexes, csa): met",
		"union-camps (control-hexes, union): not met, 0 VP",
		"score: csa 0 VP, union 3 VP",
		"result (final): draw",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q\n%s", want, out)
		}
	}
}

func TestPlayS2JSON(t *testing.T) {
	code, out, errOut := runPlayCmd(t, s2Scenario, "--moves", s2MoveFile, "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	var rep struct {
		Over  bool `json:"over"`
		Units []struct {
			Unit, Hex, Where string
		} `json:"units"`
		Control []struct{ Place, Kind, Side string } `json:"control"`
		Losses  map[string]int                       `json:"losses"`
		VP      map[string]int                       `json:"vp"`
		Result  struct {
			Final   bool
			Winner  string
			Summary string
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if !rep.Over || !rep.Result.Final || rep.Result.Winner != "" || !strings.HasPrefix(rep.Result.Summary, "draw") {
		t.Errorf("result %+v, want a final draw", rep.Result)
	}
	if len(rep.Control) != 10 {
		t.Errorf("%d objective places, want the ten camps", len(rep.Control))
	}
	for _, c := range rep.Control {
		if c.Side != "csa" {
			t.Errorf("%s %s held by %q, want csa", c.Kind, c.Place, c.Side)
		}
	}
	if rep.Losses["csa"] != 3 || rep.VP["union"] != 3 {
		t.Errorf("losses %v VP %v", rep.Losses, rep.VP)
	}
	pos := map[string]string{}
	for _, u := range rep.Units {
		pos[u.Unit] = u.Where + " " + u.Hex
	}
	for u, want := range map[string]string{"c-6-ar": "map S3514", "c-1-la": "map S4218", "c-26-al": "map S4515",
		"u-61-il": "map S4217", "u-munch-bty": "eliminated S4117", "u-hickenlooper-bty": "map S4116"} {
		if pos[u] != want {
			t.Errorf("%s: %q, want %q", u, pos[u], want)
		}
	}
}

// A refused move exits 1 and says why; the replay stops there.
func TestPlayRefusedMove(t *testing.T) {
	dir := t.TempDir()
	moves := filepath.Join(dir, "bad.moves.json")
	os.WriteFile(moves, []byte(`[
  {"unit": "c-6-ar", "path": ["S3419"]},
  {"unit": "c-6-ar", "path": ["S3418"]},
  {"action": "end-activation"}
]`), 0o644)
	code, out, errOut := runPlayCmd(t, s2Scenario, "--moves", moves)
	if code != exitFindings {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out, "applied 1 of 3 actions") || !strings.Contains(out, "REFUSED") || !strings.Contains(out, "S3418 is occupied by the enemy") {
		t.Errorf("output does not say what was refused and why:\n%s", out)
	}
}

// A move file that overstacks a hex is refused with the stacking chart
// cited: 3 MS Bn (Wood) onto 7 AR (Hindman) in S3118 breaks the Advance
// line, 15 SP of one brigade (ITW IT L4658-4660).
func TestPlayRefusesOverstack(t *testing.T) {
	dir := t.TempDir()
	moves := filepath.Join(dir, "stack.moves.json")
	os.WriteFile(moves, []byte(`[
  {"unit": "c-3-ms-bn", "path": ["S3018", "S3118"]},
  {"action": "end-activation"}
]`), 0o644)
	code, out, errOut := runPlayCmd(t, s2Scenario, "--moves", moves)
	if code != exitFindings {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"applied 0 of 2 actions", "REFUSED", "would overstack S3118", "ITW IT L4658-4660"} {
		if !strings.Contains(out, want) {
			t.Errorf("output does not say %q:\n%s", want, out)
		}
	}
}

func TestPlayUsageAndIO(t *testing.T) {
	for _, args := range [][]string{
		{s2Scenario},
		{s2Scenario, "--moves", s2MoveFile, "--format", "xml"},
		{s2Scenario, "--moves", "no-such.moves.json"},
		{"no-such.scenario.json", "--moves", s2MoveFile},
	} {
		if code, out, errOut := runPlayCmd(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 2\n%s%s", args, code, out, errOut)
		}
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "x.moves.json")
	os.WriteFile(bad, []byte(`{"format": "sandtable-moves/1", "actions": [{"action": "jump"}]}`), 0o644)
	if code, _, errOut := runPlayCmd(t, s2Scenario, "--moves", bad); code != exitUsage || !strings.Contains(errOut, "action") {
		t.Errorf("a move file against the schema: exit %d, %s", code, errOut)
	}
}

// --save writes a game file that records the scenario relative to it.
func TestPlaySave(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	scen := filepath.Join(dir, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	save := filepath.Join(dir, "games", "s2.game.json")
	os.MkdirAll(filepath.Dir(save), 0o755)
	if code, out, errOut := runPlayCmd(t, scen, "--moves", s2MoveFile, "--save", save); code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"scenario": "../scenarios/itw-shiloh/02-sound-the-long-roll.scenario.json"`)) ||
		!bytes.Contains(data, []byte(`"format": "sandtable-game/1"`)) {
		t.Fatalf("game file:\n%.400s", data)
	}
	g, err := game.Load(validate.OS{}, save)
	if err != nil {
		t.Fatalf("the saved game does not load: %v", err)
	}
	if !g.Over() || g.Result().Winner != "" {
		t.Fatalf("the loaded game: over %v, result %+v", g.Over(), g.Result())
	}
}

// The shock move file through the CLI: 25 MO, shocked by Shaver's 7 AR and
// 2 AR at DRM +1 on the seed's 6 (its 4 before goes to 25 MO's pre-shock
// check, left to the player), modified 7, retreats to S3316 and Disorders,
// and 7 AR, Disordered already, loses 1 SP to the attackers' post-shock
// Disorder (worked by hand in engine/game TestShockMoveFile).
func TestPlayShockMoveFile(t *testing.T) {
	code, out, errOut := runPlayCmd(t, s2Scenario, "--moves", "../../engine/game/testdata/s2-shock.moves.json")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if !regexp.MustCompile(`u-25-mo +25 MO +union +map +S3316 9 SP \[disordered\]`).MatchString(out) {
		t.Errorf("25 MO is not in S3316, 9 SP, Disordered:\n%s", out)
	}
	if !regexp.MustCompile(`c-7-ar +7 AR +csa +map +S3117 12 SP \(lost 1\) \[disordered\]`).MatchString(out) {
		t.Errorf("7 AR is not in S3117, 12 SP, Disordered:\n%s", out)
	}
}

// ITW S3's Pond group (BB 30.3, EN L2418-2426: 8 units) is set up freely:
// a move file that places only Pond (in S1010, inside the region, worked in
// engine/game's TestPlaceFreeSetupUnits) leaves 7 units never placed, and
// play says so instead of passing silently.
func TestPlayReportsUnplacedUnits(t *testing.T) {
	dir := t.TempDir()
	moves := filepath.Join(dir, "s3.moves.json")
	os.WriteFile(moves, []byte(`[
  {"action": "place", "unit": "c-pond", "hex": "S1010"},
  {"action": "end-activation"}
]`), 0o644)
	code, out, errOut := runPlayCmd(t, "scenarios/itw-shiloh/03-the-morning-action-around-shiloh-church.scenario.json", "--moves", moves)
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out, "UNPLACED: 7 free set-up unit(s) never placed") || !strings.Contains(out, "c-jenkins-cav") {
		t.Errorf("play does not report the unplaced units:\n%s", out)
	}
}

// The tables move file of ITW Scenario 1 (worked by hand in the engine's
// TestTablesMoveFile): play prints each table roll with its row and line,
// the missions, and what the tables leave to the players.
func TestPlayPrintsTableRolls(t *testing.T) {
	code, out, errOut := runPlayCmd(t, "../../scenarios/itw-shiloh/01-bloody-april.scenario.json", "--moves", "../../engine/game/testdata/s1-tables.moves.json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"table: Alert Schedule (historical April 6th) (1-6-t-6am): given 1d10 = 4: 1 Activation (ITW IT L4382-4384)",
		"mission: Raith's Brigade (3/1/T) must march to S3509 (Lost Field)",
		"mission: Williams's Brigade (1/4/T): no unit of the brigade moves this turn",
		"table: Rally (all): given 1d10 = 5, union-first-day +1, modified 6 against cohesion 5: stays Disordered (ITW IT L4788-4790)",
		"table: Battle Events (day-one-8am-1pm): given 2d10 = 76: Looting (ITW IT L5087)",
		"event: event for union: Join Us!",
		"ask: for the players:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
}
