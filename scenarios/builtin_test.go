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
