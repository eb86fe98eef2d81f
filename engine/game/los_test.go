package game

import "testing"

// Line of sight on the fixture map (testdata/itw-tec.map.json), by ITW BB
// 9.44 (Woods block only after the second hex, EN L359-362; Thicket, Marsh
// and wooded Sloping Ground at the first, EN L413-414, L459-461, L463-473;
// woods and the like one level higher than the ground) and TEC notes c and
// l (IT L4335-4336, L4356).
func TestLOS(t *testing.T) {
	g := newGame(t, tecPath)
	cases := []struct {
		name, from, to string
		visible        bool
		hindrance      int
		blocking       string
	}{
		{"four field hexes", "S1510", "S1515", true, 0, ""},
		{"one woods hex: -1", "S1710", "S1715", true, 1, ""},
		{"two woods hexes: the second blocks", "S1910", "S1915", false, 1, "S1913"},
		{"thicket blocks at the first", "S2110", "S2115", false, 0, "S2112"},
		{"from a hill over the woods, only the last woods hex hinders", "S2310", "S2314", true, 1, ""},
		{"from the ground the same woods block", "S2311", "S2314", false, 1, "S2313"},
		{"a higher field hex blocks by its ground", "S2510", "S2514", false, 0, "S2512"},
		{"along a hexside: thicket and field, only one blocks", "S4005", "S4205", true, 0, ""},
		{"along a hexside: thicket and thicket, both block", "S4405", "S4605", false, 0, "S4505"},
		{"adjacent hexes", "S3010", "S3011", true, 0, ""},
	}
	for _, c := range cases {
		vis, hind, block := g.LOS(hex(t, g, c.from), hex(t, g, c.to))
		if vis != c.visible || hind != c.hindrance || (!vis && g.Name(block) != c.blocking) {
			t.Errorf("%s: LOS %s-%s = %v, %d, %s; want %v, %d, %s", c.name, c.from, c.to, vis, hind, g.Name(block), c.visible, c.hindrance, c.blocking)
		}
	}
}

// The two tie cases above really run along a hexside (hexgrid.Line ties).
func TestLOSTieCasesAreTies(t *testing.T) {
	g := newGame(t, tecPath)
	for _, pair := range [][2]string{{"S4005", "S4205"}, {"S4405", "S4605"}} {
		steps := g.Board.Geo.Grid.Line(hex(t, g, pair[0]), hex(t, g, pair[1]))
		if len(steps) != 3 || !steps[1].Tie {
			t.Fatalf("%s-%s: middle step is not a tie: %+v", pair[0], pair[1], steps)
		}
	}
}

// On the built-in ITW map every hex near S3010 is Woods: LOS goes through
// one Woods hex and stops at the second.
func TestLOSBuiltinWoods(t *testing.T) {
	g := newGame(t, s2Path)
	vis, hind, block := g.LOS(hex(t, g, "S3010"), hex(t, g, "S3020"))
	if vis || hind != 1 || g.Name(block) != "S3012" {
		t.Fatalf("LOS S3010-S3020 = %v, %d, %s; want blocked at S3012 after one woods hex", vis, hind, g.Name(block))
	}
}
