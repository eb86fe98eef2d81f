package engine

import (
	"strings"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

// A stacking row is honoured for any class of the ruleset, not only the
// three the engine once knew: a designer's wagon row (noOtherUnits) makes a
// wagon set up with 29 IL in S3305 (ITW BB EN L1542) an over-stack; the
// same stack without the row is legal.
func TestStackingRowForAnyClass(t *testing.T) {
	m, oob, sc := loadS1(t)
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	oob.Units = append(oob.Units, scenarios.Unit{ID: "u-test-wagon", Name: "Test wagon", Side: "union", Class: "wagon", Command: oob.Unit("u-29-il").Command})
	sc.Setup = append(sc.Setup, scenarios.Setup{Unit: "u-test-wagon", Hex: "S3305"})
	stackAt := func(rs *Ruleset) string {
		var got []string
		for _, v := range stackingCheck.Run(NewSetupPosition(sc, oob, m, geo, rs)) {
			if strings.Contains(v.Message, "S3305") {
				got = append(got, v.Message)
			}
		}
		return strings.Join(got, "; ")
	}
	if got := stackAt(rs); got != "" {
		t.Fatalf("without a wagon row the stack is legal, got %q", got)
	}
	withRow := *rs
	withRow.Stacking = append(append([]StackingLimit(nil), rs.Stacking...), StackingLimit{Class: "wagon", NoOtherUnits: true, Source: "test row"})
	if got := stackAt(&withRow); !strings.Contains(got, "wagon under advance orders may not share a hex with other units") {
		t.Errorf("the wagon row is ignored: %q", got)
	}
}
