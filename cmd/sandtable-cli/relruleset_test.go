package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/validate"
)

// relRulesetGame writes HSN Scenario 1 into a fresh folder beside its map,
// OOB and a copy of the gcacw ruleset, the scenario naming each by a bare
// file name, and returns the folder.
func relRulesetGame(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for from, to := range map[string]string{
		"maps/hsn.map.json":                  "hsn.map.json",
		"scenarios/hsn/hsn.oob.json":         "hsn.oob.json",
		"engine/rulesets/gcacw.ruleset.json": "gcacw.ruleset.json",
	} {
		data, err := validate.Builtin{}.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := validate.Builtin{}.ReadFile("scenarios/hsn/01-here-come-the-rebels.scenario.json")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for old, repl := range map[string]string{
		`"ruleset": "gcacw"`:               `"ruleset": "gcacw.ruleset.json"`,
		`"map": "../../maps/hsn.map.json"`: `"map": "hsn.map.json"`,
	} {
		if !strings.Contains(s, old) {
			t.Fatalf("HSN Scenario 1 lacks %s", old)
		}
		s = strings.Replace(s, old, repl, 1)
	}
	if err := os.WriteFile(filepath.Join(dir, "s1.scenario.json"), []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	moves := `{"format": "sandtable-moves/1", "scenario": "s1.scenario.json", "seed": 1, "actions": []}`
	if err := os.WriteFile(filepath.Join(dir, "none.moves.json"), []byte(moves), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRelativeRulesetFromItsFolder: a scenario whose ruleset is a file next
// to it validates and plays when run from its own folder with a relative
// path, as it does with an absolute one (issue 24: the resolved path equalled
// the reference and was looked up as a built-in id, ruleset.unknown).
func TestRelativeRulesetFromItsFolder(t *testing.T) {
	dir := relRulesetGame(t)
	for _, path := range []string{filepath.Join(dir, "s1.scenario.json"), "s1.scenario.json", "./s1.scenario.json"} {
		t.Run(path, func(t *testing.T) {
			t.Chdir(dir)
			code, out, errOut := runCLI(t, "validate", path)
			if code != 0 || strings.Contains(out, "ruleset.unknown") || !strings.Contains(out, "0 errors") {
				t.Fatalf("validate %s: exit %d\n%s%s", path, code, out, errOut)
			}
			code, out, errOut = runPlayCmd(t, path, "--moves", "none.moves.json")
			if code != exitOK || strings.Contains(out+errOut, "ruleset") {
				t.Fatalf("play %s: exit %d\n%s%s", path, code, out, errOut)
			}
		})
	}
}
