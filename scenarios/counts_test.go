package scenarios

import (
	"io/fs"
	"path"
	"testing"
)

// bookCount is what a scenario's tables hold, counted by hand from the book:
// per side, leaders (L), other counters (U), wagons (W), blockhouse markers
// (B) set up at the start — including free set-up groups — and the number of
// reinforcement chart rows.
type bookCount struct {
	file  string
	setup map[string][4]int // side -> L, U, W, B
	rows  map[string]int    // side -> reinforcement rows
}

// itwCounts: ITW battle book set-up tables and reinforcement charts
// (30.1-30.9, 31.0; the counts are the printed rows, which a quick reading of the
// text gets wrong in places: S4's CSA chart has 9 rows (Forrest's cavalry is two
// half counters), S7's Union 71 include the two gunboats, S10's CSA table
// prints 2 TX twice (82 counters)).
var itwCounts = []bookCount{
	{"01-bloody-april", map[string][4]int{"union": {20, 92}, "csa": {16, 60}}, map[string]int{"union": 33, "csa": 21}},
	{"01a-a-grand-design", map[string][4]int{"union": {20, 92}, "csa": {16, 60}}, map[string]int{"union": 33, "csa": 21}},
	{"01b-turn-the-left-flank", map[string][4]int{"union": {20, 92}, "csa": {16, 60}}, map[string]int{"union": 33, "csa": 21}},
	// The variable Lew Wallace schedule replaces the division's 6 historical
	// rows with 4 die-roll rows (30.11).
	{"01c-lew-wallace-variable", map[string][4]int{"union": {20, 92}, "csa": {16, 60}}, map[string]int{"union": 31, "csa": 21}},
	{"02-sound-the-long-roll", map[string][4]int{"union": {3, 10}, "csa": {9, 27}}, nil},
	{"03-the-morning-action-around-shiloh-church", map[string][4]int{"union": {7, 23}, "csa": {14, 52}}, map[string]int{"union": 4}},
	{"04-the-hornets-nest", map[string][4]int{"union": {11, 43}, "csa": {16, 64}}, map[string]int{"union": 3, "csa": 9}},
	{"05-the-road-to-pittsburg-landing", map[string][4]int{"union": {20, 86}, "csa": {26, 104}}, map[string]int{"union": 10, "csa": 5}},
	{"06-the-sherman-mcclernand-counterattack", map[string][4]int{"union": {5, 17}, "csa": {10, 31}}, nil},
	{"07-the-final-confederate-attack", map[string][4]int{"union": {21, 71}, "csa": {21, 68}}, map[string]int{"union": 9, "csa": 1}},
	// S8: the Union counts include the conditional 2nd/6th Division group
	// (5 L + 34 U, written as free set-up groups limited to their printed
	// hexes) on top of the 28 L + 92 U of the main table.
	{"08-the-second-day", map[string][4]int{"union": {33, 126}, "csa": {25, 112}}, map[string]int{"union": 5, "csa": 1}},
	{"08a-a-day-two-variant", map[string][4]int{"union": {33, 126}, "csa": {25, 112}}, map[string]int{"union": 5, "csa": 1}},
	{"09-the-critical-left-flank", map[string][4]int{"union": {1, 4}, "csa": {3, 10}}, map[string]int{"union": 1}},
	// S10: 13 Union chart rows plus the Lew Wallace variable entry, written
	// as four die-roll rows (brigades in order, artillery) as in 01c.
	{"10-johnston-has-his-way", map[string][4]int{"union": {20, 85}, "csa": {23, 82}}, map[string]int{"union": 17, "csa": 8}},
}

// hsnCounts: Hood Strikes North set-up and arrival tables (HSN L240-1880;
// counted row by row). S9's rows: CSA arrival table 13 + constant 1 +
// variable 8; Union reinforcement table 22.
var hsnCounts = []bookCount{
	{"01-here-come-the-rebels", map[string][4]int{"csa": {4, 6}, "union": {3, 10}}, nil},
	{"02-the-race-for-columbia", map[string][4]int{"csa": {4, 6}, "union": {5, 18, 3}}, map[string]int{"csa": 13}},
	{"03-a-great-chance-was-lost", map[string][4]int{"csa": {8, 15}, "union": {5, 13, 3}}, nil},
	{"04-we-will-make-the-fight", map[string][4]int{"csa": {8, 15}, "union": {6, 13, 3}}, nil},
	{"05-the-enemy-was-badly-whipped", map[string][4]int{"csa": {3, 5}, "union": {1, 6, 0, 7}}, nil},
	{"06-the-battle-of-nashville", map[string][4]int{"csa": {5, 11}, "union": {8, 18}}, nil},
	{"07-hoods-retreat", map[string][4]int{"csa": {8, 13}, "union": {5, 10}}, nil},
	{"08-that-devil-forrest", map[string][4]int{"csa": {4, 6}, "union": {3, 8}}, nil},
	{"09-hood-strikes-north", map[string][4]int{"csa": {4, 6}, "union": {5, 19, 3}}, map[string]int{"csa": 22, "union": 22}},
}

// classicCounts: the classic Shiloh rules print no set-up or reinforcement
// tables (both are printed on the map, SH L3-4), so its scenario holds none.
var classicCounts = []bookCount{
	{"classic-shiloh", nil, nil},
}

func TestEveryScenarioMatchesTheBook(t *testing.T) {
	games := map[string][]bookCount{"itw-shiloh": itwCounts, "hsn": hsnCounts, "classic-shiloh": classicCounts}
	for game, counts := range games {
		oob := loadOOB(t, path.Join(game, game+".oob.json"))
		for _, c := range counts {
			t.Run(game+"/"+c.file, func(t *testing.T) {
				sc := loadScenario(t, path.Join(game, c.file+".scenario.json"))
				got := countSetup(t, oob, sc)
				for _, side := range []string{"union", "csa"} {
					if got[side] != c.setup[side] {
						t.Errorf("%s set-up: got L/U/W/B %v, the book has %v", side, got[side], c.setup[side])
					}
				}
				rows := map[string]int{}
				for _, r := range sc.Reinforcements {
					rows[rowSide(oob, r)]++
				}
				for _, side := range []string{"union", "csa"} {
					if rows[side] != c.rows[side] {
						t.Errorf("%s reinforcement rows: got %d, the book has %d", side, rows[side], c.rows[side])
					}
				}
			})
		}
	}
}

func loadOOB(t *testing.T, p string) *OOB {
	t.Helper()
	data, err := fs.ReadFile(Builtin(), p)
	if err != nil {
		t.Fatal(err)
	}
	o, err := DecodeOOB(data)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func loadScenario(t *testing.T, p string) *Scenario {
	t.Helper()
	data, err := fs.ReadFile(Builtin(), p)
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// countSetup counts the counters set up at the start per side — setup
// entries and the members of free set-up groups, each once — as leaders,
// other counters, wagons and blockhouses.
func countSetup(t *testing.T, oob *OOB, sc *Scenario) map[string][4]int {
	t.Helper()
	seen := map[string]bool{}
	var ids []string
	add := func(id string) {
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	for _, st := range sc.Setup {
		add(st.Unit)
	}
	for _, g := range sc.FreeSetup {
		for _, id := range g.Units {
			add(id)
		}
		for _, f := range g.Formations {
			for _, id := range oob.Members(f) {
				add(id)
			}
		}
	}
	out := map[string][4]int{}
	for _, id := range ids {
		u := oob.Unit(id)
		if u == nil {
			t.Fatalf("unit %s not in the OOB", id)
		}
		c := out[u.Side]
		switch u.Class {
		case "leader":
			c[0]++
		case "wagon":
			c[2]++
		case "blockhouse":
			c[3]++
		default:
			c[1]++
		}
		out[u.Side] = c
	}
	return out
}

// TestEveryBuiltinScenarioIsCounted: no built-in scenario escapes the
// count test.
func TestEveryBuiltinScenarioIsCounted(t *testing.T) {
	listed := map[string]bool{}
	for game, counts := range map[string][]bookCount{"itw-shiloh": itwCounts, "hsn": hsnCounts, "classic-shiloh": classicCounts} {
		for _, c := range counts {
			listed[path.Join(game, c.file+".scenario.json")] = true
		}
	}
	matches, err := fs.Glob(Builtin(), "*/*.scenario.json")
	if err != nil || len(matches) == 0 {
		t.Fatal(err)
	}
	for _, m := range matches {
		if !listed[m] {
			t.Errorf("%s has no expected counts", m)
		}
	}
}
