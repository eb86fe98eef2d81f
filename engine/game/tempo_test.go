package game

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// ITW S1 Union reinforcement chart (EN L1685-1689, notes L1723-1724): the
// Activations column gives the activations a row's units have on their
// turn of entry ("to enter the map"). At 8 AM 15 IA has 1 and Bouton Bty
// 3. 15 IA lands at N6423 in the Union's activation, which uses its one
// activation; in the next Union activation of 8 AM it has none left.
// Bouton Bty, landed at N6420 in the same activation, moves in the second
// and third and not in a fourth. At 9 AM 15 IA may move again: its count
// is the sequence's from then on.
func TestTempoReinforcementActivations(t *testing.T) {
	g := newGame(t, s1Path)
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	apply(t, g, Action{Action: ActEnter, Row: ip(0), Hex: "N6420"})
	apply(t, g, Action{Action: ActEnter, Row: ip(2), Hex: "N6423"})
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	refuse(t, g, Action{Unit: "u-15-ia", Path: []string{"N6422"}}, "15 IA has moved in 1 activations of 8 AM, all it has in a turn")
	apply(t, g, Action{Unit: "u-bouton-bty", Path: []string{"N6421"}})
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	apply(t, g, Action{Unit: "u-bouton-bty", Path: []string{"N6420"}})
	apply(t, g, Action{Action: ActEndActivation, Side: "union"})
	refuse(t, g, Action{Unit: "u-bouton-bty", Path: []string{"N6421"}}, "has moved in 3 activations of 8 AM")
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	if err := g.checkTempo(g.unit("u-15-ia")); err != nil {
		t.Errorf("15 IA at 9 AM: %v", err)
	}
}

// ITW S1 special rules (EN L1315-1316): every Confederate unit on the map
// has 3 AMs in the 6 AM turn. 3 MS Bn (S2122) moves once in each of three
// Confederate activations and is refused in a fourth.
func TestTempoThreeActivationsAtSixAM(t *testing.T) {
	g := newGame(t, s1Path)
	for i, h := range []string{"S2222", "S2321", "S2320"} {
		if i > 0 {
			apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
		}
		apply(t, g, Action{Unit: "c-3-ms-bn", Path: []string{h}})
	}
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	refuse(t, g, Action{Unit: "c-3-ms-bn", Path: []string{"S2420"}}, "3 MS Bn has moved in 3 activations of 6 AM, all it has in a turn")
	// The play-test shows no hex to move to.
	if r, err := g.ReachableNames("c-3-ms-bn", nil); err != nil || len(r) != 1 || r["S2320"] != 0 {
		t.Errorf("3 MS Bn with no activation left reaches %v (%v), want only S2320", r, err)
	}
}

// A unit moves only in its own formation's activation (an activation
// marker is a division's: ITW BB 4.24, EN L202-203; the unassigned units'
// marker, EN L211-222). ITW S2 (EN L2097-2137): 7 AR is of Shaver's
// brigade 1/1/3 in Hindman's division 1/3; 25 AL of Gladden's brigade
// 1/2/2 in Withers' division 2/2. Withers' activation moves 25 AL, not
// 7 AR; Hindman's moves 7 AR, not 25 AL. Leaders are not held to it.
func TestTempoFormationActivation(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActActivate, Formation: "2/2"})
	refuse(t, g, Action{Unit: "c-7-ar", Path: []string{"S3218"}}, "the activation is formation 2/2's, and the unit is not of it")
	apply(t, g, Action{Unit: "c-25-al", Path: []string{"S3621"}})
	apply(t, g, Action{Action: ActActivate, Formation: "1/3"})
	refuse(t, g, Action{Unit: "c-25-al", Path: []string{"S3622"}}, "the activation is formation 1/3's")
	apply(t, g, Action{Unit: "c-7-ar", Path: []string{"S3218"}})
	refuse(t, g, Action{Action: ActActivate, Formation: "1/3", Side: "union"}, "formation 1/3 is csa, not union")
	refuse(t, g, Action{Action: ActActivate, Formation: "no-such"}, "not in the OOB")
}

// The Unassigned activation marker (ITW BB 4.25, EN L211-213): the Union
// army's unassigned batteries move with it, a division's units do not.
// ITW S1: Powell Bty (AoT, N6222) and 16 IA (N6220, Prentiss' division).
func TestTempoUnassignedActivation(t *testing.T) {
	g := newGame(t, s1Path)
	if c := g.unit("u-16-ia").Command; len(g.OOB.CommandPath(c)) < 3 {
		t.Fatalf("16 IA's command %s is not under a division", c)
	}
	apply(t, g, Action{Action: ActActivate, Formation: "T"})
	// 16 IA is also in Reserve at 6 AM (IT L4375), which refuses its move
	// first; the activation's own verdict is asked directly.
	if why := g.notInActivation(g.unit("u-16-ia")); !strings.Contains(why, "the activation is formation T's") {
		t.Errorf("16 IA in the Unassigned activation: %q", why)
	}
	if why := g.notInActivation(g.unit("u-powell-bty")); why != "" {
		t.Errorf("Powell Bty is kept out of the Unassigned activation: %s", why)
	}
}

// HSN 1.0 (L1132-1136): the player with the initiative takes a single
// action with a leader or a unit. HSN S1 set-up (L243-250): Chalmers'
// division C-Cav with Rucker and Biffle in 0511; Bell of Buford's division
// B-Cav in 0119. Chalmers' activation moves Rucker, not Bell; Bell's own
// march moves Bell, not Biffle.
func TestTempoHSNOneAction(t *testing.T) {
	g := newGame(t, hsnS1Path)
	apply(t, g, Action{Action: ActActivate, Unit: "c-chalmers"})
	refuse(t, g, Action{Unit: "c-bell", Path: []string{"0120"}}, "the activation is Chalmers's action, and the unit is not of his command")
	apply(t, g, Action{Unit: "c-rucker", Path: []string{"0512"}})
	apply(t, g, Action{Action: ActActivate, Unit: "c-bell"})
	refuse(t, g, Action{Unit: "c-biffle", Path: []string{"0512"}}, "the activation is Bell's action")
	apply(t, g, Action{Unit: "c-bell", Path: []string{"0120"}})

	// An activation opened without naming the action is the action of the
	// first unit that moves in it.
	g = newGame(t, hsnS1Path)
	apply(t, g, Action{Unit: "c-rucker", Path: []string{"0512"}})
	refuse(t, g, Action{Unit: "c-biffle", Path: []string{"0512"}}, "the activation is Rucker's action")
	apply(t, g, Action{Action: ActEndActivation, Side: "csa"})
	apply(t, g, Action{Unit: "c-biffle", Path: []string{"0512"}})
}

// Classic Shiloh (SH L2, L4): each player moves in his movement phase, once
// a turn: the Confederate phase, then the Union's, then the next turn. A
// third phase in the turn is refused; a Confederate unit moves again in the
// next turn's phase. Within its phase a unit that has moved has no second
// activation either.
func TestTempoClassicOnePhaseATurn(t *testing.T) {
	g := newGame(t, classicPath)
	apply(t, g, Action{Unit: "c-inf-2", Path: []string{"1004"}})
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Action: ActEndActivation, Side: "csa"}, "every side has had its movement phase of")
	refuse(t, g, Action{Action: ActActivate, Unit: "c-inf-2"}, "every side has had its movement phase of")
	if n := g.Activations(g.unit("c-inf-2"), false); n != 1 {
		t.Errorf("a classic unit has %d activations a turn, want 1", n)
	}
	apply(t, g, Action{Action: ActNextTurn})
	apply(t, g, Action{Unit: "c-inf-2", Path: []string{"1005"}})
}

// The analysis moves a unit as often in a turn as the play-test lets it
// (both count by Game.Activations). Checked against the engine's own
// one-activation reach (Game.Reachable) chained as many times as the unit
// has activations: the hexes the analysis says a unit can stand in on the
// first turn are exactly those. Units from three systems (ITW S2: 3
// activations; HSN S1: 4; classic: 1), every third unit of the first side
// that can move.
func TestAnalyzeTempoMatchesEngine(t *testing.T) {
	for _, path := range []string{s2Path, hsnS1Path, classicPath} {
		g := newGame(t, path)
		side := g.Clock().Side
		n := 0
		for i, u := range g.st.Units.All() {
			if !u.InPlay() || u.Side != side || g.Board.Ruleset.IsLeader(u.Class) || i%3 != 0 {
				continue
			}
			if g.forced(u) != nil || g.statusHolds(u) != nil {
				continue
			}
			n++
			_, reach := unitSpread(t, g, u.ID)
			an := map[string]bool{}
			for o, l := range reach {
				if l.turn == firstTurn(g.Scenario) {
					an[g.Name(o)] = true
				}
			}
			acts := max(g.Activations(u, false), 1)
			eng := chainedReach(t, path, u.ID, acts)
			for h := range eng {
				if !an[h] {
					t.Errorf("%s %s: the engine reaches %s in %d activations, the analysis not in the first turn", path, u.ID, h, acts)
				}
			}
			for h := range an {
				if !eng[h] {
					t.Errorf("%s %s: the analysis reaches %s in the first turn, the engine not in %d activations", path, u.ID, h, acts)
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no unit checked", path)
		}
	}
}

// chainedReach is the set of hexes a unit can stand in after up to acts
// activations, each a full allowance from where the last one ended, by the
// engine's Reachable on a fresh game with the unit put in each start hex.
// The hexes where it may not stop now for the friendly stack there are
// kept (reach with ends false): in the dry run the other units move too,
// so the stack is not taken to be there at the end of the activation.
func chainedReach(t *testing.T, path, id string, acts int) map[string]bool {
	t.Helper()
	g := newGame(t, path)
	u := g.edit(id)
	seen := map[string]bool{g.Name(u.Hex): true}
	frontier := []string{g.Name(u.Hex)}
	for k := 0; k < acts; k++ {
		var next []string
		for _, h := range frontier {
			u.Hex, u.MPSpent, u.Finished = hex(t, g, h), 0, false
			r, err := g.reach(id, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			for o := range r.MP {
				if to := g.Name(o); !seen[to] {
					seen[to] = true
					next = append(next, to)
				}
			}
		}
		frontier = next
	}
	return seen
}

// ActivationOf names the activation a unit moves in: ITW S2 7 AR (brigade
// 1/1/3) with Hindman's division 1/3; ITW S1 Powell Bty (the army T) with
// the Unassigned marker T; HSN S1 Rucker's own action; classic a plain
// activation of its side.
func TestActivationOf(t *testing.T) {
	for _, c := range []struct {
		path, unit string
		want       Action
	}{
		{s2Path, "c-7-ar", Action{Action: ActActivate, Formation: "1/3"}},
		{s1Path, "u-powell-bty", Action{Action: ActActivate, Formation: "T"}},
		{hsnS1Path, "c-rucker", Action{Action: ActActivate, Unit: "c-rucker"}},
		{classicPath, "u-inf-2", Action{Action: ActEndActivation, Side: "union"}},
	} {
		g := newGame(t, c.path)
		got, err := g.ActivationOf(c.unit)
		if err != nil || got.Action != c.want.Action || got.Formation != c.want.Formation || got.Unit != c.want.Unit || got.Side != c.want.Side {
			t.Errorf("%s: %+v %v, want %+v", c.unit, got, err, c.want)
		}
		apply(t, g, got)
		if err := g.checkTempo(g.unit(c.unit)); err != nil {
			t.Errorf("%s in its own activation: %v", c.unit, err)
		}
	}
}

// A move file may open activations with activate (the game schema takes the
// kind and its formation), and a saved game with them loads back: ITW S2,
// Withers' division 2/2 then Hindman's 1/3 (EN L2097-2137), as in
// TestTempoFormationActivation.
func TestActivateInMoveFileAndSave(t *testing.T) {
	mv, err := DecodeMoves([]byte(`[
		{"action": "activate", "formation": "2/2"},
		{"unit": "c-25-al", "path": ["S3621"]},
		{"action": "activate", "formation": "1/3", "side": "csa"},
		{"unit": "c-7-ar", "path": ["S3218"]}
	]`))
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, s2Path)
	if _, err := g.Replay(mv.Actions); err != nil {
		t.Fatal(err)
	}
	if c := g.Clock(); c.Activation != 3 || c.Formation != "1/3" {
		t.Fatalf("clock %+v, want activation 3 of 1/3", c)
	}
	abs, err := filepath.Abs(s2Path)
	if err != nil {
		t.Fatal(err)
	}
	g.Options.ScenarioPath = filepath.ToSlash(abs)
	path := filepath.Join(t.TempDir(), "s2.game.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	g2, err := Load(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Clock() != g.Clock() {
		t.Errorf("loaded clock %+v, want %+v", g2.Clock(), g.Clock())
	}
}

// HSN L131: wagon trains may take part in any infantry or cavalry leader's
// Activate Leader action, whatever his command. HSN S2, turn 2: Schofield
// (U-Ohio) activates; Wagon A (under the army, not U-Ohio) moves in his
// action, Lowe (Wilson's cavalry) does not.
func TestTempoHSNWagonJoinsALeader(t *testing.T) {
	g := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, g, Action{Action: ActNextTurn, Side: "union"})
	apply(t, g, Action{Action: ActActivate, Unit: "u-schofield"})
	refuse(t, g, Action{Unit: "u-lowe", Path: []string{"4011"}}, "the activation is Schofield's action, and the unit is not of his command")
	apply(t, g, Action{Unit: "u-wagon-a", Path: []string{"0325"}})
}
