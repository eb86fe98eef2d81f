package scenarios

import (
	"io/fs"
	"testing"
)

func loadBuiltin(t *testing.T) (*OOB, map[string]*Scenario) {
	t.Helper()
	data, err := fs.ReadFile(Builtin(), "itw-shiloh/itw-shiloh.oob.json")
	if err != nil {
		t.Fatal(err)
	}
	oob, err := DecodeOOB(data)
	if err != nil {
		t.Fatal(err)
	}
	scs := map[string]*Scenario{}
	for _, name := range []string{"01-bloody-april", "02-sound-the-long-roll"} {
		data, err := fs.ReadFile(Builtin(), "itw-shiloh/"+name+".scenario.json")
		if err != nil {
			t.Fatal(err)
		}
		if scs[name], err = DecodeScenario(data); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return oob, scs
}

type sideCount struct{ leaders, units int }

func setupCounts(t *testing.T, oob *OOB, sc *Scenario) map[string]sideCount {
	t.Helper()
	out := map[string]sideCount{}
	for _, st := range sc.Setup {
		u := oob.Unit(st.Unit)
		if u == nil {
			t.Fatalf("setup unit %s not in the OOB", st.Unit)
		}
		c := out[u.Side]
		if u.Class == "leader" {
			c.leaders++
		} else {
			c.units++
		}
		out[u.Side] = c
	}
	return out
}

// rowSide is the side of a reinforcement row: that of its first unit or
// formation.
func rowSide(oob *OOB, r Reinforcement) string {
	if len(r.Units) > 0 {
		if u := oob.Unit(r.Units[0]); u != nil {
			return u.Side
		}
	}
	if len(r.Formations) > 0 {
		if f := oob.Formation(r.Formations[0]); f != nil {
			return f.Side
		}
	}
	return ""
}

// TestBookCounts checks the transcription against counts taken by hand from
// the battle book's tables (ITW BB 30.1: Union set-up EN L1533-1648, Union
// reinforcement chart L1685-1720, Confederate set-up L1754-1832, Confederate
// chart L1839-1863; 30.2: L2097-2155). Counts: leaders (L) and other
// counters (U); reinforcement chart rows.
func TestBookCounts(t *testing.T) {
	oob, scs := loadBuiltin(t)
	want := map[string]map[string]sideCount{
		"01-bloody-april":        {"union": {20, 92}, "csa": {16, 60}},
		"02-sound-the-long-roll": {"union": {3, 10}, "csa": {9, 27}},
	}
	for name, sides := range want {
		got := setupCounts(t, oob, scs[name])
		for side, w := range sides {
			if got[side] != w {
				t.Errorf("%s %s set-up: got %d L + %d U, the book has %d L + %d U", name, side, got[side].leaders, got[side].units, w.leaders, w.units)
			}
		}
	}
	rows := map[string]int{}
	for _, r := range scs["01-bloody-april"].Reinforcements {
		rows[rowSide(oob, r)]++
	}
	if rows["union"] != 33 || rows["csa"] != 21 || len(rows) != 2 {
		t.Errorf("Scenario 1 reinforcement rows: got %v, the book has union 33 (25 + 8) and csa 21 (20 + 1)", rows)
	}
	if n := len(scs["02-sound-the-long-roll"].Reinforcements); n != 0 {
		t.Errorf("Scenario 2 has no reinforcements, got %d rows", n)
	}
}

func TestOOBListsEachCounterOnce(t *testing.T) {
	oob, _ := loadBuiltin(t)
	seen := map[string]bool{}
	names := map[string]string{}
	for _, u := range oob.Units {
		if seen[u.ID] {
			t.Errorf("unit id %s listed twice", u.ID)
		}
		seen[u.ID] = true
		key := u.Side + "|" + u.Name + "|" + u.Command
		if prev, dup := names[key]; dup {
			t.Errorf("%s and %s are the same counter (%s)", prev, u.ID, key)
		}
		names[key] = u.ID
	}
	// Same-name counters the book tells apart by command (seed notes D.1 item 22).
	for _, id := range []string{"c-2-tn-2-x-3", "c-2-tn-1-2-1"} {
		if oob.Unit(id) == nil {
			t.Errorf("missing %s", id)
		}
	}
}

func TestMembersFollowTheCommandTree(t *testing.T) {
	oob, _ := loadBuiltin(t)
	// Cleburne's brigade (2/-/3) holds 2 TN, 24 TN, 15 AR and Trigg's battery
	// in the Scenario 1 set-up (EN L1757-1760).
	m := oob.Members("2/-/3")
	for _, id := range []string{"c-2-tn-2-x-3", "c-24-tn", "c-15-ar", "c-trigg-bty"} {
		found := false
		for _, x := range m {
			found = found || x == id
		}
		if !found {
			t.Errorf("2/-/3 members %v lack %s", m, id)
		}
	}
	if got := oob.CommandPath("3/1/3"); len(got) != 4 || got[3] != "AoM" {
		t.Errorf("command path of 3/1/3 = %v, want brigade, division, corps, army", got)
	}
}

// TestHSNBookCounts checks the Hood Strikes North transcription against the
// counts of its set-up and arrival tables (HSN L240-277 for Scenario 1,
// L392-442 for Scenario 2): leaders, combat units, wagons per side; the CSA
// Arrival Table's 13 rows in 9 sets.
func TestHSNBookCounts(t *testing.T) {
	read := func(name string) []byte {
		data, err := fs.ReadFile(Builtin(), "hsn/"+name)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	oob, err := DecodeOOB(read("hsn.oob.json"))
	if err != nil {
		t.Fatal(err)
	}
	type count struct{ leaders, units, wagons int }
	want := map[string]map[string]count{
		"01-here-come-the-rebels.scenario.json":  {"csa": {4, 6, 0}, "union": {3, 10, 0}},
		"02-the-race-for-columbia.scenario.json": {"csa": {4, 6, 0}, "union": {5, 18, 3}},
	}
	for name, sides := range want {
		sc, err := DecodeScenario(read(name))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]count{}
		for _, st := range sc.Setup {
			u := oob.Unit(st.Unit)
			c := got[u.Side]
			switch u.Class {
			case "leader":
				c.leaders++
			case "wagon":
				c.wagons++
			default:
				c.units++
			}
			got[u.Side] = c
		}
		for side, w := range sides {
			if got[side] != w {
				t.Errorf("%s %s: got %+v, the book has %+v", name, side, got[side], w)
			}
		}
		if name == "02-the-race-for-columbia.scenario.json" {
			sets := map[int]bool{}
			for _, r := range sc.Reinforcements {
				if r.Set != nil {
					sets[*r.Set] = true
				}
			}
			if len(sc.Reinforcements) != 13 || len(sets) != 9 {
				t.Errorf("arrival table: %d rows in %d sets, the book has 13 in 9", len(sc.Reinforcements), len(sets))
			}
		}
	}
}
