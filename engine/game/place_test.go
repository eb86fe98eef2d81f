package game

import (
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Free set-up units enter play: the game starts them unplaced, counted per
// side from the scenarios' freeSetup groups, which transcribe the book's
// free set-ups: ITW S1a and S1b, all 76 Confederate units (BB 30.11); S3,
// Pond's group of 8 (EN L2423-2425: Pond, 16 LA, 18 LA, 38 TN; Crescent,
// Orleans Gd; Ketchum Bty, Jenkins Cav); S7, 87 Confederate units and 3
// Union (2 gunboats, W. Wallace; BB 30.7, EN L3678 on); S8, 39 Union units
// of the conditional 2nd and 6th divisions (BB 30.8, EN L3952 on); S8a,
// those 39 and 137 Confederate units (EN L4572-4581). Before this, none of
// them was in the game at all.
func TestFreeSetupUnitsStartUnplaced(t *testing.T) {
	for _, c := range []struct {
		file       string
		csa, union int
	}{
		{"01a-a-grand-design", 76, 0},
		{"01b-turn-the-left-flank", 76, 0},
		{"03-the-morning-action-around-shiloh-church", 8, 0},
		{"07-the-final-confederate-attack", 87, 3},
		{"08-the-second-day", 0, 39},
		{"08a-a-day-two-variant", 137, 39},
	} {
		g := newGame(t, "../../scenarios/itw-shiloh/"+c.file+".scenario.json")
		by := map[string]int{}
		for _, id := range g.Unplaced() {
			by[g.unit(id).Side]++
		}
		if by["csa"] != c.csa || by["union"] != c.union {
			t.Errorf("%s: unplaced %v, want csa %d union %d", c.file, by, c.csa, c.union)
		}
	}
}

// ITW S3 (BB 30.3, EN L2418-2426): Pond's group sets up "on or south of
// row Sxx08 and on or west of column 17xx, but not in a Marsh hex" (the
// printed words swap row and column; errata row-column-wording-more).
// Worked by hand: S1010 (column 10, row 10, Woods) is inside; S1810
// (column 18) and S1007 (row 07) are outside. A place action puts Pond in
// S1010; 16 LA is refused in S1810 and S1007; once a move is made the
// set-up phase is over and 18 LA can no longer be placed. Analyze reports
// the 8 unplaced units instead of "verdict: OK", and 7 after one is placed.
func TestPlaceFreeSetupUnits(t *testing.T) {
	path := "../../scenarios/itw-shiloh/03-the-morning-action-around-shiloh-church.scenario.json"
	pos, err := LoadScenario(jsonfile.OS{}, path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Analyze(pos)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Unplaced) != 8 || strings.Contains(a.Text(), "verdict: OK") || !strings.Contains(a.Text(), "unplaced: 8 free set-up units have no hex (csa 8)") {
		t.Errorf("analyze of S3: %d unplaced; text:\n%s", len(a.Unplaced), a.Text())
	}
	g := newGame(t, path)
	e := apply(t, g, Action{Action: ActPlace, Unit: "c-pond", Hex: "S1010"})
	if u := g.unit("c-pond"); !u.InPlay() || g.Name(u.Hex) != "S1010" || len(g.Unplaced()) != 7 {
		t.Errorf("Pond after placing: %s %s, %d unplaced", u.Where, g.Name(u.Hex), len(g.Unplaced()))
	}
	if !strings.Contains(e.Events[0].Message, "7 free set-up units still to place") {
		t.Errorf("place event: %s", e.Events[0].Message)
	}
	refuse(t, g, Action{Action: ActPlace, Unit: "c-16-la", Hex: "S1810"}, "outside the free set-up region of pond-group")
	refuse(t, g, Action{Action: ActPlace, Unit: "c-16-la", Hex: "S1007"}, "outside the free set-up region of pond-group")
	refuse(t, g, Action{Action: ActPlace, Unit: "c-pond", Hex: "S1012"}, "not a free set-up unit waiting to be placed")
	apply(t, g, Action{Action: ActEndActivation})
	refuse(t, g, Action{Action: ActPlace, Unit: "c-18-la", Hex: "S1011"}, "play has begun")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	apply(t, g, Action{Action: ActPlace, Unit: "c-18-la", Hex: "S1011"})
}

// Statuses are each ruleset's own: an ITW game (gbacw) takes "disordered"
// but refuses "disorganized", a GCACW status (HSN), which an HSN game takes.
func TestAdjustStatusFromTheRuleset(t *testing.T) {
	g := newGame(t, s2Path)
	apply(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", AddStatus: []string{"disordered"}})
	refuse(t, g, Action{Action: ActAdjust, Unit: "c-7-ar", AddStatus: []string{"disorganized"}}, `status "disorganized" is not one of ruleset gbacw's statuses`)
	h := newGame(t, "../../scenarios/hsn/02-the-race-for-columbia.scenario.json")
	apply(t, h, Action{Action: ActAdjust, Unit: "u-wagon-a", AddStatus: []string{"disorganized"}})
}

// FreeSetupRegion gives the region the place check applies, for the
// editor's shading: in ITW S3 (EN L2418-2426, worked by hand above) Pond's
// group holds 16 LA, and its region has S1010 but neither S1810 (column
// 18) nor S1007 (row 07) nor any Marsh hex; a set-up unit (7 AR) is in no
// group. SettingUp holds until the first action that is not a place.
func TestFreeSetupRegion(t *testing.T) {
	g := newGame(t, "../../scenarios/itw-shiloh/03-the-morning-action-around-shiloh-church.scenario.json")
	fs, hs, err := g.FreeSetupRegion("c-16-la")
	if err != nil || fs.ID != "pond-group" {
		t.Fatalf("group of 16 LA: %q, %v", fs.ID, err)
	}
	for id, want := range map[string]bool{"S1010": true, "S1810": false, "S1007": false} {
		o, err := g.Board.Parse(id)
		if err != nil {
			t.Fatal(err)
		}
		if hs.Has(o) != want {
			t.Errorf("%s in Pond's region: %v, want %v", id, hs.Has(o), want)
		}
	}
	for o := range hs {
		if strings.HasPrefix(g.Board.Map.TerrainAt(g.Name(o)), "marsh") {
			t.Errorf("Marsh hex %s in Pond's region", g.Name(o))
		}
	}
	if _, _, err := g.FreeSetupRegion("c-7-ar"); err == nil {
		t.Error("7 AR (set up by the scenario) has a free set-up region")
	}
	if !g.SettingUp() {
		t.Error("a new game is not setting up")
	}
	apply(t, g, Action{Action: ActPlace, Unit: "c-pond", Hex: "S1010"})
	if !g.SettingUp() {
		t.Error("a place ended the set-up phase")
	}
	apply(t, g, Action{Action: ActEndActivation})
	if g.SettingUp() {
		t.Error("an end of activation left the game setting up")
	}
}
