package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// analyzeS1 analyzes the built-in ITW Scenario 1 as its files stand.
func analyzeS1(t testing.TB) *Analysis {
	t.Helper()
	pos, err := LoadScenario(jsonfile.OS{}, s1Path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Analyze(pos)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// place returns the analysis of one objective place.
func place(t *testing.T, a *Analysis, id string) PlaceReach {
	t.Helper()
	i := slices.IndexFunc(a.Objectives, func(p PlaceReach) bool { return p.Place == id })
	if i < 0 {
		t.Fatalf("no objective place %s in %+v", id, a.Objectives)
	}
	return a.Objectives[i]
}

// sideReach returns one side's reach of a place.
func sideReach(t *testing.T, p PlaceReach, side string) SideReach {
	t.Helper()
	i := slices.IndexFunc(p.Sides, func(s SideReach) bool { return s.Side == side })
	if i < 0 {
		t.Fatalf("%s: no side %s", p.Place, side)
	}
	return p.Sides[i]
}

// unitSpread is the multi-turn reach of one set-up unit on its own, from its
// set-up hex at the first turn, as the analysis spreads it.
func unitSpread(t *testing.T, g *Game, id string) (*analyzer, map[hexgrid.Offset]tlabel) {
	t.Helper()
	an := newAnalyzer(g)
	u := g.unit(id)
	if u == nil || !u.InPlay() {
		t.Fatalf("%s is not set up", id)
	}
	m := g.moverOf(u)
	m.march = an.marches(u)
	return an, an.spread(m, g.allowance(u, nil), g.enemyZOC(u.Side), u.Side, []seed{{source: source{hex: u.Hex, turn: an.first}, unit: id}})
}

// The first hand check: 3 MS Bn (c-3-ms-bn, infantry, Advance orders, set
// up in S2122) walking to the Lost Field (S3509) and to the Pittsburg
// Landing field (N5722).
//
// Its MA is the ruleset's infantry "ma": 6 MP (gbacw unitClasses; neither
// the set-up row nor the OOB overrides it). The TEC foot column
// (engine/rulesets/gbacw.ruleset.json) charges Woods 1.5 MP and Field 1 MP;
// the ITW map's default terrain is Woods and it lists no hexside, road or
// path yet, so a step costs the terrain of the hex entered and nothing more.
// GBACW has no ZOC in the ruleset, so enemy units only block their own
// hexes.
//
// Flat-top hexes, odd printed columns half a hex lower: a step north-east
// keeps the row from an odd column and takes one off from an even one; S
// row r is global row r+33 (S2122 is global row 55, S0101 = N0134).
//
// S2122 -> S3509: 14 columns east needs 14 NE steps, which climb 7 rows;
// 13 rows are needed, so 6 N steps more: 20 steps, the distance. One such
// path that avoids the Union set-up hexes (S2421 Det A, S3514 25 MO, S3410
// 2&3 Bn 4 IL Cav lie on the straight ones):
//
//	S2222 S2321 S2320 S2420 S2519 S2619 S2718 S2818 S2917 S3017
//	S3116 S3216 S3315 S3415 S3414 S3513 S3512 S3511 S3510 S3509
//
// 19 Woods hexes (1.5 MP) and the Field S3509 (1 MP). The tempo is the
// play-test's: 3 activations a turn (the gbacw sequence of play; every
// Confederate unit has 3 AMs at 6 AM, EN L1315-1316), 6 MP in each, no MP
// carried over, so an activation takes 4 Woods hexes (6 MP; a fifth would
// be 7.5) and a turn 12: hexes 1-12 at 6 AM, 13-16 in the first activation
// of 7 AM, 17-19 (4.5 MP) and S3509 (+1 = 5.5 MP) in its second: 7 AM,
// turn 2. Not sooner: 20 steps at 4 an activation need 5 activations (a
// fifth hex in one would need three Fields in it, and the Fields on the
// way are single hexes). (At one move a turn, as before the sequence of
// play, it was 10 AM.)
//
// S2122 -> N5722 the same way: 36 columns east, 36 NE steps climb 18
// rows (global 55 -> 37), then 15 N steps (37 -> 22): 51 steps. The path
// above to S3414, then NE to S5702 and N up column 57:
//
//	... S3414 S3513 S3613 S3712 S3812 S3911 S4011 S4110 S4210 S4309 S4409
//	S4508 S4608 S4707 S4807 S4906 S5006 S5105 S5205 S5304 S5404 S5503
//	S5603 S5702 N5734 N5733 ... N5723 N5722
//
// 50 Woods hexes and the Field N5722: 12 activations of 4 hexes (6 AM to
// 9 AM, 48 hexes), then hexes 49-50 (3 MP) and N5722 (+1 = 4 MP) in the
// first activation of 10 AM, turn 5. That is the report's Confederate
// figure for Pittsburg Landing.
func TestAnalyzeHandCountedPath(t *testing.T) {
	g := newGame(t, s1Path)
	an, reach := unitSpread(t, g, "c-3-ms-bn")
	if ma := g.allowance(g.unit("c-3-ms-bn"), nil); ma != 6 {
		t.Fatalf("3 MS Bn MA = %g MP, the hand count uses 6", ma)
	}
	pathToLost := strings.Fields("S2222 S2321 S2320 S2420 S2519 S2619 S2718 S2818 S2917 S3017 " +
		"S3116 S3216 S3315 S3415 S3414 S3513 S3512 S3511 S3510 S3509")
	pathToLanding := append(slices.Clone(pathToLost[:15]), strings.Fields("S3513 S3613 S3712 S3812 S3911 S4011 S4110 S4210 "+
		"S4309 S4409 S4508 S4608 S4707 S4807 S4906 S5006 S5105 S5205 S5304 S5404 S5503 S5603 S5702 "+
		"N5734 N5733 N5732 N5731 N5730 N5729 N5728 N5727 N5726 N5725 N5724 N5723 N5722")...)
	for _, c := range []struct {
		path  []string
		steps int
		turn  string
	}{
		{pathToLost, 20, "apr6-0700"},
		{pathToLanding, 51, "apr6-1000"},
	} {
		// The hand path's premises: adjacent steps, Woods but the last
		// (a Field), no Union unit, and the distance as counted.
		if len(c.path) != c.steps {
			t.Fatalf("path has %d steps, want %d", len(c.path), c.steps)
		}
		prev := hex(t, g, "S2122")
		for i, id := range c.path {
			o := hex(t, g, id)
			want := "woods"
			if i == len(c.path)-1 {
				want = "field"
			}
			switch {
			case !g.Board.Geo.Grid.Adjacent(prev, o):
				t.Fatalf("%s is not next to %s", id, g.Name(prev))
			case g.Board.TerrainID(o) != want:
				t.Fatalf("%s is %s, the hand count takes %s", id, g.Board.TerrainID(o), want)
			case an.occ.enemy(o, "csa"):
				t.Fatalf("%s is held by the Union at set-up", id)
			}
			prev = o
		}
		dest := prev
		if d := g.Board.Geo.Grid.Distance(hex(t, g, "S2122"), dest); d != c.steps {
			t.Fatalf("distance S2122-%s = %d, hand count %d", g.Name(dest), d, c.steps)
		}
		l, ok := reach[dest]
		if !ok || g.turn(l.turn).ID != c.turn {
			t.Fatalf("3 MS Bn reaches %s at %+v (%s), hand count %s", g.Name(dest), l, g.turn(l.turn).ID, c.turn)
		}
	}
}

// TestAnalyzeS1PittsburgLanding: the report's figures for the Pittsburg
// Landing field on or north of row Nxx23 (map area pittsburg-landing less
// N6325, south of that row: objective pittsburg-landing-automatic and its
// region, EN L1475-1477). Confederate: 10 AM, turn 5, by 3
// MS Bn from S2122 (TestAnalyzeHandCountedPath counts it), and never all
// five hexes, since the Union holds N6220 (16 IA) and N6421 at set-up and
// the analysis keeps them there. Union: 16 IA sets up in N6220, so turn 1.
func TestAnalyzeS1PittsburgLanding(t *testing.T) {
	a := analyzeS1(t)
	if n := a.Problems(); n != 0 {
		t.Fatalf("%d problems on the built-in Scenario 1:\n%s", n, a.Text())
	}
	pl := place(t, a, "pittsburg-landing")
	if pl.Kind != "area" || len(pl.Hexes) != 5 || pl.Objectives[0].ID != "pittsburg-landing-automatic" {
		t.Fatalf("place %+v", pl)
	}
	csa := sideReach(t, pl, "csa")
	if csa.Any == nil || csa.Any.Turn != (TurnRef{N: 5, ID: "apr6-1000", Label: "10 AM"}) || csa.Any.Hex != "N5722" ||
		csa.Any.Unit != "c-3-ms-bn" || csa.Any.From != "S2122" {
		t.Fatalf("csa any: %+v", csa.Any)
	}
	if csa.All != nil || !slices.Equal(csa.Held, []string{"N6220", "N6421"}) {
		t.Fatalf("csa all: %+v, held %v", csa.All, csa.Held)
	}
	union := sideReach(t, pl, "union")
	if union.Any == nil || union.Any.Turn.N != 1 || union.Any.Hex != "N6220" || union.Any.Unit != "u-16-ia" {
		t.Fatalf("union any: %+v", union.Any)
	}
	lost := sideReach(t, place(t, a, "lost-field"), "csa")
	// 7 AM (TestAnalyzeHandCountedPath), before lost-field-csa's 9 AM
	// deadline: not late.
	if lost.Any == nil || lost.Any.Turn.ID != "apr6-0700" || len(lost.Late) != 0 {
		t.Fatalf("lost field csa: %+v", lost)
	}
	text := a.Text()
	for _, want := range []string{
		"pittsburg-landing (area, 5 hexes; pittsburg-landing-automatic)",
		"csa: any hex 10 AM (apr6-1000, turn 5) at N5722 by 3 MS Bn from S2122; all hexes never (enemy-held at set-up: N6220, N6421)",
		"union: any hex 6 AM (apr6-0600, turn 1) at N6220 by 16 IA from N6220",
		"reinforcements: 54 rows, 129 units; 0 rows with units that cannot enter",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q\n%s", want, text)
		}
	}
}

// The second hand check: reinforcement row 0 of Scenario 1, Bouton's
// battery (u-bouton-bty, artillery) at 8 AM (apr6-0800, the third turn)
// at N6420 or N6423, the Pittsburg Landing landing hexes (ITW BB EN L1687).
//
//   - both hexes exist: sheet N has columns 10-66 and rows 1-34;
//   - both are in the playing area, which is the whole of sheets N and S;
//   - no Confederate unit sets up in either or next to either (the nearest,
//     3 MS Bn in S2122, is 54 hexes from N6423), so neither is blocked (ITW
//     BB 9.7);
//   - the entry cost: the hex's TEC cost as from off the map, Woods (the
//     map default; the hexes list only the landing feature) in the
//     artillery column, 3 MP, plus 1 MP for disembarking at a landing hex
//     (ruleset play.disembarkMP) with no stack landed before: 4 MP, within
//     the artillery MA of 6 MP.
//
// So the row can enter, at either hex, with 4 MP spent at 8 AM.
func TestAnalyzeS1EntryRowByHand(t *testing.T) {
	a := analyzeS1(t)
	r := a.Reinforcements[0]
	if r.Side != "union" || r.Turn == nil || *r.Turn != (TurnRef{N: 3, ID: "apr6-0800", Label: "8 AM"}) ||
		!slices.Equal(r.Units, []string{"u-bouton-bty"}) || len(r.Cannot) != 0 {
		t.Fatalf("row 0: %+v", r)
	}
	want := []EntryHex{{Hex: "N6420", Usable: true}, {Hex: "N6423", Usable: true}}
	if !slices.Equal(r.Hexes, want) {
		t.Fatalf("row 0 hexes %+v, want %+v", r.Hexes, want)
	}
	g := newGame(t, s1Path)
	an := newAnalyzer(g)
	an.entries()
	srcs := an.sources["u-bouton-bty"]
	if len(srcs) != 2 || srcs[0].hex != hex(t, g, "N6420") || srcs[0].turn != 2 || srcs[0].mp != 4 || srcs[1].mp != 4 {
		t.Fatalf("Bouton entry sources %+v, hand count: N6420 and N6423 at turn index 2 with 4 MP", srcs)
	}
}

// brokenS1 returns Scenario 1's position with reinforcement row 0's entry
// hexes replaced.
func brokenS1(t *testing.T, hexes ...string) *engine.Position {
	t.Helper()
	pos, err := LoadScenario(jsonfile.OS{}, s1Path)
	if err != nil {
		t.Fatal(err)
	}
	sc := *pos.Scenario
	sc.Reinforcements = slices.Clone(sc.Reinforcements)
	sc.Reinforcements[0].Entry = scenarios.Region{Hexes: hexes}
	pos.Scenario = &sc
	return pos
}

// TestAnalyzeBrokenEntry: a copy of Scenario 1 whose row 0 (Bouton Bty)
// enters at S2122, where 3 MS Bn sets up, or at N9999, which is not on the
// map: the row is named with the reason.
func TestAnalyzeBrokenEntry(t *testing.T) {
	for _, c := range []struct {
		hex, why string
	}{
		{"S2122", "S2122 held by the enemy at set-up (3 MS Bn)"},
		{"N9999", "N9999 not on the map"},
	} {
		a, err := Analyze(brokenS1(t, c.hex))
		if err != nil {
			t.Fatal(err)
		}
		r := a.Reinforcements[0]
		if len(r.Cannot) != 1 || r.Cannot[0].Unit != "u-bouton-bty" || !strings.Contains(r.Cannot[0].Why, c.why) {
			t.Fatalf("%s: row 0 %+v", c.hex, r)
		}
		if a.Problems() == 0 || !strings.Contains(a.Text(), "Bouton Bty (u-bouton-bty): every entry hex is closed: "+c.why) {
			t.Fatalf("%s: text\n%s", c.hex, a.Text())
		}
	}
}

// TestAnalyzeStuckUnits: HSN Scenario 5's blockhouses have no movement
// allowance, and ITW Scenario 4's gunboats enter at N6401, outside the
// playing area, on a river of three hexes they cannot leave.
func TestAnalyzeStuckUnits(t *testing.T) {
	for _, c := range []struct{ path, unit, why string }{
		{"../../scenarios/hsn/05-the-enemy-was-badly-whipped.scenario.json", "u-blockhouse-1", "no movement allowance"},
		{"../../scenarios/itw-shiloh/04-the-hornets-nest.scenario.json", "u-tyler-gunboat", "never reaches the playing area"},
	} {
		pos, err := LoadScenario(jsonfile.OS{}, c.path)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Analyze(pos)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(a.Stuck, func(u UnitIssue) bool { return u.Unit == c.unit })
		if i < 0 || !strings.Contains(a.Stuck[i].Why, c.why) {
			t.Fatalf("%s: stuck %+v", c.path, a.Stuck)
		}
	}
}
