package game

import (
	"maps"
	"testing"

	mapsmodel "github.com/sandtable/sandtable/maps"
)

// The expected costs below are worked out by hand from the ITW Terrain
// Effects Chart (IT player aid, ITW IT L4154-4360) on the fixture map
// testdata/itw-tec.map.json, where every hex is Woods unless the fixture
// says otherwise.

// checkCosts compares some entries of a reachable map with hand-computed MP.
func checkCosts(t *testing.T, got map[string]float64, want map[string]float64) {
	t.Helper()
	for h, mp := range want {
		g, ok := got[h]
		switch {
		case mp < 0 && ok:
			t.Errorf("%s is reachable at %g MP; it must not be", h, g)
		case mp >= 0 && !ok:
			t.Errorf("%s is not reachable; want %g MP", h, mp)
		case mp >= 0 && g != mp:
			t.Errorf("%s costs %g MP; want %g", h, g, mp)
		}
	}
}

// Woods: 1½ MP for foot (Bosco, IT L4172). With an allowance of 1½ MP a
// regiment reaches exactly its six neighbours.
func TestReachableWoods(t *testing.T) {
	g := newGame(t, tecPath)
	got, err := g.ReachableNames("u-12-mi", mpp(1.5))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"S3010": 0, "S3009": 1.5, "S3109": 1.5, "S3110": 1.5, "S3011": 1.5, "S2910": 1.5, "S2909": 1.5}
	if !maps.Equal(got, want) {
		t.Fatalf("reachable = %v, want %v", got, want)
	}
}

// Stream hexside: +1 for foot on top of the hex entered (Ruscello, IT L4208):
// Woods behind the stream S5020/NE costs 1½ + 1 = 2½.
func TestReachableStream(t *testing.T) {
	g := newGame(t, tecPath)
	got, err := g.ReachableNames("u-25-mo", mpp(2.5))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"S5020": 0, "S5119": 2.5, "S5019": 1.5, "S5120": 1.5, "S5021": 1.5, "S4920": 1.5, "S4919": 1.5}
	if !maps.Equal(got, want) {
		t.Fatalf("reachable = %v, want %v", got, want)
	}
}

// Road: 1 MP per hex for foot whatever the terrain (Strada, IT L4278-4281);
// roads ignore Woods, Thicket and stream costs (ITW BB 9.43, EN L308-311).
// Along the test road S4030-S3930-S3830-S3730: S3930 1, S3830 (Thicket,
// across a stream) 2, S3730 3. Off the road S3830 would cost 1 + 3 + 1.
func TestReachableRoad(t *testing.T) {
	g := newGame(t, tecPath)
	got, err := g.ReachableNames("u-16-wi", mpp(3))
	if err != nil {
		t.Fatal(err)
	}
	checkCosts(t, got, map[string]float64{"S3930": 1, "S3830": 2, "S3730": 3, "S4029": 1.5, "S3831": 2.5})
}

// Farm lane: half the non-lane cost of the hex (in-hex plus hexside), at
// least 1 MP (Sentiero, IT L4284; ITW BB 9.43 EN L312-315); a stream on a
// lane is crossed at a ford, 0 for foot (Guado di Ruscello and note o, IT
// L4319-4322, L4359). Along S2030-S2029-S2028: S2029 (Woods) ½ x 1½ = ¾ ->
// 1; S2028 (Thicket 3, ford 0) ½ x 3 = 1½ -> 2½ in all. Off the lane S2028
// costs 3 + 1 more and is out of reach.
func TestReachableFarmLane(t *testing.T) {
	g := newGame(t, tecPath)
	got, err := g.ReachableNames("u-21-mo", mpp(2.5))
	if err != nil {
		t.Fatal(err)
	}
	checkCosts(t, got, map[string]float64{"S2029": 1, "S2028": 2.5, "S2129": 1.5, "S1929": 1.5})
}

// Steep slope (three contour lines): up +2 for foot, prohibited to
// artillery; down +1 for foot (Pendio Ripido, IT L4244, L4247; ITW BB 9.44
// EN L401-406). The hill S5525 (level 3) has a steep side all round.
func TestReachableSteepSlope(t *testing.T) {
	g := newGame(t, tecPath)
	foot, err := g.ReachableNames("u-18-mo", mpp(4))
	if err != nil {
		t.Fatal(err)
	}
	checkCosts(t, foot, map[string]float64{"S5525": 3.5, "S5527": 1.5})
	guns, err := g.ReachableNames("u-munch-bty", mpp(6))
	if err != nil {
		t.Fatal(err)
	}
	checkCosts(t, guns, map[string]float64{"S5525": -1, "S5527": 3, "S5626": 3})

	apply(t, g, Action{Action: ActAdjust, Unit: "u-18-mo", Hex: "S5525"})
	down, err := g.ReachableNames("u-18-mo", mpp(2.5))
	if err != nil {
		t.Fatal(err)
	}
	checkCosts(t, down, map[string]float64{"S5524": 2.5, "S5526": 2.5, "S5425": 2.5})
}

// A move pays the same costs and refuses a step it cannot pay for.
func TestMoveAppliesCosts(t *testing.T) {
	g := newGame(t, tecPath)
	e := apply(t, g, Action{Unit: "u-21-mo", Path: []string{"S2029", "S2028"}, MA: mpp(2.5)})
	if e.MP != 2.5 || at(t, g, "u-21-mo") != "S2028" {
		t.Fatalf("moved to %s for %g MP", at(t, g, "u-21-mo"), e.MP)
	}
	refuse(t, g, Action{Unit: "u-21-mo", Path: []string{"S2027"}, MA: mpp(2.5)}, "too few MP")
	refuse(t, g, Action{Unit: "u-munch-bty", Path: []string{"S5525"}}, "slope-steep-up")
	refuse(t, g, Action{Unit: "u-25-mo", Path: []string{"S5018"}}, "not next to")
}

// Artillery on a farm lane through Marsh pays the cavalry cost of the hex
// unhalved and Disorders (ITW BB 9.43, EN L320-327): Marsh, mounted column,
// 4 MP (IT L4214-4217). The fixture lane's S2029 is made Marsh here.
func TestLaneArtilleryThroughMarsh(t *testing.T) {
	g := newGame(t, tecPath)
	m := *g.Board.Map
	m.Hexes = maps.Clone(m.Hexes)
	m.Hexes["S2029"] = mapsmodel.Hex{Terrain: "marsh"}
	b, err := NewBoard(&m, g.Board.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	guns := mover{class: "artillery", column: "artillery"}
	st := b.stepCost(guns, hex(t, g, "S2030"), hex(t, g, "S2029"))
	if !st.ok || st.mp != 4 || st.disorder != "auto" || !st.lane {
		t.Fatalf("artillery into Marsh on the lane: %+v; want 4 MP, Disorder", st)
	}
	if off := b.offPathCost(guns, hex(t, g, "S1929"), hex(t, g, "S2029")); off.ok {
		t.Fatalf("artillery into Marsh off the lane: %+v; Marsh is P for artillery", off)
	}
	foot := mover{class: "infantry", column: "foot"}
	if st := b.stepCost(foot, hex(t, g, "S2030"), hex(t, g, "S2029")); st.mp != 1.5 || st.disorder != "" {
		t.Fatalf("infantry into Marsh on the lane: %+v; want ½ x 3 = 1½ MP, no Disorder", st)
	}
}
