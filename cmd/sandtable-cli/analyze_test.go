package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine/game"
)

// TestAnalyzeS1Text: analyze on the built-in ITW Scenario 1 exits 0 and
// gives, for the Pittsburg Landing field, the earliest turn of each side:
// the Confederates at 10 AM (turn 5: 3 MS Bn walks 51 hexes from S2122, 50
// of Woods at 1.5 MP and the Field N5722 at 1 MP, 4 hexes an activation
// with 6 MP and 3 activations a turn, the play-test's tempo; counted hex by
// hex in engine/game TestAnalyzeHandCountedPath), the Union
// at 6 AM (16 IA sets up in N6220, a field hex). No reinforcement row is
// blocked (row 0 checked by hand in TestAnalyzeS1EntryRowByHand).
func TestAnalyzeS1Text(t *testing.T) {
	code, out, errOut := runCLI(t, "analyze", s1Scenario)
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"Shiloh: Bloody April - The Battle for Pittsburg Landing (itw-shiloh-01): turns 6 AM (apr6-0600, turn 1)",
		"verdict: OK",
		"pittsburg-landing (area, 5 hexes; pittsburg-landing-automatic)",
		"csa: any hex 10 AM (apr6-1000, turn 5) at N5722 by 3 MS Bn from S2122",
		"union: any hex 6 AM (apr6-0600, turn 1) at N6220 by 16 IA from N6220",
		"0 rows with units that cannot enter",
		"set-up rule checks: 0 broken",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q\n%s", want, out)
		}
	}
}

// TestAnalyzeS1JSON: the JSON form lists every reinforcement row and the
// same Pittsburg Landing figures.
func TestAnalyzeS1JSON(t *testing.T) {
	code, out, errOut := runCLI(t, "analyze", "--format", "json", s1Scenario)
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	var a game.Analysis
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(a.Reinforcements) != 54 || a.Reinforcements[0].Units[0] != "u-bouton-bty" || len(a.Reinforcements[0].Cannot) != 0 {
		t.Fatalf("reinforcements: %d rows, first %+v", len(a.Reinforcements), a.Reinforcements[0])
	}
	for _, p := range a.Objectives {
		if p.Place != "pittsburg-landing" {
			continue
		}
		for _, s := range p.Sides {
			want := map[string]string{"csa": "apr6-1000", "union": "apr6-0600"}[s.Side]
			if s.Any == nil || s.Any.Turn.ID != want {
				t.Errorf("%s reaches Pittsburg Landing at %+v, want %s", s.Side, s.Any, want)
			}
		}
		return
	}
	t.Fatalf("no pittsburg-landing place in %s", out)
}

// TestAnalyzeBrokenEntryExits1: a copy of Scenario 1 whose first
// reinforcement row (Bouton's battery, 8 AM) enters at S2122, where 3 MS Bn
// sets up, exits 1 and names the battery, the hex and the Confederate unit
// holding it; a copy entering at N9999 (no such hex) names the hex.
func TestAnalyzeBrokenEntryExits1(t *testing.T) {
	for _, c := range []struct{ hex, why string }{
		{"S2122", "Bouton Bty (u-bouton-bty): every entry hex is closed: S2122 held by the enemy at set-up (3 MS Bn)"},
		{"N9999", "Bouton Bty (u-bouton-bty): every entry hex is closed: N9999 not on the map"},
	} {
		dir := t.TempDir()
		copyGame(t, dir)
		path := filepath.Join(dir, filepath.FromSlash(s1Scenario))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		old := []byte("\"hexes\": [\n          \"N6420\",\n          \"N6423\"\n        ]")
		broken := bytes.Replace(data, old, []byte(`"hexes": ["`+c.hex+`"]`), 1)
		if bytes.Equal(broken, data) {
			t.Fatal("row 0's entry hexes not found in Scenario 1")
		}
		if err := os.WriteFile(path, broken, 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCLI(t, "analyze", path)
		if code != exitFindings {
			t.Fatalf("%s: exit %d\n%s%s", c.hex, code, out, errOut)
		}
		if !strings.Contains(out, "row 0 (union, 8 AM (apr6-0800, turn 3)): CANNOT ENTER") || !strings.Contains(out, c.why) {
			t.Fatalf("%s: output lacks %q\n%s", c.hex, c.why, out)
		}
	}
}

func TestAnalyzeUsage(t *testing.T) {
	if code, _, _ := runCLI(t, "analyze", "--format", "xml", s1Scenario); code != exitUsage {
		t.Fatalf("bad format: exit %d", code)
	}
	if code, _, _ := runCLI(t, "analyze", filepath.Join(t.TempDir(), "missing.scenario.json")); code != exitUsage {
		t.Fatalf("missing file: exit %d", code)
	}
}
