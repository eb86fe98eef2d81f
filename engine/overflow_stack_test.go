package engine

import (
	"strings"
	"testing"
)

// TestHugeStrengthsStillOverstack: two infantry regiments of one brigade in
// one hex are over the ITW 15 SP infantry limit (stacking chart, IT
// L4649-4668) at 9 + 9 SP; at 2^62 + 2^62 SP, a sum that wraps to a
// negative int, they must be over it too. The scenario is Scenario 1 with
// its first two infantry rows of one brigade put in one hex, which is how
// the strength data reaches the engine when a command skips the schema.
func TestHugeStrengthsStillOverstack(t *testing.T) {
	m, oob, sc := loadS1(t)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	a, b := -1, -1
	for i, r := range sc.Setup {
		u := oob.Unit(r.Unit)
		if u == nil || u.Class != "infantry" || r.Hex == "" {
			continue
		}
		if a < 0 {
			a = i
		} else if oob.Unit(sc.Setup[a].Unit).Command == u.Command {
			b = i
			break
		}
	}
	if b < 0 {
		t.Fatal("no two infantry rows of one brigade in Scenario 1")
	}
	sc.Setup[b].Hex, sc.Setup[b].ExtendedTo, sc.Setup[a].ExtendedTo = sc.Setup[a].Hex, "", ""
	for _, sp := range []int{9, 1 << 62} {
		sc.Setup[a].Strength, sc.Setup[b].Strength = &sp, &sp
		p := NewSetupPosition(sc, oob, m, geo, rs)
		h, err := geo.Numbering.Parse(sc.Setup[a].Hex)
		if err != nil {
			t.Fatal(err)
		}
		why := p.OverStack(h)
		if !strings.Contains(strings.Join(why, ";"), "infantry SP, the limit is 15") {
			t.Errorf("2 x %d SP in %s: %v, want over the 15 SP infantry limit", sp, sc.Setup[a].Hex, why)
		}
	}
}
