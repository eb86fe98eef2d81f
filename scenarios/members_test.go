package scenarios

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// membersByFixpoint is the definition Members answers to, worked the
// plain way: a formation is below f when its parent is f or below f; the
// units of f and of every formation below it, in OOB order.
func membersByFixpoint(o *OOB, formation string) []string {
	below := map[string]bool{formation: true}
	for changed := true; changed; {
		changed = false
		for _, f := range o.Formations {
			if !below[f.ID] && below[f.Parent] {
				below[f.ID], changed = true, true
			}
		}
	}
	var ids []string
	for _, u := range o.Units {
		if below[u.Command] {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

// TestMembersAgreesWithDefinition: Members gives membersByFixpoint's
// answer for every formation of the built-in OOBs, for "" and an unknown
// id, and on a random family of OOBs whose formations form trees, forests,
// cycles, self-parents and repeated ids.
func TestMembersAgreesWithDefinition(t *testing.T) {
	var oobs []*OOB
	files, _ := filepath.Glob("*/*.oob.json")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		o, err := DecodeOOB(data)
		if err != nil {
			t.Fatal(err)
		}
		oobs = append(oobs, o)
	}
	if len(oobs) < 3 {
		t.Fatalf("%d built-in OOBs found", len(oobs))
	}
	rng := rand.New(rand.NewPCG(29, 5))
	for range 300 {
		n := 1 + rng.IntN(12)
		o := &OOB{}
		id := func() string { return fmt.Sprintf("f%d", rng.IntN(n+1)) }
		for range n {
			parent := ""
			if rng.IntN(4) > 0 {
				parent = id()
			}
			o.Formations = append(o.Formations, Formation{ID: id(), Parent: parent})
		}
		for i := range rng.IntN(20) {
			cmd := id()
			if rng.IntN(6) == 0 {
				cmd = ""
			}
			o.Units = append(o.Units, Unit{ID: fmt.Sprintf("u%d", i), Command: cmd})
		}
		oobs = append(oobs, o)
	}
	checked := 0
	for k, o := range oobs {
		ids := []string{"", "nowhere"}
		for _, f := range o.Formations {
			ids = append(ids, f.ID)
		}
		for _, f := range ids {
			if got, want := o.Members(f), membersByFixpoint(o, f); !reflect.DeepEqual(got, want) {
				t.Errorf("OOB %d, %q: Members %v, by the definition %v", k, f, got, want)
			}
			checked++
		}
	}
	t.Logf("%d formations of %d OOBs", checked, len(oobs))
}
