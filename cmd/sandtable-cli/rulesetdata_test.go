package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// hexlandsFiles copies the Hexlands game (testdata/hexlands: a made-up
// system that is not built in, with its own ruleset file) into a temporary
// folder and returns the scenario's path there.
func hexlandsFiles(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"hexlands.ruleset.json", "hexlands.map.json", "hexlands.oob.json", "hexlands.scenario.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", "hexlands", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "hexlands.scenario.json")
}

// TestRulesetInTempFolderPlays: a game system that exists only as a ruleset
// file in a temporary folder (infantry 5 MP and cavalry 8 MP; a ZOC that
// costs +1 MP to enter and +2 MP to leave and that cavalry ignores; at most
// 6 SP of infantry in a hex) validates and drives the play-test through
// `sandtable-cli play`, with no Go code of its own. Blue's foot in 0606
// exerts a ZOC over 0605, 0705, 0706, 0607, 0506 and 0505.
func TestRulesetInTempFolderPlays(t *testing.T) {
	scenario := hexlandsFiles(t)
	if code, out, errOut := runCLI(t, "validate", filepath.Dir(scenario)); code != 0 && code != exitFindings || strings.Contains(out, " error ") {
		t.Fatalf("validate: exit %d\n%s%s", code, out, errOut)
	}
	cases := []struct {
		name    string
		moves   string
		refused string // "" when every action applies
		shows   string // a pattern the final state must show
	}{
		{"allowance from the ruleset: 5 clear hexes", `[{"unit": "r-foot-2", "path": ["0302", "0403", "0503", "0604", "0504"]}]`, "", ""},
		{"allowance from the ruleset: not 6", `[{"unit": "r-foot-2", "path": ["0302", "0403", "0503", "0504", "0405", "0305"]}]`,
			"too few MP to enter 0305: needs 6 MP in all, has 5", ""},
		{"entering the ZOC costs 1 more", `[{"unit": "r-foot-2", "path": ["0302", "0403", "0503", "0604", "0605"]}]`,
			"too few MP to enter 0605: needs 6 MP in all, has 5", ""},
		{"leaving the ZOC costs 2 more", `[{"unit": "r-foot-1", "path": ["0405", "0305", "0205"]}]`, "", ""},
		{"leaving the ZOC: not a fourth hex", `[{"unit": "r-foot-1", "path": ["0405", "0305", "0205", "0105"]}]`,
			"too few MP to enter 0105: needs 6 MP in all, has 5", ""},
		{"cavalry ignores the ZOC and does not stop", `[{"unit": "r-horse", "path": ["0303", "0403", "0503", "0604", "0605", "0705", "0805"]}]`, "", ""},
		{"6 SP of infantry may stack", `[{"unit": "r-foot-2", "path": ["0201"]}]`, "", ""},
		{"7 SP of infantry may not", `[{"unit": "r-foot-4", "path": ["0201"]}]`, "would overstack 0201", ""},
		// The ruleset's own fire table (Hexlands 6.2): 4 SP fire in the 4-6
		// column; a 5 on the d6 with no modifier costs Blue Foot 1 SP and
		// Disorders it.
		{"fire by the ruleset's table", `[{"action": "fire", "unit": "r-foot-1", "target": "0606", "result": [5]}]`, "",
			`b-foot +Blue Foot +blue +map +0606 3 SP \(lost 1\) \[disordered\]`},
		{"fire beyond the table's range", `[{"action": "fire", "unit": "r-foot-2", "target": "0606"}]`, "the fire table's range is 2", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			moves := filepath.Join(t.TempDir(), "case.moves.json")
			if err := os.WriteFile(moves, []byte(c.moves), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runPlayCmd(t, scenario, "--moves", moves)
			if c.refused == "" {
				if code != 0 || strings.Contains(out, "REFUSED") {
					t.Fatalf("exit %d, want every action applied\n%s%s", code, out, errOut)
				}
				if c.shows != "" && !regexp.MustCompile(c.shows).MatchString(out) {
					t.Fatalf("the state does not show %q:\n%s", c.shows, out)
				}
				return
			}
			if code != exitFindings || !strings.Contains(out, "REFUSED") || !strings.Contains(out, c.refused) {
				t.Fatalf("exit %d, want a refusal saying %q\n%s%s", code, c.refused, out, errOut)
			}
		})
	}
}
