package validate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSetupDiffersByStartTime: ITW Scenario 9 starts in the 11 AM turn like
// Scenario 4 but its set-up shows about 11:30 (EN L4704 area, note b; its
// length.setupTime), so the two are not compared and give no setup.differs;
// with the set-up time put back to the turn's 11:00 they are compared and
// the units that moved in that half hour are reported (the issue counted
// 14 such false warnings before setupTime).
func TestSetupDiffersByStartTime(t *testing.T) {
	const s9 = "scenarios/itw-shiloh/09-the-critical-left-flank.scenario.json"
	paths := gamePaths("scenarios/itw-shiloh/itw-shiloh.errata.json")
	between := func(files Files) int {
		n := 0
		for _, d := range gameDiagnostics(files, paths) {
			if d.Code == "setup.differs" && (d.File == s9 && strings.Contains(d.Message, "04-the-hornets-nest") ||
				strings.HasSuffix(d.File, "04-the-hornets-nest.scenario.json") && strings.Contains(d.Message, "09-the-critical-left-flank")) {
				n++
			}
		}
		return n
	}
	if n := between(Builtin{}); n != 0 {
		t.Errorf("built-in S4 and S9: %d setup.differs warnings, want 0", n)
	}
	data, err := setPointer(builtinBytes(t, s9), "/length/setupTime", json.RawMessage(`"11:00"`))
	if err != nil {
		t.Fatal(err)
	}
	if n := between(overlayFiles{Builtin{}, map[string][]byte{s9: data}}); n == 0 {
		t.Error("S9 set up at 11:00: no setup.differs against S4, want the units that moved")
	} else {
		t.Logf("S9 at 11:00: %d setup.differs against S4", n)
	}
}
