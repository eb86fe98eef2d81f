package engine

import (
	"io/fs"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

func loadS1(t *testing.T) (*maps.Map, *scenarios.OOB, *scenarios.Scenario) {
	t.Helper()
	read := func(f fs.FS, p string) []byte {
		b, err := fs.ReadFile(f, p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	m, err := maps.Decode(read(maps.Builtin(), "itw-shiloh.map.json"))
	if err != nil {
		t.Fatal(err)
	}
	oob, err := scenarios.DecodeOOB(read(scenarios.Builtin(), "itw-shiloh/itw-shiloh.oob.json"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.DecodeScenario(read(scenarios.Builtin(), "itw-shiloh/01-bloody-april.scenario.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m, oob, sc
}

func placements(t *testing.T, n hexgrid.Numbering, sc *scenarios.Scenario) map[string]Placement {
	t.Helper()
	at := map[string]Placement{}
	for _, st := range sc.Setup {
		if st.Hex == "" {
			continue
		}
		o, err := n.Parse(st.Hex)
		if err != nil {
			t.Fatalf("%s: %v", st.Unit, err)
		}
		at[st.Unit] = Placement{Hex: o}
	}
	return at
}

func lineConstraint(t *testing.T, sc *scenarios.Scenario) scenarios.Constraint {
	t.Helper()
	for _, c := range sc.Constraints {
		if c.Type == "continuous-line" {
			return c
		}
	}
	t.Fatal("Scenario 1 has no continuous-line constraint")
	return scenarios.Constraint{}
}

// TestHistoricalContinuousLine: the historical 6 AM set-up of Hardee's corps
// (Cleburne, Wood, Shaver) and Gladden's brigade forms the chains ITW BB 30.1
// requires under the map's stagger (odd printed columns low), and does not
// under the opposite stagger: this is the evidence for the stagger the map declares.
func TestHistoricalContinuousLine(t *testing.T) {
	m, oob, sc := loadS1(t)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	if geo.Grid.Stagger != hexgrid.Odd {
		t.Fatalf("the ITW map's stagger is %v, want odd", geo.Grid.Stagger)
	}
	c := lineConstraint(t, sc)
	if len(c.Groups) != 4 || len(c.Pairs) != 3 {
		t.Fatalf("constraint should name Cleburne, Wood, Shaver and Gladden and three pairs: %+v", c)
	}
	at := placements(t, geo.Numbering, sc)
	counted := 0
	for _, g := range c.Groups {
		for _, id := range oob.Members(g) {
			if _, ok := at[id]; ok && oob.Unit(id).Class == "infantry" {
				counted++
			}
		}
	}
	if counted < 20 {
		t.Fatalf("only %d infantry units of the four brigades are placed: the check would prove little", counted)
	}
	if vs := ContinuousLine(geo.Grid, oob, c, at); len(vs) != 0 {
		t.Errorf("historical set-up breaks the line under the odd stagger: %v", vs)
	}
	opposite := geo.Grid
	opposite.Stagger = hexgrid.Even
	vs := ContinuousLine(opposite, oob, c, at)
	if len(vs) == 0 {
		t.Fatal("under the even stagger the historical set-up should break the line")
	}
	t.Logf("even stagger: %d violations, first: %s", len(vs), vs[0].Message)
}

func TestContinuousLineReportsTheGap(t *testing.T) {
	m, oob, sc := loadS1(t)
	geo, _ := m.Geometry()
	at := placements(t, geo.Numbering, sc)
	// Move 24 TN (Cleburne, S1520) far to the west edge: it loses touch with its brigade.
	far, _ := geo.Numbering.Parse("S1030")
	at["c-24-tn"] = Placement{Hex: far}
	vs := ContinuousLine(geo.Grid, oob, lineConstraint(t, sc), at)
	found := false
	for _, v := range vs {
		if v.Code == "line.gap" && v.Unit == "c-24-tn" && v.Hex == far {
			found = true
		}
	}
	if !found {
		t.Errorf("no line.gap for 24 TN at S1030: %v", vs)
	}
}
